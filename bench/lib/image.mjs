// Builds the benchmark's test photo: a 4000×3000 JPEG with photo-like content (smooth, low-frequency
// colour fields plus per-pixel sensor-like noise), so the encoded file is a few MB like a real 12 MP
// camera JPEG rather than a trivially compressible gradient. Deterministic (seeded PRNG), generated once
// and cached under os.tmpdir(); the cache name carries a version so a change here regenerates it.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Jimp } from "jimp";

export const PHOTO_WIDTH = 4000;
export const PHOTO_HEIGHT = 3000;
export const PHOTO_QUALITY = 90;
const GENERATOR_VERSION = 1;

/** mulberry32: a tiny seeded PRNG, so every run and every machine gets the same image. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function paint(width, height) {
  const image = new Jimp({ width, height, color: 0x000000ff });
  const data = image.bitmap.data;
  const rand = prng(20250704);
  // A few soft "objects": radial blobs of colour, like out-of-focus shapes in a photo.
  const blobs = Array.from({ length: 24 }, () => ({
    x: rand() * width,
    y: rand() * height,
    r: (0.05 + rand() * 0.25) * width,
    c: [rand() * 160 - 80, rand() * 160 - 80, rand() * 160 - 80],
  }));
  for (let y = 0; y < height; y++) {
    // Sky-to-sea vertical gradient.
    const v = y / height;
    const baseR = 90 + 100 * (1 - v);
    const baseG = 130 + 70 * Math.sin(v * Math.PI);
    const baseB = 200 - 80 * v;
    for (let x = 0; x < width; x++) {
      const u = x / width;
      let r = baseR + 25 * Math.sin(u * 17 + v * 5);
      let g = baseG + 20 * Math.sin(u * 9 - v * 13);
      let b = baseB + 30 * Math.cos(u * 5 + v * 21);
      // Blobs are sampled every pixel only near them; cheap enough for a one-off generation.
      for (const blob of blobs) {
        const dx = x - blob.x;
        const dy = y - blob.y;
        const d2 = (dx * dx + dy * dy) / (blob.r * blob.r);
        if (d2 < 1) {
          const w = 1 - d2;
          r += blob.c[0] * w;
          g += blob.c[1] * w;
          b += blob.c[2] * w;
        }
      }
      // Sensor noise and fine texture: what makes real photos a few MB.
      const n = (rand() + rand() + rand() - 1.5) * 18;
      const i = (y * width + x) * 4;
      data[i] = Math.max(0, Math.min(255, r + n + (rand() - 0.5) * 6));
      data[i + 1] = Math.max(0, Math.min(255, g + n + (rand() - 0.5) * 6));
      data[i + 2] = Math.max(0, Math.min(255, b + n + (rand() - 0.5) * 6));
      data[i + 3] = 0xff;
    }
  }
  return image;
}

/**
 * Size and chroma sampling from a JPEG's frame header (SOFn), or null. The sampling matters for
 * memory: jpeg-js keeps one Int32Array(64) per 8×8 block, and a 4:4:4 file (what jimp/jpeg-js
 * writes, so the generated photo) has twice the blocks of a 4:2:0 one (what most cameras write).
 */
export function jpegInfo(bytes) {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let i = 2;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    const length = bytes.readUInt16BE(i + 2);
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof && i + 10 <= bytes.length) {
      const count = bytes[i + 9];
      const factors = [];
      for (let c = 0; c < count && i + 12 + c * 3 <= bytes.length; c++) {
        const hv = bytes[i + 11 + c * 3];
        factors.push({ h: hv >> 4, v: hv & 15 });
      }
      let sampling = factors.map((f) => `${f.h}x${f.v}`).join(",");
      if (count === 3 && factors[1]?.h === 1 && factors[1]?.v === 1 && factors[2]?.h === 1 && factors[2]?.v === 1) {
        const y = factors[0];
        sampling = { "1x1": "4:4:4", "2x1": "4:2:2", "2x2": "4:2:0", "1x2": "4:4:0" }[`${y.h}x${y.v}`] ?? sampling;
      }
      return {
        width: bytes.readUInt16BE(i + 7),
        height: bytes.readUInt16BE(i + 5),
        components: count,
        sampling,
        progressive: marker === 0xc2,
      };
    }
    i += 2 + length;
  }
  return null;
}

/** The same description as ensurePhoto() for a JPEG the user supplies (--photo). */
export async function describePhoto(file) {
  const bytes = await fs.readFile(file).catch((error) => {
    throw new Error(`Cannot read --photo ${file}: ${error.message}`);
  });
  const info = jpegInfo(bytes);
  if (!info) throw new Error(`--photo ${file} is not a JPEG whose frame header can be read.`);
  return {
    path: path.resolve(file),
    bytes: bytes.length,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    generated: false,
    supplied: true,
    ...info,
  };
}

/**
 * Path of the cached 12 MP test JPEG (or one of the given size: other aspect ratios, portrait),
 * generating it first when missing (about 10-20 s once).
 * Returns { path, bytes, sha256, generated, width, height }.
 */
export async function ensurePhoto({ log = () => {}, width = PHOTO_WIDTH, height = PHOTO_HEIGHT } = {}) {
  const file = path.join(os.tmpdir(), `fsw-bench-photo-v${GENERATOR_VERSION}-${width}x${height}-q${PHOTO_QUALITY}.jpg`);
  let generated = false;
  let bytes = await fs.readFile(file).catch(() => null);
  if (!bytes || bytes.length < 1000 || bytes[0] !== 0xff || bytes[1] !== 0xd8) {
    log(`Generating the ${width}×${height} test JPEG (once; cached at ${file}) …`);
    const started = performance.now();
    const image = paint(width, height);
    bytes = await image.getBuffer("image/jpeg", { quality: PHOTO_QUALITY });
    // Write then rename, so an interrupted run never leaves a truncated cache behind.
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, file);
    generated = true;
    log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return {
    path: file,
    bytes: bytes.length,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    generated,
    supplied: false,
    ...jpegInfo(bytes),
  };
}
