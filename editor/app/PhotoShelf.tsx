/**
 * Every photo in the photos folder, each with where the content uses it; one it does not use (the sample's, a
 * photo dropped and then replaced) can be deleted from there.
 */
import { useState } from "react";
import { deletePhoto, photoAddress } from "./api";

/** The photos the content names, each as many times as it does: a field named `file` anywhere in it. */
export function usedPhotos(content: unknown, used = new Map<string, number>()): Map<string, number> {
  if (Array.isArray(content)) for (const item of content) usedPhotos(item, used);
  else if (typeof content === "object" && content !== null)
    for (const [key, value] of Object.entries(content)) {
      if (key === "file" && typeof value === "string") used.set(value, (used.get(value) ?? 0) + 1);
      else usedPhotos(value, used);
    }
  return used;
}

export function PhotoShelf({
  photos,
  content,
  onChange,
}: {
  photos: string[];
  content: unknown;
  onChange: (photos: string[]) => void;
}) {
  const [status, setStatus] = useState("");
  const used = usedPhotos(content);
  const remove = (name: string) => {
    if (!confirm(`Delete ${name} from your photos folder? The editor cannot bring it back.`)) return;
    deletePhoto(name)
      .then((answer) => {
        onChange(answer.photos);
        setStatus(`Deleted ${name}.`);
      })
      .catch((error: Error) => setStatus(error.message));
  };
  return (
    <section id="photos" aria-labelledby="photos-title">
      <h2 id="photos-title">Your photos</h2>
      <p className="help">
        Every photo in content/photos/. Drop new ones on a photo field above; one no field uses can be deleted.
      </p>
      <ul className="photo-shelf">
        {photos.map((name) => (
          <li key={name}>
            <img src={photoAddress(name)} alt="" width={120} height={90} loading="lazy" />
            <span className="photo-name">{name}</span>
            {used.has(name) ? (
              <span className="help">In use</span>
            ) : (
              <button type="button" onClick={() => remove(name)}>
                Delete <span className="sr-only">{name}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="help">
        {status}
      </p>
    </section>
  );
}
