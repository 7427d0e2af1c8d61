#!/usr/bin/env node
// Photo-upload benchmark: `npm run build && node bench/upload.mjs [--runs=5]`.
//
// Starts the production server itself (node server/index.mjs with a temp DATA_DIR, UPLOAD_RATE_LIMIT=0,
// REQUEST_LOG=off, a free 127.0.0.1 port, and the bench-only preload bench/lib/event-loop-probe.mjs)
// and measures, in one run, on a 12 MP JPEG (4000×3000, generated once and cached in os.tmpdir()):
//   1. end-to-end upload time (POST /add-photo → 303), sequential, vs. bare jimp thumbnail time of
//      the same file in a worker thread of this process: the ratio is the upload path's overhead;
//   2. the server's event-loop delay and GET /home latency, idle vs. while 4 uploads run at once;
//   3. the server's peak RSS for 1, 2 and 8 concurrent uploads, each on a fresh server.
// Prints a summary and writes the raw numbers to bench/results/upload-<timestamp>.json.
// Every loop is bounded, every request has a timeout, and servers and temp dirs are removed at the
// end, on errors and on Ctrl-C. Compare ratios from one run, not absolute times across machines.
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { timedRequest, multipartBody } from "./lib/http.mjs";
import { describePhoto, ensurePhoto } from "./lib/image.mjs";
import { readMemory, resetPeak, startSampler } from "./lib/rss.mjs";
import { ROOT, assertBuilt, startServer } from "./lib/server.mjs";
import { median, ratio, summary } from "./lib/stats.mjs";
import { benchArgs, fmtX, guardRun, log, machineMeta, reportFooter, sleep } from "./lib/run.mjs";

const USAGE = `Usage: npm run build && node bench/upload.mjs [--runs=N] [--photo=FILE] [--out=FILE]

  --runs=N     sequential timed uploads and bare thumbnails in part 1 (default 5, after 1 warm-up; 1-20)
  --photo=FILE upload this JPEG instead of the generated 4000×3000 one (e.g. a real camera photo)
  --out=FILE   where to write the raw JSON (default bench/results/upload-<timestamp>.json)

THUMBNAIL_CONCURRENCY and THUMBNAIL_QUEUE_LIMIT from the environment are passed to the server
(defaults 2 and 1000, as in the app).`;

const args = benchArgs(USAGE, { runs: [5, 1, 20] }, ["photo", "out"]);
const RUNS = args.runs;

const CONCURRENCY = process.env.THUMBNAIL_CONCURRENCY || "2";
const QUEUE_LIMIT = process.env.THUMBNAIL_QUEUE_LIMIT || "1000";
const SERVER_ENV = { THUMBNAIL_CONCURRENCY: CONCURRENCY, THUMBNAIL_QUEUE_LIMIT: QUEUE_LIMIT };
const LOAD_UPLOADS = 4;
const MEMORY_CASES = [1, 2, 8];
const UPLOAD_TIMEOUT_MS = 180_000;
const HOME_GAP_MS = 50; // think time between /home requests: ~15-20 requests/s, one at a time
const IDLE_HOME_MS = 5_000;
const QUIET_MS = 2_000;
const MAX_HOME_REQUESTS = 2_000;
const SETTLE_MS = 2_000; // after the last upload answered, before reading the retained RSS
const OVERALL_TIMEOUT_MS = 8 * 60_000;

// ---- cleanup on every way out -------------------------------------------------------------------
const { cleanups, run } = guardRun({ timeoutMs: OVERALL_TIMEOUT_MS });

async function withServer(options, fn) {
  const server = await startServer({ env: SERVER_ENV, ...options });
  cleanups.add(server.stop);
  try {
    return await fn(server);
  } finally {
    cleanups.delete(server.stop);
    await server.stop();
  }
}

// ---- requests -----------------------------------------------------------------------------------
let uploadRequest; // { body, contentType }, built once from the photo

async function upload(server) {
  const result = await timedRequest(`${server.url}/add-photo`, {
    method: "POST",
    headers: {
      "content-type": uploadRequest.contentType,
      "content-length": String(uploadRequest.body.length),
      accept: "text/html",
    },
    body: uploadRequest.body,
    agent: false, // a connection of its own, like separate browsers
    timeoutMs: UPLOAD_TIMEOUT_MS,
  }).catch((error) => ({ status: 0, ms: NaN, error: error.message }));
  return { status: result.status, ms: result.ms, ok: result.status === 303, ...(result.error ? { error: result.error } : {}) };
}

