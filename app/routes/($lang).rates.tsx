import type { LoaderFunctionArgs } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CheckList } from "~/components/check-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Icon } from "~/components/icon";
import { StorageImage } from "~/components/image";
import { i18nOfMatches, useI18n } from "~/i18n/use-i18n";
import { pageMeta } from "~/seo/meta";
import { MEDAL_KEYS } from "~/lib/people";
import { contentIn } from "~/models/content.server";
import { describedAlt, resolveImage } from "~/services/images/images.server";
import { requestI18n } from "~/http/page-language.server";

export const meta: MetaFunction = ({ matches }) => {
  const { t } = i18nOfMatches(matches);
  return pageMeta(t("rates.title"), t("rates.description"), { matches, path: "/rates" });
};

const CARD_TIERS = ["gold", "silver", "bronze"] as const;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { lang, t } = requestI18n(params, request);
  const { findTier } = contentIn(lang);
  const general = findTier("general")!;
  const sbc = findTier("sbc")!;
  const cards = await Promise.all(
    CARD_TIERS.map(async (id) => {
      const tier = findTier(id)!;
      return {
        id,
        medal: t(MEDAL_KEYS[id]),
        title: tier.title,
        summary: tier.summary,
        image: tier.imgPath
          ? await resolveImage(tier.imgPath, describedAlt(tier.imgPath, lang, `${tier.title}: ${tier.summary}`), "card")
          : null,
      };
    }),
  );
  return json({
    general: {
      title: general.title,
      description: general.description,
      included: general.included ?? [],
      notIncluded: general.notIncluded ?? [],
      paragraphs: general.paragraphs,
    },
    cards,
    sbc: { title: sbc.title, summary: sbc.summary },
  });
}

export default function RatesPage() {
  const { general, cards, sbc } = useLoaderData<typeof loader>();
  const { t, href } = useI18n();
  return (
    <div className="container section">
      <header className="page-header">
        <p className="kicker">{t("rates.kicker")}</p>
        <h1>{general.title}</h1>
        <p className="lead">{general.description}</p>
      </header>
      <div className="included">
        <section className="card included__list" aria-labelledby="included-title">
          <h2 id="included-title" className="subheading">
            {t("rates.included")}
          </h2>
          <CheckList items={general.included} />
        </section>
        <section className="card included__list included__list--not" aria-labelledby="not-included-title">
          <h2 id="not-included-title" className="subheading">
            {t("rates.notIncluded")}
          </h2>
          <CheckList items={general.notIncluded} cross />
        </section>
      </div>
      <div className="prose section">
        {general.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <section aria-labelledby="tiers-title">
        <h2 id="tiers-title" className="section-title">
          {t("rates.chooseBoat")}
        </h2>
        <ul className="tier-grid">
          {cards.map((card) => (
            <li key={card.id}>
              <Link to={href(`/rates-details?medal=${card.id}`)} className={`tier-card tier-card--${card.id}`}>
                {card.image ? <StorageImage image={card.image} /> : null}
                <span className="tier-card__body">
                  <span className="tier-card__medal">
                    <Icon name="medal" /> {card.medal}
                  </span>
                  <span className="tier-card__title">{card.title}</span>
                  <span className="tier-card__summary">{card.summary}</span>
                  <span className="text-link">
                    {t("rates.details")} <Icon name="right-arrow" />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <Link to={href("/rates-details?medal=sbc")} className="sbc-link card">
          <Icon name="asterisk" />
          <span>
            <strong>{sbc.title}</strong> {sbc.summary}
          </span>
          <Icon name="right-arrow" />
        </Link>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
