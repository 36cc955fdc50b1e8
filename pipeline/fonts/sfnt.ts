/** Reading an sfnt (a TrueType or OpenType font file) as its tables, and writing one from them. */

/** An sfnt's tables by tag. */
export function tablesOf(sfnt: Buffer): Map<string, Buffer> {
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

/** The sum of a table's 32-bit words, padded with zeros, as the sfnt's checksums are. */
function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4) sum = (sum + padded.readUInt32BE(offset)) >>> 0;
  return sum;
}

/** An sfnt of the given tables, in the order of their tags, each at a 4-byte boundary, with its checksums. */
export function sfntOf(version: number, tables: Map<string, Buffer>): Buffer {
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

/** Whether a font is an sfnt without variation axes (no fvar table); a WOFF2 file is not read, and is not. */
export function isStaticSfnt(font: Buffer): boolean {
  const version = font.readUInt32BE(0);
  // TrueType's two versions and OpenType's CFF one ("true", "OTTO").
  const isSfnt = version === 0x00010000 || version === 0x74727565 || version === 0x4f54544f;
  return isSfnt && !tablesOf(font).has("fvar");
}
