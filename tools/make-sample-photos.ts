/**
 * Draws the sample photos: flat vector scenes made for this project, rendered
 * once to phone-sized JPEGs (3000 px wide) so the image pipeline has real work
 * to do. A couple replaces them with their own photos and never runs this.
 *
 *   npx tsx tools/make-sample-photos.ts
 */
import sharp from "sharp";
import { seededRandom } from "../tests/support/seeded-random";
import { fileURLToPath } from "node:url";

const OUT = fileURLToPath(new URL("../src/content/photos/", import.meta.url));
const W = 3000;

type Scene = { file: string; height: number; svg: (w: number, h: number) => string };

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

const gradient = (id: string, stops: string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`)
    .join("")}</linearGradient>`;

function stars(w: number, h: number, count: number, seed: number) {
  const r = seededRandom(seed);
  return Array.from(
    { length: count },
    () => `<circle cx="${r() * w}" cy="${r() * h}" r="${2 + r() * 4}" fill="#fff" opacity="${0.3 + r() * 0.6}"/>`,
  ).join("");
}

function windows(
  x: number,
  y: number,
  cols: number,
  rows: number,
  cw: number,
  ch: number,
  gap: number,
  colors: string[],
  seed: number,
) {
  const r = seededRandom(seed);
  let out = "";
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++)
      out += `<rect x="${x + i * (cw + gap)}" y="${y + j * (ch + gap)}" width="${cw}" height="${ch}" rx="4" fill="${colors[Math.floor(r() * colors.length)]}"/>`;
  return out;
}

