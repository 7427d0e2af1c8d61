import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { Translator } from "~/i18n/translate";
import { i18nOfMatches, useI18n } from "~/i18n/use-i18n";
import { isClip, isPhotoKey, THUMBNAIL_WIDTH } from "~/lib/photo-layout";
import { shownTitle } from "~/lib/photo-alt";
import { withdrawUrl, myUploadUrl } from "~/lib/urls";
import { forgetMyUpload, myUploadKeys } from "~/services/uploads/my-uploads.server";
import { recordOf, ReviewError, withdrawPhoto } from "~/services/review/photo-review.server";
import { SITE_NAME } from "~/lib/site";
import { requestI18n } from "~/http/page-language.server";

/** This browser's alone, and no page for search engines. */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export const meta: MetaFunction = ({ matches }) => {
  const { t } = i18nOfMatches(matches);
  return [{ title: `${t("upload.withdraw.metaTitle")} | ${SITE_NAME}` }, { name: "robots", content: "noindex, nofollow" }];
};

export const headers = () => PRIVATE;

const notYours = (t: Translator) =>
  new Response(t("upload.notFound"), { status: 404, headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" } });

/** Whether this browser's signed cookie lists `key`: only the uploader may withdraw a photo (else 404). */
async function isMine(request: Request, key: string): Promise<boolean> {
  return isPhotoKey(key) && (await myUploadKeys(request)).includes(key);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { t } = requestI18n(params, request);
  if (new URL(request.url).searchParams.get("done") === "1") return json({ done: true as const }, { headers: PRIVATE });
  const key = params.key ?? "";
  if (!(await isMine(request, key))) throw notYours(t);
  const record = await recordOf(key);
  if (!record) throw notYours(t);
  return json({ done: false as const, key, title: shownTitle(record.title), clip: isClip(record) }, { headers: PRIVATE });
}

/** The review's own words are the organisers'; a visitor in another language gets the gist in theirs. */
function withdrawError(error: ReviewError, t: Translator): string {
  if (t.lang === "en") return error.message;
  return error.status === 409 ? t("upload.withdraw.busy") : t("upload.withdraw.failed");
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { t, href } = requestI18n(params, request);
  if (request.method !== "POST") {
    return json({ formError: t("upload.postOnly") }, { status: 405, headers: { ...PRIVATE, Allow: "GET, HEAD, POST" } });
  }
  const key = params.key ?? "";
  if (!(await isMine(request, key))) throw notYours(t);
  try {
    await withdrawPhoto(key);
  } catch (error) {
    if (error instanceof ReviewError) {
      if (error.status === 404 || error.status === 400) throw notYours(t);
      return json({ formError: withdrawError(error, t) }, { status: error.status, headers: PRIVATE });
    }
    throw error;
  }
  const headers = new Headers(PRIVATE);
  headers.append("Set-Cookie", await forgetMyUpload(request, key));
  return redirect(`${href(withdrawUrl(key))}?done=1`, { status: 303, headers });
}

export default function WithdrawPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, href } = useI18n();
  if (data.done) {
    return (
      <section aria-labelledby="withdraw-title" className="container section">
        <h1 id="withdraw-title">{t("upload.withdraw.doneTitle")}</h1>
        <p role="status">{t("upload.withdraw.doneText")}</p>
        <p>
          <Link to={href("/add-photo")}>{t("upload.backToPhotos")}</Link>
        </p>
      </section>
    );
  }
  const [yours, yoursTitled] = data.clip
    ? (["clip.mine", "clip.mineTitled"] as const)
    : (["upload.mine.photo", "upload.mine.photoTitled"] as const);
  return (
    <section aria-labelledby="withdraw-title" className="container section">
      <h1 id="withdraw-title">{t("upload.withdraw.title")}</h1>
      <img
        src={myUploadUrl(data.key)}
        alt={data.title ? t(yoursTitled, { title: data.title }) : t(yours)}
        width={THUMBNAIL_WIDTH}
      />
      <p>{t("upload.withdraw.warning", { title: data.title || t(yours) })}</p>
      {result?.formError ? <p role="alert">{result.formError}</p> : null}
      <Form method="post" action={href(withdrawUrl(data.key))}>
        <button type="submit" className="button">
          {t("upload.withdraw.submit")}
        </button>{" "}
        <Link to={href("/add-photo")}>{t("upload.withdraw.keep")}</Link>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
