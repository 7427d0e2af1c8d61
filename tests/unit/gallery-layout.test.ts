import { describe, expect, it } from "vitest";
import { TILE_BOX, tileShape } from "../../app/lib/gallery-layout";

describe("a gallery photo's tile shape", () => {
  it.each([
    ["a 3:4 camera photo", 3000, 4000],
    ["a 2:3 camera photo", 4000, 6000],
    ["a 9:16 phone screenshot", 1080, 1920],
    ["a square photo", 2000, 2000],
    ["a photo barely wider than tall", 1050, 1000],
  ])("gives %s (%i×%i) a portrait tile", (_, width, height) => {
    expect(tileShape({ width, height })).toBe("portrait");
  });

  it.each([
    ["a 4:3 camera photo", 4000, 3000],
    ["a 3:2 camera photo", 4500, 3000],
    ["a 16:9 photo", 1920, 1080],
    ["a panorama", 8000, 2000],
    ["a photo just past the break", 1070, 1000],
  ])("gives %s (%i×%i) the 3:2 tile", (_, width, height) => {
    expect(tileShape({ width, height })).toBe("landscape");
  });

  it("puts each photo in the box that crops less of it", () => {
    const crop = (photo: number, box: number) => Math.max(photo / box, box / photo);
    const aspect = (shape: "landscape" | "portrait") => TILE_BOX[shape].width / TILE_BOX[shape].height;
    for (let ratio = 0.3; ratio <= 3; ratio += 0.01) {
      const shape = tileShape({ width: Math.round(ratio * 1000), height: 1000 });
      const other = shape === "portrait" ? "landscape" : "portrait";
      expect(crop(ratio, aspect(shape)), `width/height ${ratio.toFixed(2)}`).toBeLessThanOrEqual(
        crop(ratio, aspect(other)) + 0.001,
      );
    }
  });

  it("keeps the 3:2 tile when the size is unknown or nonsense", () => {
    for (const size of [
      undefined,
      null,
      { width: 0, height: 0 },
      { width: 3000, height: 0 },
      { width: 0, height: 4000 },
      { width: -3000, height: -4000 },
      { width: Number.NaN, height: 4000 },
      { width: 3000, height: Number.POSITIVE_INFINITY },
    ]) {
      expect(tileShape(size), JSON.stringify(size)).toBe("landscape");
    }
  });
});
