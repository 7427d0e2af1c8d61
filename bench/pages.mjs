#!/usr/bin/env node
// Pages at the static limit: `npm run build && npm run bench:pages`.
//
// Compares the built site with a static copy of its own pages, in the same run:
// 1. The production server (bench/lib/server.mjs: `node server/index.mjs`, temp DATA_DIR with the demo
//    media, REQUEST_LOG=off, SITE_NOW fixed so the upcoming edition shows) gets every page once to warm it.
// 2. Every page's HTML is fetched again exactly as the server sends it (GET without Accept-Encoding) and
//    saved to a temp dir (/event-details/fsw25 → event-details/fsw25.html). bench/lib/static-server.mjs
//    serves that copy from a child process of its own, like a plain Node static site (express.static
//    with `extensions: ["html"]` and compression), with /build and /media from the same files.
// 3. Lighthouse (default mobile config: simulated slow 4G, 4× CPU slowdown), categories performance,
//    accessibility, best practices and SEO, on every page of the site and of the static copy,
//    alternating, each run in a fresh headless Chromium (/usr/bin/chromium). With --runs above 1 each
//    figure is the median of the runs.
// 4. autocannon on /home of both servers: 50 connections, --duration seconds each, no Accept-Encoding,
//    two rounds (site then static, static then site); the ratio site/static is the median of the rounds.
// Prints the tables and the issue's targets (met / not met); raw numbers go to
// bench/results/pages-<timestamp>.json. Every loop is bounded, every run has a timeout; servers and
// browsers stop at the end, on errors and on Ctrl-C.
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

const USAGE = `Usage: npm run build && npm run bench:pages -- [--runs=N] [--duration=S] [--pages=/a,/b] [--out=FILE]

  --runs=N      Lighthouse runs per page and server (default 1; 1-5); figures are medians
  --duration=S  autocannon seconds per measurement (default 10; 1-60)
  --pages=LIST  only these pages, comma-separated (default: all ten)
  --out=FILE    where to write the raw JSON (default bench/results/pages-<timestamp>.json)`;

const args = benchArgs(USAGE, { runs: [1, 1, 5], duration: [10, 1, 60] }, ["pages", "out"]);
const RUNS = args.runs;
const DURATION = args.duration;

const ALL_PAGES = [
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
const PAGES = args.pages ? args.pages.split(",").map((p) => p.trim()) : ALL_PAGES;
const unknown = PAGES.filter((p) => !ALL_PAGES.includes(p));
if (unknown.length > 0 || PAGES.length === 0) {
  console.error(`Unknown page(s): ${unknown.join(", ")}. Pages: ${ALL_PAGES.join(", ")}`);
  process.exit(2);
}
/** The static copy always holds /home, which autocannon measures. */
const COPY_PAGES = [...new Set([...PAGES, "/home"])];
/** The content pages: every page but /home (a target of its own) and the upload page. */
const CONTENT_PAGES = ALL_PAGES.filter((p) => p !== "/home" && p !== "/add-photo");
/** Pages that are noindex by design: printable copies of content found elsewhere. */
const NOINDEX_PAGES = ["/event-details/fsw26/boat-pack"];
/** The one script a page without the uploader carries: the service worker's registration, inline (decision 028). */
const REGISTRATION_BUDGET_BYTES = 2048;
const UPLOAD_PAGE_SCRIPT_BUDGET_BYTES = 110_000;
const NO_JS_PAGES = ["/home", ...CONTENT_PAGES];

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
const OVERALL_TIMEOUT_MS =
  5 * 60_000 + RUNS * PAGES.length * 2 * LIGHTHOUSE_TIMEOUT_MS + 6 * (DURATION + WARMUP_SECONDS + 30) * 1000;
const TARGETS = { ratio: 0.5 };
const CLOCK_TICKS_PER_SECOND = 100;
const IDLE_WINDOW_MS = 3000;
const IDLE_CPU_SHARE = 0.05;
const IDLE_TIMEOUT_MS = 6 * 60_000;

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

/** What the HTML itself carries: script elements (a JSON-LD data block is data, not a script) and modulepreloads. */
function htmlFacts(html) {
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
  return {
    bytes: Buffer.byteLength(html),
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

// ---- targets ------------------------------------------------------------------------------------
function targetsOf(combined, cannonResult, html) {
  const out = [];
  const add = (target, measured, met) => out.push({ target, measured, met });
  const site = (p) => combined[p]?.site;
  const score100 = (x) => Math.round(x * 100);
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
    `/home and the content pages: no script file, the inline registration only, ≤ ${fmtBytes(REGISTRATION_BUDGET_BYTES)}`,
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
  return out;
}

// ---- output -------------------------------------------------------------------------------------
const fmtScore = (x) => (Number.isFinite(x) ? x.toFixed(2) : "n/a");
const fmtMs = (ms) => (Number.isFinite(ms) ? `${ms.toFixed(0)} ms` : "n/a");
const fmtS = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : "n/a");
const fmtCls = (x) => (Number.isFinite(x) ? x.toFixed(3) : "n/a");
const fmtBytes = (b) => (!Number.isFinite(b) ? "n/a" : b < 1000 ? `${b} B` : `${(b / 1000).toFixed(1)} kB`);

function table(header, rows) {
  const cells = [header, ...rows].map((r) => r.map(String));
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) => `  ${r.map((c, i) => c.padEnd(widths[i])).join("  ")}`.trimEnd();
  return [line(cells[0]), line(widths.map((w) => "-".repeat(w))), ...cells.slice(1).map(line)].join("\n");
}

function printSummary({ meta, html, lh, cannonResult, targets, file }) {
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

  out.push(`\n3. Targets (built site)`);
  out.push(
    table(
      ["target", "measured", ""],
      targets.map((t) => [t.target, t.measured, t.met ? "met" : "NOT MET"]),
    ),
  );
  out.push(`   Lighthouse benchmarkIndex (CPU speed as Lighthouse saw it), median: ${meta.benchmarkIndex ?? "n/a"}`);
  out.push(...reportFooter(meta, file, fmtS));
  console.log(out.join("\n"));
}

// ---- main -----------------------------------------------------------------------------------------
async function main() {
  const t0 = performance.now();
  const loadBefore = os.loadavg();
  log(`Starting the production server (SITE_NOW=${SITE_NOW}) …`);
  const site = await startServer({ label: "production server", env: { SITE_NOW, REQUEST_LOG: "off" } });
  cleanups.add(site.stop);
  // Two rounds of views, each followed by the background work it starts: the second meets the
  // images' variants made, and asks for nothing more.
  const warmUp = [];
  for (let round = 1; round <= 2; round++) {
    for (const page of COPY_PAGES) {
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
    durationMs: performance.now() - t0,
  };
  const targetList = targetsOf(lh.combined, cannonResult, html);
  const file = args.out
    ? path.resolve(args.out)
    : path.join(ROOT, "bench/results", `pages-${date.toISOString().replace(/[:.]/g, "-")}.json`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(
    file,
    `${JSON.stringify({ meta, html, lighthouse: lh.combined, lighthouseRuns: lh.raw, autocannon: cannonResult, targets: targetList }, null, 2)}\n`,
  );
  printSummary({ meta, html, lh, cannonResult, targets: targetList, file });
  // Lighthouse can leave a socket open after its browser is gone: exit once the cleanups had time to run.
  setTimeout(() => process.exit(0), 15_000).unref();
}

run(assertBuilt, main);