const tail = (text, lines = 15) =>
  text
    .trimEnd()
    .split("\n")
    .slice(-lines)
    .map((l) => `  | ${l}`)
    .join("\n");

function expectUpload(server, result, what) {
  if (!result.ok) {
    throw new Error(
      `${what}: expected 303 from POST /add-photo, got ${result.status || "no answer"}${result.error ? ` (${result.error})` : ""}.\n` +
        `Server output (last lines):\n${tail(server.output())}`,
    );
  }
  return result;
}

const homeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
cleanups.add(async () => homeAgent.destroy());

async function getHome(server) {
  const result = await timedRequest(`${server.url}/home`, {
    headers: { accept: "text/html", "accept-encoding": "gzip" },
    agent: homeAgent,
    timeoutMs: 30_000,
  });
  if (result.status !== 200) {
    throw new Error(`GET /home answered ${result.status}, expected 200. Server output (last lines):\n${tail(server.output())}`);
  }
  return result.ms;
}

/** GET /home one at a time with a short pause, until `done()` or the time/count bounds. */
async function homeLoop(server, { done, maxMs }) {
  const latencies = [];
  const end = performance.now() + maxMs;
  while (!done() && performance.now() < end && latencies.length < MAX_HOME_REQUESTS) {
    latencies.push(await getHome(server));
    await sleep(HOME_GAP_MS);
  }
  return latencies;
}

async function probe(server, what) {
  const res = await fetch(`${server.probeUrl}/${what}`);
  if (!res.ok) throw new Error(`Event-loop probe /${what} answered ${res.status}.`);
  return res.json();
}

// ---- bare thumbnail reference -------------------------------------------------------------------
function startBareWorker() {
  const worker = new Worker(new URL("./lib/bare-thumbnail.worker.mjs", import.meta.url), {
    execArgv: [],
    // The app's pool gives each worker the same limits (THUMBNAIL_WORKER_MEMORY_MB default 256).
    resourceLimits: { maxOldGenerationSizeMb: 256, stackSizeMb: 4 },
  });
  let nextId = 1;
  let failure = null;
  worker.on("error", (e) => (failure = e));
  const stop = () => worker.terminate().then(() => undefined);
  cleanups.add(stop);
  return {
    run(filePath) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("The bare thumbnail took more than 120 s.")), 120_000);
        const onMessage = (message) => {
          if (message.id !== id) return;
          clearTimeout(timer);
          worker.off("message", onMessage);
          worker.off("exit", onExit);
          if (message.ok) resolve(message);
          else reject(new Error(`Bare thumbnail failed: ${message.reason}`));
        };
        const onExit = (code) => {
          clearTimeout(timer);
          reject(new Error(`The bare thumbnail worker stopped (exit ${code})${failure ? `: ${failure.message}` : ""}.`));
        };
        worker.on("message", onMessage);
        worker.once("exit", onExit);
        worker.postMessage({ id, filePath, width: 100, quality: 80 });
      });
    },
    async stop() {
      cleanups.delete(stop);
      await stop();
    },
  };
}

// ---- the three parts ----------------------------------------------------------------------------
async function partEndToEnd(server, photo) {
  log(`\n[1/3] End-to-end upload vs. bare jimp thumbnail: 1 warm-up, then ${RUNS} of each, alternating`);
  const bare = startBareWorker();
  try {
    expectUpload(server, await upload(server), "Warm-up upload");
    await bare.run(photo.path);
    const e2e = [];
    const thumbs = [];
    for (let i = 0; i < RUNS; i++) {
      const up = expectUpload(server, await upload(server), `Upload ${i + 1}`);
      e2e.push(up.ms);
      const t = await bare.run(photo.path);
      thumbs.push(t);
      log(`  run ${i + 1}/${RUNS}: upload ${fmtMs(up.ms)}, bare thumbnail ${fmtMs(t.totalMs)}`);
    }
    const bareTotals = thumbs.map((t) => t.totalMs);
    const e2eMedian = median(e2e);
    const bareMedian = median(bareTotals);
    return {
      uploadMs: e2e,
      bareThumbnail: thumbs,
      uploadMedianMs: e2eMedian,
      uploadMinMs: Math.min(...e2e),
      bareMedianMs: bareMedian,
      bareMinMs: Math.min(...bareTotals),
      bareStepsMedianMs: {
        read: median(thumbs.map((t) => t.readMs)),
        decode: median(thumbs.map((t) => t.decodeMs)),
        resize: median(thumbs.map((t) => t.resizeMs)),
        encode: median(thumbs.map((t) => t.encodeMs)),
      },
      overheadMedianMs: e2eMedian - bareMedian,
      ratioMedian: ratio(e2eMedian, bareMedian),
      ratioMin: ratio(Math.min(...e2e), Math.min(...bareTotals)),
    };
  } finally {
    await bare.stop();
  }
}

