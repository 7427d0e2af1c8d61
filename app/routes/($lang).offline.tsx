import { requestLang } from "~/i18n/i18n.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/lib/meta";
import { offlinePages } from "~/models/offline.server";

// Shown with status 503 for a page the service worker has not kept (decision 022).

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta("You are offline", "Without a connection, these pages of Forró Sailing Week are still at hand.", {
    matches,
    path: null,
  }),
  { name: "robots", content: "noindex" },
];

export function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  return json({ pages: offlinePages() });
}

export default function OfflinePage() {
  const { pages } = useLoaderData<typeof loader>();
  return (
    <div className="container section">
      <header className="page-header">
        <p className="kicker">No connection</p>
        <h1>You are offline</h1>
        <p>This page is not kept on your device. These are, and open without a connection:</p>
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
