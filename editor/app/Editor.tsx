/**
 * The editor's page: the content as a form in the couple's sections, the
 * build's problems at their fields and in one list that links to each, and a
 * save that never loses work, problems or not.
 */
import { useEffect, useMemo, useState } from "react";
import { checkContent, loadContent, saveContent, type Loaded } from "./api";
import type { FieldSchema } from "../form-fields";
import { Fields } from "./Field";
import { Form, type FormContext } from "./form-state";
import { focusField, nearestField, problemAsTheFormSays, splitProblem, valueAt } from "./paths";
import { withRenamed } from "./rename";
import { GuestList } from "./GuestList";
import { sitePages } from "../../src/pages";
import { PhotoShelf } from "./PhotoShelf";
import { Preview } from "./Preview";
import { sectionsOf } from "./sections";
import { useAskedOnPause } from "./use-asked-on-pause";

/** The time zones this browser knows, offered as the couple types one. */
const TIME_ZONES = Intl.supportedValuesOf("timeZone");

type Ready = Extract<Loaded, { form: unknown }>;

/** The places by their short names, each with its name as the couple wrote it (in the first language). */
function placesOf(wedding: Record<string, unknown>): { key: string; name: string }[] {
  const { places } = wedding;
  if (typeof places !== "object" || places === null) return [];
  return Object.entries(places as Record<string, { name?: unknown }>).map(([key, place]) => {
    const name = typeof place?.name === "object" && place.name !== null ? Object.values(place.name)[0] : place?.name;
    return { key, name: typeof name === "string" && name.trim() ? name : key };
  });
}

/** The languages the edit names, those not chosen yet left out: English where it names none. */
function languagesOf(wedding: Record<string, unknown>): string[] {
  const { languages } = wedding;
  const named = Array.isArray(languages) ? languages.map(String).filter((code) => code.trim() !== "") : [];
  return named.length > 0 ? named : ["en"];
}

