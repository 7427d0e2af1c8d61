#!/usr/bin/env node
// Pages at the static limit: `npm run build && npm run bench:pages`.
//
// Compares the built site with a static copy of its own pages, in the same run, and the site's
// languages side by side: the English pages, and the Portuguese (/pt/…) and German (/de/…) home,
// events, event details and FAQ pages at the same addresses behind their prefix.
// 1. The production server (bench/lib/server.mjs: `node server/index.mjs`, temp DATA_DIR with the demo
//    media, REQUEST_LOG=off, SITE_NOW fixed so the upcoming edition shows) gets every page, and /home in
//    every language, twice to warm it, and is left to finish the work those views start.
// 2. Every page's HTML is fetched again exactly as the server sends it (GET without Accept-Encoding) and
//    saved to a temp dir (/event-details/fsw25 → event-details/fsw25.html, /pt/home → pt/home.html; no
//    page may share its file's name with another page's folder, as /pt would with /pt/home).
//    bench/lib/static-server.mjs serves that copy from a child process of its own, like a plain Node
//    static site (express.static with `extensions: ["html"]` and compression), with /build and /media
//    from the same files; each page must come back with the very bytes saved.
// 3. Lighthouse (default mobile config: simulated slow 4G, 4× CPU slowdown), categories performance,
//    accessibility, best practices and SEO, on every page of the site and of the static copy,
//    alternating, each run in a fresh headless Chromium (/usr/bin/chromium). With --runs above 1 each
//    figure is the median of the runs. Each translated page is set beside its English page.
// 4. autocannon, 50 connections, --duration seconds each, no Accept-Encoding: /home of both servers in
//    two rounds (site then static, static then site), the ratio site/static the median of the rounds;
//    then /home, /pt/home and /de/home of the site in three rounds whose order rotates (each language
//    runs first, second and last once), req/s per language the median of its rounds.
// Prints the tables and the targets (met / not met; "not judged" when a --pages subset leaves out what a
// target compares with); raw numbers go to bench/results/pages-<timestamp>.json. Every loop is bounded,
// every run has a timeout; servers and browsers stop at the end, on errors and on Ctrl-C.
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { launch as launchChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import { ROOT, assertBuilt, startServer } from "./lib/server.mjs";
import { startStaticServer } from "./lib/static-server.mjs";
import { median, ratio } from "./lib/stats.mjs";
import { benchArgs, fmtX, guardRun, log, machineMeta, reportFooter, sleep } from "./lib/run.mjs";

/** The site's languages (app/i18n/languages.ts): English unprefixed, the others behind their prefix. */
const LANGS = ["en", "pt", "de"];
const inLang = (lang, page) => (lang === "en" ? page : `/${lang}${page}`);
/** A page's language and its English address: /pt/event-details/fsw25 → pt, /event-details/fsw25. */
function splitLang(page) {
  const match = /^\/([a-z]{2})(\/.*)$/.exec(page);
  return match && LANGS.includes(match[1]) ? { lang: match[1], english: match[2] } : { lang: "en", english: page };
}
/** The pages measured in every language, side by side with the English one. */
const TRANSLATED_PAGES = ["/home", "/events", "/event-details/fsw25", "/faq"];
const ENGLISH_PAGES = [
  "/home",
  "/events",
  "/event-details/fsw25",
  "/team",
  "/rates",
  "/rates-details?medal=gold",
  "/faq",
  "/about-fsw",
  "/event-details/fsw26/boat-pack",
  "/add-photo",
];
/** Every page, each translated one right after its English page. */
const ALL_PAGES = ENGLISH_PAGES.flatMap((p) => (TRANSLATED_PAGES.includes(p) ? LANGS.map((l) => inLang(l, p)) : [p]));
/** /home in every language: autocannon's addresses, and targets of their own in Lighthouse. */
const HOME_PAGES = LANGS.map((l) => inLang(l, "/home"));

const USAGE = `Usage: npm run build && npm run bench:pages -- [--runs=N] [--duration=S] [--pages=/a,/b] [--out=FILE]

  --runs=N      Lighthouse runs per page and server (default 1; 1-5); figures are medians
  --duration=S  autocannon seconds per measurement (default 10; 1-60)
  --pages=LIST  only these pages in Lighthouse, comma-separated (default: all ${ALL_PAGES.length} below);
                autocannon always measures /home on both servers and ${HOME_PAGES.join(", ")} of the site
  --out=FILE    where to write the raw JSON (default bench/results/pages-<timestamp>.json)

Pages: ${ALL_PAGES.join(" ")}`;

const args = benchArgs(USAGE, { runs: [1, 1, 5], duration: [10, 1, 60] }, ["pages", "out"]);
const RUNS = args.runs;
const DURATION = args.duration;

const PAGES = args.pages ? args.pages.split(",").map((p) => p.trim()) : ALL_PAGES;
const unknown = PAGES.filter((p) => !ALL_PAGES.includes(p));
if (unknown.length > 0 || PAGES.length === 0) {
  console.error(`Unknown page(s): ${unknown.join(", ")}. Pages: ${ALL_PAGES.join(", ")}`);
  process.exit(2);
}
/** The static copy always holds /home, which autocannon measures against the site's. */
const COPY_PAGES = [...new Set([...PAGES, "/home"])];
/** The site is warmed on every page it is measured on: the copy's and /home in every language. */
const WARM_PAGES = [...new Set([...COPY_PAGES, ...HOME_PAGES])];
/** The content pages, in every language: every page but /home (a target of its own) and the upload page. */
const CONTENT_PAGES = ALL_PAGES.filter((p) => !["/home", "/add-photo"].includes(splitLang(p).english));
/** Pages that are noindex by design: printable copies of content found elsewhere. */
const NOINDEX_PAGES = ["/event-details/fsw26/boat-pack"];
/** The one script a page without the uploader carries: the service worker's registration, inline (decision 028). */
const REGISTRATION_BUDGET_BYTES = 2048;
const UPLOAD_PAGE_SCRIPT_BUDGET_BYTES = 110_000;
const NO_JS_PAGES = [...HOME_PAGES, ...CONTENT_PAGES];

const SITE_NOW = "2026-05-01T12:00:00Z";
const CHROMIUM = "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const REQUEST_TIMEOUT_MS = 20_000;
const LIGHTHOUSE_TIMEOUT_MS = 150_000;
const CLOCK_TICKS_PER_SECOND = 100;
const IDLE_WINDOW_MS = 3000;
const IDLE_CPU_SHARE = 0.05;
const IDLE_TIMEOUT_MS = 6 * 60_000;
/** Rounds of /home in every language: each round starts one language later, so each takes each place once. */
const LANGUAGE_ROUNDS = LANGS.length;
/** autocannon runs: site and static (a warm-up each, two rounds of two), then the languages (a warm-up each, their rounds). */
const CANNON_RUNS = 2 + 2 * 2 + LANGS.length + LANGUAGE_ROUNDS * LANGS.length;
const OVERALL_TIMEOUT_MS =
  5 * 60_000 + // start-up, the static copy, the uncounted Lighthouse run
  2 * (IDLE_TIMEOUT_MS + IDLE_WINDOW_MS) + // the two warm-up rounds' waits for the site at rest
  RUNS * PAGES.length * 2 * LIGHTHOUSE_TIMEOUT_MS +
  CANNON_RUNS * (DURATION + WARMUP_SECONDS + 30) * 1000;
const TARGETS = {
  ratio: 0.5,
  /** every category of a translated page, and the most it may fall below its English page */
  languageScore: 0.99,
  languageDrop: 0.01,
  /** (max − min) / max of /home's req/s across the languages */
  languageSpread: 0.1,
};

// ---- cleanup on every way out -------------------------------------------------------------------
const { cleanups, run } = guardRun({ timeoutMs: OVERALL_TIMEOUT_MS });

function withTimeout(promise, ms, what, onTimeout = () => {}) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new Error(`${what} did not finish within ${ms / 1000} s`));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** GET with node:http and no Accept-Encoding, so the body is the page as it goes over the wire uncompressed. */
function get(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: "text/html" } }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on("error", reject);
  });
}

