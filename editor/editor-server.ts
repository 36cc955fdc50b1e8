/**
 * The local editor's server (`npm run edit`, ./edit.ts): its page, and what the
 * page asks of the content file: to read it, to check an edit as the build
 * would, and to save it. It answers its own page alone (./guard.ts) and writes
 * only the content file, through ./content-source.ts.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { tsImport } from "tsx/esm/api";
import { readContentFile } from "../pipeline/content/content-file";
import { wholeProblems } from "../pipeline/content/content-check";
import { changedFiles, filesIn, stampsIn } from "../pipeline/content/photo-folder";
import { CONTENT_FILE, GUEST_LIST, PHOTOS_FOLDER } from "../src/content/folders";
import { checkFields } from "../src/content/schema.server";
import { siteFormality, siteLanguages } from "../src/content/local-text.server";
import { wordsFor } from "../src/words";
import { asJson, rewrittenSource, unsavable } from "./content-source";
import { contentFormSchema } from "./form-schema";
import { fromTheEditor, writablePath } from "./guard";
import { keepPhoto } from "./photo-upload";
import { cardPage, guestRows, guestTable, writeGuestList } from "./guest-table";
import { FIT_SCRIPT_HASH } from "../pipeline/cards/card-page";
import type { PreviewServer } from "./preview-server";
import { wordsToChange } from "./site-words";
import { sampleFields, withoutChangedMarks } from "./sample-marks";

/** A content file larger than any a couple writes: a request past it is refused. */
const MOST_BYTES = 2_000_000;
/** What the photos the site takes are sent as, to the editor's own page. */
const PHOTO_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
};

/** A photo larger than a phone's largest. */
const MOST_PHOTO_BYTES = 60_000_000;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Your wedding site: the editor</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/editor.css" />
  </head>
  <body>
    <div id="editor"></div>
    <script type="module" src="/editor.js"></script>
  </body>
