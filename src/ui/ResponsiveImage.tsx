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

// Literal, for Tailwind to find: a photo's subject in quarters along each axis.
const FOCUS_X: Record<number, string> = {
  0: "[--focus-x:0%]",
  25: "[--focus-x:25%]",
  50: "[--focus-x:50%]",
  75: "[--focus-x:75%]",
  100: "[--focus-x:100%]",
};
const FOCUS_Y: Record<number, string> = {
  0: "[--focus-y:0%]",
  25: "[--focus-y:25%]",
  50: "[--focus-y:50%]",
  75: "[--focus-y:75%]",
  100: "[--focus-y:100%]",
};

const cropped = ({ focus = { x: 50, y: 50 } }: ShownPhoto) =>
  `object-cover object-[var(--focus-x)_var(--focus-y)] ${FOCUS_X[focus.x]} ${FOCUS_Y[focus.y]}`;

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
        className={crop ? `${className} ${cropped(photo)}` : className}
      />
    </picture>
  );
}
