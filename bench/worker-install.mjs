#!/usr/bin/env node
// What one phone's first visit costs the server once its service worker installs: the worker keeps
// the edition's pages, their images at phone size and the upload page's scripts (decision 022), so a
// crowd scanning the party's QR poster at once is that many installs.
//
//   npm run build && node bench/worker-install.mjs [--runs=5] [--seconds=3]
//
// 1. The production server (bench/lib/server.mjs, REQUEST_LOG on, SITE_NOW fixed to the week of the
//    upcoming edition) and headless Chromium (/usr/bin/chromium, playwright-core).
// 2. Each run: a fresh phone-sized context opens /add-photo?edition=fsw25 (the poster's address),
//    registers the worker at once (the page does it five seconds after load) and waits until it
//    controls the page. Counted: the server's CPU time from /proc, the wall time, and the requests
//    the install made, by kind (pages, /media, /build). The first run is reported apart: it renders
//    every page and makes the images' variants for the first time.
// 3. CPU per request of each kind: autocannon, 4 connections, --seconds each, on one URL of each.
// Prints a table; raw numbers go to bench/results/worker-install-<timestamp>.json.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import { ROOT, assertBuilt, startServer } from "./lib/server.mjs";
import { benchArgs, guardRun, log, machineMeta, reportFooter } from "./lib/run.mjs";
import { median } from "./lib/stats.mjs";

const USAGE = `Usage: npm run build && node bench/worker-install.mjs [--runs=N] [--seconds=S]

  --runs=N     installs measured after the first (default 5; 1-20)
  --seconds=S  autocannon seconds per kind of request (default 3; 1-30)`;
const args = benchArgs(USAGE, { runs: [5, 1, 20], seconds: [3, 1, 30] });
const SITE_NOW = "2026-05-01T12:00:00Z";
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
const CLOCK_TICKS_PER_SECOND = 100;
const { cleanups, run } = guardRun({ timeoutMs: (10 + args.runs) * 60_000 });

/** CPU milliseconds the process has used, its threads included. */
async function cpuMs(pid) {
  const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

const kindOf = (pathname) =>
  pathname.startsWith("/media/") ? "media" : pathname.startsWith("/build/") ? "build" : "pages and lists";

async function install(browser, site) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(`${site.url}/add-photo?edition=fsw25`, { waitUntil: "load" });
    const logFrom = site.output().length;
    const cpuBefore = await cpuMs(site.pid);
    const started = performance.now();
    await page.evaluate(() => globalThis.navigator.serviceWorker.register("/sw.js").then(() => undefined));
    await page.waitForFunction(() => globalThis.navigator.serviceWorker.controller !== null, null, { timeout: 120_000 });
    const wallMs = performance.now() - started;
    // The last answers are logged as they finish.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const serverCpuMs = (await cpuMs(site.pid)) - cpuBefore;
    const requests = {};
    for (const line of site.output().slice(logFrom).split("\n")) {
      const match = /^(?:GET|HEAD) (\S+) \d{3}/.exec(line);
      if (match) requests[kindOf(match[1])] = (requests[kindOf(match[1])] ?? 0) + 1;
    }
    return { wallMs, serverCpuMs, requests };
  } finally {
    await context.close();
  }
}

async function cpuPerRequest(site, url, seconds) {
  await fetch(url).then((r) => r.arrayBuffer());
  const before = await cpuMs(site.pid);
  const result = await new Promise((resolve, reject) =>
    autocannon({ url, connections: 4, duration: seconds, headers: { "accept-encoding": "br, gzip" } }, (error, r) =>
      error ? reject(error) : resolve(r),
    ),
  );
  const cpu = (await cpuMs(site.pid)) - before;
  return {
    url: new URL(url).pathname,
    requests: result.requests.total,
    non2xx: result.non2xx,
    cpuMsPerRequest: cpu / result.requests.total,
  };
}

run(assertBuilt, async () => {
  const loadavgBefore = os.loadavg();
  const date = new Date();
  const started = performance.now();
  log("Starting the production server and Chromium …");
  const site = await startServer({ env: { SITE_NOW, REQUEST_LOG: "on" } });
  cleanups.add(site.stop);
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
  cleanups.add(() => browser.close());

  const first = await install(browser, site);
  log(`  first install: ${Math.round(first.serverCpuMs)} ms server CPU, ${Math.round(first.wallMs)} ms`);
  const runs = [];
  for (let i = 0; i < args.runs; i++) {
    runs.push(await install(browser, site));
    log(`  install ${i + 1}: ${Math.round(runs.at(-1).serverCpuMs)} ms server CPU, ${Math.round(runs.at(-1).wallMs)} ms`);
  }
  const media = (await (await fetch(`${site.url}/event-details/fsw26`)).text()).match(
    /\/media\/events\/fsw26\/[^"\s]+\.svg/,
  )?.[0];
  const script = (await fs.readdir(path.join(ROOT, "public/build/_shared"))).find((f) => f.endsWith(".js"));
  const perRequest = [];
  for (const p of ["/faq", media ?? "/media/misc/hero.svg", `/build/_shared/${script}`, "/offline-pages.json"]) {
    perRequest.push(await cpuPerRequest(site, `${site.url}${p}`, args.seconds));
  }

  const meta = { ...machineMeta(date, loadavgBefore), durationMs: performance.now() - started };
  const requests = runs[0]?.requests ?? {};
  const out = [
    `\nA service worker's install, as the server sees it (${meta.date}, Node ${meta.node}, ${meta.cpus} CPUs)`,
    `  first install (pages rendered, variants made): ${Math.round(first.serverCpuMs)} ms of server CPU, ${Math.round(first.wallMs)} ms`,
    `  later installs, median of ${runs.length}: ${Math.round(median(runs.map((r) => r.serverCpuMs)))} ms of server CPU, ` +
      `${Math.round(median(runs.map((r) => r.wallMs)))} ms, requests: ${Object.entries(requests)
        .map(([k, n]) => `${n} ${k}`)
        .join(", ")}`,
    "  server CPU per request (autocannon, 4 connections):",
    ...perRequest.map(
      (r) => `    ${r.url.padEnd(48)} ${r.cpuMsPerRequest.toFixed(2)} ms  (${r.requests} requests, ${r.non2xx} non-2xx)`,
    ),
  ];
  await fs.mkdir(path.join(ROOT, "bench/results"), { recursive: true });
  const file = path.join(ROOT, `bench/results/worker-install-${meta.date.replaceAll(":", "-").replace(".", "-")}.json`);
  await fs.writeFile(file, JSON.stringify({ meta, first, runs, perRequest }, null, 2));
  console.log([...out, ...reportFooter(meta, file, (ms) => `${(ms / 1000).toFixed(1)} s`)].join("\n"));
});
