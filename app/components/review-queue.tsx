import { Form, Link } from "@remix-run/react";
import type { ReviewState } from "~/lib/photo-layout";
import { organiserDeleteUrl, organiserPhotoUrl, organiserReviewActionUrl, organisersUrl } from "~/lib/urls";

export interface ReviewPhoto {
  key: string;
  state: ReviewState;
  title: string;
  edition: string;
  tags: string[];
  description: string;
  uploadedAt: string;
  size: string;
  original: string;
  width: number;
  height: number;
}

const STATE_NAMES: Record<ReviewState, string> = { pending: "Waiting", approved: "Approved", hidden: "Hidden" };
export const BULK_FORM = "review-bulk";

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toISOString().replace("T", " ").slice(0, 16) + " UTC";
}

export function ReviewTabs({ current }: { current: ReviewState }) {
  return (
    <nav aria-label="Photos by review state">
      <ul className="review-tabs">
        {(Object.keys(STATE_NAMES) as ReviewState[]).map((state) => (
          <li key={state}>
            <Link to={organisersUrl(state)} aria-current={state === current ? "page" : undefined} className="button">
              {STATE_NAMES[state]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One form for many photos at once: the checkboxes of the list belong to it through their form attribute. */
export function BulkActions({ back, state }: { back: string; state: ReviewState }) {
  return (
    <Form method="post" action={organiserReviewActionUrl()} id={BULK_FORM} className="review-bulk">
      <input type="hidden" name="back" value={back} />
      <fieldset>
        <legend>With the ticked photos</legend>
        <div className="review-actions">
          {state !== "approved" && (
            <button type="submit" name="intent" value="approve" className="button">
              Approve
            </button>
          )}
          {state !== "hidden" && (
            <button type="submit" name="intent" value="hide" className="button">
              Hide
            </button>
          )}
          <label>
            <input type="checkbox" name="confirm" value="yes" /> Yes, delete the ticked photos for good
          </label>
          <button type="submit" name="intent" value="delete" className="button">
            Delete
          </button>
        </div>
      </fieldset>
    </Form>
  );
}

export function ReviewItem({
  photo,
  editions,
  back,
  errors,
}: {
  photo: ReviewPhoto;
  editions: readonly string[];
  back: string;
  errors?: Partial<Record<"title" | "edition" | "tags", string>>;
}) {
  const id = `photo-${photo.key}`;
  const selected = editions.find((e) => e.toLowerCase() === photo.edition.toLowerCase()) ?? "";
  return (
    <li className="review-item" aria-labelledby={`${id}-title`}>
      <a href={organiserPhotoUrl(photo.key, { original: true })} target="_blank" rel="noopener noreferrer">
        <img
          src={organiserPhotoUrl(photo.key)}
          alt={photo.title || "Uploaded photo"}
          width={photo.width || undefined}
          height={photo.height || undefined}
        />
        <span className="visually-hidden"> (full size, opens in a new tab)</span>
      </a>
      <div>
        <h2 id={`${id}-title`}>{photo.title || "Untitled photo"}</h2>
        <p>
          <input type="checkbox" form={BULK_FORM} name="key" value={photo.key} id={`${id}-pick`} />{" "}
          <label htmlFor={`${id}-pick`}>Tick for the actions above</label>
        </p>
        <dl>
          <dt>State</dt>
          <dd>{STATE_NAMES[photo.state]}</dd>
          <dt>Sent</dt>
          <dd>
            <time dateTime={photo.uploadedAt}>{when(photo.uploadedAt)}</time>
          </dd>
          <dt>Size</dt>
          <dd>
            {photo.size} ({photo.width} × {photo.height} px)
          </dd>
          {photo.description ? (
            <>
              <dt>Description</dt>
              <dd>{photo.description}</dd>
            </>
          ) : null}
        </dl>
        <Form method="post" action={organiserReviewActionUrl()}>
          <input type="hidden" name="back" value={back} />
          <input type="hidden" name="key" value={photo.key} />
          <p>
            <label htmlFor={`${id}-name`}>Title</label>
            <input
              id={`${id}-name`}
              name="title"
              defaultValue={photo.title}
              maxLength={200}
              aria-invalid={errors?.title ? true : undefined}
            />
            {errors?.title ? <span role="alert">{errors.title}</span> : null}
          </p>
          <p>
            <label htmlFor={`${id}-edition`}>Edition</label>
            <select id={`${id}-edition`} name="edition" defaultValue={selected} aria-invalid={errors?.edition ? true : undefined}>
              {selected ? null : <option value="">Choose an edition</option>}
              {editions.map((e) => (
                <option key={e} value={e}>
                  {e.toUpperCase()}
                </option>
              ))}
            </select>
            {errors?.edition ? <span role="alert">{errors.edition}</span> : null}
          </p>
          <p>
            <label htmlFor={`${id}-tags`}>Tags (separated by commas)</label>
            <input
              id={`${id}-tags`}
              name="tags"
              defaultValue={photo.tags.join(", ")}
              aria-invalid={errors?.tags ? true : undefined}
            />
            {errors?.tags ? <span role="alert">{errors.tags}</span> : null}
          </p>
          <div className="review-actions">
            <button type="submit" name="intent" value="edit" className="button">
              Save changes
            </button>
            {photo.state !== "approved" && (
              <button type="submit" name="intent" value="edit-approve" className="button">
                Save and approve
              </button>
            )}
            {photo.state !== "hidden" && (
              <button type="submit" name="intent" value="hide" className="button">
                Hide
              </button>
            )}
            <Link to={organiserDeleteUrl(photo.key)} className="button">
              Delete…
            </Link>
          </div>
        </Form>
      </div>
    </li>
  );
}
