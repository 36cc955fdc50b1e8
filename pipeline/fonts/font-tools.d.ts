/** The parts of subset-font and fontverter the build uses; neither package ships its types. */
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "sfnt";
      /** Each axis pinned to a value, or narrowed to a range. */
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      /** Tables left out of the subset, by tag ("GPOS"). */
      dropTables?: string[];
    },
  ): Promise<Buffer>;
}

declare module "fontverter" {
  export function convert(font: Buffer, format: "sfnt" | "woff" | "woff2"): Promise<Buffer>;
}
