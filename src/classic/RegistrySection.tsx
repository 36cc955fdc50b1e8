import type { Content } from "../content";
import { Section } from "./Section";
import { SectionHeading } from "./SectionHeading";

export function RegistrySection({ registry }: { registry: Content["registry"] }) {
  const handles = [
    { service: "Venmo", handle: registry.venmoHandle },
    { service: "Zelle", handle: registry.zelleContact },
  ];
  return (
    <Section id="registry">
      <SectionHeading caption="Gifts">Registry</SectionHeading>
      <p className="mx-auto max-w-2xl text-center text-lg leading-relaxed text-ink-soft">{registry.text}</p>
      <dl className="mx-auto mt-12 grid max-w-3xl gap-6 sm:grid-cols-2">
        {handles.map(({ service, handle }) => (
          <div key={service} className="rounded-sm border border-gold/40 px-6 py-8 text-center">
            <dt className="text-xs font-semibold tracking-[0.3em] text-gold-text uppercase">{service}</dt>
            <dd className="mt-3 font-serif text-xl [overflow-wrap:anywhere] sm:text-2xl">{handle}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
