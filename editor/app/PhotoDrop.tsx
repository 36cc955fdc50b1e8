/**
 * A photo field's way in for a photo from the couple's computer or phone: dropped on it, or chosen with the
 * button. The editor's server keeps it in the photos folder, cleaned (../photo-upload.ts); the field then names
 * it, and the field for what it shows is next.
 */
import { useContext, useState, type DragEvent } from "react";
import { uploadPhoto } from "./api";
import { Form } from "./form-state";
import { fieldId, focusField, type Path } from "./paths";

export function PhotoDrop({ path, onKept }: { path: Path; onKept: (file: string) => void }) {
  const { addPhoto } = useContext(Form);
  const [status, setStatus] = useState("");
  const [over, setOver] = useState(false);
  const alt = fieldId([...path.slice(0, -1), "alt"]);

  const keep = (file: File | undefined) => {
    if (!file) return;
    setStatus(`Adding ${file.name}…`);
    uploadPhoto(file)
      .then(({ file: kept, already }) => {
        if (!already) addPhoto(kept);
        onKept(kept);
        setStatus(
          already
            ? `${file.name} is already in your photos, as ${kept}: this field now shows it. Now say what it shows.`
            : `Added as ${kept}, without its location data. Now say what it shows.`,
        );
        focusField(document.getElementById(alt));
      })
      .catch((error: Error) => setStatus(error.message));
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    keep(event.dataTransfer.files[0]);
  };

  return (
    <div
      className={over ? "drop over" : "drop"}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <label htmlFor={`${fieldId(path)}-upload`}>Drop a photo here, or choose one</label>
      <input
        id={`${fieldId(path)}-upload`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,.heic"
        onChange={(event) => keep(event.target.files?.[0])}
      />
      <p role="status" className="help">
        {status}
      </p>
    </div>
  );
}
