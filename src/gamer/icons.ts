import type { ComponentType, SVGProps } from "react";
import { BookOpen } from "pixelarticons/react/BookOpen.js";
import { Calendar } from "pixelarticons/react/Calendar.js";
import { CircleQuestion } from "pixelarticons/react/CircleQuestion.js";
import { Gift } from "pixelarticons/react/Gift.js";
import { Home } from "pixelarticons/react/Home.js";
import { MapPin } from "pixelarticons/react/MapPin.js";
import type { PixelIconName } from "../pages";

/** Drawn on a 24 px grid: shown at 24 px, every pixel lands whole. */
export type PixelIcon = ComponentType<SVGProps<SVGSVGElement>>;

export const PIXEL_ICONS: Record<PixelIconName, PixelIcon> = {
  home: Home,
  "book-open": BookOpen,
  calendar: Calendar,
  "map-pin": MapPin,
  gift: Gift,
  "circle-question": CircleQuestion,
};
