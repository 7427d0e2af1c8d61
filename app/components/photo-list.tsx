import { useNavigation, useRevalidator } from "@remix-run/react";
import type { PublicPhotoPage } from "~/services/galleries/gallery.server";
import { THUMBNAIL_WIDTH } from "~/lib/photo-layout";
import { photoRemovalUrl } from "~/lib/urls";
import { ListStatus, Pager } from "./list-status";

export function PhotoList({ photos, highlight }: { photos: PublicPhotoPage; highlight: string | null }) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
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
                  alt={p.title ? `Photo: ${p.title}` : "Photo shared by a participant"}
                  width={THUMBNAIL_WIDTH}
                  height={p.width && p.height ? Math.max(1, Math.round((THUMBNAIL_WIDTH * p.height) / p.width)) : THUMBNAIL_WIDTH}
                  loading="lazy"
                />
                <span className="visually-hidden"> (full size, opens in a new tab)</span>
              </a>
              <a href={photoRemovalUrl(p.key)} className="removal-link" rel="nofollow">
                Ask to remove<span className="visually-hidden"> this photo{p.title ? `: ${p.title}` : ""}</span>
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
        Photos shared so far
      </h2>
      {body}
    </section>
  );
}
