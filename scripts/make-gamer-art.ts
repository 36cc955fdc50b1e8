/**
 * Paints the gamer background: a 16-bit evening scene (a chapel with a heart
 * on a hill, mountains, a lake, pines and a road) at 320 x 180 pixels. The
 * page scales it up with `image-rendering: pixelated`, so a few kilobytes
 * fill any screen. Made for this project; run once, the PNG is committed.
 *
 *   npx tsx scripts/make-gamer-art.ts
 */
import sharp from "sharp";
import { fileURLToPath } from "node:url";

const W = 320;
const H = 180;
const pixels = Buffer.alloc(W * H * 3);

type RGB = [number, number, number];
const hex = (value: string): RGB => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as RGB;

function set(x: number, y: number, color: RGB) {
  if (x < 0 || y < 0 || x >= W || y >= H) return;
  pixels.set(color, (Math.floor(y) * W + Math.floor(x)) * 3);
}
function rect(x: number, y: number, w: number, h: number, color: RGB) {
  for (let j = 0; j < h; j++) for (let i = 0; i < w; i++) set(x + i, y + j, color);
}

let seed = 20241025;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;

// Sky: bands from night blue to dusk pink, with a 2x2 ordered dither at each seam.
const sky = ["#1a1440", "#251a55", "#35206a", "#4c2878", "#6a3283", "#8e3f8a", "#b8528c", "#e07a8a", "#f4a98a"].map(
  hex,
);
const band = 96 / sky.length;
for (let y = 0; y < 96; y++) {
  for (let x = 0; x < W; x++) {
    const position = y / band;
    const index = Math.floor(position);
    const blend = position - index > 0.75 && (x + y) % 2 === 0 ? 1 : 0;
    set(x, y, sky[Math.min(index + blend, sky.length - 1)]);
  }
}
for (let star = 0; star < 70; star++) {
  const x = Math.floor(random() * W);
  const y = Math.floor(random() * 50);
  set(x, y, hex(random() > 0.8 ? "#ffe9a8" : "#ffffff"));
  if (random() > 0.85) {
    set(x - 1, y, hex("#8f86c9"));
    set(x + 1, y, hex("#8f86c9"));
    set(x, y - 1, hex("#8f86c9"));
    set(x, y + 1, hex("#8f86c9"));
  }
}
// Moon with craters.
for (let y = -10; y <= 10; y++)
  for (let x = -10; x <= 10; x++) if (x * x + y * y <= 100) set(262 + x, 28 + y, hex("#fff3c4"));
for (const [cx, cy, r] of [
  [258, 25, 2],
  [266, 32, 3],
  [264, 22, 1],
]) {
  for (let y = -r; y <= r; y++)
    for (let x = -r; x <= r; x++) if (x * x + y * y <= r * r) set(cx + x, cy + y, hex("#ead9a0"));
}

// Mountains: two ranges, far and near, with snow caps on the far one.
function ridge(baseY: number, peaks: [number, number][], color: RGB, snow?: RGB) {
  for (let x = 0; x < W; x++) {
    let top = baseY;
    for (const [px, height] of peaks) top = Math.min(top, baseY - height + Math.abs(x - px) * 0.9);
    for (let y = Math.floor(top); y < 130; y++) set(x, y, color);
    if (snow) for (let y = Math.floor(top); y < top + 4 && top < baseY - 30; y++) set(x, y, snow);
  }
}
ridge(
  110,
  [
    [30, 50],
    [95, 62],
    [170, 45],
    [230, 66],
    [300, 52],
  ],
  hex("#5a4a8c"),
  hex("#e8e4f7"),
);
ridge(
  118,
  [
    [0, 30],
    [60, 40],
    [130, 28],
    [205, 42],
    [280, 34],
  ],
  hex("#3b3470"),
);

// Lake reflecting the sky, with ripples.
rect(0, 118, W, 14, hex("#e07a8a"));
for (let ripple = 0; ripple < 40; ripple++)
  rect(Math.floor(random() * W), 119 + Math.floor(random() * 12), 3 + Math.floor(random() * 6), 1, hex("#f4a98a"));
rect(250, 120, 24, 1, hex("#fff3c4"));
rect(254, 123, 16, 1, hex("#fff3c4"));

// Hill and ground with grass tiles.
for (let x = 0; x < W; x++) {
  const top = 132 - Math.round(10 * Math.exp(-((x - 160) ** 2) / 3000));
  for (let y = top; y < H; y++) set(x, y, y < top + 2 ? hex("#7bd35a") : y < top + 5 ? hex("#4fa843") : hex("#3b7d3a"));
}
for (let tile = 0; tile < 160; tile++)
  set(Math.floor(random() * W), 140 + Math.floor(random() * 40), hex(random() > 0.5 ? "#2f6a31" : "#5bb84a"));

// Road winding to the chapel.
for (let y = 130; y < H; y++) {
  const center = 160 + Math.sin((y - 130) / 9) * 10 * ((y - 128) / 50);
  const half = 3 + (y - 130) * 0.35;
  for (let x = Math.floor(center - half); x <= center + half; x++)
    set(x, y, (x + y) % 7 === 0 ? hex("#c9a36b") : hex("#dcb97f"));
}

// Chapel: walls, roof, door, round window and a heart on the steeple.
rect(146, 100, 28, 24, hex("#f2e8d5"));
rect(146, 100, 28, 2, hex("#d8c8a8"));
for (let row = 0; row < 12; row++)
  rect(144 + row, 100 - row, 32 - row * 2, 1, hex(row % 3 === 0 ? "#9b2f45" : "#b83b54"));
rect(156, 76, 8, 14, hex("#f2e8d5"));
for (let row = 0; row < 6; row++) rect(155 + row, 76 - row, 10 - row * 2, 1, hex("#9b2f45"));
const heart = ["01100110", "11111111", "11111111", "01111110", "00111100", "00011000"];
heart.forEach((line, y) => [...line].forEach((bit, x) => bit === "1" && set(156 + x, 61 + y, hex("#ff5d7a"))));
rect(157, 115, 6, 9, hex("#6b3b2a"));
rect(159, 104, 2, 2, hex("#ffd66b"));
for (const wx of [149, 167]) rect(wx, 106, 4, 6, hex("#ffd66b"));

// Pines along both sides.
function pine(x: number, base: number, height: number) {
  rect(x - 1, base - 3, 2, 3, hex("#5b3a29"));
  for (let row = 0; row < height; row++) {
    const half = Math.floor(((height - row) / height) * (height / 2.6)) + (row % 3 === 0 ? 1 : 0);
    rect(x - half, base - 3 - row, half * 2, 1, row % 4 < 2 ? hex("#1f4d33") : hex("#2b6a45"));
  }
}
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
  pine(x, base, height);

// Fireflies.
for (let fly = 0; fly < 24; fly++) set(Math.floor(random() * W), 126 + Math.floor(random() * 50), hex("#fff2a0"));

const out = fileURLToPath(new URL("../src/gamer/art/background.png", import.meta.url));
const info = await sharp(pixels, { raw: { width: W, height: H, channels: 3 } })
  .png({ palette: true, compressionLevel: 9 })
  .toFile(out);
console.log(`background.png: ${info.width}x${info.height}, ${info.size} bytes`);
