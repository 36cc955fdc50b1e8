/** What the editor's page asks its server (../editor-server.ts), and what it answers. */
import type { FieldSchema } from "../form-fields";
import type { GuestTable } from "../guest-table";

export type { GuestTable };

export type Loaded =
  | {
      file: string;
      form: FieldSchema;
      wedding: Record<string, unknown>;
      photos: string[];
      problems: string[];
      /** What the site says, in its first language, by each word's path: the site's own words are found by it. */
      siteWords: Record<string, string>;
      /** The fields the file marks as the sample's placeholders (`// SAMPLE`), by path ("couple.partnerOne"). */
      sample: string[];
      unsavable?: string;
      /** The live preview's server, when the editor runs one. */
      preview?: { origin: string };
    }
  | { problem: string };

/** What the page says when the editor's server does not answer at all: stopped, or the computer slept. */
export const STOPPED =
  "The editor has stopped. Run npm run edit again in the terminal, then press Save: nothing you typed here is lost while this page stays open.";

/** A request to the editor's server; one that cannot reach it says so in a sentence. */
const reached = (path: string, init?: RequestInit) =>
  fetch(path, init).catch(() => {
    throw new Error(STOPPED);
  });

async function answerOf<T>(response: Response): Promise<T> {
  const answer = (await response.json()) as T & { problem?: string };
  if (!response.ok) throw new Error(answer.problem ?? `The editor answered ${response.status}.`);
  return answer;
}

const asked = async <T>(path: string, body?: unknown): Promise<T> =>
  answerOf<T>(
    await reached(path, {
      method: body === undefined ? "GET" : "POST",
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

export const loadContent = () => asked<Loaded>("/api/content");
export const checkContent = (wedding: unknown) =>
  asked<{ problems: string[]; previewed: boolean }>("/api/check", { wedding });
export const saveContent = (wedding: unknown) =>
  asked<{ saved: boolean; problems: string[]; previewed: boolean; sample: string[] }>("/api/save", { wedding });

/** A photo from the couple's device, kept in the photos folder: the name it was kept under. */
export const uploadPhoto = async (file: File) =>
  answerOf<{ file: string; already?: true }>(
    await reached(`/api/photo?name=${encodeURIComponent(file.name)}`, {
      method: "POST",
      headers: { "Content-Type": "application/octet-stream" },
      body: file,
    }),
  );

/** A photo's address on the editor's server, to show it. */
export const photoAddress = (name: string) => `/api/photos/${encodeURIComponent(name)}`;

/** Deletes a photo from the photos folder: the photos left there. */
export const deletePhoto = async (name: string) =>
  answerOf<{ photos: string[] }>(await reached(photoAddress(name), { method: "DELETE" }));

export const loadGuests = () => asked<GuestTable>("/api/guests");
/** The guest list checked as the build checks it, and saved when `save` says. */
export const checkGuests = (rows: string[][], save: boolean) => asked<GuestTable>("/api/guests", { rows, save });
