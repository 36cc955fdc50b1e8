import { preload } from "react-dom";
import type { ShownPhoto } from "../content";

type ResponsiveImageProps = {
  photo: ShownPhoto;
  /** How wide the image is drawn at each breakpoint, so the browser picks the right file. */
  sizes: string;
  className?: string;
  /**
   * For the image that is the first screen's largest: fetched first, from a
   * preload in the page's <head>, instead of lazily when the layout finds it.
   */
  priority?: boolean;
};

/**
 * A content photo as AVIF, WebP and JPEG at several widths, or as the game's
 * one pixel-art PNG. Width and height come from the photo itself, so the page
 * keeps its place while it loads.
 */
export function ResponsiveImage({ photo, sizes, className, priority = false }: ResponsiveImageProps) {
  const { sources, img } = photo;
  // A picture inline in the HTML (the game's first pixel art) has nothing to fetch.
  if (priority && !img.src.startsWith("data:")) {
    // React writes this into the <head> of the prerendered HTML. The best format
    // is preloaded; a browser without it skips the preload by its type. A
    // picture in one format alone (the game's pixel art) is its one file.
    const [best] = Object.entries(sources);
    preload(img.src, {
      as: "image",
      fetchPriority: "high",
      ...(best ? { type: `image/${best[0]}`, imageSrcSet: best[1], imageSizes: sizes } : {}),
    });
  }
  const picture = (
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
        className={className}
      />
    </picture>
  );
  if (!photo.preview) return picture;
  // The preview lies under the photo and shows until the photo's file arrives
  // to cover it. It is an <img>, not a style attribute, because the
  // Content-Security-Policy allows no inline styles.
  return (
    <span className="relative isolate block">
      <img src={photo.preview} alt="" aria-hidden="true" className="absolute inset-0 -z-10 size-full object-cover" />
      {picture}
    </span>
  );
}
