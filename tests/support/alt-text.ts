/** Why a text alternative describes nothing, or null when it is a real description. */
export function problemWithAlt(alt: string): string | null {
  const s = alt.trim();
  if (s === "") return "is empty";
  if (/\.(jpe?g|png|gif|webp|avif|heic|svg|tiff?)\b/i.test(s) || /^(IMG|DSC|DSCN|PXL|VID)[_-]?\d+/i.test(s))
    return "looks like a file name";
  if (/\b(photo|foto|bild|image|imagem)\s+\d+\s+(of|de|von|\/)\s+\d+\b/i.test(s)) return 'is a "photo N of M"';
  if (s.split(/\s+/).length < 4) return "is too short to describe anything";
  return null;
}
