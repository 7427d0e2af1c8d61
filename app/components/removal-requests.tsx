import { Form } from "@remix-run/react";
import { organiserPhotoUrl, organiserRemovalRequestsUrl, organiserReviewActionUrl } from "~/lib/urls";
import type { ReviewState } from "~/lib/photo-layout";

export interface RemovalRequestRow {
  id: string;
  key: string;
  why: string;
  email?: string;
  at: string;
  state: ReviewState | null;
  clip?: boolean;
}

const STATES: Record<ReviewState, string> = {
  approved: "in the gallery",
  pending: "waiting for review",
  hidden: "hidden",
};

/** Hiding or deleting goes through the review actions (docs/ORGANISERS.md, Removal requests). */
export function RemovalRequests({ requests, back }: { requests: readonly RemovalRequestRow[]; back: string }) {
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="removals-title" className="removal-requests">
      <h2 id="removals-title">{`Removal requests (${requests.length})`}</h2>
      <p>
        A request hides nothing by itself. Hide or delete the photo if it should go, answer the visitor if they left an address,
        then close the request.
      </p>
      <ul className="review-list">
        {requests.map((r) => (
          <li key={r.id} className="review-item">
            {r.state ? (
              <img src={organiserPhotoUrl(r.key)} alt={`The ${r.clip ? "clip" : "photo"} ${r.key}`} width={160} />
            ) : null}
            <div>
              <p>
                <strong>{r.key}</strong>: {r.state ? STATES[r.state] : "deleted already"}; asked{" "}
                <time dateTime={r.at}>{r.at.replace("T", " ").slice(0, 16)} UTC</time>
              </p>
              <blockquote className="removal-requests__why">{r.why}</blockquote>
              <p>{r.email ? <a href={`mailto:${r.email}`}>Answer {r.email}</a> : "No address to answer."}</p>
              <div className="review-actions">
                {r.state === "approved" || r.state === "pending" ? (
                  <Form method="post" action={organiserReviewActionUrl()}>
                    <input type="hidden" name="key" value={r.key} />
                    <input type="hidden" name="back" value={back} />
                    <button type="submit" name="intent" value="hide" className="button">
                      {r.clip ? "Hide the clip" : "Hide the photo"}
                    </button>
                  </Form>
                ) : null}
                {r.state ? (
                  <Form method="post" action={organiserReviewActionUrl()}>
                    <input type="hidden" name="key" value={r.key} />
                    <input type="hidden" name="back" value={back} />
                    <input type="hidden" name="confirm" value="yes" />
                    <button type="submit" name="intent" value="delete" className="button">
                      {r.clip ? "Delete the clip for good" : "Delete the photo for good"}
                    </button>
                  </Form>
                ) : null}
                <Form method="post" action={organiserRemovalRequestsUrl()}>
                  <input type="hidden" name="id" value={r.id} />
                  <button type="submit" name="intent" value="close" className="button">
                    Close the request
                  </button>
                </Form>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
