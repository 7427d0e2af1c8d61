import { requestLang } from "~/i18n/i18n.server";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormField } from "~/components/form-field";
import { findEvent } from "~/models/content.server";
import { notFound } from "~/lib/http";
import { isPhotoKey, THUMBNAIL_WIDTH } from "~/lib/photo-layout";
import { eventUrl, photoRemovalUrl } from "~/lib/urls";
import { recordOf } from "~/services/review/photo-review.server";
import {
  checkRemovalForm,
  isPublicPhoto,
  readRemovalForm,
  REMOVAL_LIMITS,
  RemovalRequestError,
  storeRemovalRequest,
  type RemovalForm,
} from "~/services/review/removal-requests.server";

/** A form page for one visitor at a time: kept by no shared cache, listed by no search engine. */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export const meta: MetaFunction = () => [
  { title: "Ask to remove a photo | Forró Sailing Week" },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") || actionHeaders.has("Allow") ? actionHeaders : loaderHeaders;

const NO_SUCH_PHOTO = {
  title: "Photo not found",
  detail: "There is no such photo in the gallery (any more).",
  suggestions: [{ to: "/events", label: "See all editions" }],
};

/** The form for a public photo; anything else (waiting for review, hidden, unknown) is a 404. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  const key = params.key ?? "";
  if (!isPhotoKey(key) || !(await isPublicPhoto(key))) notFound(NO_SUCH_PHOTO);
  const record = await recordOf(key);
  if (!record) notFound(NO_SUCH_PHOTO);
  const event = findEvent(record.edition ?? "");
  return json(
    {
      key,
      title: record.title ?? "",
      thumbnail: record.thumbnail,
      back: event
        ? { to: eventUrl(event.id), label: `Back to ${event.title}` }
        : { to: "/add-photo", label: "Back to the photos" },
      sent: new URL(request.url).searchParams.get("sent") === "1",
    },
    { headers: PRIVATE },
  );
}

type ActionData = { formError: string; fieldErrors?: Partial<Record<keyof RemovalForm, string>>; values?: RemovalForm };

export async function action({ params, request, context }: ActionFunctionArgs) {
  const lang = requestLang(params, request);
  const fail = (status: number, data: ActionData, extra: Record<string, string> = {}) =>
    json<ActionData>(data, { status, headers: { ...PRIVATE, ...extra } });
  if (request.method !== "POST") return fail(405, { formError: "This form is sent by POST." }, { Allow: "GET, HEAD, POST" });
  const limited = context.removalRateLimited;
  if (limited) {
    const minutes = Math.ceil(limited.retryAfterSeconds / 60);
    return fail(
      429,
      {
        formError: `You have sent several requests already. Please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`,
      },
      { "Retry-After": String(limited.retryAfterSeconds) },
    );
  }
  const key = params.key ?? "";
  if (!isPhotoKey(key)) notFound(NO_SUCH_PHOTO);
  let values: RemovalForm;
  try {
    values = await readRemovalForm(request);
  } catch (error) {
    if (error instanceof RemovalRequestError) return fail(error.status, { formError: error.message });
    throw error;
  }
  const fieldErrors = checkRemovalForm(values);
  if (Object.keys(fieldErrors).length > 0) return fail(400, { formError: "Please correct the form.", fieldErrors, values });
  try {
    await storeRemovalRequest(key, values);
  } catch (error) {
    if (error instanceof RemovalRequestError) notFound(NO_SUCH_PHOTO);
    throw error;
  }
  return redirect(`${photoRemovalUrl(key)}?sent=1`, { status: 303, headers: PRIVATE });
}

export default function RemovePhotoPage() {
  const { key, title, thumbnail, back, sent } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section aria-labelledby="remove-title" className="container section">
      <header className="page-header">
        <h1 id="remove-title">Ask to remove this photo</h1>
      </header>
      <img src={thumbnail} alt={title ? `The photo: ${title}` : "The photo"} width={THUMBNAIL_WIDTH} />
      {sent ? (
        <p role="status">
          Thank you: your request has reached the organisers. They will look at the photo soon, and answer you if you gave your
          e-mail address.
        </p>
      ) : (
        <>
          <p>
            Are you in this photo, or should it not be here for another reason? Tell the organisers: they will look at it and take
            it down if it should not be shown.
          </p>
          {result?.formError ? <p role="alert">{result.formError}</p> : null}
          <Form method="post" action={photoRemovalUrl(key)} className="form">
            <FormField
              name="why"
              label="Why should it be removed?"
              type="textarea"
              required
              maxLength={REMOVAL_LIMITS.why}
              defaultValue={result?.values?.why}
              error={result?.fieldErrors?.why}
            />
            <FormField
              name="email"
              label="Your e-mail address (optional)"
              hint="Only if you would like an answer; only the organisers see it."
              maxLength={REMOVAL_LIMITS.email}
              autoComplete="email"
              defaultValue={result?.values?.email}
              error={result?.fieldErrors?.email}
            />
            <button type="submit" className="button">
              Send the request
            </button>
          </Form>
        </>
      )}
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
