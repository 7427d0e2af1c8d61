import { requestLang } from "~/i18n/i18n.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MEDALS } from "../../data/types";
import { BackLink } from "~/components/back-link";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ExternalLink } from "~/components/external-link";
import { Gallery } from "~/components/gallery";
import { Icon } from "~/components/icon";
import { notFound } from "~/lib/http";
import { pageMeta } from "~/lib/meta";
import { findTier, isMedal } from "~/models/content.server";
import { loadGallery } from "~/services/images/images.server";
import { getConfig } from "~/services/config.server";
import { breadcrumbs, withContext } from "~/lib/structured-data";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  const medal = new URL(request.url).searchParams.get("medal");
  if (!isMedal(medal)) {
    notFound({
      title: "Rate not found",
      detail: `There is no such budget tier. Choose one of: ${MEDALS.join(", ")}.`,
      suggestions: [{ to: "/rates", label: "See all rates" }],
    });
  }
  const tier = findTier(medal)!;
  return json({
    tier: {
      id: tier.id,
      title: tier.title,
      summary: tier.summary,
      description: tier.description,
      paragraphs: tier.paragraphs,
      typicalBoats: tier.typicalBoats,
      photoCredit: tier.photoCredit ?? null,
    },
    gallery: await loadGallery(`rates/${medal}`, tier.title),
    jsonLd: withContext(
      breadcrumbs(getConfig().siteUrl, [
        { name: "Home", path: "/home" },
        { name: "Rates", path: "/rates" },
        { name: tier.title, path: `/rates-details?medal=${tier.id}` },
      ]),
    ) as object,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(data.tier.title, data.tier.description, {
        matches,
        path: `/rates-details?medal=${data.tier.id}`,
        jsonLd: data.jsonLd,
      })
    : pageMeta("Rate not found", "This budget tier does not exist.", { matches, path: null });

export default function RatesDetailsPage() {
  const { tier, gallery } = useLoaderData<typeof loader>();
  return (
    <div className="container section">
      <header className="page-header">
        <p className="kicker">
          <Icon name="medal" /> {tier.id === "sbc" ? "Saloon & Bow Cabin" : `${tier.id} tier`}
        </p>
        <h1>{tier.title}</h1>
        <p className="lead">{tier.description}</p>
      </header>
      <div className="detail-layout">
        <div className="detail-layout__main prose">
          {tier.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <aside className="detail-layout__aside card" aria-labelledby="boats-title">
          <h2 id="boats-title" className="subheading">
            Typical boats
          </h2>
          {tier.typicalBoats.length > 0 ? (
            <ul className="boat-list">
              {tier.typicalBoats.map((b) => (
                <li key={b.boat}>
                  <ExternalLink href={b.googleLink}>
                    <Icon name="magnifier" /> {b.boat}
                    <span className="visually-hidden"> (search, opens in a new tab)</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          ) : (
            <p>The boat depends on the availability of the other categories.</p>
          )}
          <p className="muted">{tier.summary}</p>
        </aside>
      </div>
      <Gallery id="rates-gallery" title="Gallery" gallery={gallery} />
      {tier.photoCredit ? <p className="caption">{tier.photoCredit}</p> : null}
      <BackLink to="/rates">All rates</BackLink>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
