import { nearMiss } from "./near-miss.server";
import { required } from "./fields.server";
import { PHOTOS_FOLDER } from "./folders";

/** The content check and the photo loader match names alike: exactly, the extension in any case (IMG_2041.JPG). */
export const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "webp"];

const extensionOf = (name: string) => name.split(".").at(-1)?.toLowerCase() ?? "";

/** Letters, digits, - _ and dots: a name that is safe in a URL and in an image list (srcset), which splits at spaces. */
const SAFE_NAME = /^[\p{L}\p{N}_.-]+$/u;

function photoNameProblem(name: string): string | undefined {
  if (name.includes("/") || name.includes("\\")) {
    return `must be the name of a file directly in ${PHOTOS_FOLDER}/, such as story-1.jpg, without a folder`;
  }
  if (!name.includes(".") || !PHOTO_EXTENSIONS.includes(extensionOf(name))) {
    const found = name.includes(".") ? `"${name}" is a .${extensionOf(name)} file` : `"${name}" has no extension`;
    return `${found}; the site takes ${PHOTO_EXTENSIONS.map((extension) => `.${extension}`).join(", ")} (export HEIC photos as JPEG)`;
  }
  if (!SAFE_NAME.test(name)) {
    const suggestion = name.replace(/\s+/g, "-").replace(/[^\p{L}\p{N}_.-]/gu, "");
    const culprit = /\s/.test(name) ? "a space" : `"${[...name].find((character) => !SAFE_NAME.test(character))}"`;
    return `"${name}" has ${culprit}, which a photo's name cannot hold; rename the file and this field to "${suggestion}"`;
  }
  return undefined;
}

/** A name's words of four letters or more: "stadhuis-utrecht.jpg" has "stadhuis" and "utrecht". */
const wordsOf = (name: string) =>
  new Set(name.replace(/\.[^.]+$/u, "").toLowerCase().split(/[^\p{L}]+/u).filter((word) => [...word].length >= 4));

/** The one photo that shares a word with `name` ("stadhuis.jpg" for "stadhuis-utrecht.jpg"), if only one does. */
function sharingAWord(name: string, files: readonly string[]): string | undefined {
  const words = wordsOf(name);
  const sharing = files.filter((file) => [...wordsOf(file)].some((word) => words.has(word)));
  return sharing.length === 1 ? sharing[0] : undefined;
}

export function photoFile(photoFiles: readonly string[] | null) {
  const files = new Set(photoFiles);
  return required("a file name")
    .refine((name) => photoNameProblem(name) === undefined, {
      error: (issue) => photoNameProblem(String(issue.input)),
      abort: true,
    })
    .refine((name) => photoFiles === null || files.has(name), {
      error: (issue) => {
        const name = String(issue.input);
        const sameButCase = photoFiles?.find((file) => file.toLowerCase() === name.toLowerCase());
        if (sameButCase)
          return `names "${name}", but the file in ${PHOTOS_FOLDER}/ is "${sameButCase}": write it exactly, capitals included`;
        const meant = nearMiss(name, photoFiles ?? [], { onlyOne: true }) ?? sharingAWord(name, photoFiles ?? []);
        return `names "${name}", which is not in ${PHOTOS_FOLDER}/${meant ? `; did you mean "${meant}"?` : ""}`;
      },
    });
}
