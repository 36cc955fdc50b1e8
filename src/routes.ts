import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/landing.tsx"),
  route("classic", "routes/classic.tsx"),
  route("gamer", "routes/gamer.tsx", [
    index("routes/gamer-home.tsx"),
    route("our-story", "routes/gamer-our-story.tsx"),
    route("schedule", "routes/gamer-schedule.tsx"),
    route("travel", "routes/gamer-travel.tsx"),
    route("registry", "routes/gamer-registry.tsx"),
    route("faq", "routes/gamer-faq.tsx"),
    route("*", "routes/gamer-not-found.tsx"),
  ]),
  route("wedding.ics", "routes/calendar.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
