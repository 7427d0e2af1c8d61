import { Form, Link } from "@remix-run/react";
import type { ReviewState } from "~/lib/photo-layout";
import { ALT_MAX_LENGTH, PHOTO_NAME_MAX_LENGTH } from "~/lib/photo-upload";
import { clipLength } from "./clip-mark";
import { organiserDeleteUrl, organiserPhotoUrl, organiserReviewActionUrl, organisersUrl } from "~/lib/urls";

export interface ReviewPhoto {
  key: string;
  state: ReviewState;
  title: string;
  edition: string;
  /** "Your name" as the uploader gave it (or an organiser corrected it); empty when none. */
  name: string;
  boat: string;
  tags: string[];
  description: string;
  /** The description for people who cannot see it; empty when none. */
  alt: string;
  uploadedAt: string;
  size: string;
  original: string;
  width: number;
  height: number;
  /** A clip: `original` is its H.264 rendition, shown with its poster. */
  clip?: { duration?: number };
}

const STATE_NAMES: Record<ReviewState, string> = { pending: "Waiting", approved: "Approved", hidden: "Hidden" };
export const BULK_FORM = "review-bulk";
/** The bulk boat choice that removes the boat; no boat is named so. */
export const NO_BOAT = "(no boat)";

/** An edition the photos can be filed under, with its boats. */
export interface EditionChoice {
  id: string;
  boats: readonly string[];
}

type FieldErrors = Partial<Record<"title" | "edition" | "tags" | "name" | "boat" | "alt", string>>;

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

export function UndescribedFilter({ state, on, count }: { state: ReviewState; on: boolean; count: number }) {
  const what = count === 1 ? "1 approved photo or clip has" : `${count} approved photos and clips have`;
  return (
    <p className="review-undescribed">
      {`${what} no description for people who cannot see it. `}
      {on ? (
        <Link to={organisersUrl(state)}>Show all approved</Link>
      ) : count > 0 ? (
        <Link to={organisersUrl("approved", undefined, true)}>Show only those</Link>
      ) : null}
    </p>
  );
}

export const approvePageConfirm = (n: number) => `Yes, approve ${n === 1 ? "this photo" : `these ${n} photos`}`;

/**
 * Approves exactly the photos of this page as it was shown: their keys travel in the form, so a photo
 * sent meanwhile keeps waiting. Asks once, with a box that must be ticked (no script needed).
 */
export function ApprovePage({ back, keys }: { back: string; keys: readonly string[] }) {
  return (
    <Form method="post" action={organiserReviewActionUrl()} className="review-bulk">
      <input type="hidden" name="back" value={back} />
      {keys.map((key) => (
        <input key={key} type="hidden" name="key" value={key} />
      ))}
      <fieldset>
        <legend>All on this page</legend>
        <div className="review-actions">
          <label>
            <input type="checkbox" name="confirm" value="yes" required /> {approvePageConfirm(keys.length)}
          </label>
          <button type="submit" name="intent" value="approve-page" className="button">
            Approve all on this page
          </button>
        </div>
      </fieldset>
    </Form>
  );
}

