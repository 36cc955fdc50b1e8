import type { ShownQuestion } from "../../site";
import { ExternalLink } from "../../ui/ExternalLink";
import { useWords } from "../../ui/locale";
import { Unbroken } from "../../ui/Unbroken";
import { gameTextLink } from "../buttons";
import { PageTitle } from "../PageTitle";
import { Panel } from "../Panel";

// Red and green as the spec has them, in muted tones so they read as a game's list rather than as Christmas.
const ROW_COLORS = ["bg-row-red border-row-red-edge", "bg-row-green border-row-green-edge"];

export function FaqPage({ title, faq }: { title: string; faq: ShownQuestion[] }) {
  const words = useWords();
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {/* An answer's measure (26em of 1.5rem), its row's padding and edge: a wider list leaves a band down its side. */}
      <Panel flush className="w-inside-frame mx-auto max-w-[calc(43rem+8px)]">
        <ul>
          {faq.map((item, index) => (
            <li key={item.question} className={`${ROW_COLORS[index % 2]} border-s-8 px-5 py-6 sm:px-8`}>
              {/* A "?" block in its own column: a question's second line starts under its first word, and "¿" reads apart. */}
              <h2 className="font-pixel text-pixel-sm flex items-start gap-2 leading-relaxed [overflow-wrap:anywhere] text-white sm:text-base">
                <span aria-hidden="true" className="bg-coin text-night shrink-0 px-0.5 leading-relaxed">
                  {words.game.questionMark}
                </span>
                <span>
                  <Unbroken>{item.question}</Unbroken>
                </span>
              </h2>
              {/* 26em: 65 of the terminal face's letters, 0.4 em each; `ch` would follow the fallback's until it swaps. */}
              <p className="mt-3 max-w-[26em] text-2xl leading-snug [overflow-wrap:anywhere] text-white">
                <Unbroken>{item.answer}</Unbroken>
              </p>
              {item.link ? (
                <ExternalLink href={item.link.url} className={`${gameTextLink} mt-2 text-2xl text-white`}>
                  <span className="[overflow-wrap:anywhere] [text-decoration:inherit]">
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
