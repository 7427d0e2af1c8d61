// The party screen's rules, shared by server and client (decision 024).

/** Variants only, never the original: a 1080p screen needs no more. */
export interface Slide {
  key: string;
  /** Shown as its caption when it has one. */
  title: string;
  /** The photographer's name, shown with the caption: "Photo by …". */
  by?: string;
  alt: string;
  /** Upright: the screen draws it whole, letterboxed. */
  width: number;
  height: number;
  /** For a browser that ignores srcset. */
  src: string;
  jpeg: string;
  webp: string;
}

export const SLIDE_SECONDS = 8;
/** A photo approved just after a poll plays within POLL_SECONDS + SLIDE_SECONDS (13 s). */
export const POLL_SECONDS = 5;
/** Without JavaScript, every photo in turn. */
export const SLIDESHOW_PHOTOS = 100;

/** The screen's width, or less for a photo narrower than the screen's shape: the browser picks the variant from this. */
export function slideSizes(slide: Pick<Slide, "width" | "height">): string {
  if (!(slide.width > 0 && slide.height > 0)) return "100vw";
  const widthAtFullHeight = Math.round((slide.width / slide.height) * 10_000) / 100;
  return `min(100vw, ${widthAtFullHeight}vh)`;
}

export interface Playlist {
  slides: Slide[];
  index: number;
}

/** Photos no longer listed leave, titles follow, newly approved ones play next (oldest first), then the round goes on. */
export function mergePlaylist(playing: Playlist, fresh: readonly Slide[]): Playlist {
  const byKey = new Map(fresh.map((slide) => [slide.key, slide]));
  const current = playing.slides[playing.index];
  const kept = playing.slides.filter((slide) => byKey.has(slide.key)).map((slide) => byKey.get(slide.key)!);
  const known = new Set(playing.slides.map((slide) => slide.key));
  const added = fresh.filter((slide) => !known.has(slide.key)).reverse();
  if (kept.length === 0) return { slides: [...added].reverse(), index: 0 };
  let at = current ? kept.findIndex((slide) => slide.key === current.key) : -1;
  if (at < 0) {
    const after = playing.slides.slice(playing.index + 1).find((slide) => byKey.has(slide.key));
    at = after ? kept.indexOf(byKey.get(after.key)!) - 1 : kept.length - 1;
    // The one on screen went away: the new photos come first, then the round goes on.
    const slides = [...kept.slice(0, at + 1), ...added, ...kept.slice(at + 1)];
    return { slides, index: added.length > 0 ? at + 1 : (at + 1) % slides.length };
  }
  return { slides: [...kept.slice(0, at + 1), ...added, ...kept.slice(at + 1)], index: at };
}

/** Round and round. */
export function step(playlist: Playlist, by: 1 | -1): Playlist {
  const count = playlist.slides.length;
  if (count === 0) return playlist;
  return { slides: playlist.slides, index: (playlist.index + by + count) % count };
}
