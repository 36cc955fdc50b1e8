import { BookHeart, CalendarClock, CircleHelp, Gift, House, MapPinned, type LucideIcon } from "lucide-react";

export type GamerPage = {
  to: string;
  label: string;
  /** The icon's caption on a phone, where tooltips never show: a word of the label, so it names the link too. */
  caption: string;
  icon: LucideIcon;
};

export const GAMER_HOME: GamerPage = { to: "/gamer", label: "Home", caption: "Home", icon: House };

/** The gamer pages in menu order; the icon bar puts the RSVP quest between the third and fourth. */
export const GAMER_PAGES: GamerPage[] = [
  { to: "/gamer/our-story", label: "Our Story", caption: "Story", icon: BookHeart },
  { to: "/gamer/schedule", label: "Schedule", caption: "Schedule", icon: CalendarClock },
  { to: "/gamer/travel", label: "Travel & Stay", caption: "Travel", icon: MapPinned },
  { to: "/gamer/registry", label: "Registry", caption: "Registry", icon: Gift },
  { to: "/gamer/faq", label: "FAQ", caption: "FAQ", icon: CircleHelp },
];
