import { preload } from "react-dom";
import type { ShownPhoto } from "../site";

type ResponsiveImageProps = {
  photo: ShownPhoto;
  sizes: string;
  className?: string;
  /** The first screen's largest image: preloaded from the <head>, not lazy. */
  priority?: boolean;
  /** Cropped to its box's shape, around its subject (ShownPhoto's focus), not its centre. */
  crop?: boolean;
};

export function ResponsiveImage({
  photo,
  sizes,
  className = "",
  priority = false,
  crop = false,
}: ResponsiveImageProps) {
  const { sources, img } = photo;
  if (priority && !img.src.startsWith("data:")) {
    // Only the best format: a browser without it skips the preload by its type.
    const [best] = Object.entries(sources);
    preload(img.src, {
      as: "image",
      fetchPriority: "high",
      ...(best ? { type: `image/${best[0]}`, imageSrcSet: best[1], imageSizes: sizes } : {}),
    });
  }
  return (
    <picture>
      {Object.entries(sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={img.src}
        width={img.w}
        height={img.h}
        alt={photo.alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : "auto"}
        // A photo on its way stands in a faint box of its shape, not a blank; a cut-out is drawn on nothing.
        className={[className, crop && "object-cover", !photo.cutOut && "bg-ink/5"].filter(Boolean).join(" ")}
        // Its subject's place, which app.css makes its object-position.
        data-focus-x={crop ? (photo.focus?.x ?? 50) : undefined}
        data-focus-y={crop ? (photo.focus?.y ?? 50) : undefined}
      />
    </picture>
  );
}
