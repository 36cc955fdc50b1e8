/** The classic page's navigation: each item scrolls to the section with that id. */
export const CLASSIC_NAV = [
  { id: "our-story", label: "Our Story" },
  { id: "schedule", label: "Schedule" },
  { id: "travel-info", label: "Travel & Stay" },
  { id: "registry", label: "Registry" },
  { id: "faq", label: "FAQ" },
] as const;
