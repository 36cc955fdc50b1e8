import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { samePageIn } from "../language-paths";
import { baseOf } from "../language-tag";
import { useLocale } from "./locale";
import { STORED_HOUSEHOLD } from "../private/paths";
import type { StoredHousehold } from "../private/household-record";

export const LANGUAGE_CHOICE_KEY = "wedding-site:language";

function rememberLanguage(language: string) {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, language);
  } catch {
    // Private modes may refuse storage: the link still leads to the page in that language.
  }
}

/** Plain links, so it works without JavaScript: each language is a whole page with its own words and dates. */
export function LanguageSwitcher({
  className,
  linkClassName,
  page,
}: {
  className: string;
  /** The current language's link has aria-current="true" to style it by. */
  linkClassName: string;
  /** The page, at its address in any language, each language's link leads to: this one unless it says (a 404 page has none to lead to). */
  page?: string;
}) {
  const { languages, language, words } = useLocale();
  const { pathname } = useLocation();
  if (languages.length < 2) return null;
  const codes = languages.map((each) => each.code);
  return (
    <nav aria-label={words.languages} className={className}>
      <ul className="flex items-center gap-1">
        {languages.map((each) => (
          <li key={each.code}>
            <a
              href={samePageIn(codes, page ?? pathname, each.code)}
              hrefLang={each.code}
              aria-current={each.code === language ? "true" : undefined}
              onClick={(event) => {
                rememberLanguage(each.code);
                event.currentTarget.hash = window.location.hash;
              }}
              className={linkClassName}
            >
              <span aria-hidden="true">{baseOf(each.code).toUpperCase()}</span>
              <span className="sr-only" lang={each.code}>{` ${baseOf(each.code).toUpperCase()} ${each.name}`}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function preferredLanguage(codes: readonly string[], asked: readonly string[], chosen: string | null) {
  if (chosen && codes.includes(chosen)) return chosen;
  for (const tag of asked) {
    const same = codes.find((code) => code.toLowerCase() === tag.toLowerCase());
    const sameLanguage = codes.find((code) => baseOf(code) === baseOf(tag));
    if (same ?? sameLanguage) return same ?? sameLanguage;
  }
  return undefined;
}

const noSubscription = () => () => undefined;
const noChoice = () => null;

/** The guest's own choice, else the language the couple gave the household this device keeps. */
function storedChoice(): string | null {
  try {
    const household = JSON.parse(localStorage.getItem(STORED_HOUSEHOLD) ?? "{}") as StoredHousehold;
    return localStorage.getItem(LANGUAGE_CHOICE_KEY) ?? household.language ?? null;
  } catch {
    return null;
  }
}

/** An offer, never a redirect; its line is held from the first paint, so the offer after hydration moves nothing. */
export function LanguageOffer({ className, linkClassName }: { className: string; linkClassName: string }) {
  const { languages, language } = useLocale();
  const { pathname } = useLocation();
  const codes = languages.map((each) => each.code);
  const preferred = useSyncExternalStore(
    noSubscription,
    () => preferredLanguage(codes, navigator.languages, storedChoice()) ?? null,
    noChoice,
  );
  if (languages.length < 2) return null;
  const offered = preferred && preferred !== language ? languages.find((each) => each.code === preferred) : undefined;
  return (
    <p className={`flex min-h-11 items-center justify-center ${className}`}>
      {offered ? (
        <a
          href={samePageIn(codes, pathname, offered.code)}
          hrefLang={offered.code}
          lang={offered.code}
          dir={offered.direction}
          onClick={() => rememberLanguage(offered.code)}
          className={linkClassName}
        >
          {offered.readIt}
        </a>
      ) : null}
    </p>
  );
}
