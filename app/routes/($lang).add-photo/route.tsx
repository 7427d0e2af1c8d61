import { i18nOfMatches, useI18n } from "~/i18n/use-i18n";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/root";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PhotoList } from "~/components/photo-list";
import { PhotoUploadForm, mbOf } from "~/components/photo-upload-form";
import { pageMeta } from "~/seo/meta";
import {
  MY_UPLOADS_LIMIT,
  clipsEnabled,
  consentNotice,
  editionBoats,
  getConfig,
  methodNotAllowed,
  myUploadKeys,
  myUploads,
  myUploadsCookie,
  nameCookieHeader,
  publicPageFor,
  rememberedName,
  refusalAnswer,
  resultItems,
  savePhotos,
  startedEditions,
  uploadNotice,
  uploadedHeaders,
} from "~/routes/($lang).add-photo/add-photo-page.server";
import { PendingUploads } from "~/components/pending-uploads";
import { imageTypesText } from "~/lib/image-types";
import { videoTypesText } from "~/lib/video-types";
import { UPLOAD_CODE_PARAM, UPLOAD_EDITION_PARAM } from "~/lib/urls";
import { requestI18n } from "~/http/page-language.server";

/** From the QR posters: an `?edition=` that is no started edition is passed over; `?code=` fills the access code. */
function prefill(url: URL, editions: ReturnType<typeof startedEditions>) {
  const wanted = url.searchParams.get(UPLOAD_EDITION_PARAM)?.toUpperCase();
  const chosen = editions.find((e) => e.value === wanted);
  const ordered = chosen ? [chosen, ...editions.filter((e) => e !== chosen)] : editions;
  const code = url.searchParams.get(UPLOAD_CODE_PARAM)?.slice(0, 200) ?? "";
  return { editions: ordered, accessCode: code };
}

export const meta: MetaFunction = ({ matches }) => {
  const { t } = i18nOfMatches(matches);
  return pageMeta(t("upload.meta.title"), t("upload.meta.description"), { matches, path: "/add-photo" });
};

// Upload progress and the retry after a busy server need the client runtime.
export const handle: RouteHandle = { hydrate: true };

// A refused post keeps its Retry-After or Allow on the page it re-renders.
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") || actionHeaders.has("Allow") ? actionHeaders : loaderHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang, t } = requestI18n(params, request);
  const uploaded = (await uploadNotice().parse(request.headers.get("Cookie"))) as string | null;
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (uploaded) headers.append("Set-Cookie", await uploadNotice().serialize("", { maxAge: 0 }));
  const { uploadAccessCode, maxUploadBytes, photoReview, video } = getConfig();
  const { editions, accessCode } = prefill(new URL(request.url), startedEditions(undefined, lang));
  return json(
    {
      photos: await publicPageFor(request),
      editions,
      boats: editionBoats(editions),
      // Remembered by this browser's cookie, so the form is filled in without JavaScript too.
      name: await rememberedName(request),
      accessCode: uploadAccessCode ? accessCode : "",
      pending: await myUploads(request),
      uploaded: typeof uploaded === "string" && uploaded ? uploaded : null,
      needsAccessCode: Boolean(uploadAccessCode),
      maxUploadBytes,
      imageTypes: imageTypesText(lang),
      clips: clipsEnabled() ? { maxBytes: video.maxBytes, maxSeconds: video.maxSeconds, types: videoTypesText(lang) } : null,
      consent: consentNotice(photoReview, t),
    },
    { headers },
  );
}

/** Without JavaScript: post/redirect/get for one stored photo, else the page with the errors or each file's outcome. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { t, href } = requestI18n(params, request);
  if (request.method !== "POST") return methodNotAllowed(t);
  const result = await savePhotos(request, { rateLimited: context.uploadRateLimited });
  if (!result.ok) return refusalAnswer(result.refusal, result.values, t);
  const [first] = result.files;
  if (result.files.length === 1 && first) {
    if (!first.ok) return refusalAnswer(first.refusal, result.values, t);
    if (first.status === "stored") {
      return redirect(href("/add-photo"), {
        status: 303,
        headers: await uploadedHeaders(request, first.key, result.values.name),
      });
    }
  }
  const results = resultItems(result.files, t);
  const refused = result.files.find((f) => !f.ok);
  const status = results.some((r) => r.status !== "refused") ? 200 : refused && !refused.ok ? refused.refusal.status : 400;
  const headers = new Headers({ "Cache-Control": "no-store" });
  const stored = result.files.flatMap((f) => (f.ok && f.status === "stored" ? [f.key] : [])).reverse();
  if (stored.length > 0) {
    const keys = [...stored, ...(await myUploadKeys(request)).filter((k) => !stored.includes(k))];
    headers.append("Set-Cookie", await myUploadsCookie().serialize(keys.slice(0, MY_UPLOADS_LIMIT)));
  }
  const named = result.files.some((f) => f.ok) ? await nameCookieHeader(request, result.values.name) : null;
  if (named) headers.append("Set-Cookie", named);
  return json({ results }, { status, headers });
}

export default function AddPhotoPage() {
  const data = useLoaderData<typeof loader>();
  const { photos, pending, uploaded, needsAccessCode, accessCode, maxUploadBytes, imageTypes, clips } = data;
  const actionData = useActionData<typeof action>();
  const serverResult = actionData && "fieldErrors" in actionData ? actionData : undefined;
  const results = actionData && "results" in actionData ? actionData.results : undefined;
  const { t } = useI18n();

  return (
    <div className="container section upload-page">
      <header className="page-header">
        <p className="kicker">{t("upload.kicker")}</p>
        <h1>{t("upload.title")}</h1>
        <p className="lead">
          {clips
            ? t("upload.clip.lead", {
                mb: mbOf(maxUploadBytes),
                types: imageTypes,
                seconds: clips.maxSeconds,
                clipMb: mbOf(clips.maxBytes),
                clipTypes: clips.types,
              })
            : t("upload.lead", { mb: mbOf(maxUploadBytes), types: imageTypes })}
        </p>
      </header>

      <div className="upload-layout">
        <PhotoUploadForm
          needsAccessCode={needsAccessCode}
          accessCode={accessCode}
          maxUploadBytes={maxUploadBytes}
          clips={clips}
          uploaded={uploaded}
          serverResult={serverResult}
          results={results}
          editions={data.editions}
          boats={data.boats}
          name={data.name}
          consent={data.consent}
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
