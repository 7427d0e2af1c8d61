import type { MessageKey } from "~/i18n/messages/en";
import type { Translator } from "~/i18n/translate";
import { useI18n } from "~/i18n/use-i18n";
import { THUMBNAIL_WIDTH, type ReviewState } from "~/lib/photo-layout";
import { withdrawUrl } from "~/lib/urls";
import { shownTitle } from "~/lib/photo-alt";
import { clipLength } from "./clip-mark";

export interface PendingUpload {
  key: string;
  title: string;
  thumbnail: string;
  uploadedAt: string;
  state: ReviewState;
  thumbnailHeight: number;
  name?: string;
  boat?: string;
  clip?: { duration?: number };
  alt?: string;
}

const MARKS: Record<ReviewState, MessageKey> = {
  pending: "upload.mine.state.pending",
  approved: "upload.mine.state.approved",
  hidden: "upload.mine.state.hidden",
};

function altOf(t: Translator, u: PendingUpload): string {
  return u.alt || t(u.clip ? "describe.mine.clip" : "describe.mine.photo");
}

function withdrawName(t: Translator, u: PendingUpload): string {
  const title = shownTitle(u.title);
  return title ? t("upload.mine.withdrawTitled", { title }) : t(u.clip ? "clip.mineWithdrawThis" : "upload.mine.withdrawThis");
}

/** Shown only to the browser whose signed cookie lists them, whatever their review state. */
export function PendingUploads({ uploads }: { uploads: readonly PendingUpload[] }) {
  const { t, href } = useI18n();
  if (uploads.length === 0) return null;
  return (
    <section className="upload-photos pending-uploads" aria-labelledby="pending-title">
      <h2 id="pending-title" className="section-title">
        {t("upload.mine.title")}
      </h2>
      <p>{t("upload.mine.intro")}</p>
      <ul className="photo-grid">
        {uploads.map((u) => (
          <li key={u.key} className="photo-grid__item pending-uploads__item">
            <img src={u.thumbnail} alt={altOf(t, u)} width={THUMBNAIL_WIDTH} height={u.thumbnailHeight} loading="lazy" />
            {u.clip ? (
              <span className="pending-uploads__mark">{t("clip.mineMark", { length: clipLength(u.clip.duration) })}</span>
            ) : null}
            <span className="pending-uploads__mark">{t(MARKS[u.state])}</span>
            {u.name ? <span className="pending-uploads__detail">{t("upload.mine.by", { name: u.name })}</span> : null}
            {u.boat ? <span className="pending-uploads__detail">{t("upload.mine.boat", { boat: u.boat })}</span> : null}
            <a href={href(withdrawUrl(u.key))} className="pending-uploads__withdraw">
              {t("upload.mine.withdraw")}
              <span className="visually-hidden">{withdrawName(t, u)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
