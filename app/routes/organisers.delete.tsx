import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ORGANISER_HEADERS, organiserHeaders, organiserMeta } from "~/http/organiser-page";
import { requireOrganiser } from "~/services/organisers/organiser-auth.server";
import { isClip, isPhotoKey } from "~/lib/photo-layout";
import { recordOf } from "~/services/review/photo-review.server";
import { organiserPhotoUrl, organiserReviewActionUrl, organisersUrl } from "~/lib/urls";

export const meta: MetaFunction = () => organiserMeta("Delete a photo");
export const headers = organiserHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOrganiser(request);
  const key = new URL(request.url).searchParams.get("key");
  if (!isPhotoKey(key)) throw new Response("No such photo", { status: 404, headers: ORGANISER_HEADERS });
  const record = await recordOf(key);
  if (!record) throw new Response("No such photo", { status: 404, headers: ORGANISER_HEADERS });
  return json({ key, title: record.title ?? "", clip: isClip(record) }, { headers: ORGANISER_HEADERS });
}

export default function DeletePhotoPage() {
  const { key, title, clip } = useLoaderData<typeof loader>();
  const what = clip ? "clip" : "photo";
  return (
    <section aria-labelledby="delete-title">
      <h1 id="delete-title">{`Delete this ${what}?`}</h1>
      <img src={organiserPhotoUrl(key)} alt={title || `The ${what} to delete`} width={320} />
      <p>
        “{title || key}” will be removed for good: {clip ? "the clip, its poster" : "the photo"}, its small and resized copies,
        and its record. This cannot be undone.
      </p>
      <Form method="post" action={organiserReviewActionUrl()}>
        <input type="hidden" name="key" value={key} />
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" name="intent" value="delete" className="button">
          Delete for good
        </button>{" "}
        <Link to={organisersUrl()}>Keep it</Link>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
