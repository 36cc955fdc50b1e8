import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { samePageIn } from "../language-paths";
import { baseOf } from "../language-tag";
import { useLocale } from "./locale";

/** Where a guest's choice of language is kept for the next visit: on the device, never sent. */
export const LANGUAGE_CHOICE_KEY = "wedding-site:language";

/** Keeps a guest's choice of language on the device; a browser that refuses storage only forgets it. */
export function rememberLanguage(language: string) {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, language);
  } catch {
    // Private modes may refuse storage: the link still leads to the page in that language.
  }
}

/**
 * The same page in each of the site's languages, as plain links, so it works
 * before JavaScript and without it: each a whole new page, whose words and
 * dates are all in its language. With JavaScript, the link also keeps the
 * section the guest is on (the address's #hash) and remembers the choice. Each
 * link shows the language's code (without its region: "PT" for "pt-BR") and
 * says its own name, in that language, to screen readers ("EN English").
 * Nothing where the site has one language.
 */
export function LanguageSwitcher({
  className,
  linkClassName,
}: {
  className: string;
  /** Each link's look; the current language's link has aria-current="true" to style it by. */
  linkClassName: string;
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
              href={samePageIn(codes, pathname, each.code)}
              hrefLang={each.code}
              aria-current={each.code === language ? "true" : undefined}
              onClick={(event) => {
                rememberLanguage(each.code);
                event.currentTarget.hash = window.location.hash;
              }}
              className={linkClassName}
            >
              <span aria-hidden="true">{baseOf(each.code).toUpperCase()}</span>
              {/* The name in its language; the code beside it is set as the page sets its letters. */}
              <span className="sr-only" lang={each.code}>{` ${baseOf(each.code).toUpperCase()} ${each.name}`}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The guest's language among the site's: the one they chose here before, else
 * the first their browser asks for, by its region where the site has it
 * ("pt-BR"), else by its language ("pt-PT" reads the site's "pt-BR").
 */
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

function storedChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_CHOICE_KEY);
  } catch {
    return null;
  }
}

/**
 * On the landing page, the site in the guest's own language where it has it
 * and this page is in another: "Read it in English", in English, as a link.
 * Never a redirect: the guest chooses. Its line, the height of the link, is
 * held from the first paint (the prerendered page cannot know the guest's
 * languages), so the offer coming after hydration moves nothing.
 */
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
