/**
 * A font whose every glyph is drawn higher than its outline stands, by a GPOS
 * table of one lookup that places each glyph `units` up, under the features
 * every shaper applies to horizontal text ('dist', and 'kern', which Apple's
 * applies too). A face that steps in stands on its own baseline, and a glyph's
 * outline cannot be moved by any @font-face rule: a pixel face that draws its
 * letters above the baseline (Press Start 2P) needs the script face's lifted to them.
 */

/** An sfnt's tables by tag. */
function tablesOf(sfnt: Buffer): Map<string, Buffer> {
  const tables = new Map<string, Buffer>();
  for (let index = 0; index < sfnt.readUInt16BE(4); index++) {
    const record = 12 + 16 * index;
    const offset = sfnt.readUInt32BE(record + 8);
    tables.set(
      sfnt.toString("latin1", record, record + 4),
      sfnt.subarray(offset, offset + sfnt.readUInt32BE(record + 12)),
    );
  }
  return tables;
}

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

/** The sum of a table's 32-bit words, padded with zeros, as the sfnt's checksums are. */
function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4) sum = (sum + padded.readUInt32BE(offset)) >>> 0;
  return sum;
}

/** An sfnt of the given tables, in the order of their tags, each at a 4-byte boundary, with its checksums. */
function sfntOf(version: number, tables: Map<string, Buffer>): Buffer {
  const tags = [...tables.keys()].sort();
  const entrySelector = Math.floor(Math.log2(tags.length));
  const header = Buffer.alloc(12 + 16 * tags.length);
  header.writeUInt32BE(version, 0);
  header.writeUInt16BE(tags.length, 4);
  header.writeUInt16BE(16 * 2 ** entrySelector, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(16 * tags.length - 16 * 2 ** entrySelector, 10);
  const head = Buffer.from(tables.get("head") ?? Buffer.alloc(0));
  if (head.length >= 12) head.writeUInt32BE(0, 8);
  const bodies: Buffer[] = [];
  let offset = header.length;
  for (const [index, tag] of tags.entries()) {
    const data = tag === "head" ? head : (tables.get(tag) ?? Buffer.alloc(0));
    const record = 12 + 16 * index;
    header.write(tag, record, "latin1");
    header.writeUInt32BE(checksum(data), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    bodies.push(padded);
    offset += padded.length;
  }
  const font = Buffer.concat([header, ...bodies]);
  const headAt = tags.indexOf("head");
  if (headAt >= 0) font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, font.readUInt32BE(12 + 16 * headAt + 8) + 8);
  return font;
}

/** An sfnt's units per em, from its head table. */
export function unitsPerEm(sfnt: Buffer): number {
  const head = tablesOf(sfnt).get("head");
  if (!head) throw new Error("unitsPerEm: the font has no head table");
  return head.readUInt16BE(18);
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
