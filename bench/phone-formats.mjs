// An upload's own image job — the original cleaned for storing and the 100 px thumbnail, as
// processUpload asks the worker (app/workers/image.worker.mjs) — for the same 12 MP photo sent three
// ways: a JPEG, a WebP (cwebp) and a HEIC (Debian's heif-enc), each sideways with an EXIF orientation
// of 6. The JPEG keeps its compressed data; the WebP is turned in its pixels and re-encoded; the HEIC
// is decoded by libheif (WebAssembly) and stored as a JPEG (docs/decisions/020-phone-formats.md).
// Each job runs in a fresh process, so its peak memory (maxRSS: the JavaScript heap, the pixels and
// the WebAssembly memory together) is its own; runs alternate (JPEG, WebP, HEIC) so a change in the
// machine's load touches all three alike. Reports the medians and the ratios to the JPEG's job.
//
//   node bench/phone-formats.mjs [--runs=3]
//
// The photo is bench/lib/image.mjs's 4000×3000 JPEG; its WebP and HEIC are made once and cached
// under os.tmpdir() (heif-enc takes about a minute for 12 MP). Needs cwebp and heif-enc
// (Debian: webp, libheif-examples).
import { execFile, spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { orientationSegment } from "../app/workers/image-metadata.mjs";
import { ensurePhoto } from "./lib/image.mjs";
import { benchArgs, fmtX, log, machineMeta, reportFooter } from "./lib/run.mjs";
import { median, ratio } from "./lib/stats.mjs";

const run = promisify(execFile);
const HERE = fileURLToPath(import.meta.url);
const KINDS = ["jpeg", "webp", "heic"];

async function childJob(file) {
  const { default: processImage } = await import("../app/workers/image.worker.mjs");
  const cleanPath = path.join(os.tmpdir(), `fsw-bench-phone-${process.pid}.clean`);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await processImage({
    filePath: file,
    cleanPath,
    maxMegapixels: 40,
    maxMemoryMb: 512,
    thumbnail: { width: 100, quality: 80 },
    variants: null,
  });
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  if (!result.ok) throw new Error(result.reason);
  const stored = await fs.readFile(cleanPath);
  await fs.rm(cleanPath, { force: true });
  const type = stored[0] === 0xff ? "jpeg" : stored.toString("latin1", 8, 12) === "WEBP" ? "webp" : "other";
  process.stdout.write(
    JSON.stringify({
      wallMs,
      cpuMs: (used.user + used.system) / 1000,
      maxRssMb: process.resourceUsage().maxRSS / 1024,
      storedBytes: stored.length,
      storedType: type,
      upright: `${result.original.width}×${result.original.height}`,
    }),
  );
}

/** The test photo sideways (EXIF orientation 6) as JPEG, WebP and HEIC, made once. */
async function photos() {
  const photo = await ensurePhoto({ log });
  const dir = path.join(os.tmpdir(), "fsw-bench-phone-formats-v1");
  await fs.mkdir(dir, { recursive: true });
  const files = { jpeg: path.join(dir, "photo.jpg"), webp: path.join(dir, "photo.webp"), heic: path.join(dir, "photo.heic") };
  if (!(await fs.stat(files.jpeg).catch(() => null))) {
    const jpeg = await fs.readFile(photo.path);
    await fs.writeFile(files.jpeg, Buffer.concat([jpeg.subarray(0, 2), orientationSegment(6), jpeg.subarray(2)]));
  }
  if (!(await fs.stat(files.webp).catch(() => null))) {
    log("Making the WebP (cwebp, once) …");
    await run("cwebp", ["-quiet", "-q", "90", "-metadata", "exif", files.jpeg, "-o", `${files.webp}.partial`]);
    await fs.rename(`${files.webp}.partial`, files.webp);
  }
  if (!(await fs.stat(files.heic).catch(() => null))) {
    log("Making the HEIC (heif-enc, once; about a minute) …");
    await run("heif-enc", ["-q", "80", "-o", `${files.heic}.partial.heic`, files.jpeg], { timeout: 600_000 });
    await fs.rename(`${files.heic}.partial.heic`, files.heic);
  }
  return files;
}

function inChild(file) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [HERE, "--child", file], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`child exited ${code}`))));
  });
}

async function main() {
  const args = benchArgs("Usage: node bench/phone-formats.mjs [--runs=N]   (1-9, default 3)", { runs: [3, 1, 9] }, ["child"]);
  if (args.child) return childJob(args.child);
  const loadavgBefore = os.loadavg();
  const started = performance.now();
  const files = await photos();
  const sizes = Object.fromEntries(await Promise.all(KINDS.map(async (k) => [k, (await fs.stat(files[k])).size])));
  const runs = Object.fromEntries(KINDS.map((k) => [k, []]));
  for (let i = 0; i < args.runs; i++) {
    for (const kind of KINDS) {
      const result = await inChild(files[kind]);
      runs[kind].push(result);
      log(
        `run ${i + 1} ${kind}: ${result.wallMs.toFixed(0)} ms, CPU ${result.cpuMs.toFixed(0)} ms, maxRSS ${result.maxRssMb.toFixed(0)} MB`,
      );
    }
  }
  const med = (kind, key) => median(runs[kind].map((r) => r[key]));
  const lines = [
    `An upload's job (cleaned original + thumbnail) for a 4000×3000 photo, sideways (EXIF orientation 6), ${args.runs} run(s) each, medians:`,
    "",
    "| sent as | file     | stored as        | wall     | CPU      | peak memory (maxRSS) | wall / JPEG's | CPU / JPEG's | memory / JPEG's |",
    "| ------- | -------- | ---------------- | -------- | -------- | -------------------- | ------------- | ------------ | --------------- |",
  ];
  for (const kind of KINDS) {
    const first = runs[kind][0];
    lines.push(
      `| ${kind.toUpperCase().padEnd(7)} | ${(sizes[kind] / 1e6).toFixed(2)} MB  | ${first.storedType.toUpperCase()} ${(first.storedBytes / 1e6).toFixed(2)} MB, ${first.upright} | ${med(kind, "wallMs").toFixed(0)} ms | ${med(kind, "cpuMs").toFixed(0)} ms | ${med(kind, "maxRssMb").toFixed(0)} MB | ${fmtX(ratio(med(kind, "wallMs"), med("jpeg", "wallMs")))} | ${fmtX(ratio(med(kind, "cpuMs"), med("jpeg", "cpuMs")))} | ${fmtX(ratio(med(kind, "maxRssMb"), med("jpeg", "maxRssMb")))} |`,
    );
  }
  const meta = { ...machineMeta(new Date(), loadavgBefore), durationMs: performance.now() - started };
  const out = path.join(path.dirname(HERE), "results", `phone-formats-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await fs.mkdir(path.dirname(out), { recursive: true });
  await fs.writeFile(out, JSON.stringify({ meta, sizes, runs }, null, 2));
  console.log([...lines, ...reportFooter(meta, out, (ms) => `${(ms / 1000).toFixed(0)} s`)].join("\n"));
}

await main();
