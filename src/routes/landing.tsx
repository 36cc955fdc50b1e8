import { Gamepad2 } from "lucide-react";
import { Link } from "react-router";
import { content, formatLongDate, pageTitle } from "../content";
import { RsvpButton } from "../ui/RsvpButton";
import { Ornament } from "../ui/Ornament";

export const meta = () => [{ title: pageTitle() }];

const lift =
  "transition duration-300 motion-safe:hover:-translate-y-1 motion-safe:hover:shadow-lg motion-reduce:transition-none";

export default function Landing() {
  const { wedding } = content;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-paper p-3 sm:p-6">
      <div className="flex w-full max-w-4xl flex-col items-center border border-gold/60 px-6 py-14 text-center outline outline-1 outline-offset-[-10px] outline-gold/30 sm:px-12 sm:py-20">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-text uppercase sm:text-sm">
          Welcome to our wedding website!
        </p>
        <h1 className="mt-6 font-serif text-6xl leading-none font-medium sm:text-8xl">
          {content.couple.partnerOne}
          <span className="mx-3 block font-serif text-5xl text-gold italic sm:inline sm:text-7xl">&amp;</span>
          {content.couple.partnerTwo}
        </h1>
        <p className="mt-6 font-serif text-2xl text-ink-soft italic">
          <time dateTime={wedding.date}>{formatLongDate(wedding.date, wedding.weekday)}</time>
        </p>
        <Ornament className="my-10" />
        <p className="max-w-md text-lg">Choose how you would like to explore our day.</p>
        <div className="mt-8 grid w-full max-w-xl gap-5 xl:grid-cols-2">
          <ExperienceCard
            title="Classic"
            description="One elegant page to scroll"
            to="/classic"
            label="Enter the classic website"
          />
          <ExperienceCard
            title="Gamer"
            description="Our wedding as a video game"
            to="/gamer"
            label="Enter the gamer website"
            icon
            className="hidden xl:flex"
          />
        </div>
        <p className="mt-6 text-sm text-ink-soft">
          For the best experience, visit on a laptop or PC.
        </p>
        <RsvpButton
          className={`mt-10 inline-flex items-center rounded-full border border-ink px-10 py-3 font-semibold tracking-[0.2em] uppercase hover:bg-ink hover:text-paper ${lift}`}
        />
      </div>
    </main>
  );
}

function ExperienceCard({
  title,
  description,
  to,
  label,
  icon = false,
  className = "flex",
}: {
  title: string;
  description: string;
  to: string;
  label: string;
  icon?: boolean;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={`${className} flex-col items-center gap-2 rounded-sm border border-gold/50 bg-paper-deep/60 px-6 py-7`}
    >
      <h2 className="font-serif text-3xl font-medium">{title}</h2>
      <p className="text-ink-soft">{description}</p>
      <Link
        to={to}
        aria-label={label}
        className={`mt-3 inline-flex items-center gap-2 rounded-full bg-ink px-8 py-3 font-semibold tracking-[0.2em] text-paper uppercase hover:bg-ink-soft ${lift}`}
      >
        {icon ? <Gamepad2 aria-hidden="true" className="size-5" /> : null}
        Enter
      </Link>
    </section>
  );
}