const scenes: Scene[] = [
  {
    file: "story-campus.jpg",
    height: 2000,
    svg: (w, h) =>
      svg(
        w,
        h,
        `<defs>${gradient("sky", ["#1b2a4a", "#6a4c7a", "#f0a878"])}${gradient("lawn", ["#3f5a3a", "#22331f"])}</defs>
      <rect width="${w}" height="${h}" fill="url(#sky)"/>${stars(w, 700, 90, 7)}
      <circle cx="2350" cy="520" r="110" fill="#ffe9c4" opacity=".9"/>
      <rect x="700" y="700" width="1600" height="900" fill="#8a3b2e"/>
      <polygon points="650,720 1500,330 2350,720" fill="#5c2a22"/>
      <rect x="1380" y="260" width="240" height="460" fill="#7a342a"/><polygon points="1350,270 1500,90 1650,270" fill="#4d231c"/>
      <circle cx="1500" cy="420" r="70" fill="#f6e7c8"/><path d="M1500 420 L1500 370 M1500 420 L1535 440" stroke="#4d231c" stroke-width="10"/>
      ${windows(790, 820, 10, 3, 90, 170, 56, ["#ffd98a", "#ffcf6b", "#3b2320", "#ffe3a3"], 3)}
      <rect x="1410" y="1330" width="180" height="270" rx="90" fill="#2b1a16"/>
      <rect y="1560" width="${w}" height="${h - 1560}" fill="url(#lawn)"/>
      <path d="M1500 1600 L1200 ${h} L1800 ${h} Z" fill="#c9b79a" opacity=".8"/>
      ${[220, 480, 2550, 2800].map((x, i) => `<rect x="${x - 18}" y="${1180 + i * 20}" width="36" height="420" fill="#2a2018"/><circle cx="${x}" cy="${1120 + i * 20}" r="${190 + i * 10}" fill="#25402a"/><circle cx="${x + 80}" cy="${1060 + i * 20}" r="130" fill="#2f5034"/>`).join("")}
      ${[900, 1200, 1800, 2100].map((x) => `<rect x="${x}" y="1440" width="14" height="160" fill="#1c1a18"/><circle cx="${x + 7}" cy="1430" r="26" fill="#ffe7a8"/><circle cx="${x + 7}" cy="1430" r="70" fill="#ffe7a8" opacity=".18"/>`).join("")}`,
      ),
  },
  {
    file: "story-travel.jpg",
    height: 2000,
    svg: (w, h) =>
      svg(
        w,
        h,
        `<defs>${gradient("sky", ["#f7c59f", "#f9e2c8", "#bcd4e6"])}${gradient("snow", ["#ffffff", "#c9d6e3"])}</defs>
      <rect width="${w}" height="${h}" fill="url(#sky)"/>
      <circle cx="700" cy="1050" r="260" fill="#ffd27f" opacity=".85"/>
      <polygon points="0,1500 500,800 900,1250 1400,600 1900,1200 2350,750 ${w},1350 ${w},${h} 0,${h}" fill="#6d7f99"/>
      <polygon points="1400,600 1240,800 1330,780 1400,860 1480,770 1560,800" fill="url(#snow)"/>
      <polygon points="500,800 380,960 470,940 540,990 600,930" fill="url(#snow)"/>
      <polygon points="2350,750 2200,930 2300,900 2380,960 2460,900" fill="url(#snow)"/>
      <polygon points="0,1700 700,1200 1200,1550 1800,1150 2400,1500 ${w},1250 ${w},${h} 0,${h}" fill="#48597a"/>
      <polygon points="0,${h} 0,1850 900,1550 1600,1800 2300,1600 ${w},1750 ${w},${h}" fill="#2f3d57"/>
      <g transform="translate(1900 420) rotate(-12)">
        <path d="M-420 0 Q-380 -45 -200 -48 L330 -40 Q420 -30 440 0 Q420 30 330 40 L-200 48 Q-380 45 -420 0Z" fill="#f4f6f8"/>
        <path d="M-60 -40 L-260 -330 L-170 -330 L120 -40Z" fill="#d9dee5"/><path d="M-60 40 L-200 260 L-120 260 L100 40Z" fill="#c7ced8"/>
        <path d="M-380 -30 L-460 -190 L-390 -190 L-300 -35Z" fill="#c2453b"/>
        ${Array.from({ length: 12 }, (_, i) => `<circle cx="${-160 + i * 38}" cy="-12" r="9" fill="#4b6584"/>`).join("")}
      </g>
      <path d="M1480 540 Q900 700 300 640" stroke="#fff" stroke-width="10" fill="none" opacity=".6" stroke-dasharray="40 30"/>`,
      ),
  },
  {
    file: "story-gaming.jpg",
    height: 2000,
    svg: (w, h) =>
      svg(
        w,
        h,
        `<defs>${gradient("wall", ["#2d2350", "#3e2f63"])}<radialGradient id="glow" cx=".5" cy=".35" r=".6"><stop offset="0" stop-color="#6fd3ff" stop-opacity=".55"/><stop offset="1" stop-color="#6fd3ff" stop-opacity="0"/></radialGradient></defs>
      <rect width="${w}" height="${h}" fill="url(#wall)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>
      <rect x="900" y="220" width="1200" height="690" rx="24" fill="#111"/>
      <rect x="940" y="260" width="1120" height="610" fill="#3fa9f5"/>
      <rect x="940" y="700" width="1120" height="170" fill="#58c05a"/>
      ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${980 + i * 150}" y="${640 - (i % 3) * 60}" width="100" height="100" fill="#c9873a" stroke="#7a4d1c" stroke-width="8"/>`).join("")}
      <rect x="1300" y="560" width="60" height="80" fill="#e94b4b"/><rect x="1500" y="580" width="60" height="80" fill="#4b7be9"/>
      <circle cx="1800" cy="380" r="60" fill="#ffe66b"/>
      <rect x="1420" y="910" width="160" height="90" fill="#111"/>
      <rect x="0" y="1000" width="${w}" height="120" fill="#241b3c"/>
      <path d="M200 1300 Q200 1100 420 1100 L2580 1100 Q2800 1100 2800 1300 L2800 1700 L200 1700Z" fill="#b2495b"/>
      <rect x="120" y="1250" width="300" height="560" rx="80" fill="#9b3b4c"/><rect x="2580" y="1250" width="300" height="560" rx="80" fill="#9b3b4c"/>
      <rect x="380" y="1440" width="2240" height="330" rx="50" fill="#c85a6c"/>
      ${[
        [1050, 1430, -14, "#f2f2f2"],
        [1850, 1440, 11, "#2b2b2b"],
      ]
        .map(
          ([x, y, r, c]) =>
            `<g transform="translate(${x} ${y}) rotate(${r})"><path d="M-260 -40 Q-250 -130 -130 -130 L130 -130 Q250 -130 260 -40 L300 120 Q310 200 230 200 Q180 200 140 120 L-140 120 Q-180 200 -230 200 Q-310 200 -300 120Z" fill="${c}"/><rect x="-185" y="-70" width="90" height="28" fill="#777"/><rect x="-154" y="-100" width="28" height="90" fill="#777"/><circle cx="130" cy="-85" r="20" fill="#e94b4b"/><circle cx="175" cy="-45" r="20" fill="#4b7be9"/><circle cx="85" cy="-45" r="20" fill="#58c05a"/><circle cx="130" cy="-5" r="20" fill="#ffd23f"/></g>`,
        )
        .join("")}
      <rect y="1780" width="${w}" height="${h - 1780}" fill="#1a142c"/>`,
      ),
  },
  {
    file: "story-portugal.jpg",
    height: 2000,
    svg: (w, h) =>
      svg(
        w,
        h,
        `<defs>${gradient("sky", ["#f4a26b", "#f7c98b", "#fbe3b0"])}${gradient("river", ["#e7a56f", "#9f6b6e"])}<pattern id="tiles" width="120" height="120" patternUnits="userSpaceOnUse"><rect width="120" height="120" fill="#f3efe6"/><path d="M60 10 L110 60 L60 110 L10 60Z" fill="#2d5ca8"/><circle cx="60" cy="60" r="18" fill="#f3efe6"/><circle cx="60" cy="60" r="8" fill="#e0a43a"/></pattern><pattern id="cobble" width="80" height="50" patternUnits="userSpaceOnUse"><rect width="80" height="50" fill="#d8cbb3"/><rect x="4" y="4" width="72" height="42" rx="16" fill="#c7b799"/></pattern></defs>
      <rect width="${w}" height="${h}" fill="url(#sky)"/>
      <circle cx="1500" cy="930" r="230" fill="#fff1c9" opacity=".95"/>
      <rect y="950" width="${w}" height="260" fill="url(#river)"/>
      <path d="M0 1010 L900 990 L1100 1010 L1500 980 L${w} 1000" stroke="#fff4d8" stroke-width="8" opacity=".6" fill="none"/>
      <polygon points="0,0 1050,0 1050,300 1250,2000 0,2000" fill="url(#tiles)"/>
      <polygon points="0,0 1050,0 1050,300 1250,2000 0,2000" fill="#000" opacity=".12"/>
      <polygon points="${w},0 1950,0 1950,300 1750,2000 ${w},2000" fill="#e9c46a"/>
      ${windows(2150, 250, 3, 4, 170, 260, 120, ["#3a2f2a", "#4a3a33"], 5)}
      ${windows(180, 260, 3, 4, 170, 260, 120, ["#3a2f2a", "#2f3a4a"], 9)}
      <polygon points="1250,2000 1050,300 1950,300 1750,2000" fill="url(#cobble)"/>
      <polygon points="1050,300 1950,300 1900,700 1100,700" fill="url(#sky)"/>
      <rect x="1050" y="690" width="900" height="20" fill="#8c7a5c"/>
      <path d="M1100 700 L1900 700 L1860 990 L1140 990Z" fill="#b98b6b"/>
      ${[1180, 1320, 1480, 1640, 1780].map((x, i) => `<rect x="${x}" y="${760 + (i % 2) * 40}" width="120" height="${200 - (i % 2) * 40}" fill="${["#f2d2a9", "#e8b27f", "#f6e3c4", "#d99a6c", "#f2d2a9"][i]}"/><polygon points="${x - 10},${760 + (i % 2) * 40} ${x + 60},${710 + (i % 2) * 40} ${x + 130},${760 + (i % 2) * 40}" fill="#b4533a"/>`).join("")}
      <rect x="1600" y="420" width="14" height="700" fill="#2b2622"/><path d="M1614 430 Q1700 430 1700 500" stroke="#2b2622" stroke-width="14" fill="none"/><circle cx="1700" cy="520" r="28" fill="#ffe39a"/>`,
      ),
  },
  {
    file: "collage-beach.jpg",
    height: 4000,
    svg: (w, h) =>
      svg(
        w,
        h,
        `<defs>${gradient("sky", ["#8fb8d8", "#f6d2a8", "#f5b38a"])}${gradient("sea", ["#5d8fb0", "#3e6d8f"])}${gradient("sand", ["#f0d9b5", "#e2c39a"])}</defs>
      <rect width="${w}" height="${h}" fill="url(#sky)"/>
      <circle cx="2100" cy="1650" r="300" fill="#fff2cf" opacity=".9"/>
      <rect y="1800" width="${w}" height="800" fill="url(#sea)"/>
      ${[1900, 2050, 2200, 2380].map((y, i) => `<path d="M0 ${y} Q750 ${y - 30} 1500 ${y} T${w} ${y}" stroke="#fff" stroke-width="${8 + i * 4}" opacity=".35" fill="none"/>`).join("")}
      <path d="M0 2500 Q1500 2380 ${w} 2520 L${w} ${h} L0 ${h}Z" fill="url(#sand)"/>
      <g transform="translate(950 2450)"><rect x="-320" y="-380" width="640" height="300" fill="#f4f0e6"/><polygon points="-380,-380 0,-600 380,-380" fill="#e65f4f"/><rect x="-220" y="-320" width="180" height="150" fill="#7fb3d5"/><rect x="40" y="-320" width="180" height="150" fill="#7fb3d5"/><rect x="-360" y="-90" width="720" height="40" fill="#d9d2c2"/>${[-300, -100, 100, 300].map((x) => `<rect x="${x - 15}" y="-50" width="30" height="450" fill="#cfc6b2"/>`).join("")}<path d="M360 -70 L600 300" stroke="#cfc6b2" stroke-width="40"/></g>
      ${[2300, 2550].map((x, i) => `<path d="M${x} ${h} Q${x + 60} 3000 ${x + 20 + i * 40} 2300" stroke="#5b4632" stroke-width="46" fill="none"/>${[0, 60, 120, 180, 240, 300].map((a) => `<path d="M${x + 20 + i * 40} 2300 q${Math.cos((a * Math.PI) / 180) * 260} ${Math.sin((a * Math.PI) / 180) * 120 - 60} ${Math.cos((a * Math.PI) / 180) * 420} ${Math.sin((a * Math.PI) / 180) * 260 + 80}" stroke="#2f5a3a" stroke-width="60" fill="none" stroke-linecap="round"/>`).join("")}`).join("")}`,
      ),
  },
  {
    // The two of them under a flowered arch on the beach at sunset: the classic page's portrait.
    file: "couple-sunset.jpg",
    height: 3750,
    svg: (w, h) => {
      const r = seededRandom(11);
      const flowers = Array.from({ length: 60 }, (_, i) => {
        const a = Math.PI + (i / 59) * Math.PI;
        const x = 1500 + Math.cos(a) * (820 + r() * 60);
        const y = 1500 + Math.sin(a) * (820 + r() * 60);
        const color = ["#f6efe6", "#f2c6bb", "#e7a99b", "#fbf6ee"][i % 4];
        return `<ellipse cx="${x - 40}" cy="${y + 30}" rx="90" ry="50" fill="${r() > 0.5 ? "#8fa89a" : "#7b9687"}" transform="rotate(${(a * 180) / Math.PI} ${x} ${y})"/><circle cx="${x}" cy="${y}" r="${55 + r() * 30}" fill="${color}"/>`;
      }).join("");
      return svg(
        w,
        h,
        `<defs>${gradient("sky", ["#6c5b8e", "#d98c8c", "#f6c08f"])}${gradient("sea", ["#6d8fb0", "#4a6d8f"])}${gradient("sand", ["#f0d9b5", "#dcbc90"])}</defs>
        <rect width="${w}" height="${h}" fill="url(#sky)"/>
        <circle cx="1500" cy="2250" r="420" fill="#ffe3b0" opacity=".9"/>
        <rect y="2250" width="${w}" height="500" fill="url(#sea)"/>
        ${[2330, 2450, 2580].map((y, i) => `<path d="M0 ${y} Q750 ${y - 25} 1500 ${y} T${w} ${y}" stroke="#fff" stroke-width="${8 + i * 4}" opacity=".3" fill="none"/>`).join("")}
        <path d="M0 2700 Q1500 2620 ${w} 2720 L${w} ${h} L0 ${h}Z" fill="url(#sand)"/>
        <rect x="640" y="1500" width="60" height="1500" fill="#efe4d1"/><rect x="2300" y="1500" width="60" height="1500" fill="#efe4d1"/>
        <path d="M670 1500 A830 830 0 0 1 2330 1500" stroke="#efe4d1" stroke-width="60" fill="none"/>
        ${flowers}
        <g transform="translate(1290 1850)" fill="#2f2a3a">
          <circle cx="0" cy="0" r="95"/>
          <path d="M-150 130 Q0 90 150 130 L180 700 L-180 700Z"/>
          <rect x="-150" y="690" width="120" height="520"/><rect x="30" y="690" width="120" height="520"/>
          <path d="M150 160 Q260 380 300 560" stroke="#2f2a3a" stroke-width="80" stroke-linecap="round" fill="none"/>
        </g>
        <g transform="translate(1720 1870)">
          <path d="M-70 -60 Q0 -190 90 -60 L110 120 L-90 120Z" fill="#5a3d2e"/>
          <circle cx="0" cy="0" r="90" fill="#e8c3a6"/>
          <path d="M-130 130 Q0 90 130 130 L420 1190 L-420 1190Z" fill="#fbf6ee"/>
          <path d="M-140 160 Q-250 380 -290 540" stroke="#e8c3a6" stroke-width="70" stroke-linecap="round" fill="none"/>
          <circle cx="-240" cy="560" r="90" fill="#f2c6bb"/><circle cx="-190" cy="520" r="60" fill="#fbf6ee"/><ellipse cx="-300" cy="610" rx="70" ry="35" fill="#8fa89a"/>
        </g>`,
      );
    },
  },
  {
    // String lights over a garden table at dusk: the collage's opening photo.
    file: "collage-lights.jpg",
    height: 2000,
    svg: (w, h) => {
      const r = seededRandom(7);
      const strand = (y0: number, sag: number, count: number) => {
        const point = (t: number) => ({ x: t * w, y: y0 + Math.sin(t * Math.PI) * sag });
        const path = Array.from({ length: 41 }, (_, i) => point(i / 40))
          .map((p, i) => `${i ? "L" : "M"}${p.x.toFixed(0)} ${p.y.toFixed(0)}`)
          .join(" ");
        const bulbs = Array.from({ length: count }, (_, i) => {
          const p = point((i + 0.5) / count);
          const glow = 70 + r() * 30;
          return `<circle cx="${p.x}" cy="${p.y + 30}" r="${glow}" fill="url(#glow)"/><circle cx="${p.x}" cy="${p.y + 30}" r="16" fill="#fff4cf"/>`;
        }).join("");
        return `<path d="${path}" stroke="#2b2437" stroke-width="6" fill="none"/>${bulbs}`;
      };
      return svg(
        w,
        h,
        `<defs>${gradient("sky", ["#2c2d5a", "#7a4f7d", "#e79b83"])}<radialGradient id="glow"><stop offset="0" stop-color="#ffe6a3" stop-opacity=".9"/><stop offset="1" stop-color="#ffe6a3" stop-opacity="0"/></radialGradient>${gradient("lawn", ["#3d5a45", "#22362a"])}</defs>
        <rect width="${w}" height="${h}" fill="url(#sky)"/>${stars(w, 700, 60, 3)}
        <path d="M0 1250 Q600 1120 1200 1230 T2400 1200 T${w} 1230 L${w} ${h} L0 ${h}Z" fill="#2e4437"/>
        ${[200, 520, 2480, 2800].map((x, i) => `<ellipse cx="${x}" cy="${1150 - (i % 2) * 60}" rx="${170 + (i % 2) * 40}" ry="${300 + (i % 2) * 60}" fill="#233a2d"/>`).join("")}
        <rect y="1300" width="${w}" height="${h - 1300}" fill="url(#lawn)"/>
        ${strand(180, 260, 13)}${strand(420, 200, 11)}
        <rect x="700" y="1380" width="1600" height="70" rx="10" fill="#f3ead9"/>
        <path d="M700 1450 L640 1800 M2300 1450 L2360 1800 M1100 1450 L1080 1760 M1900 1450 L1920 1760" stroke="#c9b89c" stroke-width="30"/>
        <path d="M700 1450 L2300 1450 L2250 1560 L750 1560Z" fill="#e8dcc6"/>
        ${[900, 1200, 1500, 1800, 2100].map((x) => `<rect x="${x - 14}" y="1250" width="28" height="130" fill="#fbf3e4"/><ellipse cx="${x}" cy="1236" rx="16" ry="26" fill="#ffd27a"/><circle cx="${x}" cy="1236" r="90" fill="url(#glow)"/>`).join("")}
        ${[1050, 1650].map((x) => `<path d="M${x} 1380 Q${x - 40} 1290 ${x} 1220 Q${x + 40} 1290 ${x} 1380Z" fill="#8fa89a"/><circle cx="${x}" cy="1250" r="38" fill="#f6f1ea"/>`).join("")}`,
      );
    },
  },
  {
    // Two rings on linen, beside a sprig: a still life for the collage.
    file: "collage-rings.jpg",
    height: 2250,
    svg: (w, h) =>
      svg(
        w,
        h,
        `<defs>${gradient("linen", ["#f4ece2", "#e6d8c8"])}<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7dc8f"/><stop offset=".5" stop-color="#c9973a"/><stop offset="1" stop-color="#8a6420"/></linearGradient></defs>
        <rect width="${w}" height="${h}" fill="url(#linen)"/>
        ${Array.from({ length: 30 }, (_, i) => `<path d="M0 ${i * 80} L${w} ${i * 80 + 40}" stroke="#e9dccb" stroke-width="6" opacity=".6"/>`).join("")}
        <ellipse cx="1500" cy="1500" rx="900" ry="120" fill="#d8c6b0" opacity=".6"/>
        <g fill="none" stroke="url(#gold)">
          <ellipse cx="1280" cy="1180" rx="330" ry="330" stroke-width="70"/>
          <ellipse cx="1720" cy="1260" rx="280" ry="280" stroke-width="56"/>
        </g>
        <circle cx="1280" cy="850" r="60" fill="#fdfbff" stroke="#d9e3f0" stroke-width="12"/>
        <path d="M1240 830 L1280 790 L1320 830" stroke="#ffffff" stroke-width="10" fill="none"/>
        <path d="M2350 1900 Q2500 1400 2700 900" stroke="#6f8a5f" stroke-width="22" fill="none"/>
        ${[1800, 1620, 1440, 1260, 1080].map((y, i) => `<ellipse cx="${2440 + i * 55 + (i % 2 ? 90 : -90)}" cy="${y}" rx="110" ry="60" transform="rotate(${i % 2 ? -30 : 30} ${2440 + i * 55 + (i % 2 ? 90 : -90)} ${y})" fill="${i % 2 ? "#8fa89a" : "#7b9687"}"/>`).join("")}
        ${[
          [520, 1800],
          [700, 1950],
          [420, 2050],
        ]
          .map(
            ([x, y]) =>
              `<ellipse cx="${x}" cy="${y}" rx="70" ry="44" fill="#f3c9c1" transform="rotate(25 ${x} ${y})"/>`,
          )
          .join("")}`,
      ),
  },
  {
    // A three-tier cake under bunting: the collage's wide photo.
    file: "collage-cake.jpg",
    height: 2000,
    svg: (w, h) => {
      const tier = (y: number, half: number, height: number) =>
        `<rect x="${1500 - half}" y="${y}" width="${half * 2}" height="${height}" rx="24" fill="#fbf6ee"/><path d="M${1500 - half} ${y + 40} ${Array.from({ length: 9 }, (_, i) => `Q${1500 - half + ((i + 0.5) * half * 2) / 9} ${y + 110} ${1500 - half + ((i + 1) * half * 2) / 9} ${y + 40}`).join(" ")}" stroke="#eadfcd" stroke-width="16" fill="none"/><rect x="${1500 - half}" y="${y + height - 30}" width="${half * 2}" height="30" fill="#e9dcc6"/>`;
      const flags = Array.from({ length: 13 }, (_, i) => {
        const x = 120 + i * 230;
        const y = 220 + Math.sin(((i + 0.5) / 13) * Math.PI) * 160;
        return `<polygon points="${x},${y} ${x + 180},${y + 10} ${x + 90},${y + 200}" fill="${["#e8b4a8", "#f3ead9", "#b9c9b0"][i % 3]}"/>`;
      }).join("");
      return svg(
        w,
        h,
        `<defs>${gradient("wall", ["#f6efe6", "#ecdfd0"])}${gradient("table", ["#d8c3a5", "#c4ab88"])}</defs>
        <rect width="${w}" height="${h}" fill="url(#wall)"/>
        <path d="M0 200 Q1500 560 ${w} 200" stroke="#b59a7a" stroke-width="8" fill="none"/>${flags}
        <rect y="1520" width="${w}" height="${h - 1520}" fill="url(#table)"/>
        <ellipse cx="1500" cy="1530" rx="560" ry="50" fill="#b89f7f"/>
        <rect x="1470" y="1420" width="60" height="110" fill="#d9c9ad"/><ellipse cx="1500" cy="1425" rx="520" ry="40" fill="#cdb48f"/>
        ${tier(1100, 440, 320)}${tier(820, 330, 290)}${tier(580, 230, 250)}
        ${[
          [1500, 560, 80],
          [1380, 590, 55],
          [1620, 590, 55],
          [1180, 820, 60],
          [1820, 1100, 70],
        ]
          .map(
            ([x, y, r]) =>
              `<circle cx="${x}" cy="${y}" r="${r}" fill="#f2c6bb"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="#e7a99b"/>`,
          )
          .join("")}
        ${[1440, 1560].map((x, i) => `<path d="M${x} 560 L${x + (i ? 30 : -30)} 380" stroke="#8b6b4a" stroke-width="10"/><circle cx="${x + (i ? 30 : -30)}" cy="370" r="28" fill="#8b6b4a"/>`).join("")}`,
      );
    },
  },
  {
    file: "collage-flowers.jpg",
    height: 4000,
    svg: (w, h) => {
      const r = seededRandom(42);
      const leaves = Array.from({ length: 26 }, () => {
        const a = -160 + r() * 140;
        const x = 1500 + Math.cos((a * Math.PI) / 180) * (700 + r() * 500);
        const y = 1700 + Math.sin((a * Math.PI) / 180) * (700 + r() * 500);
        return `<ellipse cx="${x}" cy="${y}" rx="130" ry="80" transform="rotate(${a + 90} ${x} ${y})" fill="${r() > 0.5 ? "#8fa89a" : "#7b9687"}"/>`;
      }).join("");
      const roses = Array.from({ length: 11 }, (_, i) => {
        const a = (i / 11) * Math.PI * 2;
        const d = i === 0 ? 0 : 420 + r() * 200;
        const x = 1500 + Math.cos(a) * d;
        const y = 1750 + Math.sin(a) * d * 0.8;
        const rr = 230 + r() * 60;
        return `<circle cx="${x}" cy="${y}" r="${rr}" fill="#f6f1ea"/><circle cx="${x}" cy="${y}" r="${rr * 0.7}" fill="#efe6da"/><path d="M${x - rr * 0.5} ${y} A${rr * 0.5} ${rr * 0.5} 0 1 1 ${x + rr * 0.3} ${y + rr * 0.2}" stroke="#d9cbb8" stroke-width="16" fill="none"/><path d="M${x - rr * 0.25} ${y} A${rr * 0.25} ${rr * 0.25} 0 1 1 ${x + rr * 0.15} ${y + rr * 0.1}" stroke="#d2c1ab" stroke-width="14" fill="none"/>`;
      }).join("");
      return svg(
        w,
        h,
        `<defs>${gradient("bg", ["#e9dfd0", "#d9cbb6"])}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>
        <path d="M1300 2300 L1150 ${h} M1500 2300 L1500 ${h} M1700 2300 L1850 ${h}" stroke="#6f8a5f" stroke-width="50"/>
        <path d="M1150 2700 Q1500 2850 1850 2700 L1800 2950 Q1500 3050 1200 2950Z" fill="#efe2c9"/><path d="M1500 2780 L1380 3150 M1500 2780 L1620 3150" stroke="#efe2c9" stroke-width="40"/>
        ${leaves}${roses}`,
      );
    },
  },
  {
    file: "venue-hall.jpg",
    height: 2000,
    svg: (w, h) =>
      svg(
        w,
        h,
        `<defs>${gradient("wall", ["#efe4d2", "#d8c7ad"])}${gradient("floor", ["#9c7a57", "#6f5238"])}${gradient("glass", ["#bfe0f2", "#eaf5fb"])}</defs>
      <rect width="${w}" height="${h}" fill="url(#wall)"/>
      <polygon points="600,0 2400,0 2100,420 900,420" fill="url(#glass)"/>
      ${[800, 1100, 1400, 1700, 2000, 2300].map((x) => `<path d="M${x} 0 L${900 + ((x - 600) / 1800) * 1200} 420" stroke="#8a7a62" stroke-width="14"/>`).join("")}
      <path d="M750 210 L2250 210" stroke="#8a7a62" stroke-width="12"/><rect x="880" y="410" width="1240" height="24" fill="#8a7a62"/>
      ${[300, 2700].map((x) => `<rect x="${x - 60}" y="380" width="120" height="1100" fill="#e8dcc6"/><rect x="${x - 90}" y="380" width="180" height="60" fill="#cdbb9c"/>`).join("")}
      ${windows(500, 560, 5, 1, 300, 600, 110, ["#d6ebf5"], 1)}
      <polygon points="0,1400 ${w},1400 ${w},${h} 0,${h}" fill="url(#floor)"/>
      ${[
        [700, 1600],
        [1500, 1560],
        [2300, 1600],
        [1100, 1800],
        [1900, 1800],
      ]
        .map(
          ([x, y]) =>
            `<ellipse cx="${x}" cy="${y}" rx="300" ry="80" fill="#fbf8f2"/><rect x="${x - 300}" y="${y}" width="600" height="120" fill="#f2ece1"/><rect x="${x - 10}" y="${y - 200}" width="20" height="200" fill="#c9a860"/><circle cx="${x}" cy="${y - 230}" r="70" fill="#f4efe6"/><circle cx="${x - 50}" cy="${y - 200}" r="45" fill="#9fb3a2"/><circle cx="${x + 55}" cy="${y - 205}" r="40" fill="#9fb3a2"/>`,
        )
        .join("")}
      ${[900, 1500, 2100].map((x) => `<path d="M${x} 434 L${x} 600" stroke="#7a6a52" stroke-width="6"/><circle cx="${x}" cy="640" r="60" fill="#ffe7ad"/><circle cx="${x}" cy="640" r="160" fill="#ffe7ad" opacity=".25"/>`).join("")}`,
      ),
  },
  {
    file: "hotel-harbor.jpg",
    height: 2000,
    svg: (w, h) =>
      svg(
        w,
        h,
        `<defs>${gradient("sky", ["#7fb2dd", "#cfe3f1"])}${gradient("tower", ["#3f6f98", "#2b4f72"], false)}</defs>
      <rect width="${w}" height="${h}" fill="url(#sky)"/>
      <ellipse cx="600" cy="400" rx="260" ry="70" fill="#fff" opacity=".8"/><ellipse cx="2400" cy="300" rx="320" ry="80" fill="#fff" opacity=".7"/>
      <rect x="1000" y="200" width="1000" height="1500" fill="url(#tower)"/>
      ${windows(1050, 250, 8, 16, 95, 60, 28, ["#9cc8e8", "#bfe0f5", "#7fb0d6"], 11)}
      <rect x="980" y="170" width="1040" height="40" fill="#234562"/>
      <rect x="300" y="900" width="700" height="800" fill="#e4ddd0"/>${windows(360, 960, 5, 8, 90, 60, 38, ["#8ab4d3", "#a9cce4"], 12)}
      <rect x="2000" y="800" width="650" height="900" fill="#d7cfbf"/>${windows(2060, 860, 4, 9, 110, 60, 40, ["#8ab4d3", "#a9cce4"], 13)}
      <rect x="1300" y="1480" width="400" height="220" fill="#1d3a52"/><rect x="1250" y="1440" width="500" height="40" fill="#c9a860"/>
      <rect y="1700" width="${w}" height="300" fill="#4f8fb3"/>
      ${[1760, 1840, 1920].map((y) => `<path d="M0 ${y} Q750 ${y - 20} 1500 ${y} T${w} ${y}" stroke="#fff" stroke-width="8" opacity=".35" fill="none"/>`).join("")}
      <g transform="translate(600 1780)"><path d="M-220 0 L220 0 L170 70 L-170 70Z" fill="#fff"/><path d="M0 0 L0 -300 L160 -20Z" fill="#f4f1ea"/></g>`,
      ),
  },
  {
    file: "hotel-inn.jpg",
    height: 2000,
    svg: (w, h) =>
      svg(
        w,
        h,
        `<defs>${gradient("sky", ["#9cc9e6", "#f3e6cf"])}</defs>
      <rect width="${w}" height="${h}" fill="url(#sky)"/>
      <rect y="1550" width="${w}" height="450" fill="#c9b893"/>
      <rect x="500" y="800" width="2000" height="800" fill="#fbf7ef"/>
      <polygon points="420,820 1500,420 2580,820" fill="#b8543c"/>
      ${Array.from({ length: 12 }, (_, i) => `<path d="M${480 + i * 90} ${800 - i * 33} L${2520 - i * 90} ${800 - i * 33}" stroke="#9c4330" stroke-width="6" opacity=".6"/>`).join("")}
      ${windows(620, 950, 7, 2, 170, 200, 100, ["#5a7d8f", "#6b8fa1"], 21)}
      ${[620, 890, 1160, 1700, 1970, 2240].map((x) => `<rect x="${x - 15}" y="1170" width="200" height="22" fill="#7a5a3a"/>`).join("")}
      <path d="M1380 1600 L1380 1330 Q1500 1210 1620 1330 L1620 1600Z" fill="#6b4a2e"/>
      ${[
        [250, 1600],
        [2750, 1600],
        [2500, 1620],
      ]
        .map(
          ([x, y], i) =>
            `<path d="M${x} ${y} Q${x + 40} ${y - 500} ${x + 10} ${y - 900 + i * 80}" stroke="#6e5438" stroke-width="40" fill="none"/>${[0, 50, 110, 170, 230, 290].map((a) => `<path d="M${x + 10} ${y - 900 + i * 80} q${Math.cos((a * Math.PI) / 180) * 220} ${Math.sin((a * Math.PI) / 180) * 100 - 40} ${Math.cos((a * Math.PI) / 180) * 360} ${Math.sin((a * Math.PI) / 180) * 220 + 70}" stroke="#3d6b43" stroke-width="50" fill="none" stroke-linecap="round"/>`).join("")}`,
        )
        .join("")}
      ${[700, 1000, 2000, 2300].map((x) => `<circle cx="${x}" cy="1580" r="70" fill="#4f7d4d"/><circle cx="${x + 40}" cy="1560" r="20" fill="#e56b8a"/>`).join("")}`,
      ),
  },
  {
    file: "floor-plan.jpg",
    height: 2000,
    svg: (w, h) => {
      const label = (x: number, y: number, t: string, size = 64) =>
        `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${size}" fill="#24406a" text-anchor="middle">${t}</text>`;
      return svg(
        w,
        h,
        `<defs><pattern id="grid" width="100" height="100" patternUnits="userSpaceOnUse"><path d="M100 0 L0 0 0 100" fill="none" stroke="#c9d7ea" stroke-width="3"/></pattern></defs>
        <rect width="${w}" height="${h}" fill="#f4f8fd"/><rect width="${w}" height="${h}" fill="url(#grid)"/>
        <g fill="none" stroke="#24406a" stroke-width="16">
          <rect x="300" y="250" width="2400" height="1450"/>
          <path d="M1400 250 L1400 1000 M1400 1150 L1400 1700 M300 1100 L800 1100 M950 1100 L1400 1100 M2100 250 L2100 800 M2100 950 L2100 1200 M2100 1200 L2700 1200"/>
        </g>
        <rect x="1420" y="1680" width="260" height="40" fill="#f4f8fd"/>
        <rect x="550" y="400" width="600" height="500" fill="#dbe7f5" stroke="#24406a" stroke-width="6" stroke-dasharray="20 14"/>
        ${[0, 1, 2, 3].map((r) => [0, 1].map((c) => `<rect x="${600 + c * 330}" y="${480 + r * 100}" width="220" height="40" fill="#9fb6d6"/>`).join("")).join("")}
        <rect x="800" y="300" width="100" height="60" fill="#24406a"/>
        ${[
          [1650, 450],
          [1850, 650],
          [1650, 850],
          [1850, 1050],
          [1650, 1250],
          [1850, 1450],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="70" fill="#dbe7f5" stroke="#24406a" stroke-width="6"/>`)
          .join("")}
        <rect x="2200" y="1300" width="400" height="90" fill="#9fb6d6"/>
        ${label(850, 1000, "Ceremony Hall")}${label(1760, 320, "Dining Room")}${label(2400, 1500, "Bar")}${label(2400, 600, "Lounge")}
        ${label(800, 1350, "Cloakroom", 56)}${label(1980, 1880, "Entrance from the street", 56)}
        <path d="M1550 1950 L1550 1760 M1510 1800 L1550 1750 L1590 1800" stroke="#c0392b" stroke-width="14" fill="none"/>
        ${label(1500, 170, "Skylight above the Dining Room and the Ceremony Hall", 52)}
        <g transform="translate(2780 1850)"><path d="M0 -80 L30 0 L0 -20 L-30 0Z" fill="#24406a"/>${label(0, 60, "N", 52)}</g>`,
      );
    },
  },
];

for (const scene of scenes) {
  const info = await sharp(Buffer.from(scene.svg(W, scene.height)))
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(OUT + scene.file);
  console.log(`${scene.file}: ${info.width}x${info.height}, ${Math.round(info.size / 1024)} KB`);
}