const fileFor = (page) => {
  const { pathname } = new URL(page, "http://x");
  return pathname === "/" ? "index.html" : `${decodeURIComponent(pathname).slice(1)}.html`;
};

/**
 * express.static looks at an address as it is before it adds ".html", and a folder wins (it redirects
 * to the folder): a page whose file would share its name with another page's folder (/pt beside
 * /pt/home: pt.html and pt/home.html) would never be served. No page may be another's folder.
 */
function assertNoFolderClash(pages) {
  const byStem = new Map(pages.map((p) => [fileFor(p).replace(/\.html$/, ""), p]));
  for (const p of pages) {
    const folders = fileFor(p).split("/").slice(0, -1);
    for (let i = 1; i <= folders.length; i++) {
      const clash = byStem.get(folders.slice(0, i).join("/"));
      if (clash) throw new Error(`The static copy cannot serve ${clash} (${fileFor(clash)}) beside ${p} (${fileFor(p)})`);
    }
  }
}

/** What the HTML itself carries: script elements (a JSON-LD data block is data, not a script) and modulepreloads. */
function htmlFacts(html) {
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
  return {
    bytes: Buffer.byteLength(html),
    htmlLang: /<html\b[^>]*\blang=["']?([^"'\s>]+)/i.exec(html)?.[1] ?? null,
    scriptTags: scripts.filter((s) => !/type=["']?application\/ld\+json/i.test(s)).length,
    jsonLdBlocks: scripts.length - scripts.filter((s) => !/type=["']?application\/ld\+json/i.test(s)).length,
    modulepreloads: (html.match(/rel=["']?modulepreload/gi) ?? []).length,
    stylesheetLinks: (html.match(/rel=["']?stylesheet/gi) ?? []).length,
    inlineStyles: (html.match(/<style\b/gi) ?? []).length,
    // the service worker's registration on a page without scripts (decision 028)
    inlineScriptBytes: [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/gi)]
      .map((m) => Buffer.byteLength(m[1]))
      .reduce((a, b) => a + b, 0),
  };
}

// ---- the site at rest ---------------------------------------------------------------------------
/** CPU seconds the process has used (its threads included), from /proc; null where there is none. */
async function cpuSeconds(pid) {
  const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
  if (!stat) return null;
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/**
 * Waits until the site has finished what the warm-up's views set going in the background (the
 * responsive variants of every image the pages show, made with jimp on the same two cores), so
 * Lighthouse measures the pages and not that work: idle = under IDLE_CPU_SHARE of one core over
 * IDLE_WINDOW_MS. Bounded by IDLE_TIMEOUT_MS; returns how long it waited and the CPU it saw used.
 */
async function waitUntilIdle(pid) {
  const t0 = performance.now();
  const first = await cpuSeconds(pid);
  if (first === null) return { waitedMs: 0, cpuSeconds: null, idle: false };
  let previous = first;
  for (;;) {
    await sleep(IDLE_WINDOW_MS);
    const now = await cpuSeconds(pid);
    if (now === null) throw new Error("The site's process is gone");
    const used = now - previous;
    previous = now;
    const waitedMs = performance.now() - t0;
    if (used < (IDLE_CPU_SHARE * IDLE_WINDOW_MS) / 1000) return { waitedMs, cpuSeconds: now - first, idle: true };
    if (waitedMs > IDLE_TIMEOUT_MS) return { waitedMs, cpuSeconds: now - first, idle: false };
  }
}

// ---- the static copy ----------------------------------------------------------------------------
async function saveStaticCopy(site, dir) {
  const pages = {};
  for (const page of COPY_PAGES) {
    const res = await get(`${site.url}${page}`);
    if (res.status !== 200) throw new Error(`GET ${page} on the site answered ${res.status}, expected 200`);
    const file = path.join(dir, fileFor(page));
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, res.body);
    pages[page] = { file: path.relative(dir, file), etag: res.headers.etag ?? null, ...htmlFacts(res.body.toString("utf8")) };
  }
  return pages;
}

/** The static server must answer every page with the very bytes saved. */
async function checkStaticCopy(staticServer, dir) {
  for (const page of COPY_PAGES) {
    const res = await get(`${staticServer.url}${page}`);
    const saved = await fs.readFile(path.join(dir, fileFor(page)));
    if (res.status !== 200 || !res.body.equals(saved) || !/^text\/html/.test(res.headers["content-type"] ?? "")) {
      throw new Error(
        `The static server answered ${page} with ${res.status} ${res.headers["content-type"]}, ${res.body.length} bytes (saved: ${saved.length})`,
      );
    }
  }
}

// ---- Lighthouse ---------------------------------------------------------------------------------
const itemLabel = (item) =>
  item?.node?.snippet ?? item?.node?.selector ?? item?.url ?? item?.source?.url ?? item?.description ?? JSON.stringify(item);

function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => ({
      id: a.id,
      title: a.title,
      score: a.score,
      displayValue: a.displayValue ?? null,
      items: (a.details?.items ?? []).slice(0, 5).map((i) => String(itemLabel(i)).slice(0, 200)),
    }));
}

function extract(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit("network-requests")?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const blocking = audit("render-blocking-resources")?.details?.items ?? [];
  return {
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError ?? null,
    runWarnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null])),
    lcpMs: audit("largest-contentful-paint")?.numericValue ?? NaN,
    fcpMs: audit("first-contentful-paint")?.numericValue ?? NaN,
    speedIndexMs: audit("speed-index")?.numericValue ?? NaN,
    cls: audit("cumulative-layout-shift")?.numericValue ?? NaN,
    tbtMs: audit("total-blocking-time")?.numericValue ?? NaN,
    jsBytes: scripts.reduce((t, r) => t + (r.transferSize ?? 0), 0),
    scripts: scripts.map((r) => ({ url: r.url, transferSize: r.transferSize })),
    requests: requests.length,
    // the service worker's install (its script, the list of pages to keep) inside the trace, if any
    workerRequests: requests.filter((r) => /^\/(sw\.js|offline-pages\.json)$/.test(new URL(r.url).pathname)).length,
    transferBytes: requests.reduce((t, r) => t + (r.transferSize ?? 0), 0),
    renderBlocking: blocking.map((i) => i.url),
    renderBlockingWastedMs: blocking.map((i) => i.wastedMs ?? null),
    // observed (not simulated) main-thread time by kind of work: where TBT comes from on a page without script
    mainThreadMs: Object.fromEntries(
      (audit("mainthread-work-breakdown")?.details?.items ?? []).map((i) => [i.group, Math.round(i.duration)]),
    ),
    longTasks: (audit("long-tasks")?.details?.items ?? []).slice(0, 5).map((i) => ({
      url: i.url,
      startTime: Math.round(i.startTime),
      duration: Math.round(i.duration),
    })),
    layoutShifts: (audit("layout-shifts")?.details?.items ?? []).slice(0, 5).map((i) => ({
      score: i.score,
      node: String(itemLabel(i)).slice(0, 200),
    })),
    lcpElement: audit("largest-contentful-paint-element")?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    failed: Object.fromEntries(CATEGORIES.map((c) => [c, failedAudits(lhr, c)])),
  };
}

async function lighthouseRun(url) {
  const chrome = await withTimeout(
    launchChrome({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: "silent" }),
    60_000,
    "Starting Chromium",
  );
  const kill = async () => {
    await Promise.resolve(chrome.kill()).catch(() => {});
  };
  cleanups.add(kill);
  try {
    const result = await withTimeout(
      lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES }),
      LIGHTHOUSE_TIMEOUT_MS,
      `Lighthouse on ${url}`,
      () => void kill(),
    );
    if (!result?.lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    return {
      lighthouseVersion: result.lhr.lighthouseVersion,
      userAgent: result.lhr.environment?.hostUserAgent,
      ...extract(result.lhr),
    };
  } finally {
    cleanups.delete(kill);
    await kill();
  }
}

/** Medians of the runs of one page on one server, and every audit that failed in any run. */
function combine(runs) {
  const ok = runs.filter((r) => !r.runtimeError && !r.error);
  const med = (f) => median(ok.map(f).filter((x) => Number.isFinite(x)));
  const failed = {};
  for (const c of CATEGORIES) {
    const byId = new Map();
    for (const r of ok) for (const a of r.failed[c]) byId.set(a.id, { ...a, runs: (byId.get(a.id)?.runs ?? 0) + 1 });
    failed[c] = [...byId.values()];
  }
  return {
    runs: runs.length,
    okRuns: ok.length,
    errors: runs.filter((r) => r.runtimeError || r.error).map((r) => r.runtimeError?.message ?? r.error),
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, med((r) => r.scores[c])])),
    lcpMs: med((r) => r.lcpMs),
    fcpMs: med((r) => r.fcpMs),
    speedIndexMs: med((r) => r.speedIndexMs),
    cls: med((r) => r.cls),
    tbtMs: med((r) => r.tbtMs),
    jsBytes: med((r) => r.jsBytes),
    transferBytes: med((r) => r.transferBytes),
    requests: med((r) => r.requests),
    workerRequests: Math.max(0, ...ok.map((r) => r.workerRequests)),
    renderBlocking: med((r) => r.renderBlocking.length),
    renderBlockingUrls: [...new Set(ok.flatMap((r) => r.renderBlocking))],
    renderBlockingWastedMs: med((r) => (r.renderBlockingWastedMs.length ? Math.max(...r.renderBlockingWastedMs) : 0)),
    layoutShifts: ok.find((r) => r.layoutShifts.length)?.layoutShifts ?? [],
    scriptUrls: [...new Set(ok.flatMap((r) => r.scripts.map((s) => s.url)))],
    lcpElement: ok[0]?.lcpElement ?? null,
    benchmarkIndex: med((r) => r.benchmarkIndex),
    runWarnings: [...new Set(ok.flatMap((r) => r.runWarnings))],
    failed,
  };
}

async function lighthouseAll(targets) {
  const raw = Object.fromEntries(PAGES.map((p) => [p, { site: [], static: [] }]));
  let n = 0;
  const total = RUNS * PAGES.length * 2;
  for (let r = 0; r < RUNS; r++) {
    for (const [i, page] of PAGES.entries()) {
      const order = (r + i) % 2 === 0 ? ["site", "static"] : ["static", "site"];
      for (const which of order) {
        n++;
        const url = `${targets[which].url}${page}`;
        const t0 = performance.now();
        let result;
        // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): one more try, then it counts as failed.
        const cpuBefore = await cpuSeconds(targets[which].pid);
        for (let attempt = 1; attempt <= 2; attempt++) {
          try {
            result = await lighthouseRun(url);
          } catch (error) {
            result = { error: error instanceof Error ? error.message : String(error) };
          }
          if (!result.error && !result.runtimeError) break;
          log(`  ${which} ${page}: attempt ${attempt} failed: ${result.error ?? result.runtimeError.message}`);
        }
        const cpuAfter = await cpuSeconds(targets[which].pid);
        // What the server itself spent while Chromium loaded and traced the page (same two cores).
        result.serverCpuMs = cpuBefore === null || cpuAfter === null ? null : Math.round((cpuAfter - cpuBefore) * 1000);
        raw[page][which].push(result);
        const s = result.scores;
        log(
          `  [${n}/${total}] ${which.padEnd(6)} ${page}: ` +
            (result.error || result.runtimeError
              ? `FAILED: ${result.error ?? result.runtimeError.message}`
              : `perf ${fmtScore(s.performance)}, LCP ${fmtS(result.lcpMs)}, TBT ${fmtMs(result.tbtMs)}, ` +
                `a11y ${fmtScore(s.accessibility)}, BP ${fmtScore(s["best-practices"])}, SEO ${fmtScore(s.seo)}, ` +
                `JS ${fmtBytes(result.jsBytes)}, server CPU ${fmtMs(result.serverCpuMs ?? NaN)}`) +
            ` (${fmtS(performance.now() - t0)})`,
        );
      }
    }
  }
  const combined = Object.fromEntries(PAGES.map((p) => [p, { site: combine(raw[p].site), static: combine(raw[p].static) }]));
  return { raw, combined };
}

// ---- autocannon ---------------------------------------------------------------------------------
function cannon(url, seconds) {
  return new Promise((resolve, reject) => {
    let instance;
    const timer = setTimeout(
      () => {
        instance?.stop();
        reject(new Error(`autocannon on ${url} did not finish within ${seconds + 30} s`));
      },
      (seconds + 30) * 1000,
    );
    instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: {} }, (error, result) => {
      clearTimeout(timer);
      if (error) reject(error);
      else
        resolve({
          url,
          seconds,
          reqPerSec: result.requests.average,
          requests: result.requests.total,
          bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : NaN,
          latencyP50Ms: result.latency.p50,
          latencyP99Ms: result.latency.p99,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
        });
    });
  });
}