/** The build's problems, each with where it is as the form names it, linked to its field. */
function ProblemList({ problems, form, content }: { problems: string[]; form: FieldSchema; content: unknown }) {
  if (problems.length === 0) return <p className="all-well">No problems: the site will build.</p>;
  return (
    <section className="problem-list" aria-labelledby="problem-list-title">
      <h2 id="problem-list-title">
        {problems.length === 1 ? "1 problem" : `${problems.length} problems`}: the site will not build until{" "}
        {problems.length === 1 ? "it is" : "they are"} fixed
      </h2>
      <ul>
        {problems.map((problem) => {
          const { at } = splitProblem(problem);
          return (
            <li key={problem}>
              <a
                href={`#field-${at}`}
                onClick={(event) => {
                  const field = nearestField(at);
                  if (!field) return;
                  event.preventDefault();
                  field.scrollIntoView({ block: "center" });
                  focusField(field);
                }}
              >
                {problemAsTheFormSays(form, content, problem)}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Ready({ loaded }: { loaded: Ready }) {
  const [wedding, setWedding] = useState(loaded.wedding);
  const [problems, setProblems] = useState(loaded.problems);
  const [status, setStatus] = useState("");
  const [dirty, setDirty] = useState(false);
  const [shown, setShown] = useState(0);
  const [photos, setPhotos] = useState(loaded.photos);
  // The sample's marked fields, and the content as the file last held them: a field changed since is the couple's.
  const [sample, setSample] = useState({ fields: loaded.sample, saved: loaded.wedding as unknown });

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener("beforeunload", warn);
    return () => removeEventListener("beforeunload", warn);
  }, [dirty]);

  const change = (update: (old: unknown) => unknown) => {
    setWedding((old) => update(old) as Record<string, unknown>);
    setDirty(true);
    setStatus("");
  };

  /** Checked as the build checks it; an edit without problems goes to the preview. */
  const checked = (answer: { problems: string[]; previewed: boolean }) => {
    setProblems(answer.problems);
    if (answer.previewed) setShown((version) => version + 1);
  };
  const failed = (error: Error) => setStatus(error.message);
  useAskedOnPause(wedding, dirty, checkContent, checked, failed);

  const save = () => {
    setStatus("Saving…");
    saveContent(wedding)
      .then((answer) => {
        setProblems(answer.problems);
        setSample({ fields: answer.sample, saved: wedding });
        setDirty(false);
        if (answer.previewed) setShown((version) => version + 1);
        setStatus(
          answer.problems.length > 0
            ? `Saved in ${loaded.file}. The site will not build until the problems below are fixed.`
            : `Saved in ${loaded.file}.`,
        );
      })
      .catch((error: Error) => setStatus(`Not saved: ${error.message}`));
  };

  const context = useMemo<FormContext>(() => {
    const byField = new Map<string, string[]>();
    for (const problem of problems) {
      const { at, says } = splitProblem(problem);
      byField.set(at, [...(byField.get(at) ?? []), says]);
    }
    return {
      languages: languagesOf(wedding),
      photos,
      problems: byField,
      sample: new Set(
        sample.fields.filter(
          (field) => JSON.stringify(valueAt(wedding, field)) === JSON.stringify(valueAt(sample.saved, field)),
        ),
      ),
      siteWords: loaded.siteWords,
      places: placesOf(wedding),
      addPhoto: (file) => setPhotos((all) => [...all, file]),
      rename: (path, from, to) => change((old) => withRenamed(loaded.form, old, path, from, to)),
    };
  }, [problems, wedding, loaded, photos, sample]);

  const sections = sectionsOf(Object.keys(loaded.form.properties ?? {}));
  return (
    <Form value={context}>
      <header className="top">
        <h1>Your wedding site</h1>
        <div className="save">
          <button type="button" className="primary" onClick={save} disabled={Boolean(loaded.unsavable)}>
            Save
          </button>
          <p role="status" id="save-status">
            {loaded.unsavable ?? (status || (dirty ? "Not saved yet." : ""))}
          </p>
        </div>
      </header>
      <nav aria-label="Sections" className="sections">
        <ul>
          {sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#section-${index}`}>{section.title}</a>
            </li>
          ))}
          <li>
            <a href="#photos">Your photos</a>
          </li>
          <li>
            <a href="#guest-list">Your guest list</a>
          </li>
          {loaded.preview && (
            <li>
              <a href="#preview-title">Preview</a>
            </li>
          )}
        </ul>
      </nav>
      <div className="workspace">
        <main>
          <ProblemList problems={problems} form={loaded.form} content={wedding} />
          {context.sample.size > 0 && (
            <p className="sample-count">
              {context.sample.size === 1
                ? "1 field still holds the sample’s placeholder"
                : `${context.sample.size} fields still hold the sample’s placeholders`}
              , each marked “The sample’s”: write your own before you publish.
            </p>
          )}
          <datalist id="photo-files">
            {photos.map((photo) => (
              <option key={photo} value={photo} />
            ))}
          </datalist>
          <datalist id="time-zones">
            {TIME_ZONES.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          {sections.map((section, index) => (
            <section key={section.title} id={`section-${index}`} aria-labelledby={`section-${index}-title`}>
              <h2 id={`section-${index}-title`}>{section.title}</h2>
              <Fields
                schema={{ ...loaded.form, properties: pick(loaded.form.properties ?? {}, section.fields) }}
                value={wedding}
                path={[]}
                onChange={change}
              />
            </section>
          ))}
          <PhotoShelf photos={photos} content={wedding} onChange={setPhotos} />
          <GuestList
            languages={context.languages}
            sayProblem={(problem) => problemAsTheFormSays(loaded.form, wedding, problem)}
            onSaved={() => void checkContent(wedding).then(checked, failed)}
          />
        </main>
        {loaded.preview && (
          <Preview origin={loaded.preview.origin} pages={sitePages(context.languages)} version={shown} />
        )}
      </div>
    </Form>
  );
}

const pick = <T,>(block: Record<string, T>, keys: string[]) =>
  Object.fromEntries(keys.filter((key) => key in block).map((key) => [key, block[key]]));

export function Editor() {
  const [loaded, setLoaded] = useState<Loaded>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    loadContent()
      .then(setLoaded)
      .catch((error: Error) => setFailure(error.message));
  }, []);
  if (failure) return <p className="problems">{failure}</p>;
  if (!loaded) return <p>Opening your content…</p>;
  if ("problem" in loaded)
    return (
      <main className="cannot-read">
        <h1>Your content file cannot be read yet</h1>
        <p>{loaded.problem}</p>
        <p>Fix it in a text editor, then reload this page.</p>
      </main>
    );
  return <Ready loaded={loaded} />;
}
