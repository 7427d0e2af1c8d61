#!/usr/bin/env node
// Gallery reads at scale on the Firebase backend: `npm run build && npm run build:mocks && node bench/gallery-scale.mjs`.
//
// The production server with the modelled Google services (msw in the server process, as in
// bench/firebase-render.mjs), its database filled with N upload records of which half are approved
// (each approved one in the public index, `gallery/all` and `gallery/editions/fsw25`), for
// N = 50 and N = 10,000, in one run. For each N and page (/add-photo, /event-details/fsw25), fresh
// servers each give one cold view: its time, and the database bytes it read (every Realtime
// Database GET the view made, as logged by the mocks, read again from the model to weigh its answer).
// Targets: a cold view at 10,000 records takes at most 1.5× the time at 50, and reads at most 200 KB.
// Writes the raw numbers to bench/results/gallery-scale-<timestamp>.json.
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { timedRequest } from "./lib/http.mjs";
import { ROOT, assertBuilt, startServer } from "./lib/server.mjs";
import { median, ratio } from "./lib/stats.mjs";
import { benchArgs, fmtX, guardRun, log, machineMeta, sleep } from "./lib/run.mjs";

const USAGE = `Usage: npm run build && npm run build:mocks && node bench/gallery-scale.mjs [--servers=N] [--out=FILE]

  --servers=N  fresh servers (cold views) per page and size (default 3; 1-10)
  --out=FILE   where to write the raw JSON (default bench/results/gallery-scale-<timestamp>.json)`;

const args = benchArgs(USAGE, { servers: [3, 1, 10] }, ["out"]);
const SIZES = [50, 10_000];
const PAGES = ["/add-photo", "/event-details/fsw25"];
const LATENCY_MS = 30;
const TARGET_RATIO = 1.5;
const TARGET_BYTES = 200 * 1024;
const NAMESPACE = "fsw-test-default-rtdb";
const MOCK_BUILD = path.join(ROOT, "build/mocks/register.mjs");
const MOCK_ORIGIN_LINE = /Modelled Google services \(msw\) on (http:\/\/127\.0\.0\.1:\d+)/;
const { cleanups, run } = guardRun({ timeoutMs: 8 * 60_000 });

function checkBuilds() {
  for (const file of [path.join(ROOT, "build/index.js"), MOCK_BUILD]) {
    if (!existsSync(file))
      throw new Error(`Missing ${path.relative(ROOT, file)}: run \`npm run build && npm run build:mocks\` first.`);
  }
  assertBuilt();
}