async function partEventLoop(server) {
  log(`\n[2/3] Event-loop delay and GET /home latency: idle, then during ${LOAD_UPLOADS} concurrent uploads`);
  await probe(server, "reset");
  await sleep(QUIET_MS);
  const quiet = await probe(server, "stats");
  log(`  quiet (no requests, ${QUIET_MS / 1000} s): loop delay p99 ${fmtMs(quiet.p99Ms)}`);

  await probe(server, "reset");
  const idleHome = await homeLoop(server, { done: () => false, maxMs: IDLE_HOME_MS });
  const idleLoop = await probe(server, "stats");
  log(`  idle (/home only, ${IDLE_HOME_MS / 1000} s): ${idleHome.length} requests, loop delay p99 ${fmtMs(idleLoop.p99Ms)}`);

  await probe(server, "reset");
  let finished = 0;
  const started = performance.now();
  const uploads = Array.from({ length: LOAD_UPLOADS }, () =>
    upload(server).then((r) => {
      finished++;
      return r;
    }),
  );
  const loadHome = await homeLoop(server, { done: () => finished === LOAD_UPLOADS, maxMs: UPLOAD_TIMEOUT_MS });
  const results = await Promise.all(uploads);
  const wallMs = performance.now() - started;
  const loadLoop = await probe(server, "stats");
  const succeeded = results.filter((r) => r.ok).length;
  log(
    `  during uploads: ${succeeded}/${LOAD_UPLOADS} uploads answered 303 in ${fmtMs(wallMs)}, ${loadHome.length} /home requests, loop delay p99 ${fmtMs(loadLoop.p99Ms)}`,
  );
  if (succeeded !== LOAD_UPLOADS) {
    log(`  WARNING: not every upload succeeded: statuses ${results.map((r) => r.status).join(", ")}`);
  }
  const pick = (s) => ({
    p50Ms: s.p50Ms,
    p99Ms: s.p99Ms,
    maxMs: s.maxMs,
    meanMs: s.meanMs,
    samples: s.samples,
    windowMs: s.windowMs,
  });
  const idleH = summary(idleHome);
  const loadH = summary(loadHome);
  return {
    quiet: pick(quiet),
    idle: { loop: pick(idleLoop), home: idleH, homeMs: idleHome },
    load: {
      uploads: LOAD_UPLOADS,
      succeeded,
      statuses: results.map((r) => r.status),
      uploadMs: results.map((r) => r.ms),
      wallMs,
      loop: pick(loadLoop),
      home: loadH,
      homeMs: loadHome,
      mainThreadMemory: loadLoop.memory,
    },
    ratios: {
      loopP50: ratio(loadLoop.p50Ms, idleLoop.p50Ms),
      loopP99: ratio(loadLoop.p99Ms, idleLoop.p99Ms),
      loopMax: ratio(loadLoop.maxMs, idleLoop.maxMs),
      homeP50: ratio(loadH.p50, idleH.p50),
      homeP95: ratio(loadH.p95, idleH.p95),
      homeMax: ratio(loadH.max, idleH.max),
    },
  };
}

