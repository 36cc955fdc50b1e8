import { gamerPageHead, siteAt } from "../content/content.server";
import type { Route } from "./+types/gamer-faq";
import { PageTitle } from "../gamer/PageTitle";
import { gameTextLink } from "../gamer/buttons";
import { Panel } from "../gamer/Panel";
import { ExternalLink } from "../ui/ExternalLink";
import { Unbroken } from "../ui/Unbroken";
import { useWords } from "../ui/locale";

export function loader({ request }: Route.LoaderArgs) {
  const site = siteAt(request);
  return { ...gamerPageHead(site, "faq"), faq: site.content.faq };
}

export { meta } from "../ui/head";

/**
 * Rows alternate red and green, as the spec has them, in deep muted tones with
 * a brighter edge, so they read as a game's list rather than as Christmas;
 * white text keeps AA contrast on both.
 */
const ROW_COLORS = ["bg-row-red border-row-red-edge", "bg-row-green border-row-green-edge"];

export default function GamerFaq({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  return (
    <>
      <PageTitle>{loaderData.title}</PageTitle>
      <Panel flush>
        <ul>
          {loaderData.faq.map((item, index) => (
            <li key={item.question} className={`${ROW_COLORS[index % 2]} border-s-8 px-5 py-6 sm:px-8`}>
              {/* The "?" hangs in its own column, so a question's second line starts under its first word. */}
              <h2 className="font-pixel text-pixel-sm flex gap-3 leading-relaxed [overflow-wrap:anywhere] text-white sm:text-base">
                <span aria-hidden="true" className="text-coin shrink-0">
                  {words.game.questionMark}
                </span>
                <span>
                  <Unbroken>{item.question}</Unbroken>
                </span>
              </h2>
              <p className="mt-3 text-2xl leading-snug [overflow-wrap:anywhere] text-white">
                <Unbroken>{item.answer}</Unbroken>
              </p>
              {item.link ? (
                <ExternalLink href={item.link.url} className={`${gameTextLink} mt-2 text-2xl text-white`}>
                  <span className="[text-decoration:inherit]">
                    <Unbroken>{item.link.label}</Unbroken>
                  </span>
                </ExternalLink>
              ) : null}
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}
