import type { MetaDescriptor } from "react-router";
import type { PageHead } from "../content";

/** A page's title and canonical link, from what its loader says of it. */
export function headTags(head: PageHead | undefined): MetaDescriptor[] {
  return head ? [{ title: head.title }, { tagName: "link", rel: "canonical", href: head.canonicalUrl }] : [];
}
