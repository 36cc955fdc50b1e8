// Components import only types, and only from here: what loaders make of the content lives in ./*.server.ts.
export type { Names } from "./site.server";
export type { PlaceAddress, ShownChapter, ShownPhoto, ShownPlace, ShownQuestion } from "./shown.server";
export type { ClassicPlace, ClassicTravel, GamePlace, GameTravel, ShownLot, TravelPlace } from "./travel.server";
export type {
  CalendarUrls,
  ClassicSchedule,
  GameSchedule,
  Livestream,
  NumberedQuest,
  Stage,
  OnlyEvent,
  OnlyQuest,
  ScheduledDay,
  ScheduledEvent,
  ScheduledMoment,
} from "./schedule.server";
export type { VenueZone } from "./dates.server";
export type { PageHead } from "./page-head.server";
export type { PageLocale } from "./locale.server";
export type { WeddingDay } from "./day.server";
export type { GiftWay } from "./gifts.server";
