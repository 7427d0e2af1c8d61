import { useNavigation, useRevalidator } from "@remix-run/react";
import type { PublicPhotoPage } from "~/services/galleries/gallery.server";
import { useI18n } from "~/i18n/use-i18n";
import { THUMBNAIL_WIDTH } from "~/lib/photo-layout";
import { photoRemovalUrl } from "~/lib/urls";
import { ListStatus, Pager } from "./list-status";

export function PhotoList({ photos, highlight }: { photos: PublicPhotoPage; highlight: string | null }) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { t, href } = useI18n();
  const loading = revalidator.state === "loading" || navigation.state === "loading";
  let body;
  if (loading || photos.status === "error" || photos.photos.length === 0) {
    body = <ListStatus loading={loading} failed={photos.status === "error"} />;
  } else {
    body = (
      <>
        <ul className="photo-grid">
          {photos.photos.map((p) => (
            <li key={p.key} className={p.key === highlight ? "photo-grid__item photo-grid__item--new" : "photo-grid__item"}>
              <a href={p.original} target="_blank" rel="noopener noreferrer">
                <img
                  src={p.thumbnail}
                  alt={p.title ? t("upload.list.photoTitled", { title: p.title }) : t("upload.list.photo")}
                  width={THUMBNAIL_WIDTH}
                  height={p.width && p.height ? Math.max(1, Math.round((THUMBNAIL_WIDTH * p.height) / p.width)) : THUMBNAIL_WIDTH}
                  loading="lazy"
                />
                <span className="visually-hidden">{t("upload.list.fullSize")}</span>
              </a>
              <a href={href(photoRemovalUrl(p.key))} className="removal-link" rel="nofollow">
                {t("upload.list.askRemove")}
                <span className="visually-hidden">
                  {p.title ? t("upload.list.thisPhotoTitled", { title: p.title }) : t("upload.list.thisPhoto")}
                </span>
              </a>
            </li>
          ))}
        </ul>
        <Pager older={photos.older} newer={photos.newer} anchor="photos-title" />
      </>
    );
  }
  return (
    <section className="upload-photos" aria-labelledby="photos-title" aria-busy={revalidator.state === "loading"}>
      <h2 id="photos-title" className="section-title">
        {t("upload.list.title")}
      </h2>
      {body}
    </section>
  );
}
