import sharp, { type Sharp } from "sharp";
import type { Focus } from "../../src/content/photos.server.ts";

/** A quarter's steps: a page's box shows most of a photo, and five places an axis are as many as it tells apart. */
const toQuarter = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 4) * 25;

/**
 * Where a photo's subject is, as CSS's object-position: libvips's attention (luminance, saturation, skin) picks
 * a half of the photo along each axis, and where that half starts is how far along the axis the subject lies.
 * A box that crops the photo then keeps its subject, not its centre. Mirrored, a subject is found as far from
 * the other side; where it is not, nothing stood out (a plain sky), and the centre stays.
 */
export async function focusOf(image: Sharp): Promise<Focus> {
  const { data, info } = await image.clone().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const half = { width: Math.max(1, Math.round(width / 2)), height: Math.max(1, Math.round(height / 2)) };
  /** How far along an axis the attention's half starts, from 0 to 1, in the photo or in its mirror image. */
  const along = async (axis: "x" | "y", mirrored: boolean) => {
    const box = axis === "x" ? { width: half.width, height } : { width, height: half.height };
    let photo = sharp(data, { raw: { width, height, channels } });
    if (mirrored) photo = axis === "x" ? photo.flop() : photo.flip();
    const { info: cropped } = await photo
      .resize({ ...box, fit: "cover", position: sharp.strategy.attention })
      .toBuffer({ resolveWithObject: true });
    const offset = axis === "x" ? -(cropped.cropOffsetLeft ?? 0) : -(cropped.cropOffsetTop ?? 0);
    const room = axis === "x" ? width - half.width : height - half.height;
    return room > 0 ? offset / room : 0.5;
  };
  const axis = async (name: "x" | "y") => {
    const [found, mirrored] = await Promise.all([along(name, false), along(name, true)]);
    return toQuarter(Math.abs(found + mirrored - 1) <= 0.25 ? found : 0.5);
  };
  return { x: await axis("x"), y: await axis("y") };
}
