/**
 * Paints the gamer scene's layers, 16-bit evening pixel art made for this
 * project. The pages scale them up with `image-rendering: pixelated`, so a few
 * kilobytes fill any screen. Run once; the PNGs are committed.
 *
 * - start-scene.png (320 x 180): the start screen, a road up a hill to the
 *   menu, mountains, a lake and pines. Nothing stands on the hill: the menu
 *   covers it at some sizes and not at others, so a building there would peek
 *   out above the menu. No stars and no moon: they would sit behind the
 *   couple's names.
 * - sky.png (8 x 320): the other pages' sky, bands alone, so that the gaps
 *   between their panels show evening, never a fragment of a building. The
 *   pages draw it at the landscape's scale from the page's foot up, its
 *   lowest rows behind the mountains, and its top colour on up the page.
 * - landscape.png (320 x 104): mountains, the lake and pines, which tile side
 *   by side, for the foot of the other pages.
 * - stars.png (48 x 64) and moon.png (24 x 24): a tile of stars and the moon,
 *   for the margins beside the page's column on wide screens, away from every
 *   title.
 *
 *   npx tsx tools/make-gamer-art.ts
 */
import sharp from "sharp";
import { fileURLToPath } from "node:url";
import { seededRandom } from "../tests/support/seeded-random";

type RGB = [number, number, number];
const hex = (value: string): RGB => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as RGB;

/** A transparent RGBA picture to paint pixels on. */
class Canvas {
  readonly pixels: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = Buffer.alloc(width * height * 4);
  }
  set(x: number, y: number, color: RGB) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    this.pixels.set([...color, 255], (Math.floor(y) * this.width + Math.floor(x)) * 4);
  }
  rect(x: number, y: number, w: number, h: number, color: RGB) {
    for (let j = 0; j < h; j++) for (let i = 0; i < w; i++) this.set(x + i, y + j, color);
  }
  async save(name: string) {
    const out = fileURLToPath(new URL(`../src/gamer/art/${name}`, import.meta.url));
    const info = await sharp(this.pixels, { raw: { width: this.width, height: this.height, channels: 4 } })
      .png({ palette: true, compressionLevel: 9 })
      .toFile(out);
    console.log(`${name}: ${info.width}x${info.height}, ${info.size} bytes`);
  }
}

const random = seededRandom(20241025);

const SKY = ["#1a1440", "#251a55", "#35206a", "#4c2878", "#6a3283", "#8e3f8a", "#b8528c", "#e07a8a", "#f4a98a"].map(
  hex,
);

/** Bands of the sky from `colors[0]` at the top to the last at `bottom`, with a 2x2 dither at each seam. */
function sky(canvas: Canvas, colors: RGB[], bottom: number) {
  const band = bottom / colors.length;
  for (let y = 0; y < bottom; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const position = y / band;
      const index = Math.floor(position);
      const blend = position - index > 0.75 && (x + y) % 2 === 0 ? 1 : 0;
      canvas.set(x, y, colors[Math.min(index + blend, colors.length - 1)]);
    }
  }
}

function moon(canvas: Canvas, cx: number, cy: number) {
  for (let y = -10; y <= 10; y++)
    for (let x = -10; x <= 10; x++) if (x * x + y * y <= 100) canvas.set(cx + x, cy + y, hex("#fff3c4"));
  for (const [dx, dy, r] of [
    [-4, -3, 2],
    [4, 4, 3],
    [2, -6, 1],
  ]) {
    for (let y = -r; y <= r; y++)
      for (let x = -r; x <= r; x++) if (x * x + y * y <= r * r) canvas.set(cx + dx + x, cy + dy + y, hex("#ead9a0"));
  }
}

/**
 * A mountain range standing on `baseY`, down to `floor`. With `wrap`, a peak
 * near one edge continues past the other, so the picture tiles side by side.
 */
function ridge(canvas: Canvas, baseY: number, floor: number, peaks: [number, number][], color: RGB, wrap: boolean) {
  const snow = hex("#e8e4f7");
  for (let x = 0; x < canvas.width; x++) {
    let top = baseY;
    for (const [px, height] of peaks) {
      const distance = wrap ? Math.min(Math.abs(x - px), canvas.width - Math.abs(x - px)) : Math.abs(x - px);
      top = Math.min(top, baseY - height + distance * 0.9);
    }
    for (let y = Math.floor(top); y < floor; y++) canvas.set(x, y, color);
    if (color === FAR) for (let y = Math.floor(top); y < top + 4 && top < baseY - 30; y++) canvas.set(x, y, snow);
  }
}
const FAR = hex("#5a4a8c");
const NEAR = hex("#3b3470");

function mountains(canvas: Canvas, offset: number, wrap: boolean) {
  const far: [number, number][] = [
    [30, 50],
    [95, 62],
    [170, 45],
    [230, 66],
    [300, 52],
  ];
  const near: [number, number][] = [
    [0, 30],
    [60, 40],
    [130, 28],
    [205, 42],
    [280, 34],
  ];
  ridge(canvas, 110 - offset, 130 - offset, far, FAR, wrap);
  ridge(canvas, 118 - offset, 130 - offset, near, NEAR, wrap);
}