/** N upload records as the uploader writes them, every other one approved and in the public index. */
function dataset(n) {
  const start = Date.parse("2025-06-14T08:00:00Z");
  const records = {};
  const review = {};
  const all = {};
  for (let i = 0; i < n; i++) {
    const at = start + i * 60_000;
    const key = `${at}-IMG_${String(i).padStart(5, "0")}`;
    const url = (p) =>
      `https://firebasestorage.googleapis.com/v0/b/fsw-test.appspot.com/o/${encodeURIComponent(p)}?alt=media&token=00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
    const record = {
      original: url(`images/originals/${key}`),
      thumbnail: url(`images/thumbnails/thumb-${key}`),
      uploadedAt: new Date(at).toISOString(),
      size: "4.12",
      type: "image/jpeg",
      tags: ["sunset", "boat"],
      city: "Lipari",
      date: "2025-06-16",
      venue: "Marina Lunga",
      title: `Evening on deck ${i}`,
      edition: "FSW25",
      description: "Dancing on the deck after the sail back to the harbour.",
      dimensions: { width: 4000, height: 3000 },
      uploadedBy: "anonymous",
      // The uploader's consent, as every record has it (app/lib/photo-layout.ts).
      consentAt: new Date(at).toISOString(),
      privacyNotice: "2026-11-27",
    };
    records[key] = record;
    const approved = i % 2 === 0;
    review[key] = { state: approved ? "approved" : "pending", edition: "FSW25", updatedAt: record.uploadedAt };
    if (approved) {
      all[key] = {
        title: record.title,
        original: record.original,
        thumbnail: record.thumbnail,
        width: 4000,
        height: 3000,
        uploadedAt: record.uploadedAt,
        edition: "FSW25",
      };
    }
  }
  return { "events/fsw25": records, photoReview: review, gallery: { all, editions: { fsw25: all } } };
}

function database(origin) {
  const at = (p) => `${origin}/${p}.json?ns=${NAMESPACE}`;
  const headers = { Authorization: "Bearer owner", "content-type": "application/json" };
  return {
    put: async (p, value) => {
      const res = await fetch(at(p), {
        method: "PUT",
        headers,
        body: JSON.stringify(value),
        signal: AbortSignal.timeout(60_000),
      });
      if (!res.ok) throw new Error(`Seeding ${p} answered ${res.status}: ${await res.text()}`);
    },
    /** The size of what a logged database read answered, read again (reads change nothing). */
    weigh: async (url) => {
      const res = await fetch(url, { headers: { Authorization: "Bearer owner" }, signal: AbortSignal.timeout(30_000) });
      return (await res.arrayBuffer()).byteLength;
    },
  };
}

async function mocksCall(origin, method, route, body) {
  const res = await fetch(`${origin}/__mocks/${route}`, {
    method,
    headers: body ? { "content-type": "application/json" } : undefined,
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`${method} __mocks/${route} answered ${res.status}`);
  return res.json();
}

async function coldView(page, size, seed, index) {
  const nodeOptions = [process.env.NODE_OPTIONS, `--import=${pathToFileURL(MOCK_BUILD).href}`].filter(Boolean).join(" ");
  const label = `server for ${page} with ${size} records (${index + 1}/${args.servers})`;
  const server = await startServer({
    label,
    env: { NODE_OPTIONS: nodeOptions, MOCK_GOOGLE_LATENCY_MS: "0", REQUEST_LOG: "off" },
  });
  cleanups.add(server.stop);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const origin = MOCK_ORIGIN_LINE.exec(server.output())?.[1];
    if (!origin) throw new Error(`The ${label} did not print the mock origin.`);
    const db = database(origin);
    for (const [p, value] of Object.entries(seed)) await db.put(p, value);
    await mocksCall(origin, "POST", "latency", { ms: LATENCY_MS });
    await mocksCall(origin, "DELETE", "calls");
    const result = await timedRequest(`${server.url}${page}`, {
      headers: { accept: "text/html", "accept-encoding": "gzip" },
      agent,
      timeoutMs: 60_000,
    });
    if (result.status !== 200) throw new Error(`GET ${page} answered ${result.status}`);
    const calls = await mocksCall(origin, "GET", "calls");
    await mocksCall(origin, "POST", "latency", { ms: 0 });
    const reads = calls.filter((c) => c.service === "rtdb" && c.method === "GET");
    let bytes = 0;
    for (const c of reads) bytes += await db.weigh(c.url);
    return { ms: result.ms, dbReads: reads.length, dbBytes: bytes, calls: calls.length, readUrls: reads.map((c) => c.url) };
  } finally {
    agent.destroy();
    cleanups.delete(server.stop);
    await server.stop();
  }
}

async function main() {
  const loadBefore = os.loadavg();
  const cases = [];
  for (const size of SIZES) {
    const seed = dataset(size);
    for (const page of PAGES) {
      const views = [];
      for (let i = 0; i < args.servers; i++) {
        views.push(await coldView(page, size, seed, i));
        await sleep(100);
      }
      const c = {
        size,
        page,
        views,
        ms: median(views.map((v) => v.ms)),
        dbBytes: Math.max(...views.map((v) => v.dbBytes)),
        dbReads: Math.max(...views.map((v) => v.dbReads)),
      };
      log(
        `${page} with ${size} records: cold ${c.ms.toFixed(0)} ms (median of ${views.length}), ${c.dbReads} database reads, ${(c.dbBytes / 1024).toFixed(1)} KB`,
      );
      cases.push(c);
    }
  }
  const findings = PAGES.map((page) => {
    const small = cases.find((c) => c.page === page && c.size === SIZES[0]);
    const large = cases.find((c) => c.page === page && c.size === SIZES[1]);
    const timeRatio = ratio(large.ms, small.ms);
    return {
      page,
      msSmall: small.ms,
      msLarge: large.ms,
      timeRatio,
      kbLarge: large.dbBytes / 1024,
      pass: timeRatio <= TARGET_RATIO && large.dbBytes <= TARGET_BYTES,
    };
  });
  const date = new Date();
  const meta = { ...machineMeta(date, loadBefore), servers: args.servers, latencyMs: LATENCY_MS, sizes: SIZES };
  const file = args.out
    ? path.resolve(args.out)
    : path.join(ROOT, "bench/results", `gallery-scale-${date.toISOString().replace(/[:.]/g, "-")}.json`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `${JSON.stringify({ meta, findings, cases }, null, 2)}\n`);
  console.log("\n| page | cold at 50 | cold at 10,000 | ratio | database read at 10,000 | target met |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const f of findings) {
    console.log(
      `| ${f.page} | ${f.msSmall.toFixed(0)} ms | ${f.msLarge.toFixed(0)} ms | ${fmtX(f.timeRatio)} | ${f.kbLarge.toFixed(1)} KB | ${f.pass ? "yes" : "no"} |`,
    );
  }
  console.log(`\nRaw numbers: ${path.relative(ROOT, file)}`);
  if (!findings.every((f) => f.pass)) process.exitCode = 1;
}

run(checkBuilds, main);
