import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { getDatabase } from "~/services/backend/backend.server";
import { BackupStatus, type BackupStatusData } from "~/components/backup-status";
import { lastBackup } from "~/services/backup/scheduled-backups.server";
import { json, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ORGANISER_HEADERS, organiserHeaders, organiserMeta } from "~/http/organiser-page";
import { PartyLinks } from "~/components/party-links";
import { RemovalRequests } from "~/components/removal-requests";
import { listRemovalRequests } from "~/services/review/removal-requests.server";
import {
  ApprovePage,
  approvePageConfirm,
  BulkActions,
  NO_BOAT,
  ReviewItem,
  ReviewTabs,
  UndescribedFilter,
  type ReviewPhoto,
} from "~/components/review-queue";
import { sortNewestFirst } from "~/lib/events";
import { events } from "~/models/content.server";
import { DatabaseError } from "~/services/backend/database.server";
import { StorageError } from "~/services/backend/storage-errors.server";
import { requireOrganiser } from "~/services/organisers/organiser-auth.server";
import { isClip, REVIEW_STATES, type ReviewState } from "~/lib/photo-layout";
import { readOrganiserForm } from "~/services/organisers/organiser-form.server";
import { deletePhoto, listByState, ReviewError, setReviewState } from "~/services/review/photo-review.server";
import { checkEdit, editPhoto, findEdition, type PhotoEdit, type ReviewEdition } from "~/services/review/photo-edit.server";
import { approveWaiting, MAX_BULK_KEYS, setBoat, type BulkOutcome, type PassedOver } from "~/services/review/bulk-review.server";
import { organiserAuditUrl, organisersUrl } from "~/lib/urls";
import { getConfig } from "~/config/config.server";
import { listUndescribed } from "~/services/review/undescribed.server";

export const meta: MetaFunction = () => organiserMeta("Photo review");
export const headers = organiserHeaders;

const DONE: Record<string, (photos: string) => string> = {
  approve: (photos) => `${photos} approved.`,
  "approve-page": (photos) => `${photos} approved.`,
  hide: (photos) => `${photos} hidden.`,
  delete: (photos) => `${photos} deleted.`,
  edit: (photos) => `${photos} saved.`,
  "edit-approve": (photos) => `${photos} saved and approved.`,
  "set-boat": (photos) => `Boat set on ${photos}.`,
};
const OTHER_DONE: Record<string, string> = { "close-request": "Removal request closed." };

const doneText = (intent: string | null, n: number) =>
  intent !== null && Object.hasOwn(DONE, intent) ? DONE[intent]!(nPhotos(n)) : null;
const nPhotos = (n: number) => (n === 1 ? "1 photo" : `${n} photos`);

async function backupStatus(): Promise<BackupStatusData> {
  const config = getConfig();
  const last = await lastBackup(config.backups).catch(() => null);
  return {
    ...config.backups,
    backend: getDatabase().kind,
    last: last && { name: last.name, at: last.at.toISOString(), bytes: last.bytes },
  };
}

function reviewEditions(): ReviewEdition[] {
  return sortNewestFirst(events).map((e) => ({ id: e.id, boats: e.boats ?? [] }));
}

