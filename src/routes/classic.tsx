import "../classic/classic.css";
import { pageTitle } from "../content";
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

export const meta = () => [{ title: pageTitle("Classic") }];

/** The whole wedding on one page, in the order of the spec. */
export default function Classic() {
  return (
    <>
      <ClassicHeader />
      <main>
        <Hero />
        <StorySection />
        <PhotoCollage />
        <ScheduleSection />
        <TravelSection />
        <StaySection />
        <RegistrySection />
        <FaqSection />
      </main>
      <ClassicFooter />
      <ScrollToTopButton />
    </>
  );
}
