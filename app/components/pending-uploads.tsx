import { THUMBNAIL_WIDTH, type ReviewState } from "~/lib/photo-layout";
import { withdrawUrl } from "~/lib/urls";

export interface PendingUpload {
  key: string;
  title: string;
  thumbnail: string;
  uploadedAt: string;
  state: ReviewState;
}

const MARKS: Record<ReviewState, string> = {
  pending: "Waiting for review",
  approved: "In the gallery",
  hidden: "Not shown in the gallery",
};

/** Shown only to the browser whose signed cookie lists them, whatever their review state. */
export function PendingUploads({ uploads }: { uploads: readonly PendingUpload[] }) {
  if (uploads.length === 0) return null;
  return (
    <section className="upload-photos pending-uploads" aria-labelledby="pending-title">
      <h2 id="pending-title" className="section-title">
        Your photos
      </h2>
      <p>
        Only you see this list. A photo waiting for review is seen by no one else until an organiser has looked at it; then it
        joins the gallery. You can withdraw any of your photos.
      </p>
      <ul className="photo-grid">
        {uploads.map((u) => (
          <li key={u.key} className="photo-grid__item pending-uploads__item">
            <img
              src={u.thumbnail}
              alt={u.title ? `Your photo: ${u.title}` : "Your photo"}
              width={THUMBNAIL_WIDTH}
              loading="lazy"
            />
            <span className="pending-uploads__mark">{MARKS[u.state]}</span>
            <a href={withdrawUrl(u.key)} className="pending-uploads__withdraw">
              Withdraw<span className="visually-hidden"> {u.title ? `“${u.title}”` : "this photo"}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
