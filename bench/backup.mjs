#!/usr/bin/env node
// Whole-site archives at size: `npm run build && npm run bench:backup [--records=10000] [--gigabytes=2]`.
//
// Two embedded sites are laid out on disk the way the site stores them: a small one (a tenth of the records and
// bytes) and a large one (10,000 approved photo records with their original and thumbnail, 2 GB of photos by
// default; the bytes are random, as a backup never decodes them). For each: `npm run backup -- create`, `verify`
// and `restore` onto an empty data folder, each in its own process, with the process's peak memory (VmHWM, read
// every 50 ms) and its time, beside `tar cf` and `tar xf` of the same data folder as the plain reference. Memory
// flat means the large site's peaks are the small site's, not ten times them. Then the built server runs on the
// large site while a backup is made of it: page requests and photo uploads go on meanwhile, and their answers and
// latencies are compared with the same load before the backup. Writes bench/results/backup-<timestamp>.json.
import { spawn } from "node:child_process";
import { randomFillSync } from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ensurePhoto } from "./lib/image.mjs";
import { readMemory } from "./lib/rss.mjs";
import { ROOT, assertBuilt, startServer } from "./lib/server.mjs";
import { benchArgs, fmtX, guardRun, log, machineMeta, sleep } from "./lib/run.mjs";
import { median } from "./lib/stats.mjs";

const USAGE = `Usage: npm run build && node bench/backup.mjs [--records=N] [--gigabytes=N] [--out=FILE]

  --records=N    photo records of the large site (default 10000; 100-100000); the small one has a tenth
  --gigabytes=N  bytes of its photos (default 2; 1-20)
  --out=FILE     where to write the raw JSON (default bench/results/backup-<timestamp>.json)`;

const args = benchArgs(USAGE, { records: [10000, 100, 100000], gigabytes: [2, 1, 20] }, ["out"]);
const guard = guardRun({ timeoutMs: 90 * 60_000 });
const CLI = path.join(ROOT, "build/scripts/backup.mjs");
const EDITION = "fsw25";

async function writeJson(file, value) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** A data folder as the embedded default stores it: one file per record, the photos under storage/. */
async function layOutSite(dir, records, bytes) {
  const perPhoto = Math.floor(bytes / records);
  const body = Buffer.alloc(perPhoto);
  const thumb = Buffer.alloc(3000);
  const db = (...segments) => path.join(dir, "database", ...segments);
  for (const folder of [
    ["storage", "images", "originals"],
    ["storage", "images", "thumbnails"],
    ["database", "events", EDITION],
    ["database", "photoReview"],
    ["database", "gallery", "all"],
    ["database", "reviewIndex", "approved"],
  ]) {
    await fs.mkdir(path.join(dir, ...folder), { recursive: true });
  }
  for (let n = 0; n < records; n++) {
    const key = `${1_750_000_000_000 + n}-photo${n}`;
    const original = `images/originals/${key}`;
    const thumbnail = `images/thumbnails/thumb-${key}`;
    randomFillSync(body);
    randomFillSync(thumb);
    await fs.writeFile(path.join(dir, "storage", ...original.split("/")), body);
    await fs.writeFile(path.join(dir, "storage", ...thumbnail.split("/")), thumb);
    const uploadedAt = new Date(1_750_000_000_000 + n * 1000).toISOString();
    const day = uploadedAt.slice(0, 10);
    const record = {
      original,
      thumbnail,
      uploadedAt,
      size: String(perPhoto),
      type: "image/jpeg",
      tags: ["deck"],
      city: "",
      date: day,
      venue: "",
      title: `Photo ${n}`,
      edition: EDITION,
      description: "",
      dimensions: { width: 4000, height: 3000 },
      uploadedBy: "anonymous",
      consentAt: uploadedAt,
      privacyNotice: "2026-11-29",
      day,
    };
    const entry = { title: record.title, original, thumbnail, width: 4000, height: 3000, uploadedAt, edition: EDITION, day };
    await fs.writeFile(db("events", EDITION, `${key}.json`), JSON.stringify(record));
    await fs.writeFile(db("photoReview", `${key}.json`), JSON.stringify({ state: "approved", at: Date.parse(uploadedAt) }));
    await fs.writeFile(db("gallery", "all", `${key}.json`), JSON.stringify(entry));
    await fs.writeFile(db("reviewIndex", "approved", `${key}.json`), JSON.stringify(Date.parse(uploadedAt)));
  }
  // The demo media are not seeded into it: the site's own images are not what is measured.
  await fs.writeFile(path.join(dir, ".demo-media-seeded"), "bench\n");
}