/** The lake, reflecting the sky, from `top` for 14 rows. */
function lake(canvas: Canvas, top: number) {
  canvas.rect(0, top, canvas.width, 14, hex("#e07a8a"));
  for (let ripple = 0; ripple < 40; ripple++)
    canvas.rect(
      Math.floor(random() * (canvas.width - 8)),
      top + 1 + Math.floor(random() * 12),
      3 + Math.floor(random() * 6),
      1,
      hex("#f4a98a"),
    );
}

/** Grass from `top` down (a hill of `hill` pixels in the middle), with tiles of light and shade. */
function ground(canvas: Canvas, top: number, hill: number) {
  for (let x = 0; x < canvas.width; x++) {
    const surface = top - Math.round(hill * Math.exp(-((x - 160) ** 2) / 3000));
    for (let y = surface; y < canvas.height; y++)
      canvas.set(x, y, y < surface + 2 ? hex("#7bd35a") : y < surface + 5 ? hex("#4fa843") : hex("#3b7d3a"));
  }
  const rows = canvas.height - top - 8;
  for (let tile = 0; tile < rows * 4; tile++)
    canvas.set(
      Math.floor(random() * canvas.width),
      top + 8 + Math.floor(random() * rows),
      hex(random() > 0.5 ? "#2f6a31" : "#5bb84a"),
    );
}

function pine(canvas: Canvas, x: number, base: number, height: number) {
  canvas.rect(x - 1, base - 3, 2, 3, hex("#5b3a29"));
  for (let row = 0; row < height; row++) {
    const half = Math.floor(((height - row) / height) * (height / 2.6)) + (row % 3 === 0 ? 1 : 0);
    canvas.rect(x - half, base - 3 - row, half * 2, 1, row % 4 < 2 ? hex("#1f4d33") : hex("#2b6a45"));
  }
}

function fireflies(canvas: Canvas, top: number, count: number) {
  for (let fly = 0; fly < count; fly++)
    canvas.set(Math.floor(random() * canvas.width), top + Math.floor(random() * (canvas.height - top)), hex("#fff2a0"));
}

function road(canvas: Canvas) {
  for (let y = 130; y < canvas.height; y++) {
    const center = 160 + Math.sin((y - 130) / 9) * 10 * ((y - 128) / 50);
    const half = 3 + (y - 130) * 0.35;
    for (let x = Math.floor(center - half); x <= center + half; x++)
      canvas.set(x, y, (x + y) % 7 === 0 ? hex("#c9a36b") : hex("#dcb97f"));
  }
}

// The start screen: the road leads up the hill to the menu.
const start = new Canvas(320, 180);
sky(start, SKY, 96);
mountains(start, 0, false);
lake(start, 118);
ground(start, 132, 10);
road(start);
for (const [x, base, height] of [
  [20, 150, 26],
  [42, 146, 20],
  [70, 152, 30],
  [100, 142, 16],
  [222, 142, 18],
  [250, 152, 30],
  [280, 147, 22],
  [305, 154, 28],
])
  pine(start, x, base, height);
fireflies(start, 126, 24);
await start.save("start-scene.png");

// The other pages' sky: the start screen's bands to the dusk, glowing brightest behind the landscape's
// peaks (its lake starts 28 rows above its foot); repeated side by side, so 8 pixels wide are enough.
const plainSky = new Canvas(8, 320);
const horizon = plainSky.height - 28;
sky(plainSky, SKY, horizon);
plainSky.rect(0, horizon, plainSky.width, 28, SKY[SKY.length - 1]);
await plainSky.save("sky.png");

// Their foot: the start screen's land without its road, transparent above the peaks.
const landscape = new Canvas(320, 104);
// The highest peak is 66 pixels above the far range's foot at 110.
const landOffset = 110 - 66 - 2;
mountains(landscape, landOffset, true);
lake(landscape, 118 - landOffset);
ground(landscape, 132 - landOffset, 0);
for (const [x, base, height] of [
  [26, 100, 22],
  [52, 96, 16],
  [118, 102, 24],
  [176, 97, 14],
  [232, 101, 22],
  [268, 95, 16],
  [298, 103, 20],
])
  pine(landscape, x, base, height);
fireflies(landscape, 92, 8);
await landscape.save("landscape.png");

// Stars: white and warm, a few with a twinkle.
const stars = new Canvas(48, 64);
for (let star = 0; star < 7; star++) {
  const x = 2 + Math.floor(random() * 44);
  const y = 2 + Math.floor(random() * 60);
  stars.set(x, y, hex(random() > 0.7 ? "#ffe9a8" : "#ffffff"));
  if (random() > 0.6)
    for (const [dx, dy] of [
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
    ])
      stars.set(x + dx, y + dy, hex("#8f86c9"));
}
await stars.save("stars.png");

// The moon, for the margin beside the page's column, where no title can reach it.
const moonPicture = new Canvas(24, 24);
moon(moonPicture, 12, 12);
await moonPicture.save("moon.png");