function stateOf(url: URL): ReviewState {
  const state = url.searchParams.get("state");
  return (REVIEW_STATES as readonly string[]).includes(state ?? "") ? (state as ReviewState) : "pending";
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOrganiser(request);
  const url = new URL(request.url);
  const state = stateOf(url);
  const before = url.searchParams.get("before") ?? undefined;
  const undescribed = state === "approved" && url.searchParams.get("undescribed") === "1";
  const missing = await listUndescribed({ before, limit: undescribed ? 24 : 0 });
  const page = undescribed ? missing : await listByState(state, { before });
  const photos: ReviewPhoto[] = page.items.map(({ key, record }) => ({
    key,
    state,
    title: record.title ?? "",
    edition: record.edition ?? "",
    name: typeof record.name === "string" ? record.name : "",
    boat: typeof record.boat === "string" ? record.boat : "",
    alt: typeof record.alt === "string" ? record.alt : "",
    tags: Array.isArray(record.tags) ? record.tags : [],
    description: record.description ?? "",
    uploadedAt: record.uploadedAt,
    size: typeof record.size === "string" ? record.size : "",
    original: record.original,
    width: record.dimensions?.width ?? 0,
    height: record.dimensions?.height ?? 0,
    ...(isClip(record) ? { clip: typeof record.duration === "number" ? { duration: record.duration } : {} } : {}),
  }));
  const done = url.searchParams.get("done");
  const n = Number(url.searchParams.get("n") ?? "1");
  const count = Number.isSafeInteger(n) && n >= 0 ? n : 1;
  const notice = doneText(done, count) ?? (done !== null && Object.hasOwn(OTHER_DONE, done) ? OTHER_DONE[done]! : null);
  const removals = await listRemovalRequests();
  return json(
    {
      state,
      photos,
      older: page.older,
      editions: reviewEditions(),
      back: organisersUrl(state, undefined, undescribed),
      undescribed,
      undescribedCount: missing.count,
      notice,
      party: sortNewestFirst(events).map((e) => ({ id: e.id, title: e.title })),
      accessCode: getConfig().uploadAccessCode,
      removals,
      backups: await backupStatus(),
    },
    { headers: ORGANISER_HEADERS },
  );
}

type ActionData = {
  formError?: string;
  notice?: string;
  key?: string;
  fieldErrors?: Partial<Record<keyof PhotoEdit, string>>;
};

/** How a photo left as it was is named to the organiser: its title, else its key. */
function named(list: readonly PassedOver[]): string {
  return list.map((p) => (p.title ? `“${p.title}”` : p.key)).join(", ");
}

const were = (n: number) => (n === 1 ? "1 was" : `${n} were`);

/** What a bulk action left as it was, sentence by sentence. */
function passedOver(outcome: BulkOutcome, boat?: string): string[] {
  const of = (...why: PassedOver["why"][]) => outcome.passed.filter((p) => why.includes(p.why));
  const lines: string[] = [];
  const left = of("not waiting", "gone");
  const other = of("no such boat");
  const busy = of("busy");
  const gone = of("gone");
  if (boat === undefined && left.length > 0) lines.push(`${were(left.length)} no longer waiting: ${named(left)}.`);
  if (boat !== undefined && gone.length > 0) lines.push(`${were(gone.length)} deleted meanwhile: ${named(gone)}.`);
  if (other.length > 0) lines.push(`Not set, their edition has no boat “${boat}”: ${named(other)}.`);
  if (busy.length > 0) lines.push(`${were(busy.length)} being changed by another organiser, please try again: ${named(busy)}.`);
  return lines;
}

