import "../invitation/invitation.css";
import { pageDescription, pageHead } from "../content/page-head.server";
import { siteContext } from "../content/site-context.server";
import { shown } from "../content/shown.server";
import { calendarLinks, scheduledEvents } from "../content/calendar.server";
import { eventHeadline, hotelsApart, placesCaptioned, walkFromIndex } from "../content/events.server";
import { giftWay } from "../content/gifts.server";
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

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { content, coupleNames, dates, words } = site;
  const { couple, wedding, registry, story, collage, faq, thankYou } = content;
  const events = scheduledEvents(site);
  const places = placesCaptioned(content, words.places);
  return shown(site.photos, {
    head: pageHead(site, CLASSIC, pageDescription(site, "classic")),
    couple,
    wedding,
    coupleNames,
    longDate: dates.dateLine(wedding.date),
    day: site.day,
    zone: dates.zone(wedding.date),
    nav: classicNav(words),
    hero: {
      photo: content.couplePhoto,
      rsvpUrl: content.rsvpUrl,
      main: eventHeadline(site.mainEvent, dates),
    },
    schedule: {
      events,
      dateSpan: dates.dateSpan(events[0].date, events[events.length - 1].date),
      calendar: calendarLinks(site),
    },
    story,
    collage,
    travel: { places, walkFrom: walkFromIndex(places), travel: content.travel },
    hotels: hotelsApart(content),
    registry: { text: registry.text, gifts: registry.gifts.map((gift) => giftWay(gift, words.gifts)) },
    faq,
    thankYou,
  });
}

export { meta } from "../ui/head";

export default function Classic({ loaderData }: Route.ComponentProps) {
  const { couple, wedding, longDate, coupleNames, day, zone, hotels } = loaderData;
  return (
    <>
      <ClassicHeader couple={couple} coupleNames={coupleNames} nav={loaderData.nav} />
      <main {...mainProps}>
        <Hero couple={couple} wedding={wedding} longDate={longDate} zone={zone} day={day} {...loaderData.hero} />
        <StorySection story={loaderData.story} />
        <PhotoCollage photos={loaderData.collage} />
        <ScheduleSection zone={zone} day={day} {...loaderData.schedule} />
        <TravelSection {...loaderData.travel} />
        {hotels.length > 0 ? <StaySection hotels={hotels} /> : null}
        <RegistrySection {...loaderData.registry} />
        <FaqSection faq={loaderData.faq} />
      </main>
      <ClassicFooter coupleNames={coupleNames} longDate={longDate} thankYou={loaderData.thankYou} day={day} />
      <ScrollToTopButton />
    </>
  );
}
