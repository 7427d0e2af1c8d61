/**
 * The party screen (/event-details/{id}/slideshow): what one photo of it is, how long it stays, and
 * how a fresh list of approved photos joins the one playing. Used on server and client; see
 * docs/decisions/024-party-screen.md.
 */

/** One photo on the party screen: variants only, never the original (a 1080p screen needs no more). */
export interface Slide {
  key: string;
  /** The photo's title, shown as its caption when it has one. */
  title: string;
  alt: string;
  /** The photo's own upright size: the screen draws it whole, letterboxed. */
  width: number;
  height: number;
  /** A middle-sized JPEG variant, for a browser that ignores srcset. */
  src: string;
  jpeg: string;
  webp: string;
}

/** How long one photo stays on screen. */
export const SLIDE_SECONDS = 8;
/**
 * How often the screen asks for newly approved photos. A new photo plays next, so one approved just
 * after a poll is on screen within POLL_SECONDS + SLIDE_SECONDS (13 s).
 */
export const POLL_SECONDS = 5;
/** The newest approved photos the screen plays in turn (without JavaScript, every photo in turn). */
export const SLIDESHOW_PHOTOS = 100;

/**
 * How wide a photo is drawn when it fills the screen without being cut: the screen's width, or less
 * for a photo narrower than the screen's shape. The browser picks the variant from this.
 */
export function slideSizes(slide: Pick<Slide, "width" | "height">): string {
  if (!(slide.width > 0 && slide.height > 0)) return "100vw";
  const widthAtFullHeight = Math.round((slide.width / slide.height) * 10_000) / 100;
  return `min(100vw, ${widthAtFullHeight}vh)`;
}

export interface Playlist {
  slides: Slide[];
  /** The slide on screen. */
  index: number;
}

/**
 * A fresh list from the server (newest first) joined with the one playing: photos no longer listed
 * (hidden or deleted meanwhile) leave, changed titles change, and newly approved photos play next,
 * oldest of them first, before the round goes on where it was.
 */
export function mergePlaylist(playing: Playlist, fresh: readonly Slide[]): Playlist {
  const byKey = new Map(fresh.map((slide) => [slide.key, slide]));
  const current = playing.slides[playing.index];
  const kept = playing.slides.filter((slide) => byKey.has(slide.key)).map((slide) => byKey.get(slide.key)!);
  const known = new Set(playing.slides.map((slide) => slide.key));
  const added = fresh.filter((slide) => !known.has(slide.key)).reverse();
  if (kept.length === 0) return { slides: [...added].reverse(), index: 0 };
  // Where the round stands: the slide on screen, or the first one after it that is still listed.
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

/** The slide after or before the one on screen, round and round. */
export function step(playlist: Playlist, by: 1 | -1): Playlist {
  const count = playlist.slides.length;
  if (count === 0) return playlist;
  return { slides: playlist.slides, index: (playlist.index + by + count) % count };
}
