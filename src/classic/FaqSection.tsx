import type { ShownQuestion } from "../site";
import { textLink } from "../invitation/buttons";
import { ExternalLink } from "../ui/ExternalLink";
import { Section } from "./Section";
import { SectionHeading } from "./SectionHeading";
import { useWords } from "../ui/locale";
import { Unbroken } from "../ui/Unbroken";

export function FaqSection({ faq }: { faq: ShownQuestion[] }) {
  const words = useWords();
  return (
    <Section id="faq">
      <SectionHeading caption={words.classic.faqCaption}>{words.pages.faq.title}</SectionHeading>
      <ul className="divide-y divide-gold/30 border-y border-gold/30">
        {faq.map((item) => (
          <li key={item.question} className="py-8 lg:grid lg:grid-cols-[1fr_2fr] lg:gap-x-12">
            {/* Cormorant's small letters stand a size below Inter's: from a tablet up, the question leads its answer. */}
            <h3 className="font-serif text-2xl font-medium text-balance sm:text-3xl">
              <Unbroken>{item.question}</Unbroken>
            </h3>
            <div className="lg:col-start-2">
              <p className="mt-3 text-lg leading-relaxed text-ink-soft lg:mt-0">
                <Unbroken>{item.answer}</Unbroken>
              </p>
              {item.link ? (
                <ExternalLink href={item.link.url} className={`mt-3 ${textLink}`}>
                  <span className="[overflow-wrap:anywhere] [text-decoration:inherit]">
                    <Unbroken>{item.link.label}</Unbroken>
                  </span>
                </ExternalLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
