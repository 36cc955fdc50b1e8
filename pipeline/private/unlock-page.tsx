/**
 * The page a private site answers every address with until a guest opens it
 * (./seal.ts): the couple's names in the invitation's look, one
 * labelled passphrase field, and nothing else of the content. Its script is
 * src/private/unlock.ts, which reads its sentences from the form's data.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { UNLOCK_SCRIPT } from "../../src/private/paths";
import type { SiteWords } from "../../src/words";
import { PALETTE } from "../../src/palette";
import type { Names } from "../../src/site/site.server";
import { PairedNames } from "../cards/paired-names";

/** A mistake's red, 7.7:1 on the paper. */
const ERROR = "#8c2f1b";

export type UnlockPageProps = {
  language: string;
  direction: "ltr" | "rtl";
  words: SiteWords;
  coupleNames: string;
  /** The names as the heading sets them, with the joint between them in gold, as the invitation's hero does. */
  names: Names;
  /** The invitation's @font-face rules, so the names are set in its faces. */
  fontFaces: string;
  /** The same page in the site's other languages. */
  otherLanguages: { language: string; name: string; href: string }[];
};

const STYLE = `
:root{color-scheme:light}
body{margin:0;background:${PALETTE.paper};color:${PALETTE.ink};font:400 1rem/1.6 Inter,"Inter fallback",ui-sans-serif,system-ui,sans-serif;-webkit-text-size-adjust:100%}
main{box-sizing:border-box;width:100%;max-width:48rem;margin-inline:auto;padding:clamp(3rem,14vh,8rem) 1.5rem 3rem;text-align:center}
.narrow{max-width:26rem;margin-inline:auto}
.kicker{margin:0;font-size:.75rem;font-weight:500;letter-spacing:.3em;text-transform:uppercase;color:${PALETTE.goldText}}
h1{margin:.75rem 0 0;font:500 clamp(2.5rem,8vw,3.25rem)/1.1 "Cormorant Garamond","Cormorant Garamond fallback",ui-serif,Georgia,serif;text-wrap:balance}
.joint{font-size:.75em;font-style:italic;color:${PALETTE.gold}}
.name .joint{font-size:inherit;font-style:normal}
h1 .name,h1>.joint{display:block}
.rule{display:flex;align-items:center;gap:.75rem;width:10rem;max-width:100%;margin:1.5rem auto;color:${PALETTE.gold}}
.rule::before,.rule::after{content:"";flex:1;height:1px;background:currentColor}
.rule svg{width:.625rem;height:.625rem;fill:currentColor}
.lead{margin:0 auto;color:${PALETTE.inkSoft};text-wrap:pretty}
form{display:grid;gap:.75rem;margin-top:2rem;text-align:start}
label{font-size:.875rem;font-weight:500}
#passphrase{box-sizing:border-box;width:100%;min-height:3rem;padding:.6rem 1rem;border:1px solid ${PALETTE.gold};border-radius:.5rem;background:#fff;color:inherit;font:inherit}
#passphrase:focus-visible{outline:2px solid ${PALETTE.gold}80;outline-offset:2px;border-color:${PALETTE.goldText}}
#passphrase[aria-invalid=true]{border-color:${ERROR}}
#passphrase[aria-invalid=true]:focus-visible{outline-color:${ERROR}40;border-color:${ERROR}}
::selection{background:${PALETTE.gold}40;color:${PALETTE.ink}}
.check{display:flex;gap:.6rem;align-items:center;font-weight:400}
.check input{width:1.25rem;height:1.25rem;margin:0;accent-color:${PALETTE.ink}}
button{min-height:3rem;margin-top:1rem;padding:.6rem 1.5rem;border:0;border-radius:999px;background:${PALETTE.ink};color:${PALETTE.paper};font:inherit;font-weight:600;letter-spacing:.2em;text-transform:uppercase;cursor:pointer}
button:disabled{opacity:.75;cursor:progress}
.message{margin:-.25rem 0 0;color:${ERROR};font-size:.9375rem;text-wrap:pretty}
.message:empty{margin:-.75rem 0 0}
.whole{white-space:nowrap}
nav{margin-top:2.5rem;font-size:.875rem}
nav ul{display:flex;flex-wrap:wrap;justify-content:center;gap:.5rem 1.25rem;margin:0;padding:0;list-style:none}
a{color:${PALETTE.goldText}}
:focus-visible{outline:2px solid ${PALETTE.goldText};outline-offset:2px}
:lang(he),:lang(ar){letter-spacing:normal}
:is(:lang(he),:lang(ar)) .kicker{font-size:.875rem}
:is(:lang(he),:lang(ar)) h1{font-variant-numeric:lining-nums}
@media (min-width:40rem){body{padding:clamp(2rem,10vh,6rem) 1.5rem 3rem}main{max-width:34rem;padding:4rem 3rem;border:1px solid ${PALETTE.gold}80;outline:1px solid ${PALETTE.gold}4d;outline-offset:-10px}}
`;
function UnlockPage({ language, direction, words, coupleNames, names, fontFaces, otherLanguages }: UnlockPageProps) {
  const text = words.private;
  return (
    <html lang={language} dir={direction}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{coupleNames}</title>
        <meta property="og:title" content={coupleNames} />
        <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <meta name="theme-color" content={PALETTE.paper} />
        <link rel="manifest" href="/manifest.webmanifest" />
        <style dangerouslySetInnerHTML={{ __html: fontFaces + STYLE }} />
        <script type="module" src={UNLOCK_SCRIPT} />
      </head>
      <body>
        <main>
          <p className="kicker">{words.announcement}</p>
          <h1>
            <PairedNames names={names} joint={words.joint} />
          </h1>
          {/* The site's ornament: a diamond between two lines. */}
          <div className="rule" aria-hidden="true">
            <svg viewBox="0 0 12 12">
              <path d="M6 0 12 6 6 12 0 6z" />
            </svg>
          </div>
          <p className="lead narrow">{text.lead}</p>
          <form
            id="unlock"
            className="narrow"
            data-opening={text.opening}
            data-wrong={text.wrong}
            data-needs-worker={text.needsWorker}
            data-try-again={text.tryAgain}
            data-locked-link={words.household.lockedLink}
          >
            <label htmlFor="passphrase">{text.passphrase}</label>
            <input
              id="passphrase"
              name="passphrase"
              type="password"
              // A passphrase in the couple's words, whichever way they run: a Latin one on a Hebrew page runs left to right.
              dir="auto"
              autoComplete="current-password"
              autoCapitalize="none"
              // Shown, it is plain text, which a phone would otherwise correct ("harbour" to "harbor").
              autoCorrect="off"
              spellCheck={false}
              required
              aria-describedby="unlock-message"
            />
            {/* Under the field it is about; empty, it takes no room (its margin takes back the form's gap). */}
            <p id="unlock-message" className="message" role="alert" />
            {/* A passphrase of several words is easy to mistype unseen on a phone. */}
            <label className="check">
              <input type="checkbox" name="show" aria-controls="passphrase" />
              {text.showPassphrase}
            </label>
            <label className="check">
              <input type="checkbox" name="remember" />
              {text.remember}
            </label>
            <button type="submit">{text.open}</button>
          </form>
          <noscript>
            <p className="message">{text.needsScript}</p>
          </noscript>
          {otherLanguages.length > 0 ? (
            <nav aria-label={words.languages}>
              <ul>
                {otherLanguages.map(({ language: other, name, href }) => (
                  <li key={other}>
                    <a href={href} lang={other} hrefLang={other}>
                      {name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </main>
      </body>
    </html>
  );
}

export function unlockPage(props: UnlockPageProps): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<UnlockPage {...props} />)}`;
}
