import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/back-link";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PhotoMailForm } from "~/components/photo-mail-form";
import { openPhotoMailEdition, PHOTO_MAIL_HEADERS } from "~/routes/($lang).event-details_.$id.photo-mail/photo-mail-page.server";
import { readSmallForm, SmallFormError } from "~/http/small-form.server";
import { i18nOfMatches, useI18n } from "~/i18n/use-i18n";
import { MAX_EMAIL_LENGTH } from "~/lib/photo-mail";
import { HONEYPOT_FIELD } from "~/lib/photo-upload";
import { photoMailUrl } from "~/lib/urls";
import { checkPhotoMailAddress, signUp } from "~/services/mail/photo-mail.server";
import { SITE_NAME } from "~/lib/site";
import { requestI18n } from "~/http/page-language.server";

/** An address and the trap field are a few hundred bytes; anything larger is refused unread. */
const MAX_FORM_BYTES = 16 * 1024;

export const meta: MetaFunction = ({ matches }) => {
  const { t } = i18nOfMatches(matches);
  return [{ title: `${t("photoMail.signUp.metaTitle")} | ${SITE_NAME}` }, { name: "robots", content: "noindex, nofollow" }];
};

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") || actionHeaders.has("Allow") ? actionHeaders : loaderHeaders;

export function loader({ params, request }: LoaderFunctionArgs) {
  const { lang, t, href } = requestI18n(params, request);
  const edition = openPhotoMailEdition(params.id, lang, t, href);
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  return json({ ...edition, action: href(photoMailUrl(edition.id)), sent }, { headers: PHOTO_MAIL_HEADERS });
}

type ActionData = { formError?: string; fieldError?: string; email?: string };

/** The same answer whatever the address's state: new, waiting for confirmation or confirmed (decision 037). */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const { lang, t, href } = requestI18n(params, request);
  const fail = (status: number, data: ActionData, extra: Record<string, string> = {}) =>
    json<ActionData>(data, { status, headers: { ...PHOTO_MAIL_HEADERS, ...extra } });
  if (request.method !== "POST") return fail(405, { formError: t("upload.postOnly") }, { Allow: "GET, HEAD, POST" });
  const limited = context.photoMailRateLimited;
  if (limited) {
    const minutes = Math.ceil(limited.retryAfterSeconds / 60);
    return fail(
      429,
      { formError: t("photoMail.signUp.tooMany", { count: minutes }) },
      { "Retry-After": String(limited.retryAfterSeconds) },
    );
  }
  const edition = openPhotoMailEdition(params.id, lang, t, href);
  let fields: URLSearchParams;
  try {
    fields = await readSmallForm(request, MAX_FORM_BYTES);
  } catch (error) {
    if (!(error instanceof SmallFormError)) throw error;
    return fail(error.status, { formError: t(error.status === 415 ? "upload.removal.urlEncoded" : "upload.removal.tooLarge") });
  }
  if (fields.get(HONEYPOT_FIELD)) return fail(400, { formError: t("upload.refused.notSubmitted") });
  const email = fields.get("email") ?? "";
  if (!checkPhotoMailAddress(email)) {
    return fail(400, { fieldError: t("photoMail.signUp.emailInvalid"), email: email.slice(0, MAX_EMAIL_LENGTH) });
  }
  await signUp(edition.id, email, lang);
  return redirect(href(photoMailUrl(edition.id, { sent: true })), { status: 303, headers: PHOTO_MAIL_HEADERS });
}

export default function PhotoMailPage() {
  const { title, page, action: formAction, sent } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  return (
    <section aria-labelledby="photo-mail-page-title" className="container section">
      <header className="page-header">
        <h1 id="photo-mail-page-title">{t("photoMail.signUp.title", { title })}</h1>
      </header>
      {sent ? (
        <p className="notice notice--success" role="status">
          {t("photoMail.signUp.sent")}
        </p>
      ) : (
        <>
          {result?.formError ? (
            <p className="notice notice--error" role="alert">
              {result.formError}
            </p>
          ) : null}
          <PhotoMailForm action={formAction} email={result?.email} error={result?.fieldError} />
        </>
      )}
      <BackLink to={page}>{t("upload.removal.backTo", { title })}</BackLink>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
