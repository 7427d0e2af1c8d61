import { requestLang } from "~/i18n/i18n.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { editionOr404 } from "~/lib/edition-page.server";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/root";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatDateRange } from "~/lib/events";
import { SITE_NAME } from "~/lib/meta";
import { ORGANISER_HEADERS, organiserHeaders, organiserMeta } from "~/lib/organiser-page";
import { organisersUrl, UPLOAD_CODE_PARAM } from "~/lib/urls";
import { getConfig } from "~/services/config.server";
import { accessCodeAccepted } from "~/services/uploads/access-code.server";
import { qrSvg, uploadAddress } from "~/services/galleries/slideshow.server";

const INSTRUCTION = "Scan the code to share your photos of the week: no account needed.";
const CARDS = 4;

/** With an upload access code set, shown only to whoever gives it (`?code=`), as the QR code carries it (decision 024). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  const config = getConfig();
  const given = new URL(request.url).searchParams.get(UPLOAD_CODE_PARAM) ?? "";
  if (!accessCodeAccepted(given, config)) {
    throw new Response("These posters carry the upload access code: open them from the organisers' page.", {
      status: 403,
      headers: { ...ORGANISER_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const event = editionOr404(params.id, {
    title: "Event Details not found",
    detail: "We have no edition with that name.",
    suggestions: [{ to: organisersUrl(), label: "The organisers' page" }],
  });
  const address = uploadAddress(event.id, { withCode: true });
  return json(
    { edition: { title: event.title, dates: formatDateRange(event.date) }, address, qr: await qrSvg(address) },
    { headers: ORGANISER_HEADERS },
  );
}

export const headers = organiserHeaders;
export const handle: RouteHandle = { bare: true };
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  organiserMeta(data ? `QR poster: ${data.edition.title}` : "QR poster");

function Sheet({
  heading,
  qr,
  address,
  edition,
}: {
  heading: "h1" | "h2";
  qr: string;
  address: string;
  edition: { title: string; dates: string };
}) {
  const Heading = heading;
  return (
    <div className="poster">
      <p className="poster__site">{SITE_NAME}</p>
      <Heading className="poster__edition">
        {edition.title}
        <span className="visually-hidden">, {edition.dates}</span>
      </Heading>
      <div className="poster__qr" dangerouslySetInnerHTML={{ __html: qr }} />
      <p className="poster__instruction">{INSTRUCTION}</p>
      <p className="poster__address">{address}</p>
    </div>
  );
}

export default function PosterPage() {
  const { edition, address, qr } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="poster-tools">
        <p>
          <a href={organisersUrl()}>The organisers&apos; page</a>
        </p>
        <p>
          Print this page (Ctrl+P or ⌘P) at 100 % on A4: the first sheet is the poster, the second holds four A6 cards to cut
          apart along the dashed lines. Only these sheets are printed.
        </p>
      </div>
      <div className="poster-sheets">
        <Sheet heading="h1" qr={qr} address={address} edition={edition} />
        <section className="poster-cards" aria-label="Cards to cut out">
          {Array.from({ length: CARDS }, (_, i) => (
            <Sheet key={i} heading="h2" qr={qr} address={address} edition={edition} />
          ))}
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
