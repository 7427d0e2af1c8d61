// The image work of one uploaded photo — the 100 px thumbnail and WebP + JPEG variants at the five
// widths, from one file — made by the app's worker function and by sharp (libvips, one thread), for
// the benchmarks that compare the two (bench/image-work.mjs, bench/memory.mjs).
import fs from "node:fs/promises";
import sharp from "sharp";
import processImage from "../../app/workers/image.worker.mjs";

export const WIDTHS = [320, 640, 960, 1280, 1920];
export const WORK = { widths: WIDTHS, jpegQuality: 78, webpQuality: 72, thumbnail: { width: 100, quality: 80 } };
sharp.concurrency(1);
sharp.cache(false);

/** The app's worker function (app/workers/image.worker.mjs), in this thread. */
export async function viaApp(file) {
  const result = await processImage({
    filePath: file,
    maxMegapixels: 40,
    maxMemoryMb: 512,
    thumbnail: WORK.thumbnail,
    variants: { widths: WIDTHS, jpegQuality: WORK.jpegQuality, webpQuality: WORK.webpQuality },
  });
  if (!result.ok) throw new Error(result.reason);
  return [
    ...result.variants.map((v) => ({ format: v.format, width: v.width, height: v.height, bytes: v.data.length })),
    { format: "jpeg", width: result.thumbnail.width, height: result.thumbnail.height, bytes: result.thumbnail.jpeg.length },
  ];
}

/** sharp making the same eleven outputs from the same file, upright. */
export async function viaSharp(file) {
  const input = await fs.readFile(file);
  const outputs = [];
  for (const width of WIDTHS) {
    for (const format of ["webp", "jpeg"]) {
      const pipeline = sharp(input).rotate().resize({ width });
      const { data, info } = await (
        format === "webp" ? pipeline.webp({ quality: WORK.webpQuality }) : pipeline.jpeg({ quality: WORK.jpegQuality })
      ).toBuffer({ resolveWithObject: true });
      outputs.push({ format, width: info.width, height: info.height, bytes: data.length });
    }
  }
  const { data, info } = await sharp(input)
    .rotate()
    .resize({ width: WORK.thumbnail.width })
    .jpeg({ quality: WORK.thumbnail.quality })
    .toBuffer({ resolveWithObject: true });
  outputs.push({ format: "jpeg", width: info.width, height: info.height, bytes: data.length });
  return outputs;
}

/** Wall and CPU time (user + system, every thread of this process) of one call, in ms. */
export async function timed(maker, file) {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const outputs = await maker(file);
  const cpu = process.cpuUsage(cpuBefore);
  return { ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000, outputs };
}
