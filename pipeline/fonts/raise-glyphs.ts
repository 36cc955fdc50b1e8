/**
 * A font whose every glyph is drawn higher than its outline stands, by a GPOS
 * table of one lookup that places each glyph `units` up, under the features
 * every shaper applies to horizontal text ('dist', and 'kern', which Apple's
 * applies too). A face that steps in stands on its own baseline, and a glyph's
 * outline cannot be moved by any @font-face rule: a pixel face that draws its
 * letters above the baseline (Press Start 2P) needs the script face's lifted to them.
 */
import { sfntOf, tablesOf } from "./sfnt";

/** Whether a GPOS table positions anything: its lookup list holds a lookup. */
const positionsAnything = (gpos: Buffer) => gpos.readUInt16BE(gpos.readUInt16BE(8)) > 0;

/** GPOS 1.0: every glyph, 0 to `glyphs` - 1, placed `units` up, in the default script's 'dist' and 'kern'. */
function liftingGpos(glyphs: number, units: number): Buffer {
  const words = [
    // Header: version 1.0, then the script list at 10, the feature list at 32, the lookup list at 58.
    0x0001,
    0x0000,
    10,
    32,
    58,
    // Script list (10): one script, DFLT, at 8 from it; its default language at 4, using features 0 and 1.
    1,
    0x4446,
    0x4c54,
    8,
    4,
    0,
    0x0000,
    0xffff,
    2,
    0,
    1,
    // Feature list (32): 'dist' and 'kern' at 14 and 20 from it, each lookup 0.
    2,
    0x6469,
    0x7374,
    14,
    0x6b65,
    0x726e,
    20,
    0,
    1,
    0,
    0,
    1,
    0,
    // Lookup list (58): one lookup at 4, single adjustment, no flags, one subtable at 8 from it.
    1,
    4,
    1,
    0,
    1,
    8,
    // Single adjustment, one value for all (70): coverage at 8, value format 2 (a vertical placement), the value.
    1,
    8,
    0x0002,
    units & 0xffff,
    // Coverage (78): one range of glyphs.
    2,
    1,
    0,
    glyphs - 1,
    0,
  ];
  const gpos = Buffer.alloc(words.length * 2);
  words.forEach((word, index) => gpos.writeUInt16BE(word, index * 2));
  return gpos;
}

/**
 * The sfnt `sfnt` with each glyph placed `units` (of its em) higher. Its own
 * GPOS, if any, must position nothing: the lifting one takes its place.
 */
export function raiseGlyphs(sfnt: Buffer, units: number): Buffer {
  const tables = tablesOf(sfnt);
  const gpos = tables.get("GPOS");
  if (gpos && positionsAnything(gpos)) throw new Error("raiseGlyphs: the font positions glyphs of its own");
  const maxp = tables.get("maxp");
  if (!maxp) throw new Error("raiseGlyphs: the font has no maxp table");
  tables.set("GPOS", liftingGpos(maxp.readUInt16BE(4), Math.round(units)));
  return sfntOf(sfnt.readUInt32BE(0), tables);
}