async function throughput(targets) {
  const url = (which) => `${targets[which].url}/home`;
  for (const which of ["site", "static"]) {
    log(`  warm-up ${which} /home (${WARMUP_SECONDS} s)`);
    await cannon(url(which), WARMUP_SECONDS);
  }
  const rounds = [];
  for (const order of [
    ["site", "static"],
    ["static", "site"],
  ]) {
    const round = {};
    for (const which of order) {
      await sleep(1000);
      round[which] = await cannon(url(which), DURATION);
      log(
        `  ${which.padEnd(6)} /home: ${round[which].reqPerSec.toFixed(0)} req/s, ${round[which].errors} errors, ` +
          `${round[which].non2xx} non-2xx, ${round[which].timeouts} timeouts`,
      );
    }
    round.ratio = ratio(round.site.reqPerSec, round.static.reqPerSec);
    rounds.push(round);
  }
  return { connections: CONNECTIONS, seconds: DURATION, rounds, ratio: median(rounds.map((r) => r.ratio)) };
}

/**
 * /home in every language on the site, the same connections and seconds as above. The rounds rotate
 * the order (en pt de, pt de en, de en pt) so each language runs first, second and last once; each
 * language's figure is the median of its rounds.
 */
async function languageThroughput(site) {
  const url = (lang) => `${site.url}${inLang(lang, "/home")}`;
  for (const lang of LANGS) {
    log(`  warm-up site ${inLang(lang, "/home")} (${WARMUP_SECONDS} s)`);
    await cannon(url(lang), WARMUP_SECONDS);
  }
  const rounds = [];
  for (let r = 0; r < LANGUAGE_ROUNDS; r++) {
    const order = LANGS.map((_, i) => LANGS[(i + r) % LANGS.length]);
    const results = {};
    for (const lang of order) {
      await sleep(1000);
      results[lang] = await cannon(url(lang), DURATION);
      log(
        `  ${inLang(lang, "/home").padEnd(8)}: ${results[lang].reqPerSec.toFixed(0)} req/s, ${results[lang].errors} errors, ` +
          `${results[lang].non2xx} non-2xx, ${results[lang].timeouts} timeouts`,
      );
    }
    rounds.push({ order, results });
  }
  const reqPerSec = Object.fromEntries(LANGS.map((l) => [l, median(rounds.map((r) => r.results[l].reqPerSec))]));
  const max = Math.max(...Object.values(reqPerSec));
  const min = Math.min(...Object.values(reqPerSec));
  return {
    connections: CONNECTIONS,
    seconds: DURATION,
    pages: Object.fromEntries(LANGS.map((l) => [l, inLang(l, "/home")])),
    rounds,
    reqPerSec,
    maxOverMin: ratio(max, min),
    spread: max > 0 ? (max - min) / max : NaN,
    errors: rounds.reduce((t, r) => t + Object.values(r.results).reduce((u, x) => u + x.errors + x.non2xx + x.timeouts, 0), 0),
    // A run in which not one answer came back measured a stall (of the site or of the machine), not a page.
    silentRuns: rounds.reduce((t, r) => t + Object.values(r.results).filter((x) => x.requests === 0).length, 0),
  };
}

