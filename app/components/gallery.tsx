import type { ReactNode } from "react";
import { useNavigation } from "@remix-run/react";
import type { Translator } from "~/i18n/translate";
import { useI18n } from "~/i18n/use-i18n";
import { TILE_BOX, tileShape } from "~/lib/gallery-layout";
import { shownTitle } from "~/lib/photo-alt";
import type { ResolvedImage } from "~/services/images/images.server";
import { ClipMark, clipLength } from "./clip-mark";
import { StorageImage } from "./image";
import { ListStatus } from "./list-status";
import { Modal } from "./modal";

/** The lightbox panel: at most 1100 px wide less its padding, the screen less its margins on phones. */
const LIGHTBOX_SIZES = "(min-width: 1140px) 1060px, calc(100vw - 80px)";

/** A gallery photo: uploads carry their title, the caption unless it is a file's name, where to ask for their removal, and their photographer's name. */
export type GalleryImage = ResolvedImage & { caption?: string; removeUrl?: string; by?: string };

export type GalleryView = { status: "ok"; images: GalleryImage[] } | { status: "error" };

function tileName(t: Translator, index: number, count: number, image: GalleryImage): string {
  const caption = image.removeUrl ? image.alt : shownTitle(image.caption);
  if (image.clip) {
    const length = clipLength(image.clip.duration);
    return caption ? t("clip.playCaption", { index, count, length, caption }) : t("clip.play", { index, count, length });
  }
  return caption ? t("gallery.enlargeCaption", { index, count, caption }) : t("gallery.enlarge", { index, count });
}

const Caption = ({ text }: { text: string }) => (text ? <p className="modal__caption">{text}</p> : null);

/** Plays without JavaScript; nothing is fetched before the visitor asks, the poster aside. */
function ClipPlayer({ image, clip }: { image: GalleryImage; clip: NonNullable<GalleryImage["clip"]> }) {
  const size = image.natural ?? { width: image.width, height: image.height };
  return (
    <video
      className="modal__image modal__video"
      controls
      preload="none"
      playsInline
      poster={image.src ?? undefined}
      width={size.width}
      height={size.height}
      aria-label={image.alt}
    >
      <source src={clip.src} type="video/mp4" />
    </video>
  );
}

/** A gallery resolved on the server (works without JavaScript), with its three states (docs/product.md, Images and galleries). */
export function Gallery({
  id,
  title,
  gallery,
  lead,
  children,
}: {
  id: string;
  title: string;
  gallery: GalleryView;
  /** Between the heading and the photos. */
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const { t, href } = useI18n();
  const navigation = useNavigation();
  const headingId = `${id}-heading`;
  const loading = navigation.state === "loading";
  let body;
  if (loading || gallery.status === "error" || gallery.images.length === 0) {
    body = <ListStatus loading={loading} failed={gallery.status === "error"} />;
  } else {
    const count = gallery.images.length;
    body = (
      <>
        <ul className="gallery__grid">
          {gallery.images.map((image, index) => {
            const shape = tileShape(image.natural);
            return (
              <li key={image.src} className={shape === "portrait" ? "gallery__tile--portrait" : undefined}>
                <a href={`#${id}-${index + 1}`} className="gallery__item" aria-label={tileName(t, index + 1, count, image)}>
                  <StorageImage image={{ ...image, ...TILE_BOX[shape] }} />
                  {image.clip ? <ClipMark duration={image.clip.duration} /> : null}
                </a>
              </li>
            );
          })}
        </ul>
        {gallery.images.map((image, index) => (
          <Modal key={image.src} id={`${id}-${index + 1}`} title={title}>
            <p className="modal__message">{t(image.clip ? "clip.position" : "gallery.position", { index: index + 1, count })}</p>
            {image.clip ? (
              <ClipPlayer image={image} clip={image.clip} />
            ) : (
              <StorageImage image={image} className="modal__image" sizes={LIGHTBOX_SIZES} />
            )}
            <Caption text={shownTitle(image.caption)} />
            {image.by ? (
              <p className="modal__credit">{t(image.clip ? "clip.by" : "gallery.photoBy", { name: image.by })}</p>
            ) : null}
            {image.clip ? (
              <p className="modal__original">
                <a href={image.clip.src} download type="video/mp4">
                  {t("clip.download")}
                </a>
              </p>
            ) : image.responsive ? (
              <p className="modal__original">
                <a href={image.responsive.original}>{t("gallery.original")}</a>
              </p>
            ) : null}
            {image.removeUrl ? (
              <p className="modal__removal">
                <a href={href(image.removeUrl)} className="removal-link" rel="nofollow">
                  {t(image.clip ? "clip.askRemoval" : "gallery.askRemoval")}
                </a>
              </p>
            ) : null}
          </Modal>
        ))}
      </>
    );
  }
  return (
    <section className="gallery" aria-labelledby={headingId} aria-busy={navigation.state === "loading"}>
      <h2 id={headingId} className="section-title">
        {title}
      </h2>
      {lead}
      {body}
      {children}
    </section>
  );
}
