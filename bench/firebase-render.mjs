#!/usr/bin/env node
// Page render on the Firebase backend: `npm run build && npm run build:mocks && node bench/firebase-render.mjs`.
//
// How many Google API calls a page view makes, and how long it takes, cold (fresh server, empty
// download-URL cache) and warm (the views after it), with 30 ms of simulated latency per Google call
// and with 0 ms for comparison. Pages: /home and /event-details/fsw25.
//
// Each case gets fresh servers: `node --import ./build/mocks/register.mjs server/index.mjs` (started
// with bench/lib/server.mjs; the mock preload goes in through NODE_OPTIONS), i.e. the production
// server with the modelled Google services (msw on a loopback port, like the Firebase emulators,
// seeded with the demo media). The mocks' control API gives the call log: it is read and cleared
// around every request, so each view's calls are its own.
//   cold = the first GET of the page on a fresh server (after /healthz, which must touch nothing)
//   warm = the following sequential GETs on the same server (median)
// With 30 ms per call, cold time is also compared with (calls × 30 ms), the time the calls would take
// one after the other: the loaders resolve images with Promise.all, so cold should be far below it.
// Prints tables and writes the raw numbers to bench/results/firebase-render-<timestamp>.json.
// Every loop is bounded, every request has a timeout; servers stop at the end, on errors and on Ctrl-C.
import { existsSync, statSync, readdirSync } from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { timedRequest } from "./lib/http.mjs";
import { ROOT, assertBuilt, startServer } from "./lib/server.mjs";
import { median, ratio, summary } from "./lib/stats.mjs";
import { benchArgs, fmtX, guardRun, log, machineMeta, reportFooter, sleep } from "./lib/run.mjs";

const USAGE = `Usage: npm run build && npm run build:mocks && node bench/firebase-render.mjs [--servers=N] [--warm=N] [--out=FILE]

  --servers=N  fresh servers (cold samples) per page and latency (default 5; 1-10)
  --warm=N     sequential warm views per server after the cold one (default 10; 1-50)
  --out=FILE   where to write the raw JSON (default bench/results/firebase-render-<timestamp>.json)`;

const args = benchArgs(USAGE, { servers: [5, 1, 10], warm: [10, 1, 50] }, ["out"]);
const SERVERS = args.servers;
const WARM = args.warm;

const PAGES = ["/home", "/event-details/fsw25"];
const LATENCIES = [30, 0];
const MAIN_LATENCY = 30;
const REQUEST_TIMEOUT_MS = 20_000;
const OVERALL_TIMEOUT_MS = 4 * 60_000;
const MOCK_BUILD = path.join(ROOT, "build/mocks/register.mjs");
const MOCK_ORIGIN_LINE = /Modelled Google services \(msw\) on (http:\/\/127\.0\.0\.1:\d+)/;

// ---- cleanup on every way out -------------------------------------------------------------------
const { cleanups, run } = guardRun({ timeoutMs: OVERALL_TIMEOUT_MS });

function checkBuilds() {
  const missing = [path.join(ROOT, "build/index.js"), MOCK_BUILD].filter((f) => !existsSync(f));
  if (missing.length > 0) {
    throw new Error(
      `Missing ${missing.map((f) => path.relative(ROOT, f)).join(" and ")}.\nRun \`npm run build && npm run build:mocks\` first.`,
    );
  }
  assertBuilt(); // also refuses a `remix dev` build
  // A stale mock bundle would measure old mocks: warn, do not refuse (others may be editing them).
  const built = statSync(MOCK_BUILD).mtimeMs;
  const dir = path.join(ROOT, "tests/mocks");
  const newer = readdirSync(dir).filter((f) => f.endsWith(".ts") && statSync(path.join(dir, f)).mtimeMs > built);
  if (newer.length > 0)
    log(`WARNING: tests/mocks/{${newer.join(",")}} changed after build/mocks/register.mjs: run \`npm run build:mocks\`.`);
}

