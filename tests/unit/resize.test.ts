import { Jimp } from "jimp";
import { describe, expect, it } from "vitest";
import { halve, shrink } from "~/workers/resize.mjs";

type Kind = "noise" | "gradient" | "transparent";

/** A bitmap whose every pixel differs from its neighbours (noise), varies smoothly, or is partly see-through. */
function bitmap(width: number, height: number, kind: Kind): Buffer {
  const data = Buffer.alloc(width * height * 4);
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (kind === "noise") data.set([next(), next(), next(), 255], i);
      else if (kind === "gradient") data.set([x % 256, y % 256, (x ^ y) & 255, 255], i);
      else data.set([next(), x % 256, y % 256, (x + y) % 3 === 0 ? 0 : (x * 7) % 256], i);
    }
  }
  return data;
}

/** A jimp image of its own copy of the pixels (Buffer.alloc: jimp reads a pooled small Buffer's whole pool). */
function image(data: Buffer, width: number, height: number) {
  const own = Buffer.alloc(data.length);
  data.copy(own);
  return Jimp.fromBitmap({ data: own, width, height });
}

function largestDifference(a: Buffer, b: Buffer): number {
  let largest = 0;
  for (let i = 0; i < a.length; i++) largest = Math.max(largest, Math.abs(a[i]! - b[i]!));
  return largest;
}

describe("shrink", () => {
  it.each<[number, number, { w: number; h?: number }, Kind]>([
    [400, 300, { w: 256, h: 192 }, "noise"],
    [300, 400, { w: 200 }, "gradient"],
    [1001, 777, { w: 320 }, "gradient"],
    [640, 853, { w: 320 }, "transparent"],
    [333, 217, { w: 101, h: 66 }, "noise"],
    [320, 427, { w: 100 }, "transparent"],
    [90, 60, { w: 90, h: 1 }, "noise"],
  ])("gives jimp's size and, within one level, its pixels (%i×%i to %o, %s)", (width, height, size, kind) => {
    const data = bitmap(width, height, kind);
    const reference = image(data, width, height).resize(size);
    const made = shrink(image(data, width, height), size);
    expect([made.bitmap.width, made.bitmap.height]).toEqual([reference.bitmap.width, reference.bitmap.height]);
    expect(largestDifference(made.bitmap.data, reference.bitmap.data)).toBeLessThanOrEqual(1);
  });

  it("averages what each pixel covers: a 3×1 row to 2×1 weighs the middle pixel half to each side", () => {
    const row = Buffer.from([0, 0, 0, 255, 90, 90, 90, 255, 180, 180, 180, 255]);
    const made = shrink(image(row, 3, 1), { w: 2, h: 1 });
    // Left covers pixels 0 and half of 1: (0 + 45) / 1.5 = 30; right: (45 + 180) / 1.5 = 150.
    expect([...made.bitmap.data]).toEqual([30, 30, 30, 255, 150, 150, 150, 255]);
  });

  it("leaves the colour of fully transparent pixels out", () => {
    const row = Buffer.from([255, 0, 0, 0, 0, 0, 255, 255]);
    const made = shrink(image(row, 2, 1), { w: 1, h: 1 });
    expect([...made.bitmap.data]).toEqual([0, 0, 255, 128]);
  });

  it("hands a side that would grow to jimp, and leaves an image of the asked size as it is", () => {
    const data = bitmap(40, 30, "noise");
    const reference = image(data, 40, 30).resize({ w: 80 });
    const grown = shrink(image(data, 40, 30), { w: 80 });
    expect(grown.bitmap.data.equals(reference.bitmap.data)).toBe(true);
    const same = image(data, 40, 30);
    const before = same.bitmap.data;
    expect(shrink(same, { w: 40 }).bitmap.data).toBe(before);
  });
});

describe("halve", () => {
  it("makes each pixel the rounded average of a 2×2 square, dropping an odd last row and column", () => {
    const data = Buffer.from([
      ...[0, 0, 0, 255, 10, 20, 30, 255, 9, 9, 9, 9],
      ...[1, 1, 1, 255, 20, 40, 60, 255, 9, 9, 9, 9],
      ...[7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7],
    ]);
    const made = image(data, 3, 3);
    halve(made);
    expect([made.bitmap.width, made.bitmap.height]).toEqual([1, 1]);
    expect([...made.bitmap.data]).toEqual([8, 15, 23, 255]);
  });
});
