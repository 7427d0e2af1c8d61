import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import {
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { legalEntity } from "../data/legal";
import { socialLinks } from "../data/social";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { iconsHref } from "~/components/icon";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader, type BookNow } from "~/components/site-header";
import { latestEvent } from "~/lib/events";
import { registerServiceWorkerLater } from "~/browser/service-worker";
import { useDocumentRender, useNonce } from "~/document/document";
import { DEFERRED_SCRIPTS_ID, START_DEFERRED_SCRIPTS, events, now, siteSeo } from "~/document/root-page.server";
import styles from "~/styles/app.css";
import { CATALOGUES, langOfParams } from "~/i18n/i18n.server";
import { useI18n, type RootI18n } from "~/i18n/use-i18n";
import { CONTENT_TAGS } from "~/i18n/languages";
import { SITE_NAME } from "~/lib/site";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "preload", href: iconsHref, as: "image", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
];

export const meta: MetaFunction = () => [{ title: SITE_NAME }];

export async function loader({ params }: LoaderFunctionArgs) {
  // The page's own loader judges the prefix (404, or 301 for /en); the chrome only needs its words.
  const lang = langOfParams(params);
  const i18n: RootI18n = { lang, messages: CATALOGUES[lang] };
  const latest = latestEvent(events);
  const url = latest?.external_links.ticket_system;
  const bookNow: BookNow | null = latest && url ? { url, eventTitle: latest.title } : null;
  return json({ i18n, socialLinks, legalEntity, bookNow, year: now().getUTCFullYear(), seo: siteSeo(lang) });
}

// The chrome (navigation, footer) is static content: reloaded only when a link changes the language.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
  currentParams.lang !== nextParams.lang;

/** A route that needs the client runtime says so: `export const handle: RouteHandle = { hydrate: true }`. */
export interface RouteHandle {
  hydrate?: boolean;
  /** A page that is the whole screen or a sheet of paper (the party screen, posters): no site navigation or footer. */
  bare?: boolean;
  /**
   * A page that moves on by itself without JavaScript: the meta refresh (`8; url=…`) for the route's
   * data, or null. It sits in a noscript, so a page whose script runs stays where its script keeps it.
   */
  refreshWithoutScript?: (data: unknown) => string | null;
}

/** What the matched routes ask of the document around them. */
function useDocumentHandles(): { bare: boolean; refresh: string | null } {
  const matches = useMatches();
  let refresh: string | null = null;
  for (const match of matches) refresh = (match.handle as RouteHandle | undefined)?.refreshWithoutScript?.(match.data) ?? refresh;
  return { bare: matches.some((match) => (match.handle as RouteHandle | undefined)?.bare === true), refresh };
}

/**
 * Every page works without JavaScript, so only the routes that earn its bytes (the uploader's
 * progress and retries) load React and Remix in the browser; the rest ship no script at all.
 */
function useNeedsScripts(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}

/**
 * The site's stylesheet, inline in the page (see entry.server.tsx) with its hash recorded for the
 * policy, or a link when the server could not read it. In the browser, hydration keeps whichever the
 * server sent: an inline sheet's text is not shipped twice.
 */
function Stylesheet({ href }: { href: string }) {
  const render = useDocumentRender();
  if (render) {
    const css = render.stylesheet(href);
    if (css === null) return <link rel="stylesheet" href={href} />;
    render.allowStyle(css);
    return <style data-href={href} dangerouslySetInnerHTML={{ __html: css }} />;
  }
  const inline = typeof document !== "undefined" && document.querySelector(`style[data-href="${href}"]`) !== null;
  return inline ? (
    <style data-href={href} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
  ) : (
    <link rel="stylesheet" href={href} />
  );
}

/**
 * The client runtime, fetched only after the page is drawn: the server sends the scripts and their
 * module preloads inside a template, so no request of theirs competes with the first paint of the
 * page (which needs none of them: the page works without JavaScript), and a small inline script
 * puts them in place after it. In the browser the template is gone by the time React hydrates, so
 * the client renders the scripts where the template stood (and keeps the inline script it was sent:
 * its text stays on the server).
 */
function AfterFirstPaint({ nonce, children }: { nonce: string; children: ReactNode }) {
  const render = useDocumentRender();
  return (
    <>
      {render ? <template id={DEFERRED_SCRIPTS_ID}>{children}</template> : children}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: render ? START_DEFERRED_SCRIPTS : "" }} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const render = useDocumentRender();
  const needsScripts = useNeedsScripts();
  const { bare, refresh } = useDocumentHandles();
  const { lang } = useI18n();
  if (needsScripts) render?.loadsScripts();
  // Runs only in a page with scripts (the others are never hydrated).
  useEffect(registerServiceWorkerLater, []);
  return (
    <html lang={CONTENT_TAGS[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2a4a" />
        <Meta />
        <Stylesheet href={styles} />
        <Links />
        {refresh ? (
          <noscript>
            <meta httpEquiv="refresh" content={refresh} />
          </noscript>
        ) : null}
      </head>
      <body className={bare ? "bare" : undefined}>
        {bare ? null : <SiteHeader socialLinks={data?.socialLinks ?? socialLinks} bookNow={data?.bookNow ?? null} />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {bare ? null : (
          <SiteFooter
            legalEntity={data?.legalEntity ?? legalEntity}
            socialLinks={data?.socialLinks ?? socialLinks}
            year={data?.year ?? new Date().getUTCFullYear()}
          />
        )}
        {needsScripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <AfterFirstPaint nonce={nonce}>
              <Scripts nonce={nonce} />
            </AfterFirstPaint>
          </>
        ) : render ? (
          // Inline, allowed by its hash: no request of its own before the page is drawn (decision 028).
          <script dangerouslySetInnerHTML={{ __html: render.serviceWorkerRegistration() }} />
        ) : null}
        {/* Development only (null in a production build): reloads the page when `npm run dev` rebuilds, script or not. */}
        <LiveReload nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
