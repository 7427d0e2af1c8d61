import type { LoaderFunctionArgs } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ExternalLink } from "~/components/external-link";
import { i18nOfMatches, useI18n } from "~/i18n/use-i18n";
import { pageMeta } from "~/seo/meta";
import { paragraphs, telHref } from "~/lib/text";
import { contentIn } from "~/models/content.server";
import { requestLang } from "~/http/page-language.server";

export const meta: MetaFunction = ({ matches }) => {
  const { t } = i18nOfMatches(matches);
  return pageMeta(t("imprint.title"), t("imprint.description"), { matches, path: "/about-fsw" });
};

export function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  const { legalEntity, stakeholders, disclaimers } = contentIn(lang);
  return json({
    legalEntity,
    stakeholders,
    disclaimers: disclaimers.map((d) => ({ title: d.title, text: paragraphs(d.text) })),
  });
}

export default function ImprintPage() {
  const { legalEntity: entity, stakeholders, disclaimers } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <div className="container section imprint">
      <header className="page-header">
        <p className="kicker">{t("imprint.kicker")}</p>
        <h1>{t("imprint.title")}</h1>
      </header>
      <div className="imprint__grid">
        <section className="card" aria-labelledby="entity-title">
          <h2 id="entity-title" className="subheading">
            {t("imprint.provider")}
          </h2>
          <address>
            <strong>{entity.name}</strong>
            <br />
            {entity.address}
            <br />
            {entity.zip} {entity.city}
          </address>
          <dl className="facts facts--stacked">
            <div>
              <dt>{t("imprint.representedBy")}</dt>
              <dd>{t("imprint.board", { names: entity.board.join(", ") })}</dd>
            </div>
            <div>
              <dt>{t("imprint.register")}</dt>
              <dd>{t("imprint.registerEntry", { court: entity.register.court, number: entity.register.number })}</dd>
            </div>
            <div>
              <dt>{t("imprint.contact")}</dt>
              <dd>
                {t("chrome.phone")} <a href={telHref(entity.phone)}>{entity.phone}</a>
                <br />
                {t("chrome.email")} <a href={`mailto:${entity.email}`}>{entity.email}</a>
                <br />
                {t("imprint.web")} <ExternalLink href={entity.site}>{entity.site.replace(/^https?:\/\//, "")}</ExternalLink>
              </dd>
            </div>
          </dl>
        </section>
        <section className="card" aria-labelledby="mstv-title">
          <h2 id="mstv-title" className="subheading">
            {t("imprint.mstv")}
          </h2>
          <address>
            {entity.contentResponsible.name}
            <br />
            {entity.contentResponsible.address}
            <br />
            {entity.contentResponsible.zip} {entity.contentResponsible.city}
          </address>
        </section>
        <section className="card" aria-labelledby="stakeholders-title">
          <h2 id="stakeholders-title" className="subheading">
            {t("imprint.responsible")}
          </h2>
          <dl className="facts facts--stacked">
            {stakeholders.map((s) => (
              <div key={`${s.role}-${s.name}`}>
                <dt>{s.role}</dt>
                <dd>{s.name}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      {disclaimers.map((d) => (
        <section key={d.title} className="imprint__disclaimer prose" aria-label={d.title}>
          <h2 className="subheading">{d.title}</h2>
          {d.text.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