/** Runs a command to its end: its time, and its peak memory from /proc (VmHWM, read every 50 ms). */
function measured(command, commandArgs, env = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, commandArgs, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    let peakMb = 0;
    child.stderr.on("data", (d) => (stderr += d));
    const timer = setInterval(() => {
      try {
        const { hwmMb } = readMemory(child.pid);
        if (Number.isFinite(hwmMb)) peakMb = Math.max(peakMb, hwmMb);
      } catch {
        // gone
      }
    }, 50);
    child.once("error", reject);
    child.once("exit", (code) => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) reject(new Error(`${command} ${commandArgs.join(" ")} exited ${code}:\n${stderr}`));
      else resolve({ seconds, peakMb: Math.round(peakMb), stderr: stderr.trim() });
    });
  });
}

async function sizeOf(dir) {
  const out = await new Promise((resolve) => {
    const child = spawn("du", ["-sb", dir], { stdio: ["ignore", "pipe", "ignore"] });
    let text = "";
    child.stdout.on("data", (d) => (text += d));
    child.once("exit", () => resolve(text));
  });
  return Number(out.split(/\s/)[0]);
}

/** create, verify, restore and their tar references for one site. */
async function measureSite(work, label, records, bytes) {
  const data = path.join(work, `${label}-data`);
  const restored = path.join(work, `${label}-restored`);
  const archive = path.join(work, `${label}.tar`);
  const reference = path.join(work, `${label}-reference.tar`);
  log(`${label}: laying out ${records} records and ${(bytes / 1e9).toFixed(2)} GB…`);
  await layOutSite(data, records, bytes);
  const dataBytes = await sizeOf(data);
  const tmp = path.join(work, "tmp");
  await fs.mkdir(tmp, { recursive: true });
  const env = { DATA_DIR: data, TMPDIR: tmp };
  log(`${label}: create`);
  const create = await measured(process.execPath, [CLI, "create", archive], env);
  const tarCreate = await measured("tar", ["cf", reference, "-C", data, "."]);
  log(`${label}: verify`);
  const verify = await measured(process.execPath, [CLI, "verify", archive], env);
  log(`${label}: restore`);
  const restore = await measured(process.execPath, [CLI, "restore", archive], { DATA_DIR: restored, TMPDIR: tmp });
  await fs.mkdir(`${restored}-tar`);
  const tarExtract = await measured("tar", ["xf", reference, "-C", `${restored}-tar`]);
  const archiveBytes = (await fs.stat(archive)).size;
  await fs.rm(reference);
  await fs.rm(`${restored}-tar`, { recursive: true });
  await fs.rm(restored, { recursive: true });
  return { label, records, dataBytes, archiveBytes, create, verify, restore, tarCreate, tarExtract, data, archive };
}

