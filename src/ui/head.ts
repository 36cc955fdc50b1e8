import type { MetaDescriptor } from "react-router";
import type { PageHead } from "../site";

function headTags(head: PageHead | undefined): MetaDescriptor[] {
  if (!head) return [];
  const { title, description, canonicalUrl, alternates, image } = head;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    ...alternates.map(({ language, href }) => ({ tagName: "link", rel: "alternate", hrefLang: language, href })),
    ...(alternates.length > 0
      ? [{ tagName: "link", rel: "alternate", hrefLang: "x-default", href: alternates[0].href }]
      : []),
    { property: "og:type", content: "website" },
    { property: "og:locale", content: head.locale },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonicalUrl },
    { property: "og:image", content: image.url },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

export const meta = ({ loaderData }: { loaderData?: { head?: PageHead } }) => headTags(loaderData?.head);