/** One form for many photos at once: the checkboxes of the list belong to it through their form attribute. */
export function BulkActions({
  back,
  state,
  editions,
}: {
  back: string;
  state: ReviewState;
  /** The editions of the photos listed, for the boat choice. */
  editions: readonly EditionChoice[];
}) {
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
        {editions.length > 0 ? (
          <div className="review-actions">
            <label htmlFor="review-bulk-boat">Boat</label>
            <select id="review-bulk-boat" name="boat" defaultValue="">
              <option value="">Choose a boat</option>
              <option value={NO_BOAT}>No boat</option>
              {editions.map((edition) => (
                <optgroup key={edition.id} label={edition.id.toUpperCase()}>
                  {edition.boats.map((boat) => (
                    <option key={boat} value={boat}>
                      {boat}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <button type="submit" name="intent" value="set-boat" className="button">
              Set boat
            </button>
          </div>
        ) : null}
      </fieldset>
    </Form>
  );
}

/** Plays with its poster whatever its state; both come from the organisers' own route, as a photo's image does. */
function ReviewClip({ photo, duration }: { photo: ReviewPhoto; duration: number | undefined }) {
  const rendition = organiserPhotoUrl(photo.key, { original: true });
  return (
    <div className="review-item__clip">
      <video
        controls
        preload="none"
        playsInline
        poster={organiserPhotoUrl(photo.key)}
        width={photo.width || undefined}
        height={photo.height || undefined}
        aria-label={photo.alt || "Clip, not described yet"}
      >
        <source src={rendition} type="video/mp4" />
      </video>
      <p>
        <a href={rendition} download>
          Download the clip (MP4, {clipLength(duration)})
        </a>
      </p>
    </div>
  );
}

export function ReviewItem({
  photo,
  editions,
  back,
  errors,
}: {
  photo: ReviewPhoto;
  editions: readonly EditionChoice[];
  back: string;
  errors?: FieldErrors;
}) {
  const id = `photo-${photo.key}`;
  const edition = editions.find((e) => e.id.toLowerCase() === photo.edition.toLowerCase());
  const selected = edition?.id ?? "";
  const boats = edition?.boats ?? [];
  return (
    <li className="review-item" aria-labelledby={`${id}-title`}>
      {photo.clip ? (
        <ReviewClip photo={photo} duration={photo.clip.duration} />
      ) : (
        <a href={organiserPhotoUrl(photo.key, { original: true })} target="_blank" rel="noopener noreferrer">
          <img
            src={organiserPhotoUrl(photo.key)}
            alt={photo.alt || "Uploaded photo, not described yet"}
            width={photo.width || undefined}
            height={photo.height || undefined}
          />
          <span className="visually-hidden"> (full size, opens in a new tab)</span>
        </a>
      )}
      <div>
        <h2 id={`${id}-title`}>{photo.title || (photo.clip ? "Untitled clip" : "Untitled photo")}</h2>
        <p>
          <input type="checkbox" form={BULK_FORM} name="key" value={photo.key} id={`${id}-pick`} />{" "}
          <label htmlFor={`${id}-pick`}>Tick for the actions above</label>
        </p>
        <dl>
          <dt>State</dt>
          <dd>{STATE_NAMES[photo.state]}</dd>
          <dt>Photographer</dt>
          <dd>{photo.name || "No name given"}</dd>
          <dt>Boat</dt>
          <dd>{photo.boat || "No boat"}</dd>
          <dt>Sent</dt>
          <dd>
            <time dateTime={photo.uploadedAt}>{when(photo.uploadedAt)}</time>
          </dd>
          {photo.clip ? (
            <>
              <dt>Clip</dt>
              <dd>{clipLength(photo.clip.duration)}</dd>
            </>
          ) : null}
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
            <label htmlFor={`${id}-alt`}>Description for people who cannot see it</label>
            <textarea
              id={`${id}-alt`}
              name="alt"
              defaultValue={photo.alt}
              maxLength={ALT_MAX_LENGTH}
              rows={2}
              aria-describedby={`${id}-alt-hint`}
              aria-invalid={errors?.alt ? true : undefined}
            />
            <span id={`${id}-alt-hint`}>
              Shown to visitors in place of the {photo.clip ? "clip" : "photo"} once approved; empty it to remove it.
            </span>
            {errors?.alt ? <span role="alert">{errors.alt}</span> : null}
          </p>
          <p>
            <label htmlFor={`${id}-edition`}>Edition</label>
            <select id={`${id}-edition`} name="edition" defaultValue={selected} aria-invalid={errors?.edition ? true : undefined}>
              {selected ? null : <option value="">Choose an edition</option>}
              {editions.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.id.toUpperCase()}
                </option>
              ))}
            </select>
            {errors?.edition ? <span role="alert">{errors.edition}</span> : null}
          </p>
          <p>
            <label htmlFor={`${id}-by`}>Photographer&apos;s name</label>
            <input
              id={`${id}-by`}
              name="name"
              defaultValue={photo.name}
              maxLength={PHOTO_NAME_MAX_LENGTH}
              aria-describedby={`${id}-by-hint`}
              aria-invalid={errors?.name ? true : undefined}
            />
            <span id={`${id}-by-hint`}>Empty it to remove the name.</span>
            {errors?.name ? <span role="alert">{errors.name}</span> : null}
          </p>
          <p>
            <label htmlFor={`${id}-boat`}>Boat</label>
            <select id={`${id}-boat`} name="boat" defaultValue={photo.boat} aria-invalid={errors?.boat ? true : undefined}>
              <option value="">No boat</option>
              {boats.map((boat) => (
                <option key={boat} value={boat}>
                  {boat}
                </option>
              ))}
              {photo.boat && !boats.includes(photo.boat) ? (
                <option value={photo.boat}>{photo.boat} (not a boat of this edition)</option>
              ) : null}
            </select>
            {errors?.boat ? <span role="alert">{errors.boat}</span> : null}
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
