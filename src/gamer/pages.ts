import type { ComponentType, SVGProps } from "react";
import { BookOpen } from "pixelarticons/react/BookOpen.js";
import { Calendar } from "pixelarticons/react/Calendar.js";
import { CircleQuestion } from "pixelarticons/react/CircleQuestion.js";
import { Gift } from "pixelarticons/react/Gift.js";
import { Home } from "pixelarticons/react/Home.js";
import { MapPin } from "pixelarticons/react/MapPin.js";

/** A pixel-art icon (pixelarticons, drawn on a 24 px grid: shown at 24 px, every pixel lands whole). */
export type PixelIcon = ComponentType<SVGProps<SVGSVGElement>>;

export type GamerPage = {
  to: string;
  label: string;
  /** The icon's caption on a phone, where tooltips never show: a word of the label, so it names the link too. */
  caption: string;
  icon: PixelIcon;
};

export const GAMER_HOME: GamerPage = { to: "/gamer", label: "Home", caption: "Home", icon: Home };

/** The gamer pages in menu order; the icon bar puts the RSVP quest between the third and fourth. */
export const GAMER_PAGES: GamerPage[] = [
  { to: "/gamer/our-story", label: "Our Story", caption: "Story", icon: BookOpen },
  { to: "/gamer/schedule", label: "Schedule", caption: "Schedule", icon: Calendar },
  { to: "/gamer/travel", label: "Travel & Stay", caption: "Travel", icon: MapPin },
  { to: "/gamer/registry", label: "Registry", caption: "Registry", icon: Gift },
  { to: "/gamer/faq", label: "FAQ", caption: "FAQ", icon: CircleQuestion },
];
