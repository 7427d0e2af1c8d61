/* global self, caches, __BUILD_VERSION__ */
// The site's service worker (decision 022), bundled by scripts/build-offline.mjs into public/sw.js.
// It keeps the shell (icons, manifest) precached, and the pages of the current or next edition with
// their images for a visitor without a connection; any other page offline gets the offline page with
// status 503. Every cache is named after the build, so a deployment replaces them all. Nothing that
// depends on a cookie is ever kept: organiser pages and the uploader's own list are never stored,
// answers marked private or no-store are never stored, and the pages are fetched without cookies.
import { cacheNames, clientsClaim, setCacheNameDetails } from "workbox-core";
import { precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";

/** Set at build time from the server and client builds: a new deployment, a new name for every cache. */
const VERSION = __BUILD_VERSION__;
const PREFIX = "fsw";
setCacheNameDetails({ prefix: PREFIX, suffix: VERSION, precache: "shell", runtime: "assets" });
const PAGES = `${PREFIX}-pages-${VERSION}`;
const IMAGES = `${PREFIX}-images-${VERSION}`;
const LIST = "/offline-pages.json";
const OFFLINE = "/offline";
/** The upload page in any language ("/de/add-photo"), and the uploader's own addresses below it. */
const UPLOAD_PAGES = /^(?:\/[a-z]{2})?\/add-photo$/;
const UPLOAD_OWN = /^(?:\/[a-z]{2})?\/add-photo\//;
/** A slow, dropping connection falls back to the kept page after this long. */
const NETWORK_TIMEOUT_SECONDS = 4;
const LIST_REFRESH_MS = 60 * 60 * 1000;
/** A phone's width at twice its pixels: the variant kept of each image on a kept page. */
const PHONE_IMAGE_WIDTH = 780;

/** Paths whose answers are one visitor's own: signed-in organisers, the uploader's own photos, sign-in. */
const isPrivatePath = (pathname) =>
  pathname === "/organisers" || pathname.startsWith("/organisers/") || UPLOAD_OWN.test(pathname);

const sameOrigin = (url) => url.origin === self.location.origin;
const keyOf = (url) => url.pathname + url.search;

/** An answer anyone could get: complete, not redirected, and not marked as one visitor's own. */
function isShareable(response) {
  if (!response || response.status !== 200 || response.type !== "basic" || response.redirected) return false;
  return !/\b(private|no-store)\b/.test(response.headers.get("cache-control") ?? "");
}

const shareableOnly = { cacheWillUpdate: async ({ response }) => (isShareable(response) ? response : null) };

precacheAndRoute(self.__WB_MANIFEST);

// Built assets have hashed names: the first copy is good for ever (the uploader's scripts offline).
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === "GET" && url.pathname.startsWith("/build/"),
  new CacheFirst({ cacheName: cacheNames.runtime, plugins: [shareableOnly] }),
);

/** Variants of one image share its original's path: /…/variants/a/b.jpg.640w.webp → /…/a/b.jpg. */
function originalOf(pathname) {
  return pathname.replace("/variants/", "/").replace(/\.\d+w\.(?:webp|jpe?g|avif)$/, "");
}

/** Offline, a page may ask for another width of an image than the one kept: any kept width will do. */
const anyKeptWidth = {
  handlerDidError: async ({ request }) => {
    const wanted = originalOf(new URL(request.url).pathname);
    const cache = await caches.open(IMAGES);
    for (const kept of await cache.keys()) {
      if (originalOf(new URL(kept.url).pathname) === wanted) return cache.match(kept);
    }
    return undefined;
  },
};

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.destination === "image" && !isPrivatePath(url.pathname),
  new CacheFirst({ cacheName: IMAGES, plugins: [shareableOnly, anyKeptWidth] }),
);

const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [shareableOnly],
});

/** The offline page, as the worker's answer for a page it has not kept. */
async function offlineAnswer() {
  const kept = await (await caches.open(PAGES)).match(OFFLINE);
  if (!kept) return new Response("You are offline.", { status: 503, headers: { "Content-Type": "text/plain" } });
  return new Response(kept.body, { status: 503, statusText: "Offline", headers: kept.headers });
}

/** A fetch without the visitor's cookies: what anyone gets, so it is safe to keep. */
const anonymous = (path) => fetch(path, { credentials: "omit", cache: "no-cache", redirect: "error" });

/** `<img>` and `<source>` of a page: the candidate a phone would take, the WebP one in a `<picture>`. */
function phoneImages(html) {
  const urls = new Set();
  const choose = (tag) => {
    const srcset = /\bsrcset="([^"]*)"/.exec(tag)?.[1];
    if (!srcset) return /\bsrc="([^"]*)"/.exec(tag)?.[1];
    const candidates = srcset
      .split(",")
      .map((c) => c.trim().split(/\s+/))
      .map(([href, w]) => ({ href, width: Number.parseInt(w ?? "", 10) || 0 }))
      .sort((a, b) => a.width - b.width);
    return (candidates.find((c) => c.width >= PHONE_IMAGE_WIDTH) ?? candidates.at(-1))?.href;
  };
  const outside = html.replace(/<picture\b[\s\S]*?<\/picture>/g, (picture) => {
    const webp = /<source\b[^>]*type="image\/webp"[^>]*>/.exec(picture)?.[0];
    const chosen = choose(webp ?? /<img\b[^>]*>/.exec(picture)?.[0] ?? "");
    if (chosen) urls.add(chosen);
    return "";
  });
  for (const [tag] of outside.matchAll(/<img\b[^>]*>/g)) {
    const chosen = choose(tag);
    if (chosen) urls.add(chosen);
  }
  return [...urls]
    .map((u) => new URL(u.replaceAll("&amp;", "&"), self.location.origin))
    .filter((u) => sameOrigin(u) && !isPrivatePath(u.pathname));
}

