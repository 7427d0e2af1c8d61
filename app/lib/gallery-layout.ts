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
