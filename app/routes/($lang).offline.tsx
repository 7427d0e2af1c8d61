import type { LoaderFunctionArgs } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { i18nOfMatches, useI18n } from "~/i18n/use-i18n";
import { pageMeta } from "~/seo/meta";
import { offlinePages } from "~/models/offline.server";
import { requestLang } from "~/http/page-language.server";

// Shown with status 503 for a page the service worker has not kept (decision 022).

export const meta: MetaFunction = ({ matches }) => {
  const { t } = i18nOfMatches(matches);
  return [
    ...pageMeta(t("party.offline.title"), t("party.offline.description"), { matches, path: null }),
    { name: "robots", content: "noindex" },
  ];
};

export function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  return json({ pages: offlinePages(undefined, lang) });
}

export default function OfflinePage() {
  const { pages } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <div className="container section">
      <header className="page-header">
        <p className="kicker">{t("party.offline.kicker")}</p>
        <h1>{t("party.offline.title")}</h1>
        <p>{t("party.offline.lead")}</p>
      </header>
      <ul className="offline-pages" data-testid="offline-pages">
        {pages.map((p) => (
          <li key={p.path}>
            <Link to={p.path}>{p.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
