#!/usr/bin/env node
// Server memory under four uploaders: `npm run build && npm run bench:memory [--clients=4] [--photos=5] [--runs=1]`.
//
// Twenty camera photos (4000×3000 JPEGs, 4:2:0, with the EXIF a camera writes: make, model, artist,
// dates, GPS, and every fifth one an orientation of 6, as a phone's portrait photo) are made at run
// time, each with its own pixels. Four tus clients (tus-js-client, the browser uploader's chunk
// sizes) send five each at once to a fresh production server, each finished upload posted to
// /add-photo/upload. The server process's resident memory (VmRSS, every thread: the image workers
// are threads of the same process) is sampled every 50 ms, and VmHWM read at the end, from before
// the first byte until every record exists and every upload's variants are stored. Reported: idle
// and peak RSS, uploads refused (any answer that is not a success, retried after Retry-After),
// the server's CPU time per photo, and, measured afterwards in this process, the image work of one
// photo by the app's worker function against sharp's (bench/lib/image-makers.mjs).
// Writes the raw numbers to bench/results/memory-<timestamp>.json.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import * as tus from "tus-js-client";
import { ensurePhoto } from "./lib/image.mjs";
import { timed, viaApp, viaSharp } from "./lib/image-makers.mjs";
import { readMemory, startSampler } from "./lib/rss.mjs";
import { ROOT, assertBuilt, startServer } from "./lib/server.mjs";
import { benchArgs, fmtX, guardRun, log, machineMeta, sleep } from "./lib/run.mjs";
import { median } from "./lib/stats.mjs";

const USAGE = `Usage: npm run build && node bench/memory.mjs [--clients=N] [--photos=N] [--runs=N] [--budget-mb=N] [--out=FILE]

  --clients=N    tus clients sending at once (default 4; 1-16)
  --photos=N     photos each client sends, one after the other (default 5; 1-50)
  --runs=N       servers started one after the other, each fresh (default 1; 1-10)
  --budget-mb=N  the peak RSS the run must stay under (default 512; 64-16384)
  --out=FILE     where to write the raw JSON (default bench/results/memory-<timestamp>.json)`;

const args = benchArgs(USAGE, { clients: [4, 1, 16], photos: [5, 1, 50], runs: [1, 1, 10], "budget-mb": [512, 64, 16384] }, [
  "out",
]);
const CLIENTS = args.clients;
const PHOTOS = CLIENTS * args.photos;
// Three runs on a crowded 2-core host took 35 minutes.
const guard = guardRun({ timeoutMs: 90 * 60_000 });
// The browser uploader's chunks (app/browser/uploader/upload-queue.ts): 256 KiB first, doubling to 32 MiB.
const FIRST_CHUNK_BYTES = 262144;
const LARGEST_CHUNK_BYTES = 33554432;
const TICKS_PER_SECOND = 100;

/** Twenty distinct camera photos: the bench's 12 MP scene, each a little brighter, with a camera's EXIF. */
async function makePhotos(dir, count) {
  const base = await ensurePhoto({ log });
  const files = [];
  for (let i = 0; i < count; i++) {
    const day = String(1 + (i % 28)).padStart(2, "0");
    const file = path.join(dir, `camera-${i}.jpg`);
    await sharp(base.path)
      .modulate({ brightness: 0.9 + (i % 10) * 0.02 })
      .jpeg({ quality: 92, chromaSubsampling: "4:2:0" })
      .withMetadata({ orientation: i % 5 === 4 ? 6 : 1 })
      .withExif({
        IFD0: { Make: "Canon", Model: "EOS R6", Artist: "Ana Bench", Copyright: "Ana Bench", Software: "Firmware 1.8.1" },
        IFD2: { DateTimeOriginal: `2025:07:${day} 16:${String(10 + i).slice(-2)}:00`, BodySerialNumber: `0${42_000 + i}` },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 37/1 12/1", GPSLongitudeRef: "W", GPSLongitude: "4/1 29/1 54/1" },
      })
      .toFile(file);
    files.push(file);
  }
  const meta = await sharp(files[0]).metadata();
  const sizes = await Promise.all(files.map((f) => fs.stat(f).then((s) => s.size)));
  return { files, sizes, width: meta.width, height: meta.height, exifBytes: meta.exif?.length ?? 0 };
}

/** User + system CPU time of a process and all its threads, in ms (Linux). */
function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // After "pid (comm) ": state is field 3, utime field 14, stime field 15.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

function tusUpload(endpoint, bytes, metadata, refusals) {
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(bytes, {
      endpoint,
      metadata,
      uploadSize: bytes.length,
      chunkSize: FIRST_CHUNK_BYTES,
      retryDelays: [0, 500, 1000, 2000, 4000, 8000],
      removeFingerprintOnSuccess: true,
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus();
        if (status && status !== 409 && status !== 423) refusals.push({ step: "tus", status });
        return true;
      },
      onChunkComplete: () => {
        upload.options.chunkSize = Math.min(Math.max(upload.options.chunkSize, FIRST_CHUNK_BYTES) * 2, LARGEST_CHUNK_BYTES);
      },
      onSuccess: () => resolve(upload.url),
      onError: reject,
    });
    upload.start();
  });
}