async function memoryCase(count) {
  return withServer({ probe: true, label: `server for ${count} upload(s)` }, async (server) => {
    // Warm the main thread as a visited site would be, then let it settle before the baseline.
    for (let i = 0; i < 5; i++) await getHome(server);
    await timedRequest(`${server.url}/add-photo`, { agent: false });
    await sleep(1000);
    const base = [];
    for (let i = 0; i < 10; i++) {
      base.push(readMemory(server.pid).rssMb);
      await sleep(50);
    }
    const baselineMb = median(base);
    const peakReset = resetPeak(server.pid);
    await probe(server, "reset");
    const sampler = startSampler(server.pid, 50);
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: count }, () => upload(server)));
    const wallMs = performance.now() - started;
    const loop = await probe(server, "stats");
    await sleep(SETTLE_MS);
    const sampled = sampler.stop();
    const succeeded = results.filter((r) => r.ok).length;
    // VmHWM only counts for this window when it could be reset just before it.
    const peakMb = peakReset && Number.isFinite(sampled.hwmMb) ? Math.max(sampled.peakMb, sampled.hwmMb) : sampled.peakMb;
    const row = {
      uploads: count,
      succeeded,
      statuses: results.map((r) => r.status),
      errors: results.filter((r) => r.error).map((r) => r.error),
      uploadMs: results.map((r) => r.ms),
      wallMs,
      baselineMb,
      peakSampledMb: sampled.peakMb,
      hwmMb: peakReset ? sampled.hwmMb : null,
      peakMb,
      deltaMb: peakMb - baselineMb,
      // What the server still holds once idle again: the pool keeps its idle workers alive.
      retainedMb: sampled.samples.at(-1)?.rssMb ?? NaN,
      settleMs: SETTLE_MS,
      loop: { p50Ms: loop.p50Ms, p99Ms: loop.p99Ms, maxMs: loop.maxMs, samples: loop.samples },
      samples: sampled.samples,
    };
    log(
      `  ${count} upload(s): ${succeeded}/${count} ok in ${fmtMs(wallMs)}; RSS ${fmtMb(baselineMb)} → peak ${fmtMb(peakMb)} (+${fmtMb(row.deltaMb)}), ${fmtMb(row.retainedMb)} ${SETTLE_MS / 1000} s later; loop delay p99 ${fmtMs(loop.p99Ms)}, max ${fmtMs(loop.maxMs)}`,
    );
    return row;
  });
}

async function partMemory() {
  log(`\n[3/3] Server RSS (VmRSS every 50 ms, VmHWM) for ${MEMORY_CASES.join(", ")} concurrent uploads, each on a fresh server`);
  const rows = [];
  for (const count of MEMORY_CASES) rows.push(await memoryCase(count));
  const one = rows.find((r) => r.uploads === 1);
  const eight = rows.find((r) => r.uploads === 8);
  return { concurrency: Number(CONCURRENCY), cases: rows, ratio8to1: ratio(eight?.deltaMb, one?.deltaMb) };
}

// ---- output -------------------------------------------------------------------------------------
function fmtMs(ms) {
  if (!Number.isFinite(ms)) return "n/a";
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
}
const fmtMb = (mb) => (Number.isFinite(mb) ? `${mb.toFixed(0)} MB` : "n/a");

