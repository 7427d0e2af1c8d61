// Apart from the gallery, so a page listing photos without the lightbox loads only this.
import { useI18n } from "~/i18n/use-i18n";

export function ListStatus({ loading, failed }: { loading: boolean; failed: boolean }) {
  const { t } = useI18n();
  if (loading) return <p className="gallery__status">{t("gallery.loading")}</p>;
  if (failed) {
    return (
      <p className="gallery__status gallery__status--error" role="alert">
        {t("error.general")}
      </p>
    );
  }
  return <p className="gallery__status">{t("gallery.empty")}</p>;
}

/**
 * Plain links, so they work without JavaScript; `anchor` brings the visitor back to the heading. They
 * carry only a query, so they stay on the page's own address and language; `keep`: a narrowing they keep.
 */
export function Pager({
  older,
  newer,
  anchor,
  keep = "",
}: {
  older: string | null;
  newer: string | null;
  anchor: string;
  keep?: string;
}) {
  const { t } = useI18n();
  if (!older && !newer) return null;
  const to = (cursor: "before" | "after", key: string) => {
    const query = new URLSearchParams(keep);
    query.set(cursor, key);
    return `?${query}#${anchor}`;
  };
  return (
    <nav className="pager" aria-label={t("gallery.pager")}>
      {newer ? (
        <a className="button button--secondary" href={to("after", newer)} rel="prev">
          {t("gallery.newer")}
        </a>
      ) : null}
      {older ? (
        <a className="button button--secondary pager__older" href={to("before", older)} rel="next">
          {t("gallery.older")}
        </a>
      ) : null}
    </nav>
  );
}
