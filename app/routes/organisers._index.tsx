import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ORGANISER_HEADERS, organiserHeaders, organiserMeta } from "~/http/organiser-page";
import { PartyLinks } from "~/components/party-links";
import { RemovalRequests } from "~/components/removal-requests";
import { listRemovalRequests } from "~/services/review/removal-requests.server";
import { BulkActions, ReviewItem, ReviewTabs, type ReviewPhoto } from "~/components/review-queue";
import { sortNewestFirst } from "~/lib/events";
import { events } from "~/models/content.server";
import { DatabaseError } from "~/services/backend/database.server";
import { StorageError } from "~/services/backend/storage-errors.server";
import { requireOrganiser } from "~/services/organisers/organiser-auth.server";
import { REVIEW_STATES, type ReviewState } from "~/lib/photo-layout";
import { readOrganiserForm } from "~/services/organisers/organiser-form.server";
import {
  checkEdit,
  deletePhoto,
  editPhoto,
  listByState,
  ReviewError,
  setReviewState,
} from "~/services/review/photo-review.server";
import { organiserAuditUrl, organisersUrl } from "~/lib/urls";
import { getConfig } from "~/services/config.server";

export const meta: MetaFunction = () => organiserMeta("Photo review");
export const headers = organiserHeaders;

const DONE: Record<string, string> = {
  approve: "approved",
  hide: "hidden",
  delete: "deleted",
  edit: "saved",
  "edit-approve": "saved and approved",
};
const OTHER_DONE: Record<string, string> = { "close-request": "Removal request closed." };

function editionIds(): string[] {
  return sortNewestFirst(events).map((e) => e.id);
}

function stateOf(url: URL): ReviewState {
  const state = url.searchParams.get("state");
  return (REVIEW_STATES as readonly string[]).includes(state ?? "") ? (state as ReviewState) : "pending";
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOrganiser(request);
  const url = new URL(request.url);
  const state = stateOf(url);
  const page = await listByState(state, { before: url.searchParams.get("before") ?? undefined });
  const photos: ReviewPhoto[] = page.items.map(({ key, record }) => ({
    key,
    state,
    title: record.title ?? "",
    edition: record.edition ?? "",
    tags: Array.isArray(record.tags) ? record.tags : [],
    description: record.description ?? "",
    uploadedAt: record.uploadedAt,
    size: typeof record.size === "string" ? record.size : "",
    original: record.original,
    width: record.dimensions?.width ?? 0,
    height: record.dimensions?.height ?? 0,
  }));
  const done = url.searchParams.get("done");
  const count = Number(url.searchParams.get("n") ?? "1");
  const notice =
    done && DONE[done] ? `${count === 1 ? "1 photo" : `${count} photos`} ${DONE[done]}.` : (OTHER_DONE[done ?? ""] ?? null);
  const removals = await listRemovalRequests();
  return json(
    {
      state,
      photos,
      older: page.older,
      editions: editionIds(),
      back: organisersUrl(state),
      notice,
      party: sortNewestFirst(events).map((e) => ({ id: e.id, title: e.title })),
      accessCode: getConfig().uploadAccessCode,
      removals,
    },
    { headers: ORGANISER_HEADERS },
  );
}

type ActionData = { formError: string; key?: string; fieldErrors?: Partial<Record<"title" | "edition" | "tags", string>> };

export async function action({ request }: ActionFunctionArgs) {
  const organiser = await requireOrganiser(request);
  const form = await readOrganiserForm(request);
  const intent = String(form.get("intent") ?? "");
  const keys = form.getAll("key").filter((k): k is string => typeof k === "string");
  const backField = String(form.get("back") ?? "");
  const back = /^\/organisers(\?state=(pending|approved|hidden))?$/.test(backField) ? backField : organisersUrl();
  const fail = (status: number, data: ActionData) => json<ActionData>(data, { status, headers: ORGANISER_HEADERS });
  if (!(intent in DONE)) return fail(400, { formError: "Choose an action: approve, hide, delete or save." });
  if (keys.length === 0) return fail(400, { formError: "Tick at least one photo first." });
  try {
    if (intent === "delete") {
      if (form.get("confirm") !== "yes") {
        return fail(400, { formError: "Deleting cannot be undone: tick “Yes, delete … for good” to confirm." });
      }
      for (const key of keys) await deletePhoto(key, organiser.email);
    } else if (intent === "approve" || intent === "hide") {
      await setReviewState(keys, intent === "approve" ? "approved" : "hidden", organiser.email);
    } else {
      const [key] = keys;
      const edit = {
        title: String(form.get("title") ?? ""),
        edition: String(form.get("edition") ?? ""),
        tags: String(form.get("tags") ?? ""),
      };
      const fieldErrors = checkEdit(edit, editionIds());
      if (Object.keys(fieldErrors).length > 0)
        return fail(400, { formError: "Please correct the photo's fields.", key, fieldErrors });
      await editPhoto(key!, edit, organiser.email, { approve: intent === "edit-approve" });
    }
  } catch (error) {
    if (error instanceof ReviewError) return fail(error.status, { formError: error.message });
    if (error instanceof DatabaseError || error instanceof StorageError) {
      // The database or the bucket did not answer: nothing the organiser did wrong, and safe to repeat.
      console.error(`Review action "${intent}" failed:`, error);
      return fail(503, { formError: `The photos could not be changed just now (${error.message}). Please try again.` });
    }
    throw error;
  }
  const separator = back.includes("?") ? "&" : "?";
  return redirect(`${back}${separator}done=${intent}&n=${keys.length}`, { status: 303, headers: ORGANISER_HEADERS });
}

export default function ReviewPage() {
  const { state, photos, older, editions, back, notice, party, accessCode, removals } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section aria-labelledby="review-title">
      <header className="page-header">
        <h1 id="review-title">Photo review</h1>
        <p className="lead">
          New uploads wait here until you approve them; only approved photos are shown to visitors.{" "}
          <Link to={organiserAuditUrl()}>Audit log</Link>
        </p>
      </header>
      {notice ? <p role="status">{notice}</p> : null}
      {result?.formError ? <p role="alert">{result.formError}</p> : null}
      <RemovalRequests requests={removals} back={back} />
      <ReviewTabs current={state} />
      {photos.length === 0 ? (
        <p>No photos here.</p>
      ) : (
        <>
          <BulkActions back={back} state={state} />
          <ul className="review-list">
            {photos.map((photo) => (
              <ReviewItem
                key={photo.key}
                photo={photo}
                editions={editions}
                back={back}
                errors={result?.key === photo.key ? result.fieldErrors : undefined}
              />
            ))}
          </ul>
        </>
      )}
      {older ? (
        <p>
          <Link to={organisersUrl(state, older)}>Older photos</Link>
        </p>
      ) : null}
      <PartyLinks editions={party} accessCode={accessCode} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