function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(" | ")} |`;
  return [line(headers), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}

function printSummary(r) {
  const { e2e, loop, memory, meta } = r;
  const out = [];
  out.push(
    `\nPhoto upload benchmark — ${meta.date}, Node ${meta.node}, ${meta.cpus} cores, ` +
      `photo ${meta.photo.width}×${meta.photo.height} JPEG ${meta.photo.sampling} ${(meta.photo.bytes / 1e6).toFixed(2)} MB` +
      `${meta.photo.supplied ? " (--photo)" : ""}, ` +
      `THUMBNAIL_CONCURRENCY=${meta.thumbnailConcurrency}`,
  );
  out.push(`\n1. End-to-end upload (POST → 303) vs. bare jimp thumbnail (read+decode+resize+encode), ${RUNS} runs each`);
  out.push(
    table(
      ["", "median", "min"],
      [
        ["upload end to end", fmtMs(e2e.uploadMedianMs), fmtMs(e2e.uploadMinMs)],
        ["bare thumbnail", fmtMs(e2e.bareMedianMs), fmtMs(e2e.bareMinMs)],
        ["ratio upload / bare", fmtX(e2e.ratioMedian), fmtX(e2e.ratioMin)],
      ],
    ),
  );
  const s = e2e.bareStepsMedianMs;
  out.push(
    `   overhead (median upload − median bare): ${fmtMs(e2e.overheadMedianMs)}; ` +
      `bare steps (median): read ${fmtMs(s.read)}, decode ${fmtMs(s.decode)}, resize ${fmtMs(s.resize)}, encode ${fmtMs(s.encode)}`,
  );

  out.push(
    `\n2. Server event-loop delay and GET /home latency, idle vs. ${LOAD_UPLOADS} concurrent uploads ` +
      `(${loop.load.succeeded}/${LOAD_UPLOADS} ok, ${fmtMs(loop.load.wallMs)})`,
  );
  out.push(
    table(
      ["", "idle", `${LOAD_UPLOADS} uploads`, "ratio"],
      [
        ["loop delay p50", fmtMs(loop.idle.loop.p50Ms), fmtMs(loop.load.loop.p50Ms), fmtX(loop.ratios.loopP50)],
        ["loop delay p99", fmtMs(loop.idle.loop.p99Ms), fmtMs(loop.load.loop.p99Ms), fmtX(loop.ratios.loopP99)],
        ["loop delay max", fmtMs(loop.idle.loop.maxMs), fmtMs(loop.load.loop.maxMs), fmtX(loop.ratios.loopMax)],
        ["/home p50", fmtMs(loop.idle.home.p50), fmtMs(loop.load.home.p50), fmtX(loop.ratios.homeP50)],
        ["/home p95", fmtMs(loop.idle.home.p95), fmtMs(loop.load.home.p95), fmtX(loop.ratios.homeP95)],
        ["/home max", fmtMs(loop.idle.home.max), fmtMs(loop.load.home.max), fmtX(loop.ratios.homeMax)],
        ["/home requests", loop.idle.home.n, loop.load.home.n, ""],
      ],
    ),
  );
  out.push(
    `   loop delay = time a 10 ms timer fired late; quiet server (no requests): p99 ${fmtMs(loop.quiet.p99Ms)}, max ${fmtMs(loop.quiet.maxMs)}`,
  );

  out.push(`\n3. Server RSS, fresh server per row (THUMBNAIL_CONCURRENCY=${memory.concurrency})`);
  out.push(
    table(
      [
        "concurrent uploads",
        "ok",
        "wall time",
        "baseline RSS",
        "peak RSS",
        "peak − baseline",
        `RSS ${SETTLE_MS / 1000} s after`,
        "loop delay max",
      ],
      memory.cases.map((c) => [
        c.uploads,
        `${c.succeeded}/${c.uploads}`,
        fmtMs(c.wallMs),
        fmtMb(c.baselineMb),
        fmtMb(c.peakMb),
        fmtMb(c.deltaMb),
        fmtMb(c.retainedMb),
        fmtMs(c.loop.maxMs),
      ]),
    ),
  );
  out.push(`   (peak − baseline) 8 uploads / 1 upload: ${fmtX(memory.ratio8to1)}`);
  out.push(...reportFooter(meta, r.file, fmtMs));
  console.log(out.join("\n"));
}

// ---- main ---------------------------------------------------------------------------------------
async function main() {
  const t0 = performance.now();
  const photo = args.photo ? await describePhoto(args.photo) : await ensurePhoto({ log });
  const photoBytes = await fs.readFile(photo.path);
  uploadRequest = multipartBody(
    {
      title: "Sunset over the bay",
      description: "Benchmark upload: 12 MP photo.",
      tags: "bench, sunset, boat",
      city: "Lisbon",
      date: "2025-07-04",
      venue: "Doca de Alcântara",
      edition: "FSW25",
      // The box every upload carries (docs/product.md, Photo uploads).
      consent: "yes",
    },
    { field: "photo", name: "bench-photo.jpg", type: "image/jpeg", bytes: photoBytes },
  );
  log(
    `Photo: ${photo.path} (${photo.width}×${photo.height}, ${(photo.bytes / 1e6).toFixed(2)} MB, ${photo.sampling}${photo.progressive ? ", progressive" : ""})`,
  );
  const loadBefore = os.loadavg();

  const { e2e, loop } = await withServer({ probe: true, label: "benchmark server" }, async (server) => {
    log(`Server pid ${server.pid} on ${server.url} (THUMBNAIL_CONCURRENCY=${CONCURRENCY}, THUMBNAIL_QUEUE_LIMIT=${QUEUE_LIMIT})`);
    for (let i = 0; i < 10; i++) await getHome(server);
    const e2e = await partEndToEnd(server, photo);
    const loop = await partEventLoop(server);
    return { e2e, loop };
  });
  homeAgent.destroy();
  const memory = await partMemory();

  const date = new Date();
  const meta = {
    ...machineMeta(date, loadBefore),
    totalMemMb: Math.round(os.totalmem() / 1024 / 1024),
    photo,
    runs: RUNS,
    thumbnailConcurrency: Number(CONCURRENCY),
    thumbnailQueueLimit: Number(QUEUE_LIMIT),
    durationMs: performance.now() - t0,
  };
  const file = args.out
    ? path.resolve(args.out)
    : path.join(ROOT, "bench/results", `upload-${date.toISOString().replace(/[:.]/g, "-")}.json`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `${JSON.stringify({ meta, e2e, eventLoop: loop, memory }, null, 2)}\n`);
  printSummary({ meta, e2e, loop, memory, file });
}

run(assertBuilt, main);
