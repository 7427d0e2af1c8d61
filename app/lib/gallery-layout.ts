// Columns as app/styles/app.css (.gallery__grid) sets them, so `sizes` matches the tile at every width.

/** .container's padding each side. */
const PADDING = 20;
const CONTAINER = 1180;
const GAP = 14;

/** One column below the first width. */
export const GALLERY_COLUMNS = [
  { minWidth: 560, columns: 2 },
  { minWidth: 840, columns: 3 },
  { minWidth: 1100, columns: 4 },
] as const;

function tileWidth(content: string, columns: number): string {
  if (columns === 1) return `calc(${content})`;
  return `calc((${content} - ${GAP * (columns - 1)}px) / ${columns})`;
}

function gallerySizes(): string {
  const widest = GALLERY_COLUMNS[GALLERY_COLUMNS.length - 1]!;
  const full = Math.round((CONTAINER - 2 * PADDING - GAP * (widest.columns - 1)) / widest.columns);
  const parts = [`(min-width: ${CONTAINER}px) ${full}px`];
  for (const { minWidth, columns } of [...GALLERY_COLUMNS].reverse()) {
    parts.push(`(min-width: ${minWidth}px) ${tileWidth(`100vw - ${2 * PADDING}px`, columns)}`);
  }
  parts.push(tileWidth(`100vw - ${2 * PADDING}px`, 1));
  return parts.join(", ");
}

export const GALLERY_SIZES = gallerySizes();

/** A portrait tile spans two 3:2 rows (close to 3:4), and `grid-auto-flow: dense` fills the holes. */
export type TileShape = "landscape" | "portrait";

/** Width and height attributes keep the tile's place while the photo loads. */
export const TILE_BOX: Record<TileShape, { width: number; height: number }> = {
  landscape: { width: 600, height: 400 },
  portrait: { width: 600, height: 800 },
};

/** The geometric mean of the two boxes' ratios. */
const SHAPE_BREAK = Math.sqrt(
  (TILE_BOX.landscape.width / TILE_BOX.landscape.height) * (TILE_BOX.portrait.width / TILE_BOX.portrait.height),
);

/** The box that crops the least; squares get portrait; a missing or invalid size keeps 3:2. */
export function tileShape(size: { width: number; height: number } | null | undefined): TileShape {
  if (!size) return "landscape";
  const { width, height } = size;
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) return "landscape";
  return width / height < SHAPE_BREAK ? "portrait" : "landscape";
}
