import { THUMBNAIL_WIDTH } from "~/lib/photo-layout";

export interface PendingUpload {
  key: string;
  title: string;
  thumbnail: string;
  uploadedAt: string;
}

/**
 * The visitor's own uploads that wait for an organiser's review: shown only to the browser that sent
 * them (its signed cookie lists them), so the form still confirms what was sent.
 */
export function PendingUploads({ uploads }: { uploads: readonly PendingUpload[] }) {
  if (uploads.length === 0) return null;
  return (
    <section className="upload-photos pending-uploads" aria-labelledby="pending-title">
      <h2 id="pending-title" className="section-title">
        Your photos
      </h2>
      <p>Only you see these until an organiser has looked at them; then they join the gallery.</p>
      <ul className="photo-grid">
        {uploads.map((u) => (
          <li key={u.key} className="photo-grid__item pending-uploads__item">
            <img
              src={u.thumbnail}
              alt={u.title ? `Your photo: ${u.title}` : "Your photo"}
              width={THUMBNAIL_WIDTH}
              loading="lazy"
            />
            <span className="pending-uploads__mark">Waiting for review</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