/**
 * Each translated page measured against its English page, category by category (site, in whole
 * hundredths as the other targets count): at least languageScore, and at most languageDrop below the
 * English score. english is null when the English page was not in this run (--pages).
 */
function languageParity(combined) {
  const rows = [];
  for (const page of PAGES) {
    const { lang, english } = splitLang(page);
    if (lang === "en") continue;
    const measuredEnglish = combined[english]?.site ?? null;
    for (const category of CATEGORIES) {
      const score = combined[page].site.scores[category];
      const englishScore = measuredEnglish ? measuredEnglish.scores[category] : null;
      rows.push({
        page,
        lang,
        english,
        category,
        score,
        englishScore,
        atLeast: score100(score) >= score100(TARGETS.languageScore),
        nearEnglish: englishScore === null ? null : score100(score) >= score100(englishScore) - score100(TARGETS.languageDrop),
      });
    }
  }
  return rows;
}

// ---- targets ------------------------------------------------------------------------------------
/** Lighthouse shows scores in hundredths: the targets compare whole hundredths. */
const score100 = (x) => Math.round(x * 100);

/** met is true, false, or null when the run holds too little to judge (a --pages subset). */
function targetsOf(combined, cannonResult, html, parity, languageCannon) {
  const out = [];
  const add = (target, measured, met) => out.push({ target, measured, met });
  const site = (p) => combined[p]?.site;
  // /home is held to the content pages' figures since the registration went inline (decision 028).
  for (const p of NO_JS_PAGES.filter((x) => site(x))) {
    const s = site(p);
    add(
      `${p}: performance ≥ 0.99, LCP ≤ 1.0 s`,
      `${fmtScore(s.scores.performance)}, LCP ${fmtS(s.lcpMs)}`,
      score100(s.scores.performance) >= 99 && s.lcpMs <= 1000,
    );
  }
  if (site("/add-photo")) {
    const s = site("/add-photo");
    add(
      "/add-photo: performance ≥ 0.99, LCP ≤ 1.0 s, no render-blocking resource",
      `${fmtScore(s.scores.performance)}, LCP ${fmtS(s.lcpMs)}, ${s.renderBlocking} blocking`,
      score100(s.scores.performance) >= 99 && s.lcpMs <= 1000 && s.renderBlocking === 0,
    );
    add(
      `/add-photo: scripts ≤ ${fmtBytes(UPLOAD_PAGE_SCRIPT_BUDGET_BYTES)} as Lighthouse counts them (with headers)`,
      fmtBytes(s.jsBytes),
      s.jsBytes <= UPLOAD_PAGE_SCRIPT_BUDGET_BYTES,
    );
  }
  // A page that asks search engines to stay away (the boat pack, decision 022) fails Lighthouse's
  // "is-crawlable" on purpose; any other SEO audit it fails still counts.
  const noindexOnly = (p, c) =>
    c === "seo" && NOINDEX_PAGES.includes(p) && site(p).failed.seo.every((a) => a.id === "is-crawlable");
  for (const c of ["accessibility", "best-practices", "seo"]) {
    const below = PAGES.filter((p) => score100(site(p).scores[c]) < 100 && !noindexOnly(p, c));
    add(
      `${c} 1.00 on every page`,
      below.length ? below.map((p) => `${p} ${fmtScore(site(p).scores[c])}`).join(", ") : "1.00 everywhere",
      below.length === 0,
    );
  }
  const shifting = PAGES.filter((p) => !(site(p).cls === 0));
  add(
    "CLS 0 on every page",
    shifting.length ? shifting.map((p) => `${p} ${fmtCls(site(p).cls)}`).join(", ") : "0 everywhere",
    shifting.length === 0,
  );
  // Script requests (as Lighthouse counts them, headers included) plus the inline registration's bytes.
  const scriptBytes = (p) => site(p).jsBytes + html[p].inlineScriptBytes;
  const otherJs = NO_JS_PAGES.filter(
    (p) => site(p) && (scriptBytes(p) > REGISTRATION_BUDGET_BYTES || site(p).scriptUrls.length > 0),
  );
  add(
    `/home and the content pages, in every language: no script file, the inline registration only, ≤ ${fmtBytes(REGISTRATION_BUDGET_BYTES)}`,
    otherJs.length
      ? otherJs.map((p) => `${p} ${fmtBytes(scriptBytes(p))} (${site(p).scriptUrls.join(", ") || "inline"})`).join("; ")
      : `at most ${fmtBytes(Math.max(...NO_JS_PAGES.filter((p) => site(p)).map(scriptBytes)))}, inline, no request`,
    otherJs.length === 0,
  );
  if (cannonResult) {
    const errors = cannonResult.rounds.reduce((t, r) => t + r.site.errors + r.site.non2xx + r.site.timeouts, 0);
    add(
      `/home ≥ ${TARGETS.ratio}× the static copy's req/s, no errors`,
      `${fmtX(cannonResult.ratio)}, ${errors} errors/non-2xx/timeouts`,
      cannonResult.ratio >= TARGETS.ratio && errors === 0,
    );
  }
  if (parity.length > 0) {
    const low = parity.filter((r) => !r.atLeast);
    const drops = parity.filter((r) => r.nearEnglish === false);
    const unmeasured = [...new Set(parity.filter((r) => r.nearEnglish === null).map((r) => r.english))];
    const finite = parity.filter((r) => Number.isFinite(r.score));
    const lowest = finite.reduce((a, r) => (a && a.score <= r.score ? a : r), null);
    const compared = parity.filter((r) => Number.isFinite(r.score) && Number.isFinite(r.englishScore));
    const maxDrop = compared.reduce((a, r) => (a && a.englishScore - a.score >= r.englishScore - r.score ? a : r), null);
    const misses = [...new Set([...low, ...drops])].map(
      (r) =>
        `${r.page} ${r.category} ${fmtScore(r.score)}${r.englishScore === null ? "" : ` (English ${fmtScore(r.englishScore)})`}`,
    );
    add(
      `Lighthouse mobile on the German and Portuguese home, events, event details and FAQ pages at the level of the English ones: ` +
        `every category ≥ ${TARGETS.languageScore} on each, and no lower than the English page's score minus ${TARGETS.languageDrop}`,
      [
        misses.length
          ? misses.join(", ")
          : `lowest ${lowest ? `${fmtScore(lowest.score)} (${lowest.page} ${lowest.category})` : "n/a"}` +
            (maxDrop
              ? `, largest fall below English ${fmtScore(Math.max(0, score100(maxDrop.englishScore) - score100(maxDrop.score)) / 100)} (${maxDrop.page} ${maxDrop.category})`
              : ""),
        ...(unmeasured.length ? [`English page(s) not in this run, no comparison: ${unmeasured.join(", ")}`] : []),
      ].join("; "),
      low.length > 0 || drops.length > 0 ? false : unmeasured.length > 0 ? null : true,
    );
  }
  if (languageCannon) {
    const perLang = LANGS.map((l) => `${l} ${languageCannon.reqPerSec[l].toFixed(0)}`).join(", ");
    add(
      `/home requests per second in each language within ${TARGETS.languageSpread * 100} % of each other ` +
        `((max − min)/max ≤ ${TARGETS.languageSpread}), no errors`,
      `${perLang} req/s; max/min ${fmtX(languageCannon.maxOverMin)}, (max − min)/max ${fmtPct(languageCannon.spread)}; ` +
        `${languageCannon.errors} errors/non-2xx/timeouts` +
        (languageCannon.silentRuns ? `, ${languageCannon.silentRuns} run(s) without a single answer` : ""),
      languageCannon.spread <= TARGETS.languageSpread && languageCannon.errors === 0 && languageCannon.silentRuns === 0,
    );
  }
  return out;
}

