import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormField } from "~/components/form-field";
import type { Translator } from "~/i18n/translate";
import { i18nOfMatches, useI18n } from "~/i18n/use-i18n";
import { contentIn } from "~/models/content.server";
import { notFound } from "~/http/http";
import { galleryEntry, isClip, isPhotoKey, THUMBNAIL_WIDTH } from "~/lib/photo-layout";
import { shownTitle, uploadAlt } from "~/lib/photo-alt";
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
import { SITE_NAME } from "~/lib/site";
import { requestI18n } from "~/http/page-language.server";

/** A form page for one visitor at a time: kept by no shared cache, listed by no search engine. */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export const meta: MetaFunction = ({ matches }) => {
  const { t } = i18nOfMatches(matches);
  return [{ title: `${t("upload.removal.metaTitle")} | ${SITE_NAME}` }, { name: "robots", content: "noindex, nofollow" }];
};

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") || actionHeaders.has("Allow") ? actionHeaders : loaderHeaders;

const noSuchPhoto = (t: Translator, href: (path: string) => string) => ({
  title: t("upload.removal.notFoundTitle"),
  detail: t("upload.removal.notFoundDetail"),
  suggestions: [{ to: href("/events"), label: t("error.notFound.events") }],
});

/** The form for a public photo; anything else (waiting for review, hidden, unknown) is a 404. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const { lang, t, href } = requestI18n(params, request);
  const key = params.key ?? "";
  if (!isPhotoKey(key) || !(await isPublicPhoto(key))) notFound(noSuchPhoto(t, href));
  const record = await recordOf(key);
  if (!record) notFound(noSuchPhoto(t, href));
  const event = contentIn(lang).findEvent(record.edition ?? "");
  const clip = isClip(record);
  const title = shownTitle(record.title);
  return json(
    {
      key,
      alt:
        title && !record.alt
          ? t(clip ? "clip.removalTitled" : "upload.removal.photoTitled", { title })
          : uploadAlt(t, { ...galleryEntry(record), clip }),
      thumbnail: record.thumbnail,
      back: event
        ? { to: href(eventUrl(event.id)), label: t("upload.removal.backTo", { title: event.title }) }
        : { to: href("/add-photo"), label: t("upload.backToPhotos") },
      sent: new URL(request.url).searchParams.get("sent") === "1",
    },
    { headers: PRIVATE },
  );
}

type ActionData = { formError: string; fieldErrors?: Partial<Record<keyof RemovalForm, string>>; values?: RemovalForm };

/** The form's refusals before it is read: one text per status. */
function unreadableForm(error: RemovalRequestError, t: Translator): string {
  if (error.status === 415) return t("upload.removal.urlEncoded");
  if (error.status === 413) return t("upload.removal.tooLarge");
  return error.message;
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const { t, href } = requestI18n(params, request);
  const fail = (status: number, data: ActionData, extra: Record<string, string> = {}) =>
    json<ActionData>(data, { status, headers: { ...PRIVATE, ...extra } });
  if (request.method !== "POST") return fail(405, { formError: t("upload.postOnly") }, { Allow: "GET, HEAD, POST" });
  const limited = context.removalRateLimited;
  if (limited) {
    const minutes = Math.ceil(limited.retryAfterSeconds / 60);
    return fail(
      429,
      { formError: t("upload.removal.tooMany", { count: minutes }) },
      { "Retry-After": String(limited.retryAfterSeconds) },
    );
  }
  const key = params.key ?? "";
  if (!isPhotoKey(key)) notFound(noSuchPhoto(t, href));
  let values: RemovalForm;
  try {
    values = await readRemovalForm(request);
  } catch (error) {
    if (error instanceof RemovalRequestError) return fail(error.status, { formError: unreadableForm(error, t) });
    throw error;
  }
  const fieldErrors = checkRemovalForm(values, t);
  if (Object.keys(fieldErrors).length > 0) {
    return fail(400, { formError: t("upload.removal.correct"), fieldErrors, values });
  }
  try {
    await storeRemovalRequest(key, values);
  } catch (error) {
    if (error instanceof RemovalRequestError) notFound(noSuchPhoto(t, href));
    throw error;
  }
  return redirect(`${href(photoRemovalUrl(key))}?sent=1`, { status: 303, headers: PRIVATE });
}

export default function RemovePhotoPage() {
  const { key, alt, thumbnail, back, sent } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, href } = useI18n();
  return (
    <section aria-labelledby="remove-title" className="container section">
      <header className="page-header">
        <h1 id="remove-title">{t("upload.removal.title")}</h1>
      </header>
      <img src={thumbnail} alt={alt} width={THUMBNAIL_WIDTH} />
      {sent ? (
        <p role="status">{t("upload.removal.sent")}</p>
      ) : (
        <>
          <p>{t("upload.removal.intro")}</p>
          {result?.formError ? <p role="alert">{result.formError}</p> : null}
          <Form method="post" action={href(photoRemovalUrl(key))} className="form">
            <FormField
              name="why"
              label={t("upload.removal.why")}
              type="textarea"
              required
              maxLength={REMOVAL_LIMITS.why}
              defaultValue={result?.values?.why}
              error={result?.fieldErrors?.why}
            />
            <FormField
              name="email"
              label={t("upload.removal.email")}
              hint={t("upload.removal.emailHint")}
              maxLength={REMOVAL_LIMITS.email}
              autoComplete="email"
              defaultValue={result?.values?.email}
              error={result?.fieldErrors?.email}
            />
            <button type="submit" className="button">
              {t("upload.removal.submit")}
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
