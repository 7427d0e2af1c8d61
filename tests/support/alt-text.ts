import { looksLikeFileName } from "~/lib/photo-alt";

/** Why a text alternative describes nothing, or null when it is a real description. */
export function problemWithAlt(alt: string): string | null {
  const s = alt.trim();
  if (s === "") return "is empty";
  if (looksLikeFileName(s)) return "looks like a file name";
  if (/\b(photo|foto|bild|image|imagem)\s+\d+\s+(of|de|von|\/)\s+\d+\b/i.test(s)) return 'is a "photo N of M"';
  if (s.split(/\s+/).length < 4) return "is too short to describe anything";
  return null;
}
