import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { editionOr404 } from "~/http/edition-page.server";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/root";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatDateRange } from "~/i18n/format";
import { i18nOfMatches, useI18n } from "~/i18n/use-i18n";
import { ORGANISER_HEADERS, organiserHeaders } from "~/http/organiser-page";
import { organisersUrl, UPLOAD_CODE_PARAM } from "~/lib/urls";
import { getConfig } from "~/config/config.server";
import { accessCodeAccepted } from "~/services/uploads/access-code.server";
import { qrSvg, uploadAddress } from "~/services/galleries/slideshow.server";
import { SITE_NAME } from "~/lib/site";
import { requestI18n } from "~/http/page-language.server";

const CARDS = 4;

/** With an upload access code set, shown only to whoever gives it (`?code=`), as the QR code carries it (decision 024). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const { lang, t } = requestI18n(params, request);
  const config = getConfig();
  const given = new URL(request.url).searchParams.get(UPLOAD_CODE_PARAM) ?? "";
  if (!accessCodeAccepted(given, config)) {
    throw new Response(t("party.poster.forbidden"), {
      status: 403,
      headers: { ...ORGANISER_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const event = editionOr404(lang, params.id, {
    title: t("party.notFound.title"),
    detail: t("party.noEdition"),
    suggestions: [{ to: organisersUrl(), label: t("party.poster.organisersPage") }],
  });
  // The poster's language is the uploader's: a German poster leads to the German form.
  const address = uploadAddress(event.id, { withCode: true, lang });
  return json(
    { edition: { title: event.title, dates: formatDateRange(lang, event.date) }, address, qr: await qrSvg(address) },
    { headers: ORGANISER_HEADERS },
  );
}

export const headers = organiserHeaders;
export const handle: RouteHandle = { bare: true };
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { t } = i18nOfMatches(matches);
  const title = data ? t("party.poster.title", { edition: data.edition.title }) : t("party.poster.titleBare");
  return [
    { title: `${title} · ${t("party.poster.organisers")} · ${SITE_NAME}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

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
  const { t } = useI18n();
  const Heading = heading;
  return (
    <div className="poster">
      <p className="poster__site">{SITE_NAME}</p>
      <Heading className="poster__edition">
        {edition.title}
        <span className="visually-hidden">, {edition.dates}</span>
      </Heading>
      <div className="poster__qr" dangerouslySetInnerHTML={{ __html: qr }} />
      <p className="poster__instruction">{t("party.poster.instruction")}</p>
      <p className="poster__address">{address}</p>
    </div>
  );
}

export default function PosterPage() {
  const { edition, address, qr } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <>
      <div className="poster-tools">
        <p>
          <a href={organisersUrl()}>{t("party.poster.organisersPage")}</a>
        </p>
        <p>{t("party.poster.print")}</p>
      </div>
      <div className="poster-sheets">
        <Sheet heading="h1" qr={qr} address={address} edition={edition} />
        <section className="poster-cards" aria-label={t("party.poster.cards")}>
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