export async function action({ request }: ActionFunctionArgs) {
  const organiser = await requireOrganiser(request);
  const form = await readOrganiserForm(request);
  const intent = String(form.get("intent") ?? "");
  const keys = [...new Set(form.getAll("key").filter((k): k is string => typeof k === "string"))];
  const backField = String(form.get("back") ?? "");
  const back = /^\/organisers(\?state=(pending|approved|hidden)(&undescribed=1)?)?$/.test(backField)
    ? backField
    : organisersUrl();
  const fail = (status: number, data: ActionData) => json<ActionData>(data, { status, headers: ORGANISER_HEADERS });
  const done = (n: number) => {
    const separator = back.includes("?") ? "&" : "?";
    return redirect(`${back}${separator}done=${intent}&n=${n}`, { status: 303, headers: ORGANISER_HEADERS });
  };
  if (!Object.hasOwn(DONE, intent))
    return fail(400, { formError: "Choose an action: approve, hide, delete, save or set the boat." });
  if (keys.length > MAX_BULK_KEYS)
    return fail(400, { formError: `At most ${MAX_BULK_KEYS} photos at once: a page lists 24. Please use the page's own form.` });
  if (keys.length === 0) return fail(400, { formError: "Tick at least one photo first." });
  const editions = reviewEditions();
  try {
    if (intent === "approve-page") {
      if (form.get("confirm") !== "yes") {
        return fail(400, { formError: `Tick “${approvePageConfirm(keys.length)}” to confirm.` });
      }
      const outcome = await approveWaiting(keys, organiser.email);
      if (outcome.passed.length === 0) return done(outcome.changed.length);
      const notice = [`${outcome.changed.length} approved;`, ...passedOver(outcome)].join(" ");
      return json<ActionData>({ notice }, { headers: ORGANISER_HEADERS });
    }
    if (intent === "set-boat") {
      const choice = String(form.get("boat") ?? "").trim();
      const boat = choice === NO_BOAT ? null : choice;
      if (choice === "") return fail(400, { formError: "Choose a boat, or “No boat”, first." });
      if (boat !== null && !editions.some((e) => e.boats.includes(boat)))
        return fail(400, { formError: `“${[...boat].slice(0, 40).join("")}” is no boat of any edition.` });
      const boatsOf = (edition: string) => findEdition(editions, edition)?.boats ?? [];
      const outcome = await setBoat(keys, boat, organiser.email, boatsOf);
      if (outcome.passed.length === 0) return done(outcome.changed.length);
      const formError = passedOver(outcome, boat ?? "").join(" ");
      if (outcome.changed.length === 0) return fail(outcome.passed.every((p) => p.why === "busy") ? 409 : 400, { formError });
      return json<ActionData>(
        { notice: doneText(intent, outcome.changed.length) ?? undefined, formError },
        { headers: ORGANISER_HEADERS },
      );
    }
    if (intent === "delete") {
      if (form.get("confirm") !== "yes") {
        return fail(400, { formError: "Deleting cannot be undone: tick “Yes, delete … for good” to confirm." });
      }
      for (const key of keys) await deletePhoto(key, organiser.email);
    } else if (intent === "approve" || intent === "hide") {
      await setReviewState(keys, intent === "approve" ? "approved" : "hidden", organiser.email);
    } else {
      const [key] = keys;
      const field = (name: string) => {
        const value = form.get(name);
        return typeof value === "string" ? value : undefined;
      };
      const edit: PhotoEdit = {
        title: field("title") ?? "",
        edition: field("edition") ?? "",
        tags: field("tags") ?? "",
        name: field("name"),
        boat: field("boat"),
        alt: field("alt"),
      };
      const fieldErrors = checkEdit(edit, editions);
      if (Object.keys(fieldErrors).length > 0)
        return fail(400, { formError: "Please correct the photo's fields.", key, fieldErrors });
      const boats = findEdition(editions, edit.edition)?.boats;
      await editPhoto(key!, edit, organiser.email, { approve: intent === "edit-approve", boats });
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
  return done(keys.length);
}

export default function ReviewPage() {
  const { state, photos, older, editions, back, notice, party, accessCode, removals, backups, undescribed, undescribedCount } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const pageEditions = editions.filter(
    (e) => photos.some((p) => p.edition.toLowerCase() === e.id.toLowerCase()) && e.boats.length > 0,
  );
  return (
    <section aria-labelledby="review-title">
      <header className="page-header">
        <h1 id="review-title">Photo review</h1>
        <p className="lead">
          New uploads wait here until you approve them; only approved photos are shown to visitors.{" "}
          <Link to={organiserAuditUrl()}>Audit log</Link>
        </p>
      </header>
      {notice && !result ? <p role="status">{notice}</p> : null}
      {result?.notice ? <p role="status">{result.notice}</p> : null}
      {result?.formError ? <p role="alert">{result.formError}</p> : null}
      <RemovalRequests requests={removals} back={back} />
      <ReviewTabs current={state} />
      <UndescribedFilter state={state} on={undescribed} count={undescribedCount} />
      {photos.length === 0 ? (
        <p>No photos here.</p>
      ) : (
        <>
          {state === "pending" ? <ApprovePage back={back} keys={photos.map((p) => p.key)} /> : null}
          <BulkActions back={back} state={state} editions={pageEditions} />
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
          <Link to={organisersUrl(state, older, undescribed)}>Older photos</Link>
        </p>
      ) : null}
      <PartyLinks editions={party} accessCode={accessCode} />
      <BackupStatus status={backups} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
