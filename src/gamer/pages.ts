import { BookHeart, CalendarClock, CircleHelp, Gift, House, MapPinned, type LucideIcon } from "lucide-react";

export type GamerPage = { to: string; label: string; icon: LucideIcon };

export const GAMER_HOME: GamerPage = { to: "/gamer", label: "Home", icon: House };

/** The gamer pages in menu order; the icon bar puts the RSVP quest between the third and fourth. */
export const GAMER_PAGES: GamerPage[] = [
  { to: "/gamer/our-story", label: "Our Story", icon: BookHeart },
  { to: "/gamer/schedule", label: "Schedule", icon: CalendarClock },
  { to: "/gamer/travel", label: "Travel & Stay", icon: MapPinned },
  { to: "/gamer/registry", label: "Registry", icon: Gift },
  { to: "/gamer/faq", label: "FAQ", icon: CircleHelp },
];
