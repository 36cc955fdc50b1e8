/** The site's pages as the preview's menu names them, by their paths in the site's first language (src/pages.ts). */
export const PAGE_NAMES: Record<string, string> = {
  "/": "Welcome page",
  "/classic": "Classic page",
  "/gamer": "Game: start screen",
  "/gamer/our-story": "Game: our story",
  "/gamer/schedule": "Game: schedule",
  "/gamer/travel": "Game: travel",
  "/gamer/registry": "Game: gifts",
  "/gamer/faq": "Game: questions",
};
