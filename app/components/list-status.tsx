// Apart from the gallery, so a page listing photos without the lightbox loads only this.

export const GALLERY_TEXTS = {
  loading: "Loading tasks...",
  error: "Something went wrong!",
  empty: "No tasks found. Start adding some!",
} as const;

export function ListStatus({ loading, failed }: { loading: boolean; failed: boolean }) {
  if (loading) return <p className="gallery__status">{GALLERY_TEXTS.loading}</p>;
  if (failed) {
    return (
      <p className="gallery__status gallery__status--error" role="alert">
        {GALLERY_TEXTS.error}
      </p>
    );
  }
  return <p className="gallery__status">{GALLERY_TEXTS.empty}</p>;
}

/** Plain links, so they work without JavaScript; `anchor` brings the visitor back to the heading. */
export function Pager({ older, newer, anchor }: { older: string | null; newer: string | null; anchor: string }) {
  if (!older && !newer) return null;
  return (
    <nav className="pager" aria-label="More photos">
      {newer ? (
        <a className="button button--secondary" href={`?after=${encodeURIComponent(newer)}#${anchor}`} rel="prev">
          ← Newer photos
        </a>
      ) : null}
      {older ? (
        <a className="button button--secondary pager__older" href={`?before=${encodeURIComponent(older)}#${anchor}`} rel="next">
          Older photos →
        </a>
      ) : null}
    </nav>
  );
}
