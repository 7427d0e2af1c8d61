/**
 * The gallery grid's columns, which app/styles/app.css (.gallery__grid) sets at these same widths, and
 * the `sizes` of its photos worked out from them: the browser then picks the variant for the tile as
 * it is drawn at every screen width, not for a guess of it.
 */

/** The page's content column: .container's padding each side, and its widest. */
const PADDING = 20;
const CONTAINER = 1180;
/** The grid's gap between tiles. */
const GAP = 14;

/** From which viewport width the grid has how many columns (one below the first). */
export const GALLERY_COLUMNS = [
  { minWidth: 560, columns: 2 },
  { minWidth: 840, columns: 3 },
  { minWidth: 1100, columns: 4 },
] as const;

/** A tile's width for `columns` columns across `content`, as CSS. */
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

/** `sizes` of a gallery tile's photo. */
export const GALLERY_SIZES = gallerySizes();

/**
 * A tile's shape. Every tile is one column wide; a landscape tile is one grid row (3:2), a portrait
 * tile spans two rows, so its box is two 3:2 rows and the gap between them: close to 3:4. The grid
 * fills the holes this leaves (`grid-auto-flow: dense`), and a photo is drawn nearly whole instead of
 * losing half its height to a 3:2 crop.
 */
export type TileShape = "landscape" | "portrait";

/** Each shape's box (width × height attributes, so the tile keeps its place while the photo loads). */
export const TILE_BOX: Record<TileShape, { width: number; height: number }> = {
  landscape: { width: 600, height: 400 },
  portrait: { width: 600, height: 800 },
};

/** Width over height where a photo fits a portrait box as well as a landscape one (their geometric mean). */
const SHAPE_BREAK = Math.sqrt(
  (TILE_BOX.landscape.width / TILE_BOX.landscape.height) * (TILE_BOX.portrait.width / TILE_BOX.portrait.height),
);

/**
 * The tile for a photo of this upright size: the shape whose box crops the least of it (the closer
 * aspect ratio, compared as a ratio). Squares and anything narrower than about 1.06:1 get a portrait
 * tile. A size that is missing or not a pair of positive numbers keeps the usual 3:2 tile.
 */
export function tileShape(size: { width: number; height: number } | null | undefined): TileShape {
  if (!size) return "landscape";
  const { width, height } = size;
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) return "landscape";
  return width / height < SHAPE_BREAK ? "portrait" : "landscape";
}
