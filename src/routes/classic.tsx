import "../invitation/invitation.css";
import { pageDescription, pageHead, siteAt } from "../content/content.server";
import { shown } from "../content/shown.server";
import { calendarLinks, dayToFollow, scheduledEvents } from "../content/calendar.server";
import { eventPlaces, hotelPlaces, mainEvent, walkFromIndex } from "../content/events.server";
import { giftWay } from "../content/gifts.server";
import { cityOf } from "../content/city";
import { ClassicFooter } from "../classic/ClassicFooter";
import { ClassicHeader } from "../classic/ClassicHeader";
import { FaqSection } from "../classic/FaqSection";
import { Hero } from "../classic/Hero";
import { PhotoCollage } from "../classic/PhotoCollage";
import { RegistrySection } from "../classic/RegistrySection";
import { ScheduleSection } from "../classic/ScheduleSection";
import { ScrollToTopButton } from "../classic/ScrollToTopButton";
import { StaySection } from "../classic/StaySection";
import { StorySection } from "../classic/StorySection";
import { TravelSection } from "../classic/TravelSection";
import { CLASSIC, classicNav } from "../pages";
import { mainProps } from "../ui/page-focus";
import type { Route } from "./+types/classic";

/** Runs while the site is prerendered: the page's slice of the content travels in its HTML. */
export function loader({ request }: Route.LoaderArgs) {
  const site = siteAt(request);
  const { content, coupleNames, dates, words } = site;
  const { wedding, registry } = content;
  const main = mainEvent(content);
  const events = scheduledEvents(content, site);
  return shown({
    head: pageHead(site, CLASSIC, pageDescription(site, "classic")),
    coupleNames,
    day: dayToFollow(content, dates),
    nav: classicNav(words),
    zone: dates.zone(wedding.date),
    calendar: calendarLinks(content, site),
    gifts: registry.gifts.map((gift) => giftWay(gift, words.gifts)),
    main: { startTime: main.startTime, place: { name: main.place.name }, city: cityOf(main.place.cityZip) },
    events,
    dateSpan: dates.dateSpan(events[0].date, events[events.length - 1].date),
    places: eventPlaces(content),
    walkFrom: walkFromIndex(eventPlaces(content)),
    hotels: hotelPlaces(content),
    // The rest of the content but the site's settings, the couple's words (in the root's locale, with
    // the dictionary's for those left out) and the RSVP deadline (in `day`).
    couple: content.couple,
    couplePhoto: content.couplePhoto,
    wedding,
    rsvpUrl: content.rsvpUrl,
    travel: content.travel,
    story: content.story,
    collage: content.collage,
    registry,
    faq: content.faq,
    thankYou: content.thankYou,
  });
}

export { meta } from "../ui/head";

/** The whole wedding on one page, in the order of the spec; a section with nothing to show is left out. */
export default function Classic({ loaderData }: Route.ComponentProps) {
  const { couple, couplePhoto, wedding, rsvpUrl, travel, story, collage, registry, faq } = loaderData;
  const { zone, calendar, events, places, walkFrom, hotels } = loaderData;
  return (
    <>
      <ClassicHeader couple={couple} coupleNames={loaderData.coupleNames} nav={loaderData.nav} />
      <main {...mainProps}>
        <Hero
          couple={couple}
          photo={couplePhoto}
          wedding={wedding}
          main={loaderData.main}
          rsvpUrl={rsvpUrl}
          zone={zone}
          day={loaderData.day}
        />
        <StorySection story={story} />
        <PhotoCollage photos={collage} />
        <ScheduleSection
          events={events}
          dateSpan={loaderData.dateSpan}
          zone={zone}
          calendar={calendar}
          day={loaderData.day}
        />
        <TravelSection places={places} walkFrom={walkFrom} travel={travel} />
        {hotels.length > 0 ? <StaySection hotels={hotels} /> : null}
        <RegistrySection text={registry.text} gifts={loaderData.gifts} />
        <FaqSection faq={faq} />
      </main>
      <ClassicFooter
        coupleNames={loaderData.coupleNames}
        wedding={wedding}
        thankYou={loaderData.thankYou}
        day={loaderData.day}
      />
      <ScrollToTopButton />
    </>
  );
}
