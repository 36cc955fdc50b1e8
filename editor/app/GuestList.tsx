/**
 * The guest list as a table: a row a household, with its greeting, its language, its groups and how the site
 * speaks to it; checked as the build checks it as the couple types, saved to private/guests.csv on this
 * computer alone, and with each household's link and QR code when the editor has the secret they come from.
 */
import { useEffect, useState } from "react";
import { checkGuests, loadGuests, type GuestTable } from "./api";
import { languageName } from "./language-name";
import { useAskedOnPause } from "./use-asked-on-pause";

const HEADINGS: Record<string, { title: string; help: string }> = {
  household: { title: "Household", help: "A short name, such as rossi or the-garcias" },
  greeting: { title: "Greeting", help: "As the site greets them: Cara zia Anna" },
  language: { title: "Language", help: "Theirs, if not the site's first" },
  groups: { title: "Groups", help: "Events for some guests only: family; friends" },
  formality: { title: "Spoken to", help: "Formal or familiar, if not as everyone" },
};

/**
 * `sayProblem` says a problem as the form names its field (a list's problem may name an event's groups); `onSaved`
 * hears of each save: the content's own problems may name the list (an event's group it lacks).
 */
export function GuestList({
  languages,
  sayProblem,
  onSaved,
}: {
  languages: string[];
  sayProblem: (problem: string) => string;
  onSaved: () => void;
}) {
  const [table, setTable] = useState<GuestTable>();
  const [rows, setRows] = useState<string[][]>([]);
  const [edited, setEdited] = useState(false);
  const [status, setStatus] = useState("");

  useEffect(() => {
    loadGuests()
      .then((loaded) => {
        setTable(loaded);
        setRows(loaded.rows);
      })
      .catch((error: Error) => setStatus(error.message));
  }, []);

  useAskedOnPause(
    rows,
    edited,
    (asked) => checkGuests(asked, false),
    setTable,
    (error) => setStatus(error.message),
  );

  if (!table) return null;
  const width = table.columns.length;
  const set = (row: number, column: number, value: string) => {
    setEdited(true);
    setStatus("");
    setRows((all) =>
      all.map((cells, at) =>
        at === row ? Array.from({ length: width }, (_, c) => (c === column ? value : (cells[c] ?? ""))) : cells,
      ),
    );
  };
  const save = () =>
    checkGuests(rows, true)
      .then((saved) => {
        setTable(saved);
        onSaved();
        setStatus(
          saved.problems.length > 0
            ? "Saved in private/guests.csv. The site will not build until the problems above are fixed."
            : "Saved in private/guests.csv.",
        );
      })
      .catch((error: Error) => setStatus(`Not saved: ${error.message}`));

  return (
    <section id="guest-list" aria-labelledby="guest-list-title">
      <h2 id="guest-list-title">Your guest list</h2>
      <p className="help">
        A row for each household. It stays on this computer (private/guests.csv), never in the published site; each
        household gets a link of its own that greets them and opens their events (docs/privacy.md).
      </p>
      {table.problems.length > 0 && (
        <ul className="problems" aria-label="Problems in the guest list">
          {table.problems.map((problem) => (
            <li key={problem}>{sayProblem(problem)}</li>
          ))}
        </ul>
      )}
      {table.notes.length > 0 && (
        <ul className="notes" aria-label="Notes on the guest list">
          {table.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <div className="table-scroll">
        <table className="guests">
          <thead>
            <tr>
              <th scope="col">Row</th>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {HEADINGS[column]?.title ?? column}
                  <span className="help">{HEADINGS[column]?.help}</span>
                </th>
              ))}
              <th scope="col">Link</th>
              <th scope="col">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, row) => {
              const link = table.links[cells[0] ?? ""];
              return (
                <tr key={row}>
                  <td>{row + 2}</td>
                  {table.columns.map((column, index) => {
                    const label = `${HEADINGS[column]?.title ?? column}, row ${row + 2}`;
                    const value = cells[index] ?? "";
                    if (column === "language" || column === "formality") {
                      const options = column === "language" ? languages : ["familiar", "formal"];
                      return (
                        <td key={column}>
                          <select aria-label={label} value={value} onChange={(e) => set(row, index, e.target.value)}>
                            <option value="">{column === "language" ? "The site's first" : "As everyone"}</option>
                            {options.map((option) => (
                              <option key={option} value={option}>
                                {column === "language" ? languageName(option) : option}
                              </option>
                            ))}
                          </select>
                        </td>
                      );
                    }
                    return (
                      <td key={column}>
                        <input
                          aria-label={label}
                          value={value}
                          className={column === "greeting" ? "greeting" : undefined}
                          onChange={(e) => set(row, index, e.target.value)}
                        />
                      </td>
                    );
                  })}
                  <td>
                    {link ? (
                      <a href={link.link} className="qr" target="_blank" rel="noreferrer">
                        <img src={link.qr} alt={`QR code of ${cells[0]}'s link`} width={72} height={72} />
                        <span className="sr-only">{link.link}</span>
                      </a>
                    ) : null}
                    {link ? (
                      <a href={`/api/card?household=${encodeURIComponent(cells[0])}`} target="_blank" rel="noreferrer">
                        Its card<span className="sr-only">, {cells[0]}</span>
                      </a>
                    ) : null}
                  </td>
                  <td>
                    <button
                      type="button"
                      onClick={() => {
                        setEdited(true);
                        setRows((all) => all.filter((_, at) => at !== row));
                      }}
                    >
                      Remove <span className="sr-only">row {row + 2}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {table.noLinks && <p className="help">{table.noLinks}</p>}
      <div className="add-fields">
        <button
          type="button"
          onClick={() => {
            setEdited(true);
            setRows((all) => [...all, Array<string>(width).fill("")]);
          }}
        >
          Add a household
        </button>
        <button type="button" className="primary" onClick={save}>
          Save the guest list
        </button>
      </div>
      <p role="status" id="guest-list-status">
        {status}
      </p>
    </section>
  );
}
