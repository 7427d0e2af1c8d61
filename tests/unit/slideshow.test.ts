import { describe, expect, it } from "vitest";
import { mergePlaylist, slideSizes, step, type Playlist, type Slide } from "../../app/lib/slideshow";
import { posterUrl, slideshowUrl, uploadUrl } from "../../app/lib/urls";

const slide = (key: string, title = key): Slide => ({
  key,
  title,
  alt: `photo ${key}`,
  width: 1600,
  height: 1200,
  src: `/media/variants/${key}.1280w.jpg`,
  jpeg: `/media/variants/${key}.1920w.jpg 1920w`,
  webp: `/media/variants/${key}.1920w.webp 1920w`,
});
const keysOf = (p: Playlist) => p.slides.map((s) => s.key);
const onScreen = (p: Playlist) => p.slides[p.index]?.key;

describe("a fresh list joining the one playing", () => {
  it("starts with the server's order, newest first, when nothing plays yet", () => {
    const merged = mergePlaylist({ slides: [], index: 0 }, [slide("c"), slide("b"), slide("a")]);
    expect(keysOf(merged)).toEqual(["c", "b", "a"]);
    expect(onScreen(merged)).toBe("c");
  });

  it("keeps the photo on screen and plays newly approved photos next, oldest of them first", () => {
    const playing = { slides: [slide("c"), slide("b"), slide("a")], index: 1 };
    const merged = mergePlaylist(playing, [slide("e"), slide("d"), slide("c"), slide("b"), slide("a")]);
    expect(onScreen(merged)).toBe("b");
    expect(keysOf(merged)).toEqual(["c", "b", "d", "e", "a"]);
    expect(onScreen(step(merged, 1))).toBe("d");
  });

  it("drops hidden photos and takes new titles; the round goes on after a photo on screen that left", () => {
    const playing = { slides: [slide("c"), slide("b"), slide("a")], index: 1 };
    const merged = mergePlaylist(playing, [slide("c", "Renamed"), slide("a")]);
    expect(keysOf(merged)).toEqual(["c", "a"]);
    expect(onScreen(merged)).toBe("a");
    expect(merged.slides[0]!.title).toBe("Renamed");
    // The one on screen left while new ones came: the new ones first.
    const withNew = mergePlaylist(playing, [slide("d"), slide("c"), slide("a")]);
    expect(onScreen(withNew)).toBe("d");
    expect(keysOf(withNew)).toEqual(["c", "d", "a"]);
  });

  it("wraps to the start when the last photo on screen left, and empties when all did", () => {
    const playing = { slides: [slide("b"), slide("a")], index: 1 };
    expect(onScreen(mergePlaylist(playing, [slide("b")]))).toBe("b");
    expect(mergePlaylist(playing, [])).toEqual({ slides: [], index: 0 });
  });

  it("steps round and round both ways, and stands still with no photos", () => {
    const playing = { slides: [slide("b"), slide("a")], index: 0 };
    expect(onScreen(step(playing, -1))).toBe("a");
    expect(onScreen(step(step(playing, 1), 1))).toBe("b");
    expect(step({ slides: [], index: 0 }, 1)).toEqual({ slides: [], index: 0 });
  });
});

describe("the width a photo is drawn at on the screen", () => {
  it("is the screen's width, or its height times the photo's shape when that is less", () => {
    expect(slideSizes({ width: 3000, height: 2000 })).toBe("min(100vw, 150vh)");
    expect(slideSizes({ width: 1200, height: 1600 })).toBe("min(100vw, 75vh)");
    expect(slideSizes({ width: 1000, height: 3000 })).toBe("min(100vw, 33.33vh)");
    expect(slideSizes({ width: 0, height: 0 })).toBe("100vw");
  });
});

describe("party addresses", () => {
  it("builds the slideshow, poster and upload addresses, encoding what they carry", () => {
    expect(slideshowUrl("FSW25")).toBe("/event-details/fsw25/slideshow");
    expect(slideshowUrl("fsw25", { photo: "1-a", captions: false })).toBe(
      "/event-details/fsw25/slideshow?photo=1-a&captions=off",
    );
    expect(slideshowUrl("fsw25", { photo: "1-a", captions: false, paused: true })).toBe(
      "/event-details/fsw25/slideshow?photo=1-a&captions=off&paused=1",
    );
    expect(slideshowUrl("fsw25", { paused: false })).toBe("/event-details/fsw25/slideshow");
    expect(posterUrl("fsw25")).toBe("/event-details/fsw25/poster");
    expect(posterUrl("fsw25", "a&b c")).toBe("/event-details/fsw25/poster?code=a%26b+c");
    expect(uploadUrl("FSW25")).toBe("/add-photo?edition=fsw25");
    expect(uploadUrl("fsw25", "#1 ?")).toBe("/add-photo?edition=fsw25&code=%231+%3F");
  });
});