/**
 * The built files a page or script names (`"/build/…"`, or `"./x-HASH.js"` beside a script): a
 * page's scripts and icon sprite, and the scripts a script imports, statically or on demand (the
 * uploader's, fetched when the form is first touched), so the page keeps working offline.
 */
const builtFiles = (text, base = self.location.href) =>
  [...text.matchAll(/["'`]((?:\/build\/|\.\.?\/)[^"'`\s]+\.(?:js|svg|css|woff2?))["'`]/g)]
    .map(([, path]) => new URL(path, base))
    .filter((url) => sameOrigin(url) && url.pathname.startsWith("/build/"));

async function keepImages(urls) {
  const cache = await caches.open(IMAGES);
  for (const url of urls) {
    if (await cache.match(url)) continue;
    const response = await anonymous(url.href).catch(() => null);
    if (isShareable(response)) await cache.put(url.href, response);
  }
}

/** Keeps the built files and, in turn, every file their scripts name (a bounded walk: a build has some eighty). */
async function keepBuilt(urls) {
  const cache = await caches.open(cacheNames.runtime);
  const seen = new Set();
  const queue = [...urls];
  for (let url = queue.shift(); url && seen.size < 500; url = queue.shift()) {
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    let response = await cache.match(url);
    if (!response) {
      response = await anonymous(url.href).catch(() => null);
      if (!isShareable(response)) continue;
      await cache.put(url.href, response.clone());
    }
    // The route manifest names every route's module, the organisers' too: only what kept pages load is followed.
    if (url.pathname.endsWith(".js") && !url.pathname.startsWith("/build/manifest-")) {
      queue.push(...builtFiles(await response.text(), url.href));
    }
  }
}

/**
 * One page fetched without cookies and kept with its images and built files. The upload page is the one kept
 * although it says no-store: fetched without cookies it lists nobody's own photos.
 */
async function keepPage(cache, path) {
  const response = await anonymous(path);
  const keepable = UPLOAD_PAGES.test(path) || path === OFFLINE ? response.ok && response.status === 200 : isShareable(response);
  if (!keepable) throw new Error(`${path}: ${response.status}`);
  const html = await response.clone().text();
  await cache.put(path, response);
  await keepImages(phoneImages(html));
  await keepBuilt(builtFiles(html));
}

let listFetchedAt = 0;

/** Fetches the list of pages to keep and keeps those not kept yet (all of them on install). */
async function keepListedPages({ refresh }) {
  const cache = await caches.open(PAGES);
  const listResponse = await anonymous(LIST);
  if (!listResponse.ok) throw new Error(`${LIST}: ${listResponse.status}`);
  const { offline, pages: paths } = await listResponse.clone().json();
  await cache.put(LIST, listResponse);
  listFetchedAt = Date.now();
  await keepPage(cache, offline);
  // A page that fails now is fetched again on the next refresh; the others are kept meanwhile.
  const queue = paths.slice();
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      if (!refresh && (await cache.match(path))) continue;
      await keepPage(cache, path).catch(() => undefined);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
}

async function listedPaths() {
  const list = await (await caches.open(PAGES)).match(LIST);
  if (!list) return new Set();
  const { pages: paths } = await list.json();
  return new Set(paths);
}

self.addEventListener("install", (event) => {
  event.waitUntil(keepListedPages({ refresh: false }).then(() => self.skipWaiting()));
});

// The new deployment's caches are complete: every other cache of ours goes.
self.addEventListener("activate", (event) => {
  const current = new Set([PAGES, IMAGES, cacheNames.precache, cacheNames.runtime]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith(`${PREFIX}-`) && !current.has(n)).map((n) => caches.delete(n))),
      ),
  );
});
clientsClaim();

/** The upload page in its language: the visitor's own (with their list) online; offline, the one kept without cookies. */
async function uploadPage({ event, request, path }) {
  try {
    const response = await fetch(request);
    event.waitUntil(
      caches
        .open(PAGES)
        .then((cache) => keepPage(cache, path))
        .catch(() => undefined),
    );
    return response;
  } catch {
    return (await (await caches.open(PAGES)).match(path)) ?? offlineAnswer();
  }
}

registerRoute(
  ({ request, url }) => request.mode === "navigate" && sameOrigin(url),
  async ({ event, request, url }) => {
    if (isPrivatePath(url.pathname)) return fetch(request).catch(offlineAnswer);
    if (UPLOAD_PAGES.test(keyOf(url))) return uploadPage({ event, request, path: keyOf(url) });
    if (Date.now() - listFetchedAt > LIST_REFRESH_MS) {
      event.waitUntil(keepListedPages({ refresh: false }).catch(() => undefined));
    }
    if ((await listedPaths()).has(keyOf(url))) {
      return pages.handle({ event, request }).catch(offlineAnswer);
    }
    return fetch(request).catch(offlineAnswer);
  },
);
