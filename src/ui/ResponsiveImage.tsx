import type { ShownPhoto } from "../content";

type ResponsiveImageProps = {
  photo: ShownPhoto;
  /** How wide the image is drawn at each breakpoint, so the browser picks the right file. */
  sizes: string;
  className?: string;
  /** For an image in the first screen: load it at once instead of lazily. */
  priority?: boolean;
};

/**
 * A content photo as AVIF, WebP and JPEG at several widths. Width and height
 * come from the photo itself, so the page keeps its place while it loads.
 */
export function ResponsiveImage({ photo, sizes, className, priority = false }: ResponsiveImageProps) {
  const { sources, img } = photo;
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
        className={className}
      />
    </picture>
  );
}
