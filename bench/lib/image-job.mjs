// One image job in a process of its own, so its peak memory (VmHWM) is the job's alone:
//   node bench/lib/image-job.mjs variants <file>   the app's worker function: every variant width, WebP + JPEG, and the thumbnail
//   node bench/lib/image-job.mjs thumbnail <file>  the bare jimp thumbnail: decode, resize to 100 px, JPEG quality 80
// Prints one JSON line: { ms, hwmMb, outputs }.
import { readFile } from "node:fs/promises";
import { Jimp } from "jimp";
import processImage from "../../app/workers/image.worker.mjs";
import { readMemory } from "./rss.mjs";

const [kind, file] = process.argv.slice(2);
const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920];

const started = performance.now();
let outputs;
if (kind === "variants") {
  const result = await processImage({
    filePath: file,
    maxMegapixels: 40,
    maxMemoryMb: 512,
    thumbnail: { width: 100, quality: 80 },
    variants: { widths: VARIANT_WIDTHS, jpegQuality: 78, webpQuality: 72 },
  });
  if (!result.ok) throw new Error(result.reason);
  outputs = result.variants.map((v) => ({ format: v.format, width: v.width, bytes: v.data.length }));
} else if (kind === "thumbnail") {
  const image = await Jimp.fromBuffer(await readFile(file), {
    "image/jpeg": { maxResolutionInMP: 40, maxMemoryUsageInMB: 512 },
  });
  image.resize({ w: 100 });
  image.background = 0xffffffff;
  const jpeg = await image.getBuffer("image/jpeg", { quality: 80 });
  outputs = [{ format: "jpeg", width: 100, bytes: jpeg.length }];
} else {
  throw new Error(`unknown job ${kind}`);
}
const ms = performance.now() - started;
process.stdout.write(`${JSON.stringify({ ms, hwmMb: readMemory(process.pid).hwmMb, outputs })}\n`);
