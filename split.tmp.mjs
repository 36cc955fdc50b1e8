import sharp from "sharp";
const [file, seg] = [process.argv[2], Number(process.argv[3] ?? 1800)];
const { width, height } = await sharp(file).metadata();
for (let i = 0, top = 0; top < height; i++, top += seg) {
  const h = Math.min(seg, height - top);
  await sharp(file).extract({ left: 0, top, width, height: h }).toFile(file.replace(".png", `-part${i}.png`));
  console.log(file.replace(".png", `-part${i}.png`));
}