// ---- output -------------------------------------------------------------------------------------
const fmtScore = (x) => (Number.isFinite(x) ? x.toFixed(2) : "n/a");
const fmtMs = (ms) => (Number.isFinite(ms) ? `${ms.toFixed(0)} ms` : "n/a");
const fmtS = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : "n/a");
const fmtCls = (x) => (Number.isFinite(x) ? x.toFixed(3) : "n/a");
const fmtPct = (x) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)} %` : "n/a");
const fmtBytes = (b) => (!Number.isFinite(b) ? "n/a" : b < 1000 ? `${b} B` : `${(b / 1000).toFixed(1)} kB`);

function table(header, rows) {
  const cells = [header, ...rows].map((r) => r.map(String));
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) => `  ${r.map((c, i) => c.padEnd(widths[i])).join("  ")}`.trimEnd();
  return [line(cells[0]), line(widths.map((w) => "-".repeat(w))), ...cells.slice(1).map(line)].join("\n");
}

function printSummary({ meta, html, lh, cannonResult, parity, languageCannon, targets, file }) {
  const out = [];
  out.push(
    `\nPages at the static limit, ${meta.date}, Node ${meta.node}, ${meta.cpus} CPUs, Lighthouse ${meta.lighthouseVersion} ` +
      `(mobile, simulated slow 4G), ${RUNS} run(s) per page and server${RUNS > 1 ? " (medians)" : ""}`,
  );
  out.push(`  site   = the production server (${meta.siteUrl}); static = the same HTML saved and served by express.static`);
  out.push(
    `  the site was measured at rest: ${meta.warmUp
      .map(
        (w, i) =>
          `warm-up ${i + 1} ${w.idle ? "idle" : "STILL BUSY"} after ${fmtS(w.waitedMs)}, ${w.cpuSeconds?.toFixed(1) ?? "n/a"} s CPU`,
      )
      .join("; ")}`,
  );
  out.push(`\n1. Lighthouse`);
  const rows = [];
  for (const p of PAGES) {
    for (const which of ["site", "static"]) {
      const c = lh.combined[p][which];
      rows.push([
        which === "site" ? p : "",
        which,
        fmtScore(c.scores.performance),
        fmtS(c.lcpMs),
        fmtS(c.fcpMs),
        fmtCls(c.cls),
        fmtMs(c.tbtMs),
        fmtScore(c.scores.accessibility),
        fmtScore(c.scores["best-practices"]),
        fmtScore(c.scores.seo),
        fmtBytes(c.jsBytes),
        Number.isFinite(c.requests) ? c.requests : "n/a",
        c.workerRequests,
        Number.isFinite(c.renderBlocking) ? c.renderBlocking : "n/a",
        c.okRuns < c.runs ? `${c.runs - c.okRuns} failed run(s)` : "",
      ]);
    }
  }
  out.push(
    table(
      ["page", "served by", "perf", "LCP", "FCP", "CLS", "TBT", "a11y", "BP", "SEO", "JS", "req", "sw", "blocking", ""],
      rows,
    ),
  );
  out.push(
    `  JS = transfer size of the Script requests; req = requests in the trace; sw = of them, the service worker's install ` +
      `(/sw.js, /offline-pages.json); blocking = render-blocking resources (Lighthouse audit).`,
  );
  out.push(`  HTML as sent (no Accept-Encoding): ${PAGES.map((p) => `${p} ${fmtBytes(html[p].bytes)}`).join(", ")}`);
  const withScripts = PAGES.filter((p) => html[p].scriptTags || html[p].modulepreloads);
  out.push(
    `  Pages whose HTML has script elements or modulepreloads: ${
      withScripts.map((p) => `${p} (${html[p].scriptTags} scripts, ${html[p].modulepreloads} modulepreloads)`).join(", ") ||
      "none"
    }`,
  );

  out.push(`\n   Failed audits (score < 1, weighted) in accessibility, best practices and SEO:`);
  let anyFailed = false;
  for (const p of PAGES) {
    for (const which of ["site", "static"]) {
      const c = lh.combined[p][which];
      for (const cat of ["accessibility", "best-practices", "seo"]) {
        for (const a of c.failed[cat]) {
          anyFailed = true;
          out.push(
            `   ${which.padEnd(6)} ${p}  ${cat}: ${a.id} (${a.title})${a.runs < c.okRuns ? ` in ${a.runs}/${c.okRuns} runs` : ""}`,
          );
          for (const item of a.items.slice(0, 3)) out.push(`            ${item}`);
        }
      }
      for (const e of c.errors) out.push(`   ${which.padEnd(6)} ${p}  run failed: ${e}`);
    }
  }
  if (!anyFailed) out.push(`   none`);
  const perfMisses = [];
  for (const p of PAGES) {
    const c = lh.combined[p].site;
    const metrics = c.failed.performance.map((a) => `${a.id} ${a.score}${a.displayValue ? ` (${a.displayValue})` : ""}`);
    if (metrics.length) perfMisses.push(`   site   ${p}: ${metrics.join(", ")}`);
  }
  if (perfMisses.length) out.push(`   Performance metrics scoring below 1 on the site:`, ...perfMisses);
  const blocking = PAGES.filter((p) => lh.combined[p].site.renderBlockingUrls.length);
  for (const p of blocking) {
    const c = lh.combined[p].site;
    out.push(
      `   render-blocking on the site, ${p}: ${c.renderBlockingUrls.join(", ")} (est. savings ${fmtMs(c.renderBlockingWastedMs)})`,
    );
  }
  for (const p of PAGES.filter((x) => lh.combined[x].site.cls > 0)) {
    const shifts = lh.combined[p].site.layoutShifts.map((l) => `${l.score.toFixed(3)} ${l.node}`);
    out.push(`   layout shifts on the site, ${p}: ${shifts.join(" | ") || "(no element reported)"}`);
  }

  if (cannonResult) {
    out.push(`\n2. Throughput of /home (autocannon, ${CONNECTIONS} connections, ${DURATION} s each, no Accept-Encoding)`);
    out.push(
      table(
        ["round", "served by", "req/s", "p50", "p99", "bytes/response", "errors", "non-2xx", "timeouts"],
        cannonResult.rounds.flatMap((r, i) =>
          (i === 0 ? ["site", "static"] : ["static", "site"]).map((which) => [
            String(i + 1),
            which,
            r[which].reqPerSec.toFixed(0),
            `${r[which].latencyP50Ms} ms`,
            `${r[which].latencyP99Ms} ms`,
            r[which].bytesPerResponse.toFixed(0),
            r[which].errors,
            r[which].non2xx,
            r[which].timeouts,
          ]),
        ),
      ),
    );
    const staticErrors = cannonResult.rounds.reduce((t, r) => t + r.static.errors + r.static.non2xx + r.static.timeouts, 0);
    if (staticErrors)
      out.push(`   WARNING: the static copy answered ${staticErrors} errors/non-2xx/timeouts: the ratio means nothing.`);
    out.push(
      `   site/static per round: ${cannonResult.rounds.map((r) => fmtX(r.ratio)).join(", ")}; median ${fmtX(cannonResult.ratio)} (target ≥ ${TARGETS.ratio}×)`,
    );
  }

  out.push(...languageSection(lh, html, parity, languageCannon));

  out.push(`\n4. Targets (built site)`);
  out.push(
    table(
      ["target", "measured", ""],
      targets.map((t) => [t.target, t.measured, t.met === null ? "not judged" : t.met ? "met" : "NOT MET"]),
    ),
  );
  out.push(`   Lighthouse benchmarkIndex (CPU speed as Lighthouse saw it), median: ${meta.benchmarkIndex ?? "n/a"}`);
  out.push(...reportFooter(meta, file, fmtS));
  console.log(out.join("\n"));
}

