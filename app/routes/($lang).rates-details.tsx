import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MEDALS } from "../../data/types";
import { BackLink } from "~/components/back-link";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ExternalLink } from "~/components/external-link";
import { Gallery } from "~/components/gallery";
import { Icon } from "~/components/icon";
import { notFound } from "~/http/http";
import { i18nOfMatches, useI18n } from "~/i18n/use-i18n";
import { pageMeta } from "~/seo/meta";
import { TIER_KEYS } from "~/lib/people";
import { contentIn, isMedal } from "~/models/content.server";
import { loadGallery } from "~/services/images/images.server";
import { getConfig } from "~/config/config.server";
import { webPage } from "~/seo/structured-data";
import { requestI18n } from "~/http/page-language.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang, t, href } = requestI18n(params, request);
  const medal = new URL(request.url).searchParams.get("medal");
  if (!isMedal(medal)) {
    notFound({
      title: t("rates.tier.notFound.title"),
      detail: t("rates.tier.notFound.detail", { medals: MEDALS.join(", ") }),
      suggestions: [{ to: href("/rates"), label: t("rates.tier.notFound.all") }],
    });
  }
  const tier = contentIn(lang).findTier(medal)!;
  const path = `/rates-details?medal=${tier.id}`;
  return json({
    tier: {
      id: tier.id,
      kicker: medal === "sbc" ? tier.title : t(TIER_KEYS[medal]),
      title: tier.title,
      summary: tier.summary,
      description: tier.description,
      paragraphs: tier.paragraphs,
      typicalBoats: tier.typicalBoats,
      photoCredit: tier.photoCredit ?? null,
    },
    gallery: await loadGallery(`rates/${medal}`, tier.title, lang),
    jsonLd: webPage(
      getConfig().siteUrl,
      { name: tier.title, description: tier.description, path: href(path), inLanguage: lang },
      [
        { name: t("people.home"), path: href("/home") },
        { name: t("rates.title"), path: href("/rates") },
        { name: tier.title, path: href(path) },
      ],
    ) as object,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) {
    const { t } = i18nOfMatches(matches);
    return pageMeta(t("rates.tier.notFound.title"), t("rates.tier.notFound.description"), { matches, path: null });
  }
  return pageMeta(data.tier.title, data.tier.description, {
    matches,
    path: `/rates-details?medal=${data.tier.id}`,
    jsonLd: data.jsonLd,
  });
};

export default function RatesDetailsPage() {
  const { tier, gallery } = useLoaderData<typeof loader>();
  const { t, href } = useI18n();
  return (
    <div className="container section">
      <header className="page-header">
        <p className="kicker">
          <Icon name="medal" /> {tier.kicker}
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
            {t("rates.tier.typicalBoats")}
          </h2>
          {tier.typicalBoats.length > 0 ? (
            <ul className="boat-list">
              {tier.typicalBoats.map((b) => (
                <li key={b.boat}>
                  <ExternalLink href={b.googleLink}>
                    <Icon name="magnifier" /> {b.boat}
                    <span className="visually-hidden">{t("rates.tier.search")}</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("rates.tier.boatDepends")}</p>
          )}
          <p className="muted">{tier.summary}</p>
        </aside>
      </div>
      <Gallery id="rates-gallery" title={t("rates.tier.gallery")} gallery={gallery} />
      {tier.photoCredit ? <p className="caption">{tier.photoCredit}</p> : null}
      <BackLink to={href("/rates")}>{t("rates.tier.back")}</BackLink>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
