import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/root";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PhotoList } from "~/components/photo-list";
import { PhotoUploadForm } from "~/components/photo-upload-form";
import { pageMeta } from "~/lib/meta";
import { getConfig } from "~/services/config.server";
import { uploadNotice } from "~/services/flash.server";
import { saveFailureResponse, savePhoto } from "~/services/photos.server";
import { startedEditions } from "~/models/editions.server";
import { loadPublicPage } from "~/services/gallery.server";
import { myPendingUploads, uploadedHeaders } from "~/services/my-uploads.server";
import { PendingUploads } from "~/components/pending-uploads";
import { IMAGE_TYPES_TEXT } from "~/lib/image-types";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta("Share your photos", "Upload your photos of Forró Sailing Week for the event gallery: no account needed.", {
    matches,
    path: "/add-photo",
  });

// Upload progress and the retry after a busy server need the client runtime.
export const handle: RouteHandle = { hydrate: true };

// A refused post keeps its Retry-After (and friends) on the page it re-renders.
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const uploaded = (await uploadNotice().parse(request.headers.get("Cookie"))) as string | null;
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (uploaded) headers.append("Set-Cookie", await uploadNotice().serialize("", { maxAge: 0 }));
  const { uploadAccessCode, maxUploadBytes } = getConfig();
  return json(
    {
      photos: await loadPublicPage(request),
      editions: startedEditions(),
      pending: await myPendingUploads(request),
      uploaded: typeof uploaded === "string" && uploaded ? uploaded : null,
      needsAccessCode: Boolean(uploadAccessCode),
      maxUploadBytes,
    },
    { headers },
  );
}

/** The form posted without JavaScript: post/redirect/get on success, the page with the errors otherwise. */
export async function action({ request, context }: ActionFunctionArgs) {
  const result = await savePhoto(request, { rateLimited: context.uploadRateLimited });
  if (!result.ok) return saveFailureResponse(result);
  return redirect("/add-photo", { status: 303, headers: await uploadedHeaders(request, result.key) });
}

export default function AddPhotoPage() {
  const { photos, pending, uploaded, needsAccessCode, maxUploadBytes, editions } = useLoaderData<typeof loader>();
  const serverResult = useActionData<typeof action>();

  return (
    <div className="container section upload-page">
      <header className="page-header">
        <p className="kicker">Event gallery</p>
        <h1>Share your photos</h1>
        <p className="lead">
          Were you on board? Add your favourite photos of the week. No account needed; photos up to{" "}
          {Math.floor(maxUploadBytes / (1024 * 1024))} MB in {IMAGE_TYPES_TEXT}.
        </p>
      </header>

      <div className="upload-layout">
        <PhotoUploadForm
          needsAccessCode={needsAccessCode}
          maxUploadBytes={maxUploadBytes}
          uploaded={uploaded}
          serverResult={serverResult}
          editions={editions}
        />
        <div>
          <PendingUploads uploads={pending} />
          <PhotoList photos={photos} highlight={uploaded} />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