/** The languages side by side: Lighthouse on the site's translated pages and their English ones, /home's req/s. */
function languageSection(lh, html, parity, languageCannon) {
  const out = [`\n3. The languages side by side (site)`];
  const english = TRANSLATED_PAGES.filter((e) => LANGS.some((l) => PAGES.includes(inLang(l, e))));
  if (english.length) {
    const rows = [];
    for (const e of english) {
      for (const lang of LANGS) {
        const page = inLang(lang, e);
        if (!PAGES.includes(page)) continue;
        const c = lh.combined[page].site;
        const mine = parity.filter((r) => r.page === page && Number.isFinite(r.score) && Number.isFinite(r.englishScore));
        const fall = mine.length ? Math.max(...mine.map((r) => score100(r.englishScore) - score100(r.score))) / 100 : NaN;
        rows.push([
          page,
          html[page].htmlLang ?? "none",
          fmtScore(c.scores.performance),
          fmtScore(c.scores.accessibility),
          fmtScore(c.scores["best-practices"]),
          fmtScore(c.scores.seo),
          fmtS(c.lcpMs),
          fmtCls(c.cls),
          fmtMs(c.tbtMs),
          fmtBytes(html[page].bytes),
          lang === "en" ? "" : fmtScore(fall),
        ]);
      }
    }
    out.push(table(["page", "html lang", "perf", "a11y", "BP", "SEO", "LCP", "CLS", "TBT", "HTML", "below English"], rows));
    out.push(
      `   below English = the most any category of the page scores under its English page's (negative: above it; n/a: English page not in this run).`,
    );
  } else out.push(`   Lighthouse: no translated page in this run.`);
  if (languageCannon) {
    out.push(
      `\n   /home in every language (autocannon, ${CONNECTIONS} connections, ${DURATION} s each, no Accept-Encoding; ` +
        `rounds rotate the order)`,
    );
    out.push(
      table(
        ["round", "page", "req/s", "p50", "p99", "bytes/response", "errors", "non-2xx", "timeouts"],
        languageCannon.rounds.flatMap((r, i) =>
          r.order.map((lang) => {
            const x = r.results[lang];
            return [
              String(i + 1),
              inLang(lang, "/home"),
              x.reqPerSec.toFixed(0),
              `${x.latencyP50Ms} ms`,
              `${x.latencyP99Ms} ms`,
              Number.isFinite(x.bytesPerResponse) ? x.bytesPerResponse.toFixed(0) : "n/a",
              x.errors,
              x.non2xx,
              x.timeouts,
            ];
          }),
        ),
      ),
    );
    out.push(
      `   req/s, median of the rounds: ${LANGS.map((l) => `${inLang(l, "/home")} ${languageCannon.reqPerSec[l].toFixed(0)}`).join(", ")}; ` +
        `max/min ${fmtX(languageCannon.maxOverMin)}, (max − min)/max ${fmtPct(languageCannon.spread)} (target ≤ ${fmtPct(TARGETS.languageSpread)})`,
    );
    if (languageCannon.silentRuns)
      out.push(
        `   WARNING: ${languageCannon.silentRuns} run(s) got not one answer within ${DURATION} s: the site or the machine ` +
          `stalled, and those figures mean nothing (check the load average; rerun on a quiet machine).`,
      );
  }
  return out;
}