async function finish(base, id, idempotencyKey, refusals) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await fetch(`${base}/add-photo/upload`, {
      method: "POST",
      body: new URLSearchParams({ tusUpload: id, idempotencyKey, edition: "FSW25", consent: "yes" }),
    });
    const data = await res.json().catch(() => ({}));
    if (res.ok) return data;
    refusals.push({ step: "finish", status: res.status, message: data.error ?? data.message ?? null });
    if (res.status !== 429 && res.status !== 503) throw new Error(`finish answered ${res.status}: ${JSON.stringify(data)}`);
    await sleep(Number(res.headers.get("retry-after") || 1) * 1000);
  }
  throw new Error("finish: refused 20 times");
}

const countFiles = async (dir, test) => {
  const names = await fs.readdir(dir, { recursive: true }).catch(() => []);
  return names.filter((n) => test(String(n))).length;
};

async function oneRun(photos, run) {
  const server = await startServer({ label: `server ${run}`, probe: true });
  guard.cleanups.add(server.stop);
  // A moment for the server to settle, then its idle figure.
  await sleep(1500);
  const idle = readMemory(server.pid);
  const refusals = [];
  const sampler = startSampler(server.pid, 50);
  // The request thread's own share (its V8 heap and the buffers it holds), from the bench probe.
  const mainThread = { heapMb: 0, externalMb: 0 };
  const probe = setInterval(async () => {
    const stats = await fetch(`${server.probeUrl}/stats`).then(
      (r) => r.json(),
      () => null,
    );
    if (!stats) return;
    mainThread.heapMb = Math.max(mainThread.heapMb, stats.memory.heapUsed / 1048576);
    mainThread.externalMb = Math.max(mainThread.externalMb, stats.memory.external / 1048576);
  }, 250);
  const cpuBefore = cpuMsOf(server.pid);
  const started = performance.now();
  const answers = [];
  const endpoint = `${server.url}/add-photo/tus/`;
  async function client(c) {
    for (let i = c; i < PHOTOS; i += CLIENTS) {
      const bytes = await fs.readFile(photos.files[i]);
      const idempotencyKey = randomUUID();
      const url = await tusUpload(
        endpoint,
        bytes,
        { filename: `IMG_${1000 + i}.JPG`, filetype: "image/jpeg", idempotencyKey, consent: "yes" },
        refusals,
      );
      answers.push(await finish(server.url, url.split("/").pop(), idempotencyKey, refusals));
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  const answeredMs = performance.now() - started;
  // Then until every record exists and every upload's variants are stored (the ready marker is written last).
  const recordsDir = path.join(server.dataDir, "database/events/fsw25");
  const variantsDir = path.join(server.dataDir, "storage/variants/images/originals");
  let records = 0;
  let ready = 0;
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    records = await countFiles(recordsDir, (n) => n.endsWith(".json"));
    ready = await countFiles(variantsDir, (n) => n.includes(".ready."));
    if (records >= PHOTOS && ready >= PHOTOS) break;
    await sleep(100);
  }
  const doneMs = performance.now() - started;
  const serverCpuMs = cpuMsOf(server.pid) - cpuBefore;
  const memory = sampler.stop();
  clearInterval(probe);
  const after = await sleep(3000).then(() => readMemory(server.pid));
  await server.stop();
  guard.cleanups.delete(server.stop);
  const result = {
    run,
    idleMb: Math.round(idle.rssMb),
    peakSampledMb: Math.round(memory.peakMb),
    hwmMb: Math.round(memory.hwmMb),
    peakMb: Math.round(Math.max(memory.peakMb, memory.hwmMb)),
    afterMb: Math.round(after.rssMb),
    mainThreadPeakHeapMb: Math.round(mainThread.heapMb),
    mainThreadPeakExternalMb: Math.round(mainThread.externalMb),
    refused: refusals.length,
    refusals,
    stored: answers.filter((a) => a.status === "stored").length,
    records,
    variantSets: ready,
    answeredMs: Math.round(answeredMs),
    doneMs: Math.round(doneMs),
    serverCpuMsPerPhoto: Math.round(serverCpuMs / PHOTOS),
    samples: memory.samples,
  };
  log(
    `run ${run}: idle ${result.idleMb} MB, peak ${result.peakMb} MB (sampled ${result.peakSampledMb}, VmHWM ${result.hwmMb}), ` +
      `3 s after ${result.afterMb} MB; request thread's heap at most ${result.mainThreadPeakHeapMb} MB, buffers ${result.mainThreadPeakExternalMb} MB; refused ${result.refused}; records ${records}/${PHOTOS}, variant sets ${ready}/${PHOTOS}; ` +
      `answers after ${(answeredMs / 1000).toFixed(1)} s, variants after ${(doneMs / 1000).toFixed(1)} s; server CPU ${result.serverCpuMsPerPhoto} ms per photo`,
  );
  return result;
}

/** The image work of one photo, app's worker function against sharp, alternated, in this process. */
async function imageWork(files) {
  const cases = [
    { name: "upright", file: files[0] },
    { name: "EXIF orientation 6", file: files[4] ?? files[0] },
  ];
  await viaApp(files[0]);
  await viaSharp(files[0]); // warm-up: WebAssembly compile, sharp load
  const cpu = { app: [], sharp: [] };
  const wall = { app: [], sharp: [] };
  for (let i = 0; i < 3; i++) {
    for (const c of cases) {
      for (const [name, maker] of [
        ["app", viaApp],
        ["sharp", viaSharp],
      ]) {
        const t = await timed(maker, c.file);
        cpu[name].push(t.cpuMs);
        wall[name].push(t.ms);
      }
    }
  }
  return {
    cpuMs: { app: median(cpu.app), sharp: median(cpu.sharp) },
    wallMs: { app: median(wall.app), sharp: median(wall.sharp) },
    runs: { cpu, wall },
  };
}

async function main() {
  const loadavgBefore = os.loadavg();
  const date = new Date();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-bench-memory-"));
  guard.cleanups.add(() => fs.rm(dir, { recursive: true, force: true }));
  log(`Making ${PHOTOS} camera photos …`);
  const photos = await makePhotos(dir, PHOTOS);
  const mb = (n) => (n / 1e6).toFixed(2);
  log(
    `${PHOTOS} photos ${photos.width}×${photos.height}, ${mb(Math.min(...photos.sizes))}–${mb(Math.max(...photos.sizes))} MB, EXIF ${photos.exifBytes} bytes`,
  );
  const runs = [];
  for (let run = 1; run <= args.runs; run++) runs.push(await oneRun(photos, run));
  log("Image work per photo, the app's worker function against sharp …");
  const work = await imageWork(photos.files);
  const serverCpu = median(runs.map((r) => r.serverCpuMsPerPhoto));
  const result = {
    meta: { ...machineMeta(date, loadavgBefore), clients: CLIENTS, photos: PHOTOS, photo: { ...photos, files: undefined } },
    runs,
    imageWork: work,
    ratios: {
      appCpuToSharp: work.cpuMs.app / work.cpuMs.sharp,
      appWallToSharp: work.wallMs.app / work.wallMs.sharp,
      serverCpuPerPhotoToSharp: serverCpu / work.cpuMs.sharp,
    },
  };
  result.meta.loadavgAfter = os.loadavg();
  const out = args.out ?? path.join(ROOT, `bench/results/memory-${date.toISOString().replace(/[:.]/g, "-")}.json`);
  await fs.mkdir(path.dirname(out), { recursive: true });
  await fs.writeFile(out, JSON.stringify(result, null, 2));
  const peaks = runs.map((r) => r.peakMb);
  console.log(
    [
      `# Memory under ${CLIENTS} uploaders × ${args.photos} photos (${photos.width}×${photos.height}, ${date.toISOString()}, Node ${process.version})`,
      "| run | idle RSS | peak RSS (VmHWM) | 3 s after | refused | records | variant sets | answers | variants done | server CPU / photo |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      ...runs.map(
        (r) =>
          `| ${r.run} | ${r.idleMb} MB | ${r.peakMb} MB | ${r.afterMb} MB | ${r.refused} | ${r.records}/${PHOTOS} | ${r.variantSets}/${PHOTOS} | ` +
          `${(r.answeredMs / 1000).toFixed(1)} s | ${(r.doneMs / 1000).toFixed(1)} s | ${(r.serverCpuMsPerPhoto / 1000).toFixed(2)} s |`,
      ),
      `\nPeak RSS: ${Math.min(...peaks)}–${Math.max(...peaks)} MB (budget ${args["budget-mb"]} MB)`,
      `Image work per photo (CPU, median of 6): app ${(work.cpuMs.app / 1000).toFixed(2)} s, sharp ${(work.cpuMs.sharp / 1000).toFixed(2)} s = ${fmtX(result.ratios.appCpuToSharp)}` +
        ` (wall ${fmtX(result.ratios.appWallToSharp)})`,
      `Server CPU per photo (upload + thumbnail + variants, every thread) / sharp's image work: ${fmtX(result.ratios.serverCpuPerPhotoToSharp)}`,
      `Load average before: ${loadavgBefore.map((l) => l.toFixed(2)).join(" ")}, after: ${result.meta.loadavgAfter.map((l) => l.toFixed(2)).join(" ")}`,
      `Raw numbers: ${path.relative(ROOT, out)}`,
    ].join("\n"),
  );
  const failed = runs.some(
    (r) => r.peakMb > args["budget-mb"] || r.refused > 0 || r.records !== PHOTOS || r.variantSets !== PHOTOS,
  );
  // The image work may cost at most 1.5× sharp's.
  if (failed || result.ratios.appCpuToSharp > 1.5) process.exitCode = 1;
}

guard.run(assertBuilt, main);
