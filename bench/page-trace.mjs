#!/usr/bin/env node
// Where a page's main-thread time goes, and what the opener policy costs it (decision 031).
//
//   npm run build && node bench/page-trace.mjs [--runs=4] [--page=/faq]
//
// The production server (bench/lib/server.mjs) renders the page once; its HTML, exactly as sent,
// is served by two static servers (bench/lib/static-server.mjs): one plain, one that adds
// `Cross-Origin-Opener-Policy: same-origin`, as the site once did on every page. Lighthouse (mobile,
// performance only) loads the site and both copies in turn, each run in a fresh headless Chromium,
// and the trace of the page's main thread is read for: the first task (committing the navigation),
// the creation of the page's script context (LocalWindowProxy::Initialize), all its top-level tasks,
// and Lighthouse's TBT and LCP. Prints medians per server; raw numbers go to
// bench/results/page-trace-<timestamp>.json.
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { launch as launchChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import { ROOT, assertBuilt, startServer } from "./lib/server.mjs";
import { startStaticServer } from "./lib/static-server.mjs";
import { benchArgs, guardRun, log, machineMeta, reportFooter, sleep } from "./lib/run.mjs";
import { median } from "./lib/stats.mjs";

const USAGE = `Usage: npm run build && node bench/page-trace.mjs [--runs=N] [--page=/path]

  --runs=N     Lighthouse runs per server (default 4; 1-10)
  --page=PATH  the page (default /faq)`;
const args = benchArgs(USAGE, { runs: [4, 1, 10] }, ["page"]);
const PAGE = args.page ?? "/faq";
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
const TOP_LEVEL = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
const { cleanups, run } = guardRun({ timeoutMs: (5 + args.runs * 2) * 60_000 });

const getHtml = (url) =>
  new Promise((resolve, reject) =>
    http
      .get(url, { headers: { accept: "text/html" } }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve(Buffer.concat(chunks)));
      })
      .on("error", reject),
  );

/** The page's main thread in a Lighthouse trace: the renderer thread that parsed the page. */
function mainThreadFigures(traceEvents) {
  const parse = traceEvents.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url?.startsWith("http"));
  if (!parse) return null;
  const events = traceEvents.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X");
  const tasks = events.filter((e) => TOP_LEVEL.has(e.name) && e.dur > 0).sort((a, b) => a.ts - b.ts);
  const sum = (name) => events.filter((e) => e.name === name).reduce((t, e) => t + e.dur / 1000, 0);
  const commit = events.find((e) => e.name === "DocumentLoader::CommitNavigation");
  const firstTask = commit ? tasks.find((t) => t.ts <= commit.ts && t.ts + t.dur >= commit.ts) : undefined;
  return {
    firstTaskMs: firstTask ? firstTask.dur / 1000 : NaN,
    scriptContextMs: sum("LocalWindowProxy::Initialize"),
    allTasksMs: tasks.reduce((t, e) => t + e.dur / 1000, 0),
  };
}

async function lighthouseRun(url) {
  const chrome = await launchChrome({ chromePath: "/usr/bin/chromium", chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  const kill = async () => void (await Promise.resolve(chrome.kill()).catch(() => {}));
  cleanups.add(kill);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    const figures = mainThreadFigures(result.artifacts.Trace.traceEvents);
    return {
      tbtMs: result.lhr.audits["total-blocking-time"].numericValue,
      lcpMs: result.lhr.audits["largest-contentful-paint"].numericValue,
      ...figures,
    };
  } finally {
    cleanups.delete(kill);
    await kill();
  }
}

run(assertBuilt, async () => {
  const loadavgBefore = os.loadavg();
  const date = new Date();
  const started = performance.now();
  const site = await startServer({ env: { SITE_NOW: "2026-05-01T12:00:00Z" } });
  cleanups.add(site.stop);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-bench-trace-"));
  cleanups.add(() => fs.rm(dir, { recursive: true, force: true }));
  const file = path.join(dir, `${PAGE.slice(1) || "index"}.html`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, await getHtml(`${site.url}${PAGE}`));
  const media = path.join(site.dataDir, "storage");
  const plain = await startStaticServer({ pages: dir, media });
  cleanups.add(plain.stop);
  const withPolicy = await startStaticServer({ pages: dir, media, openerPolicy: true });
  cleanups.add(withPolicy.stop);
  const targets = { site: site.url, "copy with the opener policy": withPolicy.url, copy: plain.url };
  await sleep(5000);

  const raw = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let r = 0; r < args.runs; r++) {
    const order = Object.keys(targets);
    if (r % 2) order.reverse();
    for (const name of order) {
      const result = await lighthouseRun(`${targets[name]}${PAGE}`);
      raw[name].push(result);
      log(
        `  ${name}: first task ${result.firstTaskMs?.toFixed(1)} ms, script context ${result.scriptContextMs?.toFixed(1)} ms, TBT ${Math.round(result.tbtMs)} ms`,
      );
      await sleep(3000);
    }
  }
  const med = (runs, key) => median(runs.map((x) => x[key]).filter(Number.isFinite));
  const meta = { ...machineMeta(date, loadavgBefore), durationMs: performance.now() - started, page: PAGE, runs: args.runs };
  const out = [
    `\n${PAGE}: the page's main thread, medians of ${args.runs} Lighthouse runs (${meta.date})`,
    `  ${"served by".padEnd(30)} first task  script context  all tasks  TBT     LCP`,
    ...Object.entries(raw).map(
      ([name, runs]) =>
        `  ${name.padEnd(30)} ${med(runs, "firstTaskMs").toFixed(1).padStart(7)} ms ${med(runs, "scriptContextMs").toFixed(1).padStart(11)} ms ` +
        `${med(runs, "allTasksMs").toFixed(0).padStart(6)} ms ${String(Math.round(med(runs, "tbtMs"))).padStart(4)} ms ${(med(runs, "lcpMs") / 1000).toFixed(2)} s`,
    ),
  ];
  await fs.mkdir(path.join(ROOT, "bench/results"), { recursive: true });
  const results = path.join(ROOT, `bench/results/page-trace-${meta.date.replaceAll(":", "-").replace(".", "-")}.json`);
  await fs.writeFile(results, JSON.stringify({ meta, raw }, null, 2));
  console.log([...out, ...reportFooter(meta, results, (ms) => `${(ms / 1000).toFixed(1)} s`)].join("\n"));
});