// ---- main -----------------------------------------------------------------------------------------
async function main() {
  const t0 = performance.now();
  const loadBefore = os.loadavg();
  assertNoFolderClash(ALL_PAGES);
  log(`Starting the production server (SITE_NOW=${SITE_NOW}) …`);
  const site = await startServer({ label: "production server", env: { SITE_NOW, REQUEST_LOG: "off" } });
  cleanups.add(site.stop);
  // Two rounds of views, each followed by the background work it starts: the second meets the
  // images' variants made, and asks for nothing more.
  const warmUp = [];
  for (let round = 1; round <= 2; round++) {
    for (const page of WARM_PAGES) {
      const res = await get(`${site.url}${page}`);
      if (res.status !== 200) throw new Error(`Warm-up: GET ${page} answered ${res.status}:\n${site.output()}`);
    }
    const rest = await waitUntilIdle(site.pid);
    warmUp.push(rest);
    log(
      `  warm-up round ${round}: the site ${rest.idle ? "was at rest" : "was still busy"} after ${fmtS(rest.waitedMs)} ` +
        `(${rest.cpuSeconds === null ? "CPU not measurable here" : `${rest.cpuSeconds.toFixed(1)} s of CPU`})`,
    );
  }

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-bench-static-"));
  cleanups.add(() => fs.rm(dir, { recursive: true, force: true }));
  const html = await saveStaticCopy(site, dir);
  const staticServer = await startStaticServer({ pages: dir, media: path.join(site.dataDir, "storage") });
  cleanups.add(staticServer.stop);
  await checkStaticCopy(staticServer, dir);
  log(`Site ${site.url}, static copy ${staticServer.url} (${dir})`);
  const targets = { site, static: staticServer };

  // The first Lighthouse run of a process also loads and compiles Lighthouse itself, on the cores
  // the page is traced on: one run that counts for nothing, on the static copy, takes that cost.
  log(`\nLighthouse warm-up run (not counted): ${staticServer.url}/home`);
  await lighthouseRun(`${staticServer.url}/home`).catch((error) => log(`  warm-up run failed: ${error.message}`));
  log(`\nLighthouse: ${PAGES.length} pages × 2 servers × ${RUNS} run(s)`);
  const lh = await lighthouseAll(targets);

  log(`\nautocannon on /home: ${CONNECTIONS} connections, ${DURATION} s each, 2 rounds`);
  const cannonResult = await throughput(targets);
  log(`\nautocannon on ${HOME_PAGES.join(", ")} of the site: ${LANGUAGE_ROUNDS} rounds, the order rotating`);
  const languageCannon = await languageThroughput(site);
  if (site.exited() || staticServer.output().includes("Error")) log("WARNING: a server exited or logged an error.");

  const date = new Date();
  const firstRun = Object.values(lh.raw)
    .flatMap((x) => [...x.site, ...x.static])
    .find((r) => r.lighthouseVersion);
  const meta = {
    ...machineMeta(date, loadBefore),
    lighthouseVersion: firstRun?.lighthouseVersion ?? "n/a",
    userAgent: firstRun?.userAgent ?? null,
    benchmarkIndex: median(
      Object.values(lh.raw)
        .flatMap((x) => [...x.site, ...x.static])
        .map((r) => r.benchmarkIndex)
        .filter(Number.isFinite),
    ),
    chromeFlags: CHROME_FLAGS,
    siteNow: SITE_NOW,
    warmUp,
    siteUrl: site.url,
    staticUrl: staticServer.url,
    runs: RUNS,
    durationSeconds: DURATION,
    pages: PAGES,
    languages: LANGS,
    durationMs: performance.now() - t0,
  };
  const parity = languageParity(lh.combined);
  const targetList = targetsOf(lh.combined, cannonResult, html, parity, languageCannon);
  const file = args.out
    ? path.resolve(args.out)
    : path.join(ROOT, "bench/results", `pages-${date.toISOString().replace(/[:.]/g, "-")}.json`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(
    file,
    `${JSON.stringify(
      {
        meta,
        html,
        lighthouse: lh.combined,
        lighthouseRuns: lh.raw,
        autocannon: cannonResult,
        languages: { lighthouse: parity, autocannon: languageCannon },
        targets: targetList,
      },
      null,
      2,
    )}\n`,
  );
  printSummary({ meta, html, lh, cannonResult, parity, languageCannon, targets: targetList, file });
  // Lighthouse can leave a socket open after its browser is gone: exit once the cleanups had time to run.
  setTimeout(() => process.exit(0), 15_000).unref();
}

run(assertBuilt, main);
