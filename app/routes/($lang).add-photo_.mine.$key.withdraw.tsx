import { requestLang } from "~/i18n/i18n.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { isPhotoKey, THUMBNAIL_WIDTH } from "~/lib/photo-layout";
import { withdrawUrl, myUploadUrl } from "~/lib/urls";
import { forgetMyUpload, myUploadKeys } from "~/services/uploads/my-uploads.server";
import { recordOf, ReviewError, withdrawPhoto } from "~/services/review/photo-review.server";

/** This browser's alone, and no page for search engines. */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export const meta: MetaFunction = () => [
  { title: "Withdraw your photo | Forró Sailing Week" },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = () => PRIVATE;

const notYours = () =>
  new Response("Not found", { status: 404, headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" } });

/** Whether this browser's signed cookie lists `key`: only the uploader may withdraw a photo (else 404). */
async function isMine(request: Request, key: string): Promise<boolean> {
  return isPhotoKey(key) && (await myUploadKeys(request)).includes(key);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  if (new URL(request.url).searchParams.get("done") === "1") return json({ done: true as const }, { headers: PRIVATE });
  const key = params.key ?? "";
  if (!(await isMine(request, key))) throw notYours();
  const record = await recordOf(key);
  if (!record) throw notYours();
  return json({ done: false as const, key, title: record.title ?? "" }, { headers: PRIVATE });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const lang = requestLang(params, request);
  if (request.method !== "POST") {
    return json({ formError: "This form is sent by POST." }, { status: 405, headers: { ...PRIVATE, Allow: "GET, HEAD, POST" } });
  }
  const key = params.key ?? "";
  if (!(await isMine(request, key))) throw notYours();
  try {
    await withdrawPhoto(key);
  } catch (error) {
    if (error instanceof ReviewError) {
      if (error.status === 404 || error.status === 400) throw notYours();
      return json({ formError: error.message }, { status: error.status, headers: PRIVATE });
    }
    throw error;
  }
  const headers = new Headers(PRIVATE);
  headers.append("Set-Cookie", await forgetMyUpload(request, key));
  return redirect(`${withdrawUrl(key)}?done=1`, { status: 303, headers });
}

export default function WithdrawPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (data.done) {
    return (
      <section aria-labelledby="withdraw-title" className="container section">
        <h1 id="withdraw-title">Photo withdrawn</h1>
        <p role="status">Your photo is gone from the site, with every copy of it.</p>
        <p>
          <Link to="/add-photo">Back to the photos</Link>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="withdraw-title" className="container section">
      <h1 id="withdraw-title">Withdraw your photo?</h1>
      <img src={myUploadUrl(data.key)} alt={data.title ? `Your photo: ${data.title}` : "Your photo"} width={THUMBNAIL_WIDTH} />
      <p>
        “{data.title || "Your photo"}” will be removed from the site for good, with its small and resized copies. This cannot be
        undone.
      </p>
      {result?.formError ? <p role="alert">{result.formError}</p> : null}
      <Form method="post" action={withdrawUrl(data.key)}>
        <button type="submit" className="button">
          Withdraw for good
        </button>{" "}
        <Link to="/add-photo">Keep it</Link>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
