/**
 * What a listing of photos shows around its photos: its states and its paging links. Apart from the
 * gallery itself, so a page that lists photos without the lightbox (the uploader's) loads only this.
 */

export const GALLERY_TEXTS = {
  loading: "Loading tasks...",
  error: "Something went wrong!",
  empty: "No tasks found. Start adding some!",
} as const;

/** What a list of images says instead of the images: loading, failed, or else empty. */
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

/**
 * Links to the next older and newer page of a listing: plain links with a query parameter, so they
 * work without JavaScript; `anchor` brings the visitor back to the listing's heading.
 */
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
