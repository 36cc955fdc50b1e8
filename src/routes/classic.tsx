import { content, coupleNames, formatLongDate, pageTitle } from "../content";
import { FaqList, PlaceList, RegistryDetails, ScheduleList } from "../ui/plain";
import { RsvpButton } from "../ui/RsvpButton";

export const meta = () => [{ title: pageTitle("Classic") }];

export default function Classic() {
  const { wedding, venue, parking, travel } = content;
  return (
    <>
      <header>
        <nav aria-label="Sections">
          <ul>
            <li><a href="#our-story">Our Story</a></li>
            <li><a href="#schedule">Schedule</a></li>
            <li><a href="#travel-info">Travel &amp; Stay</a></li>
            <li><a href="#registry">Registry</a></li>
            <li><a href="#faq">FAQ</a></li>
          </ul>
        </nav>
      </header>
      <main className="mx-auto max-w-3xl px-6 py-10">
        <section id="hero">
          <h1 className="font-serif text-5xl">{coupleNames}</h1>
          <p>{formatLongDate(wedding.date, wedding.weekday)}</p>
          <RsvpButton className="underline" />
        </section>
        <section id="our-story">
          <h2>Our Story</h2>
          <ol>
            {content.story.map((chapter) => (
              <li key={chapter.classicYear}>
                <h3>{chapter.classicYear}: {chapter.title}</h3>
                <p>{chapter.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <section id="schedule">
          <h2>Schedule</h2>
          <ScheduleList />
        </section>
        <section id="travel-info">
          <h2>Travel &amp; Stay</h2>
          <PlaceList places={[venue, parking, ...content.hotels]} />
          <p>{travel.drivingNote}</p>
          <p>{travel.walkingNote}</p>
          <p>{parking.note}</p>
        </section>
        <section id="registry">
          <h2>Registry</h2>
          <RegistryDetails />
        </section>
        <section id="faq">
          <h2>FAQ</h2>
          <FaqList items={content.faq} heading="h3" />
        </section>
      </main>
      <footer>
        <p>{content.thankYou}</p>
      </footer>
    </>
  );
}
