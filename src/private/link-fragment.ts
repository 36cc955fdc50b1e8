/** What every page checks before it loads the guest's script (./HouseholdGreeting.tsx): a link's fragment in its address. */

const LINK_FRAGMENT = /^#([\w-]{22})$/;

/** The link key in an address's fragment ("#AbC…"), or undefined when the fragment is no link's. */
export function linkKeyIn(hash: string): string | undefined {
  return LINK_FRAGMENT.exec(hash)?.[1];
}

/** A fragment that looks like a link's, whole or not: a link cut short or mistyped still deserves a sentence. */
export const LINK_LIKE = /^#[\w-]{12,}$/;

export const looksLikeALink = (hash: string) => LINK_LIKE.test(hash);

/** This page's address without its fragment or query, never read as another host's ("//elsewhere.example"). */
export const pathHere = () => location.pathname.replace(/^\/+/, "/");