/** Pages and uploads against the running site for `ms`: answers by status, page latencies. */
async function load(origin, ms, photo) {
  const until = Date.now() + ms;
  const latencies = [];
  const statuses = {};
  let uploads = 0;
  const pages = async () => {
    while (Date.now() < until) {
      const t = performance.now();
      const res = await fetch(`${origin}/event-details/${EDITION}`).catch(() => null);
      await res?.arrayBuffer();
      latencies.push(performance.now() - t);
      const key = res ? String(res.status) : "error";
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
  };
  const send = async () => {
    while (Date.now() < until) {
      // A comment segment after the start marker: new bytes each time, as the site refuses the same photo twice.
      const tag = Buffer.from(`bench upload ${process.pid} ${uploads} ${Date.now()}`);
      const length = Buffer.from([0xff, 0xfe, (tag.length + 2) >> 8, (tag.length + 2) & 0xff]);
      const bytes = Buffer.concat([photo.subarray(0, 2), length, tag, photo.subarray(2)]);
      const form = new FormData();
      form.set("photo", new Blob([bytes], { type: "image/jpeg" }), `bench-${uploads}.jpg`);
      form.set("edition", EDITION);
      form.set("consent", "yes");
      const res = await fetch(`${origin}/add-photo/upload`, {
        method: "POST",
        body: form,
        headers: { Accept: "application/json", Origin: origin },
      }).catch(() => null);
      await res?.arrayBuffer();
      const key = `upload ${res ? res.status : "error"}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
      uploads++;
      await sleep(1000);
    }
  };
  await Promise.all([pages(), pages(), send()]);
  return { requests: latencies.length, medianMs: Math.round(median(latencies)), statuses };
}

async function whileServing(site) {
  const server = await startServer({ env: { DATA_DIR: site.data, UPLOAD_RATE_LIMIT: "0" }, label: "site" });
  try {
    const photo = await fs.readFile((await ensurePhoto({ log })).path);
    await load(server.url, 3000, photo);
    const before = await load(server.url, 15_000, photo);
    const archive = path.join(path.dirname(site.archive), "while-serving.tar");
    const backup = measured(process.execPath, [CLI, "create", archive], { DATA_DIR: site.data });
    const during = [];
    let done = false;
    void backup.finally(() => (done = true));
    while (!done) during.push(await load(server.url, 5000, photo));
    const run = await backup;
    const verified = await measured(process.execPath, [CLI, "verify", archive], {});
    await fs.rm(archive);
    const merged = { requests: 0, statuses: {}, medianMs: Math.round(median(during.map((d) => d.medianMs))) };
    for (const d of during) {
      merged.requests += d.requests;
      for (const [k, v] of Object.entries(d.statuses)) merged.statuses[k] = (merged.statuses[k] ?? 0) + v;
    }
    return { before, during: merged, backup: run, verified: verified.stderr };
  } finally {
    await server.stop();
  }
}

function check() {
  assertBuilt();
  if (!existsSync(CLI)) throw new Error("No build of the backup command: run `npm run build` first.");
}

async function main() {
  const loadBefore = os.loadavg();
  const work = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-bench-backup-"));
  guard.cleanups.add(() => fs.rm(work, { recursive: true, force: true }));
  const bytes = args.gigabytes * 1e9;
  const small = await measureSite(work, "small", Math.round(args.records / 10), bytes / 10);
  const large = await measureSite(work, "large", args.records, bytes);
  await fs.rm(small.data, { recursive: true });
  log("large: a backup while the site serves pages and takes uploads");
  const serving = await whileServing(large);
  const row = (s) =>
    `${s.label.padEnd(6)} ${String(s.records).padStart(6)} records ${(s.dataBytes / 1e9).toFixed(2)} GB | create ${s.create.seconds.toFixed(1)} s ${s.create.peakMb} MB (tar cf ${s.tarCreate.seconds.toFixed(1)} s, ${fmtX(s.create.seconds / s.tarCreate.seconds)}) | verify ${s.verify.seconds.toFixed(1)} s ${s.verify.peakMb} MB | restore ${s.restore.seconds.toFixed(1)} s ${s.restore.peakMb} MB (tar xf ${s.tarExtract.seconds.toFixed(1)} s, ${fmtX(s.restore.seconds / s.tarExtract.seconds)})`;
  log(row(small));
  log(row(large));
  log(
    `peak memory large/small: create ${fmtX(large.create.peakMb / small.create.peakMb)}, verify ${fmtX(large.verify.peakMb / small.verify.peakMb)}, restore ${fmtX(large.restore.peakMb / small.restore.peakMb)} for ${fmtX(large.dataBytes / small.dataBytes)} the data`,
  );
  log(
    `while serving: before ${serving.before.requests} page answers, median ${serving.before.medianMs} ms, ${JSON.stringify(serving.before.statuses)}; during the ${serving.backup.seconds.toFixed(0)} s backup ${serving.during.requests}, median ${serving.during.medianMs} ms, ${JSON.stringify(serving.during.statuses)}`,
  );
  log(serving.verified);
  const out = args.out ?? path.join(ROOT, "bench/results", `backup-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  const strip = ({ data: _d, archive: _a, ...rest }) => rest;
  await writeJson(out, { meta: machineMeta(new Date(), loadBefore), small: strip(small), large: strip(large), serving });
  log(`Raw numbers: ${path.relative(ROOT, out)}`);
}

guard.run(check, main);