</html>
`;

/** The page's own files: its script bundled once, when the editor starts. */
async function pageFiles(): Promise<Record<string, { type: string; body: string }>> {
  const app = join(import.meta.dirname, "app");
  const bundled = await build({
    entryPoints: [join(app, "main.tsx")],
    bundle: true,
    write: false,
    format: "esm",
    jsx: "automatic",
    minify: true,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  return {
    "/": { type: "text/html; charset=utf-8", body: PAGE },
    "/editor.js": { type: "text/javascript; charset=utf-8", body: bundled.outputFiles[0].text },
    "/editor.css": { type: "text/css; charset=utf-8", body: readFileSync(join(app, "editor.css"), "utf8") },
  };
}

class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The page may frame the preview's pages, and nothing else may frame it. */
const policy = (preview?: PreviewServer) =>
  `default-src 'self'; img-src 'self' data:; frame-src ${preview?.origin ?? "'none'"}; frame-ancestors 'none'`;
/** A card's page: its own styles and faces, its QR code drawn inline, and the script that fits it; nothing it loads. */
const CARD_POLICY = `default-src 'none'; script-src '${FIT_SCRIPT_HASH}'; style-src 'unsafe-inline'; font-src data:; img-src data:; frame-ancestors 'none'`;

function send(response: ServerResponse, status: number, type: string, body: string | Buffer, csp = policy()) {
  response.writeHead(status, {
    "Content-Type": type,
    "Cache-Control": "no-store",
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
  });
  response.end(body);
}

const sendJson = (response: ServerResponse, status: number, value: unknown) =>
  send(response, status, "application/json; charset=utf-8", JSON.stringify(value));

/**
 * A request's body of the type the editor's page sends, at most `most` bytes. A form posted from another page
 * cannot send JSON or a file's bytes without asking first, which the guard refuses.
 */
async function bodyOf(request: IncomingMessage, type: string, most: number): Promise<Buffer> {
  if (!request.headers["content-type"]?.startsWith(type)) throw new Refused(415, `The editor takes ${type} here.`);
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > most) throw new Refused(413, "That is more than the editor takes.");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const bytes = await bodyOf(request, "application/json", MOST_BYTES);
  try {
    const body: unknown = JSON.parse(bytes.toString("utf8"));
    if (typeof body === "object" && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Said below.
  }
  throw new Refused(400, "The editor sent something that is not its content.");
}

/**
 * The editor of the content in `root`, with the live preview of its pages when one is given (./preview-server.ts),
 * and the households' links when the secret they are made from is, their cards with a private site's passphrase.
 */
export function createEditorServer(
  root: string,
  { preview, secret, passphrase }: { preview?: PreviewServer; secret?: string; passphrase?: string } = {},
): Promise<Server> {
  const contentFile = join(root, CONTENT_FILE);
  const photos = () => filesIn(join(root, PHOTOS_FOLDER));
  let reads = 0;
  // Read anew each time, as the couple may have changed it by hand meanwhile.
  const readTheFile = () =>
    readContentFile(contentFile, CONTENT_FILE, () =>
      tsImport(`${pathToFileURL(contentFile).href}?read=${++reads}`, import.meta.url),
    );
  /**
   * The build's problems with the content: its fields', then, once they read, its letters', its photos' and its
   * guest list's (a group's event with no list to open it), each a line that names what it is in.
   */
  const problemsOf = async (wedding: unknown) => {
    const validation = checkFields(wedding, photos());
    if (!validation.ok) return validation.problems;
    const list = join(root, GUEST_LIST);
    const text = existsSync(list) ? readFileSync(list, "utf8") : undefined;
    const folders = { photosDir: join(root, PHOTOS_FOLDER), guestList: GUEST_LIST };
    const whole = await wholeProblems(validation.content, wedding, folders, text);
    return [
      ...whole.unlettered,
      ...whole.unreadable.map((line) => `${PHOTOS_FOLDER}/${line}`),
      ...whole.guests.problems,
    ];
  };

  // What the preview was made with: the photos folder as it was, which the couple may change by hand too.
  let photosSeen = stampsIn(join(root, PHOTOS_FOLDER));
  const noticePhotos = () => {
    const now = stampsIn(join(root, PHOTOS_FOLDER));
    const changed = changedFiles(photosSeen, now);
    if (changed.length > 0) preview?.photosChanged(changed);
    photosSeen = now;
  };

  async function content() {
    const file = await readTheFile();
    if (!file.ok) return { problem: file.problem };
    const source = readFileSync(contentFile, "utf8");
    const wedding = asJson(file.wedding);
    // The page starts again from the file: so does the preview, with the folder as it is now.
    noticePhotos();
    const problems = await problemsOf(wedding);
    preview?.show(problems.length === 0 ? wedding : undefined);
    return {
      file: CONTENT_FILE,
      form: contentFormSchema(),
      wedding,
      photos: photos(),
      problems,
      siteWords: wordsToChange(wordsFor(siteLanguages(wedding)[0], siteFormality(wedding))),
      sample: sampleFields(source),
      unsavable: unsavable(source),
      preview: preview && { origin: preview.origin },
    };
  }

  /** The build's problems with an edit; an edit without any is what the preview shows from now on. */
  async function check(wedding: unknown) {
    const problems = await problemsOf(wedding);
    if (problems.length === 0) preview?.show(wedding);
    return { problems, previewed: Boolean(preview) && problems.length === 0 };
  }

  async function save(wedding: unknown) {
    const file = await readTheFile();
    if (!file.ok) throw new Refused(409, file.problem);
    const source = readFileSync(contentFile, "utf8");
    const cannot = unsavable(source);
    if (cannot) throw new Refused(409, cannot);
    const target = writablePath(root, CONTENT_FILE);
    if (!target) throw new Refused(403, `The editor writes only inside ${CONTENT_FILE}'s folder.`);
    const rewritten = await rewrittenSource(source, file.wedding, wedding, target);
    const next = withoutChangedMarks(source, rewritten, file.wedding, wedding);
    if (next !== source) {
      // Written whole or not at all: a file half written would lose the couple's work.
      const draft = `${target}.saving`;
      writeFileSync(draft, next);
      renameSync(draft, target);
    }
    const problems = await problemsOf(wedding);
    await preview?.saved(wedding);
    if (problems.length === 0) preview?.show(wedding);
    return {
      saved: next !== source,
      problems,
      previewed: Boolean(preview) && problems.length === 0,
      sample: sampleFields(next),
    };
  }

  /** A photo of the folder, by its name in the address: shown (GET), or deleted (DELETE). */
  function shelf(request: IncomingMessage, response: ServerResponse, encoded: string) {
    let name: string;
    try {
      name = decodeURIComponent(encoded);
    } catch {
      throw new Refused(400, "That is no photo's name.");
    }
    const file = writablePath(root, `${PHOTOS_FOLDER}/${name}`);
    if (!file || !photos().includes(name)) throw new Refused(404, `There is no photo ${name} in ${PHOTOS_FOLDER}/.`);
    if (request.method === "GET") {
      const type = PHOTO_TYPES[extname(name).toLowerCase()] ?? "application/octet-stream";
      return send(response, 200, type, readFileSync(file));
    }
    if (request.method === "DELETE") {
      rmSync(file);
      noticePhotos();
      return sendJson(response, 200, { photos: photos() });
    }
    throw new Refused(405, "A photo is shown or deleted.");
  }

  return pageFiles().then((files) => {
    const server = createServer((request, response) => {
      const { port } = server.address() as AddressInfo;
      if (!fromTheEditor(request.headers, port)) {
        send(response, 403, "text/plain; charset=utf-8", "The editor answers its own page alone.");
        return;
      }
      const path = new URL(request.url ?? "/", "http://editor").pathname;
      const answer = async () => {
        const page = files[path];
        if (page) {
          if (request.method !== "GET" && request.method !== "HEAD") throw new Refused(405, "Only read.");
          return send(response, 200, page.type, page.body, policy(preview));
        }
        if (path === "/api/content" && request.method === "GET") return sendJson(response, 200, await content());
        if (path === "/api/check" && request.method === "POST") {
          const { wedding } = await jsonBody(request);
          return sendJson(response, 200, await check(wedding));
        }
        if (path === "/api/save" && request.method === "POST") {
          const { wedding } = await jsonBody(request);
          return sendJson(response, 200, await save(wedding));
        }
        if (path === "/api/guests") {
          const list = writablePath(root, GUEST_LIST);
          if (!list) throw new Refused(403, `The editor writes the guest list only in ${GUEST_LIST}.`);
          const file = await readTheFile();
          const content = file.ok ? file.wedding : undefined;
          if (request.method === "GET")
            return sendJson(response, 200, await guestTable(guestRows(list), content, secret));
          if (request.method === "POST") {
            const { rows, save } = await jsonBody(request);
            if (
              !Array.isArray(rows) ||
              !rows.every((row) => Array.isArray(row) && row.every((cell) => typeof cell === "string"))
            )
              throw new Refused(400, "The editor sent something that is not a guest list.");
            if (save === true) writeGuestList(list, rows as string[][]);
            return sendJson(response, 200, await guestTable(rows as string[][], content, secret));
          }
        }
        if (path === "/api/card" && request.method === "GET") {
          const list = writablePath(root, GUEST_LIST);
          const file = await readTheFile();
          const id = new URL(request.url ?? "/", "http://editor").searchParams.get("household") ?? "";
          const rows = list ? guestRows(list) : [];
          const card = await cardPage(rows, file.ok ? file.wedding : undefined, { secret, passphrase }, id);
          if ("page" in card) return send(response, 200, "text/html; charset=utf-8", card.page, CARD_POLICY);
          return send(response, 409, "text/plain; charset=utf-8", card.problem);
        }
        const shelved = /^\/api\/photos\/([^/]+)$/.exec(path);
        if (shelved) return shelf(request, response, shelved[1]);
        if (path === "/api/photo" && request.method === "POST") {
          const name = new URL(request.url ?? "/", "http://editor").searchParams.get("name") ?? "photo.jpg";
          const kept = await keepPhoto(root, name, await bodyOf(request, "application/octet-stream", MOST_PHOTO_BYTES));
          noticePhotos();
          return sendJson(response, "problem" in kept ? 422 : 200, kept);
        }
        throw new Refused(404, "The editor has no such page.");
      };
      answer().catch((error: unknown) => {
        if (error instanceof Refused) return sendJson(response, error.status, { problem: error.message });
        console.error(error);
        sendJson(response, 500, { problem: "The editor could not do that; the terminal says why." });
      });
    });
    return server;
  });
}
