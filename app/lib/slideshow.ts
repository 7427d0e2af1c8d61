// The party screen's rules, shared by server and client (decision 024).

/** Variants only, never the original: a 1080p screen needs no more. */
export interface Slide {
  key: string;
  /** Shown as its caption unless it is a file's name. */
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
  /** A clip: its rendition, played muted to its end over the poster (`src` and the variants are the poster's). */
  clip?: string;
  duration?: number;
}

export const SLIDE_SECONDS = 8;
/** A photo approved just after a poll plays within POLL_SECONDS + SLIDE_SECONDS (13 s). */
export const POLL_SECONDS = 5;
/** Without JavaScript, every photo in turn. */
export const SLIDESHOW_PHOTOS = 100;
export const CLIP_STALL_SECONDS = 4;

/** Without JavaScript, until the page moves on: a clip's whole length when that is longer than a photo's time. */
export function slideSeconds(slide: Pick<Slide, "clip" | "duration">): number {
  const length = slide.clip && Number.isFinite(slide.duration) ? Math.ceil(slide.duration!) : 0;
  return Math.max(SLIDE_SECONDS, length);
}

export interface ClipWatch {
  /** When it came on screen (or play resumed). */
  startedAt: number;
  /** Its time last moved on. */
  progressAt: number;
  failed: boolean;
  now: number;
}

/** A clip that failed or stopped moving gives way once a photo's time is over; one that plays runs to its end. */
export function clipGivesWay({ startedAt, progressAt, failed, now }: ClipWatch): boolean {
  const stuck = failed || now - progressAt >= CLIP_STALL_SECONDS * 1000;
  return stuck && now - startedAt >= SLIDE_SECONDS * 1000;
}

/** The next one loads its first bytes only, the one before none: a clip is never fetched whole ahead of its turn. */
export function clipPreload(place: SlidePlace): "none" | "metadata" | "auto" {
  return place === "current" ? "auto" : place === "next" ? "metadata" : "none";
}

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

export type SlidePlace = "previous" | "current" | "next";

/** The one on screen, the one before (fading out) and the one after (loading). */
export function slidesOnScreen(playlist: Playlist): Array<{ slide: Slide; place: SlidePlace }> {
  const { slides, index } = playlist;
  if (slides.length === 0) return [];
  const at = (i: number) => slides[(i + slides.length) % slides.length]!;
  const shown = [
    { slide: at(index - 1), place: "previous" as const },
    { slide: at(index), place: "current" as const },
    { slide: at(index + 1), place: "next" as const },
  ];
  const rank = { previous: 0, next: 1, current: 2 };
  return shown.filter(({ slide, place }) => !shown.some((s) => s.slide.key === slide.key && rank[s.place] > rank[place]));
}

/** Round and round. */
export function step(playlist: Playlist, by: 1 | -1): Playlist {
  const count = playlist.slides.length;
  if (count === 0) return playlist;
  return { slides: playlist.slides, index: (playlist.index + by + count) % count };
}
