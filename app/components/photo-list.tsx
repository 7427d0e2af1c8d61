import { useNavigation, useRevalidator } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Translator } from "~/i18n/translate";
import { useI18n } from "~/i18n/use-i18n";
import type { PublicPhoto, PublicPhotoPage } from "~/services/galleries/gallery.server";
import { THUMBNAIL_WIDTH, thumbnailHeight } from "~/lib/photo-layout";
import { photoRemovalUrl } from "~/lib/urls";
import { ClipMark } from "./clip-mark";
import { ListStatus, Pager } from "./list-status";
import { shownTitle, uploadAlt } from "~/lib/photo-alt";

const altOf = (t: Translator, p: PublicPhoto) => uploadAlt(t, { ...p, clip: Boolean(p.poster) });

function removeText(t: Translator, p: PublicPhoto, hidden: (words: string) => ReactNode): ReactNode {
  const title = shownTitle(p.title);
  if (p.poster)
    return title ? t.rich("clip.shared.removeTitled", { hidden }, { title }) : t.rich("clip.shared.remove", { hidden });
  return title ? t.rich("gallery.shared.removeTitled", { hidden }, { title }) : t.rich("gallery.shared.remove", { hidden });
}

export function PhotoList({ photos, highlight }: { photos: PublicPhotoPage; highlight: string | null }) {
  const { t, href } = useI18n();
  const hidden = (words: string) => <span className="visually-hidden">{words}</span>;
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
          {photos.photos.map((p) => {
            return (
              <li key={p.key} className={p.key === highlight ? "photo-grid__item photo-grid__item--new" : "photo-grid__item"}>
                <a
                  href={p.original}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={p.poster ? "photo-grid__clip" : undefined}
                >
                  <img
                    src={p.thumbnail}
                    alt={altOf(t, p)}
                    width={THUMBNAIL_WIDTH}
                    height={thumbnailHeight(p.width, p.height)}
                    loading="lazy"
                  />
                  {p.poster ? <ClipMark duration={p.duration} /> : null}
                  <span className="visually-hidden">{t(p.poster ? "clip.shared.play" : "gallery.shared.fullSize")}</span>
                </a>
                <a href={href(photoRemovalUrl(p.key))} className="removal-link" rel="nofollow">
                  {removeText(t, p, hidden)}
                </a>
              </li>
            );
          })}
        </ul>
        <Pager older={photos.older} newer={photos.newer} anchor="photos-title" />
      </>
    );
  }
  return (
    <section className="upload-photos" aria-labelledby="photos-title" aria-busy={revalidator.state === "loading"}>
      <h2 id="photos-title" className="section-title">
        {t("gallery.shared.title")}
      </h2>
      {body}
    </section>
  );
}
