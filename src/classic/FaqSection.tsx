import type { FaqItem } from "../content";
import { textLink } from "../invitation/buttons";
import { ExternalLink } from "../ui/ExternalLink";
import { Section } from "./Section";
import { SectionHeading } from "./SectionHeading";
import { useWords } from "../ui/locale";

export function FaqSection({ faq }: { faq: FaqItem[] }) {
  const words = useWords();
  return (
    <Section id="faq">
      <SectionHeading caption={words.classic.faqCaption}>{words.pages.faq.title}</SectionHeading>
      <ul className="mx-auto max-w-3xl divide-y divide-gold/30 border-y border-gold/30">
        {faq.map((item) => (
          <li key={item.question} className="py-8">
            <h3 className="font-serif text-2xl font-medium">{item.question}</h3>
            <p className="mt-3 text-lg leading-relaxed text-ink-soft">{item.answer}</p>
            {item.link ? (
              <ExternalLink href={item.link.url} className={`mt-3 ${textLink}`}>
                {item.link.label}
              </ExternalLink>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
