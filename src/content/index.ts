// Components import only types, and only from here: the content and what loaders make of it live in ./*.server.ts.
export type { Content, FaqItem, Photo, Place, ScheduleItem, StoryChapter } from "./schema.server";
export type { Shown, ShownPhoto } from "./shown.server";
export type { EventPlace, ParkingPlace } from "./events.server";
export type { VenueZone } from "./dates.server";
export type { Alternate, PageHead } from "./page-head.server";
export type { CalendarUrls, ScheduledEvent, WeddingDay } from "./calendar.server";
export type { GiftWay } from "./gifts.server";
