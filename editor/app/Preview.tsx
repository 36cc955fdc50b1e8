/**
 * The site's real pages beside the form, as a phone or a laptop shows them, drawn again after each edit the
 * build would take (../preview-server.ts): any page, in any of the site's languages.
 */
import { useLayoutEffect, useRef, useState } from "react";
import type { sitePages } from "../../src/pages";
import { languageName } from "./language-name";
import { PAGE_NAMES } from "./page-names";

const WIDTHS = [
  { name: "Phone", width: 375, height: 740 },
  { name: "Laptop", width: 1440, height: 900 },
];

/** A page the preview can show: its address, and which page of the site (its path in the first language) in which language. */
type PreviewPage = ReturnType<typeof sitePages>[number];

const nameOf = (page: PreviewPage) => PAGE_NAMES[page.defaultPath] ?? page.defaultPath;

export function Preview({ origin, pages, version }: { origin: string; pages: PreviewPage[]; version: number }) {
  const [chosen, setPath] = useState((pages.find((each) => each.defaultPath === "/classic") ?? pages[0]).path);
  const languages = [...new Set(pages.map((page) => page.language))];
  // A page of a language taken off the site is no longer one to show.
  const shown = pages.find((page) => page.path === chosen) ?? pages[0];
  const { path } = shown;
  const [screen, setScreen] = useState(WIDTHS[0]);
  const frame = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(screen.width);
  useLayoutEffect(() => {
    const box = frame.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry.contentRect.width));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  // A laptop's page drawn smaller to fit beside the form, as a thumbnail is.
  const scale = Math.min(1, room / screen.width);
  return (
    <section className="preview" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview</h2>
      <div className="preview-controls">
        <label htmlFor="preview-page">Page</label>
        <select id="preview-page" value={path} onChange={(event) => setPath(event.target.value)}>
          {languages.map((language) => (
            <optgroup key={language} label={languageName(language)}>
              {pages
                .filter((page) => page.language === language)
                .map((page) => (
                  <option key={page.path} value={page.path}>
                    {languages.length > 1 ? `${nameOf(page)}, ${languageName(language)}` : nameOf(page)}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        <div role="group" aria-label="Width">
          {WIDTHS.map((each) => (
            <button key={each.name} type="button" aria-pressed={each === screen} onClick={() => setScreen(each)}>
              {each.name}
            </button>
          ))}
        </div>
      </div>
      <p className="help">The pages as guests will see them, with your latest edit that has no problems.</p>
      <div ref={frame} className="preview-frame" style={{ height: screen.height * scale }}>
        <iframe
          key={`${path} ${version}`}
          title={`Preview: ${nameOf(shown)}, ${screen.name.toLowerCase()} width`}
          src={`${origin}${path}`}
          width={screen.width}
          height={screen.height}
          style={{ transform: `scale(${scale})` }}
        />
      </div>
    </section>
  );
}
