import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { editionOr404 } from "~/http/edition-page.server";
import { boatOfEdition, filterOr400, narrowingNotFound } from "~/http/gallery-narrowing.server";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/root";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Slideshow } from "~/components/slideshow";
import { i18nOfMatches } from "~/i18n/use-i18n";
import { pageMeta } from "~/seo/meta";
import { POLL_SECONDS, slideSeconds } from "~/lib/slideshow";
import { SLIDESHOW_PAUSED_PARAM, slideshowPhotosUrl, slideshowUrl } from "~/lib/urls";
import { PhotoParamError, qrSvg, slideAt, uploadAddress } from "~/services/galleries/slideshow.server";
import { requestI18n } from "~/http/page-language.server";

/** A screen at a party, not a page to find: kept out of search engines (docs/SEO.md). */
const NOINDEX = "noindex, nofollow";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { lang, t, href } = requestI18n(params, request);
  const event = editionOr404(lang, params.id, {
    title: t("party.notFound.title"),
    detail: t("party.notFound.detail"),
    suggestions: [{ to: href("/events"), label: t("error.notFound.events") }],
  });
  const id = event.id.toLowerCase();
  // Narrowed like the gallery; a narrowing without photos yet waits for them, as the whole show does.
  const filter = filterOr400(request, t);
  if (filter?.facet === "boat" && !boatOfEdition(event, filter.slug)) narrowingNotFound(t, href, event);
  const query = new URL(request.url).searchParams;
  const photo = query.get("photo");
  const captions = query.get("captions") !== "off";
  // Any other value plays, as an unknown `captions` shows them.
  const paused = query.get(SLIDESHOW_PAUSED_PARAM) === "1";
  let at: Awaited<ReturnType<typeof slideAt>>;
  try {
    at = await slideAt(id, lang, photo, filter);
  } catch (error) {
    if (!(error instanceof PhotoParamError)) throw error;
    throw new Response(t("party.slideshow.noSuchPhoto"), {
      status: 400,
      headers: { "Cache-Control": "no-store", "Content-Type": "text/plain" },
    });
  }
  const slide = at.status === "ok" ? at.slide : null;
  // Without JavaScript: the next photo after this one's time, or, with none to show, a look for new ones.
  const next = at.status === "ok" && at.slide ? at.next : null;
  const refresh = paused
    ? null
    : { seconds: slide ? slideSeconds(slide) : POLL_SECONDS, url: href(slideshowUrl(id, { photo: next, captions, filter })) };
  // Pause holds the photo on screen; Play shows it its full time, then goes on from it.
  const toggle = href(slideshowUrl(id, { photo: slide?.key, captions, paused: !paused, filter }));
  const address = uploadAddress(id, { withCode: false, lang });
  // One page per photo of the show, playing or held: the server's page cache keeps the newest only.
  const headers = new Headers({ "X-Robots-Tag": NOINDEX });
  if (photo !== null || paused) headers.set("Cache-Control", "private, no-store");
  return json(
    {
      edition: { id, title: event.title },
      slide,
      failed: at.status === "error",
      captions,
      paused,
      refresh,
      toggle,
      poll: href(slideshowPhotosUrl(id, filter)),
      upload: { address, qr: await qrSvg(address) },
    },
    { headers },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// The show runs on the client: timing, keyboard, full screen and new photos (decision 024).
export const handle: RouteHandle = {
  hydrate: true,
  bare: true,
  refreshWithoutScript: (data) => {
    const refresh = (data as { refresh?: { seconds: number; url: string } | null } | undefined)?.refresh;
    return refresh ? `${refresh.seconds}; url=${refresh.url}` : null;
  },
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { t } = i18nOfMatches(matches);
  return [
    ...pageMeta(
      data ? t("party.slideshow.title", { edition: data.edition.title }) : t("party.notFound.title"),
      data ? t("party.slideshow.description", { edition: data.edition.title }) : t("party.notFound.description"),
      { matches, path: null },
    ),
    { name: "robots", content: NOINDEX },
  ];
};

export default function SlideshowPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <Slideshow
      title={data.edition.title}
      first={data.slide}
      failed={data.failed}
      captions={data.captions}
      paused={data.paused}
      toggle={data.toggle}
      poll={data.poll}
      upload={data.upload}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
