import "../invitation/invitation.css";
import { pageDescription, pageHead } from "../site/page-head.server";
import { siteContext } from "../site/site-context.server";
import { classicSchedule } from "../site/schedule.server";
import { croppedPhoto, shownFaq, shownPhoto, shownStory } from "../site/shown.server";
import { classicTravel } from "../site/travel.server";
import { eventHeadline } from "../site/events.server";
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
  const { content, photos, dates, words } = site;
  const { wedding, registry } = content;
  const { hotels, ...travel } = classicTravel(site);
  return {
    head: pageHead(site, CLASSIC, pageDescription(site, "classic")),
    names: site.names,
    initials: site.initials,
    coupleNames: site.coupleNames,
    date: wedding.date,
    dateLine: dates.dateLine(wedding.date),
    day: site.day,
    nav: classicNav(words),
    hero: {
      ...(content.couplePhoto ? { photo: croppedPhoto(photos, content.couplePhoto) } : {}),
      rsvpUrl: content.rsvpUrl,
      main: eventHeadline(site.mainEvent, dates),
    },
    schedule: classicSchedule(site),
    story: shownStory(photos, content.story, "classicYear"),
    // A cut-out stands whole in its cell; a photo fills it, cropped around its subject.
    collage: content.collage.map((photo) => (photos.isCutOut(photo) ? shownPhoto : croppedPhoto)(photos, photo)),
    travel,
    hotels,
    registry: { text: registry.text, gifts: site.gifts },
    faq: shownFaq(content.faq),
    thankYou: content.thankYou,
  };
}

export { meta } from "../ui/head";

export default function Classic({ loaderData }: Route.ComponentProps) {
  const { names, initials, date, dateLine, coupleNames, day, hotels } = loaderData;
  return (
    <>
      <ClassicHeader initials={initials} coupleNames={coupleNames} nav={loaderData.nav} />
      <main {...mainProps}>
        <Hero names={names} date={date} dateLine={dateLine} day={day} {...loaderData.hero} />
        <StorySection story={loaderData.story} />
        <PhotoCollage photos={loaderData.collage} />
        <ScheduleSection schedule={loaderData.schedule} />
        <TravelSection {...loaderData.travel} />
        {hotels.length > 0 ? <StaySection hotels={hotels} /> : null}
        <RegistrySection {...loaderData.registry} />
        <FaqSection faq={loaderData.faq} />
      </main>
      <ClassicFooter names={names} dateLine={dateLine} thankYou={loaderData.thankYou} />
      <ScrollToTopButton />
    </>
  );
}