// ---- a server with the modelled Google services -------------------------------------------------
async function withMockedServer(latencyMs, label, fn) {
  const nodeOptions = [process.env.NODE_OPTIONS, `--import=${pathToFileURL(MOCK_BUILD).href}`].filter(Boolean).join(" ");
  const server = await startServer({ label, env: { NODE_OPTIONS: nodeOptions, MOCK_GOOGLE_LATENCY_MS: String(latencyMs) } });
  cleanups.add(server.stop);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const match = MOCK_ORIGIN_LINE.exec(server.output());
    if (!match)
      throw new Error(`The ${label} did not print the mock origin: is build/mocks/register.mjs loaded?\n${server.output()}`);
    const mocks = mockControl(match[1]);
    await mocks.setLatency(latencyMs); // already set from the env; explicit, so the run never depends on a default
    return await fn({ server, mocks, agent });
  } finally {
    agent.destroy();
    cleanups.delete(server.stop);
    await server.stop();
  }
}

function mockControl(origin) {
  const call = async (method, route, body) => {
    const res = await fetch(`${origin}/__mocks/${route}`, {
      method,
      headers: body ? { "content-type": "application/json" } : undefined,
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`${method} ${origin}/__mocks/${route} answered ${res.status}`);
    return res.json();
  };
  return {
    origin,
    calls: () => call("GET", "calls"),
    clear: () => call("DELETE", "calls"),
    setLatency: (ms) => call("POST", "latency", { ms }),
  };
}

/** "storage GET objects.get" etc.: the service and method from the log, the API operation from the URL. */
function operation(c) {
  const { pathname, search } = new URL(c.url);
  let op = "";
  if (c.service === "storage") {
    if (/\/upload\/storage\/v1\/b\//.test(pathname)) op = "upload";
    else if (/\/b\/[^/]+\/o$/.test(pathname)) op = "objects.list";
    else if (/\/b\/[^/]+\/o\/[^/]+$/.test(pathname))
      op = { GET: "objects.get", PATCH: "objects.patch", DELETE: "objects.delete" }[c.method] ?? "objects";
    else op = pathname;
  } else if (c.service === "download") op = /[?&]alt=media/.test(search) ? "media" : "metadata";
  else if (c.service === "rtdb") op = pathname.replace(/^\//, "");
  return `${c.service} ${c.method}${op ? ` ${op}` : ""}`;
}

function byOperation(calls) {
  const counts = {};
  for (const c of calls) counts[operation(c)] = (counts[operation(c)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

/** How the calls overlapped: time with at least one call in flight, and the most at once. */
function overlap(calls) {
  if (calls.length === 0) return { busyMs: 0, spanMs: 0, maxConcurrent: 0, sumMs: 0 };
  const iv = calls.map((c) => [c.startedAt, c.startedAt + c.durationMs]).sort((a, b) => a[0] - b[0]);
  let busy = 0;
  let [s, e] = iv[0];
  for (const [a, b] of iv.slice(1)) {
    if (a > e) {
      busy += e - s;
      [s, e] = [a, b];
    } else e = Math.max(e, b);
  }
  busy += e - s;
  const events = iv
    .flatMap(([a, b]) => [
      [a, 1],
      [b, -1],
    ])
    .sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  let now = 0;
  let max = 0;
  for (const [, d] of events) max = Math.max(max, (now += d));
  return {
    busyMs: busy,
    spanMs: Math.max(...iv.map((x) => x[1])) - iv[0][0],
    maxConcurrent: max,
    sumMs: calls.reduce((t, c) => t + c.durationMs, 0),
  };
}

const tail = (text, lines = 15) =>
  text
    .trimEnd()
    .split("\n")
    .slice(-lines)
    .map((l) => `  | ${l}`)
    .join("\n");

/** One timed page view and the Google calls it caused (the log is cleared before and after). */
async function view({ server, mocks, agent }, page) {
  const sentAt = Date.now(); // wall clock, comparable with the mock's startedAt (same machine, ms resolution)
  const result = await timedRequest(`${server.url}${page}`, {
    headers: { accept: "text/html", "accept-encoding": "gzip" },
    agent,
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
  const answeredAt = Date.now();
  if (result.status !== 200) {
    throw new Error(`GET ${page} answered ${result.status}, expected 200. Server output (last lines):\n${tail(server.output())}`);
  }
  const calls = await mocks.calls();
  await mocks.clear();
  return {
    ms: result.ms,
    bytes: result.bytes,
    calls: calls.length,
    byOperation: byOperation(calls),
    failedCalls: calls.filter((c) => c.status < 200 || c.status >= 400).length,
    // started before the request was sent (left over from the previous view) or after the page had
    // answered (background work): either way not this view's own
    outsideCalls: calls.filter((c) => c.startedAt < sentAt || c.startedAt > answeredAt).length,
    overlap: overlap(calls),
    // the view's timeline around its Google calls: before the first one starts, after the last one ends
    beforeFirstCallMs: calls.length ? Math.min(...calls.map((c) => c.startedAt)) - sentAt : null,
    afterLastCallMs: calls.length ? answeredAt - Math.max(...calls.map((c) => c.startedAt + c.durationMs)) : null,
    log: calls.map((c) => ({ op: operation(c), status: c.status, startedAt: c.startedAt, durationMs: c.durationMs, url: c.url })),
  };
}

async function runCase(page, latencyMs) {
  const servers = [];
  for (let i = 0; i < SERVERS; i++) {
    const label = `server for ${page} at ${latencyMs} ms (${i + 1}/${SERVERS})`;
    const one = await withMockedServer(latencyMs, label, async (ctx) => {
      // startServer waited for /healthz: it must not have touched Google (nothing is cached yet).
      const beforeFirstView = await ctx.mocks.calls();
      await ctx.mocks.clear();
      const cold = await view(ctx, page);
      const warm = [];
      for (let w = 0; w < WARM; w++) warm.push(await view(ctx, page));
      return {
        mockOrigin: ctx.mocks.origin,
        callsBeforeFirstView: beforeFirstView.map((c) => ({ op: operation(c), url: c.url })),
        cold,
        warm,
      };
    });
    servers.push(one);
    const w = one.warm;
    log(
      `  ${page} @ ${latencyMs} ms, server ${i + 1}/${SERVERS}: cold ${fmtMs(one.cold.ms)} (${one.cold.calls} calls), ` +
        `warm median ${fmtMs(median(w.map((x) => x.ms)))} (${w.map((x) => x.calls).join(",")} calls)`,
    );
  }
  const colds = servers.map((s) => s.cold);
  const warms = servers.flatMap((s) => s.warm);
  const coldMs = colds.map((c) => c.ms);
  const warmMs = warms.map((c) => c.ms);
  const distinct = (xs) => [...new Set(xs.map((x) => JSON.stringify(x)))].map((x) => JSON.parse(x));
  return {
    page,
    latencyMs,
    callsBeforeFirstView: servers.flatMap((s) => s.callsBeforeFirstView),
    cold: {
      ms: coldMs,
      summary: summary(coldMs),
      calls: colds.map((c) => c.calls),
      byOperation: distinct(colds.map((c) => c.byOperation)),
      failedCalls: colds.reduce((t, c) => t + c.failedCalls, 0),
      outsideCalls: colds.reduce((t, c) => t + c.outsideCalls, 0),
      overlap: colds.map((c) => c.overlap),
      beforeFirstCallMs: colds.map((c) => c.beforeFirstCallMs),
      afterLastCallMs: colds.map((c) => c.afterLastCallMs),
    },
    warm: {
      ms: warmMs,
      summary: summary(warmMs),
      calls: warms.map((c) => c.calls),
      byOperation: distinct(warms.map((c) => c.byOperation)),
      failedCalls: warms.reduce((t, c) => t + c.failedCalls, 0),
      outsideCalls: warms.reduce((t, c) => t + c.outsideCalls, 0),
    },
    coldOverWarm: ratio(median(coldMs), median(warmMs)),
    servers,
  };
}

// ---- output ---------------------------------------------------------------------------------------
const fmtMs = (ms) =>
  Number.isFinite(ms) ? (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 1 : 0)} ms`) : "n/a";
const fmtOps = (list) =>
  list
    .map(
      (ops) =>
        Object.entries(ops)
          .map(([k, v]) => `${v}× ${k}`)
          .join(", ") || "none",
    )
    .join(" | ");
const range = (xs) => (xs.length > 1 ? `${Math.min(...xs)}–${Math.max(...xs)}` : String(xs[0]));
const spread = (s) => (s.n > 1 ? ` (${fmtMs(s.min)}–${fmtMs(s.max)})` : "");

function table(header, rows) {
  const cells = [header, ...rows].map((r) => r.map(String));
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) => `  ${r.map((c, i) => c.padEnd(widths[i])).join("  ")}`;
  return [line(cells[0]), line(widths.map((w) => "-".repeat(w))), ...cells.slice(1).map(line)].join("\n");
}

function analyse(cases) {
  const find = (page, latency) => cases.find((c) => c.page === page && c.latencyMs === latency);
  return PAGES.map((page) => {
    const hot = find(page, MAIN_LATENCY);
    const zero = find(page, 0);
    const coldCalls = median(hot.cold.calls);
    const serialMs = coldCalls * MAIN_LATENCY;
    const busy = median(hot.cold.overlap.map((o) => o.busyMs));
    const span = median(hot.cold.overlap.map((o) => o.spanMs));
    return {
      page,
      coldCalls,
      warmCallsPerView: median(hot.warm.calls),
      coldMs: hot.cold.summary.median,
      warmMs: hot.warm.summary.median,
      coldMs0: zero.cold.summary.median,
      warmMs0: zero.warm.summary.median,
      coldOverWarm: hot.coldOverWarm,
      coldOverWarm0: zero.coldOverWarm,
      // what 30 ms per call adds to a view (difference of medians from different servers: noisy)
      latencyCostColdMs: hot.cold.summary.median - zero.cold.summary.median,
      latencyCostWarmMs: hot.warm.summary.median - zero.warm.summary.median,
      serialSumMs: serialMs,
      coldOverSerial: ratio(hot.cold.summary.median, serialMs),
      latencyCostOverSerial: ratio(hot.cold.summary.median - zero.cold.summary.median, serialMs),
      googleBusyMs: busy,
      googleBusyOverSerial: ratio(busy, serialMs),
      googleSpanMs: span,
      // time with Google calls in flight, in round trips of 30 ms: the depth of the call chain
      googleRoundTrips: busy / MAIN_LATENCY,
      beforeFirstCallMs: median(hot.cold.beforeFirstCallMs),
      afterLastCallMs: median(hot.cold.afterLastCallMs),
      maxConcurrentCalls: Math.max(...hot.cold.overlap.map((o) => o.maxConcurrent)),
    };
  });
}

function printSummary({ meta, cases, findings, file }) {
  const out = [];
  out.push(
    `\nPage render on Firebase (modelled Google services), ${meta.date}, Node ${meta.node}, ${meta.cpus} CPUs, ` +
      `${SERVERS} fresh server(s) per row, ${WARM} warm views each`,
  );
  out.push(
    `\n1. Google calls and response time per view (cold = first view on a fresh server; warm = median of the views after it)`,
  );
  out.push(
    table(
      ["page", "latency", "cold", "cold calls", "warm", "warm calls/view", "cold/warm"],
      cases.map((c) => [
        c.page,
        `${c.latencyMs} ms`,
        `${fmtMs(c.cold.summary.median)}${spread(c.cold.summary)}`,
        range(c.cold.calls),
        `${fmtMs(c.warm.summary.median)} (p95 ${fmtMs(c.warm.summary.p95)})`,
        range(c.warm.calls),
        fmtX(c.coldOverWarm),
      ]),
    ),
  );
  out.push(`\n   Calls by service, method and operation:`);
  for (const c of cases.filter((x) => x.latencyMs === MAIN_LATENCY)) {
    out.push(`   ${c.page}  cold: ${fmtOps(c.cold.byOperation)}`);
    out.push(`   ${" ".repeat(c.page.length)}  warm: ${fmtOps(c.warm.byOperation)}`);
  }
  const before = cases.flatMap((c) => c.callsBeforeFirstView);
  out.push(`   Google calls between server start (/healthz) and the first view: ${before.length}`);

  out.push(`\n2. What parallelism buys (cold view, ${MAIN_LATENCY} ms per call)`);
  out.push(
    table(
      [
        "page",
        "calls",
        `calls × ${MAIN_LATENCY} ms`,
        "cold",
        "cold / serial sum",
        "Google busy",
        "busy / serial sum",
        "max in flight",
        "before 1st call",
        "after last call",
        "cold − cold@0 ms",
      ],
      findings.map((f) => [
        f.page,
        f.coldCalls,
        fmtMs(f.serialSumMs),
        fmtMs(f.coldMs),
        fmtX(f.coldOverSerial),
        `${fmtMs(f.googleBusyMs)} (${f.googleRoundTrips.toFixed(1)} × ${MAIN_LATENCY} ms)`,
        fmtX(f.googleBusyOverSerial),
        f.maxConcurrentCalls,
        fmtMs(f.beforeFirstCallMs),
        fmtMs(f.afterLastCallMs),
        fmtMs(f.latencyCostColdMs),
      ]),
    ),
  );
  out.push(
    `   Medians over the cold views. From the mock's call log (wall clock, ms resolution): "Google busy" = time with at least`,
  );
  out.push(
    `   one call in flight (~1× the serial sum if the calls ran one after the other); "before 1st call" = from sending the`,
  );
  out.push(`   request to the first call; "after last call" = from the end of the last call to the complete response (render).`);
  out.push(`   "cold − cold@0 ms" = difference of the cold medians with 30 and 0 ms, from different servers: noisy.`);

  const warnings = [];
  for (const c of cases) {
    const tag = `${c.page} @ ${c.latencyMs} ms`;
    if (c.callsBeforeFirstView.length)
      warnings.push(`${tag}: ${c.callsBeforeFirstView.length} Google call(s) before the first view (/healthz or start-up).`);
    if (c.cold.failedCalls || c.warm.failedCalls)
      warnings.push(`${tag}: ${c.cold.failedCalls + c.warm.failedCalls} Google call(s) failed.`);
    if (c.cold.outsideCalls || c.warm.outsideCalls)
      warnings.push(
        `${tag}: ${c.cold.outsideCalls + c.warm.outsideCalls} Google call(s) started outside their view (before the request or after the answer).`,
      );
    if (c.page === "/home" && c.warm.calls.some((n) => n > 0))
      warnings.push(
        `${tag}: warm /home still made Google calls (${range(c.warm.calls)} per view): the URL cache is not holding.`,
      );
    if (c.cold.byOperation.length > 1 || c.warm.byOperation.length > 1)
      warnings.push(`${tag}: the calls differed between views (see the JSON).`);
  }
  for (const f of findings) {
    if (f.coldCalls > 1 && (f.googleBusyOverSerial > 0.8 || f.maxConcurrentCalls < 2)) {
      warnings.push(
        `${f.page}: Google calls were in flight for ${fmtX(f.googleBusyOverSerial)} their serial sum (max ${f.maxConcurrentCalls} at once): they look sequential.`,
      );
    }
  }
  if (warnings.length) out.push(`\nCheck:\n${warnings.map((w) => `  - ${w}`).join("\n")}`);
  out.push(...reportFooter(meta, file, fmtMs));
  console.log(out.join("\n"));
}

// ---- main -----------------------------------------------------------------------------------------
async function main() {
  const t0 = performance.now();
  const loadBefore = os.loadavg();
  const cases = [];
  for (const latencyMs of LATENCIES) {
    for (const page of PAGES) {
      log(`\n${page} with ${latencyMs} ms per Google call: ${SERVERS} fresh server(s), 1 cold + ${WARM} warm views each`);
      cases.push(await runCase(page, latencyMs));
      await sleep(200);
    }
  }
  const findings = analyse(cases);
  const date = new Date();
  const meta = {
    ...machineMeta(date, loadBefore),
    servers: SERVERS,
    warmViews: WARM,
    latenciesMs: LATENCIES,
    pages: PAGES,
    durationMs: performance.now() - t0,
  };
  const file = args.out
    ? path.resolve(args.out)
    : path.join(ROOT, "bench/results", `firebase-render-${date.toISOString().replace(/[:.]/g, "-")}.json`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `${JSON.stringify({ meta, findings, cases }, null, 2)}\n`);
  printSummary({ meta, cases, findings, file });
}

run(checkBuilds, main);
