#!/usr/bin/env node
// Server memory under four uploading phones: `npm run build && npm run bench:memory [--clients=4] [--photos=5] [--clips=2]`.
//
// Twenty camera photos (4000×3000 JPEGs, 4:2:0, with the EXIF a camera writes: make, model, artist,
// dates, GPS, and every fifth one an orientation of 6, as a phone's portrait photo) are made at run
// time, each with its own pixels; eight 60-second 1080p30 clips (the tests' "phone-60s", filmed by the
// system's ffmpeg from tests/fixtures/clip-specs.mjs, each copy with its own creation time). Four tus
// clients (tus-js-client, the browser uploader's chunk sizes, two uploads at once as the uploader sends
// them) send their clips and photos to a fresh production server, each finished upload posted to
// /add-photo/upload, whose answer for a clip comes once its rendition and poster are stored.
// The resident memory of the whole process tree (the server, its image worker threads, and every
// ffmpeg and ffprobe it starts: VmRSS summed over the server and its descendants) is sampled every
// 50 ms, from before the first byte until every record exists and every upload's variants are stored;
// the server's VmHWM and each child's own VmHWM are read as well. Reported: idle and peak memory of the
// tree, the largest single ffmpeg, uploads refused (any answer that is not a success, retried after
// Retry-After; a refusal that will not change is reported, not retried), the CPU time per upload (the
// server's threads and its finished children), and, measured afterwards in this process, the image work
// of one photo by the app's worker function against sharp's (bench/lib/image-makers.mjs).
// Writes the raw numbers to bench/results/memory-<timestamp>.json.
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { clipCopies, ensureClip } from "./lib/clip.mjs";
import { ensurePhoto } from "./lib/image.mjs";
import { timed, viaApp, viaSharp } from "./lib/image-makers.mjs";
import { cpuMsOf, readMemory, startTreeSampler } from "./lib/rss.mjs";
import { ROOT, assertBuilt, startServer } from "./lib/server.mjs";
import { benchArgs, fmtX, gitCommit, guardRun, log, machineMeta, sleep } from "./lib/run.mjs";
import { finish, postUpload, tusUpload } from "./lib/phone-upload.mjs";
import { median } from "./lib/stats.mjs";

const USAGE = `Usage: npm run build && node bench/memory.mjs [--clients=N] [--photos=N] [--clips=N] [--at-once=N] [--runs=N] [--budget-mb=N] [--out=FILE]

  --clients=N    phones sending at once (default 4; 1-16)
  --photos=N     camera photos each phone sends (default 5; 0-50)
  --clips=N      60-second 1080p clips each phone sends among its photos (default 2; 0-10)
  --at-once=N    uploads each phone sends at the same time (default 2, as the uploader; 1-4)
  --clips-by=tus|post  how clips go up: resumably, as the phones' uploader sends them (default), or each
                 in one post to the JSON route /add-photo/upload (photos always go resumably)
  --runs=N       servers started one after the other, each fresh (default 1; 1-10)
  --budget-mb=N  the peak RSS the run must stay under (default 512; 64-16384)
  --out=FILE     where to write the raw JSON (default bench/results/memory-<timestamp>.json)`;

const args = benchArgs(
  USAGE,
  {
    clients: [4, 1, 16],
    photos: [5, 0, 50],
    clips: [2, 0, 10],
    "at-once": [2, 1, 4],
    runs: [1, 1, 10],
    "budget-mb": [512, 64, 16384],
  },
  ["out", "clips-by"],
);
const CLIPS_BY = args["clips-by"] ?? "tus";
if (!["tus", "post"].includes(CLIPS_BY)) {
  console.error(`--clips-by must be tus or post (got ${CLIPS_BY}).\n\n${USAGE}`);
  process.exit(2);
}
const CLIENTS = args.clients;
const PHOTOS = CLIENTS * args.photos;
const CLIPS = CLIENTS * args.clips;
const UPLOADS = PHOTOS + CLIPS;
if (UPLOADS === 0) {
  console.error(`Nothing to send: --photos and --clips are both 0.\n\n${USAGE}`);
  process.exit(2);
}
// Three runs on a crowded 2-core host took 35 minutes (photos alone).
const guard = guardRun({ timeoutMs: 120 * 60_000 });

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

const countFiles = async (dir, test) => {
  const names = await fs.readdir(dir, { recursive: true }).catch(() => []);
  return names.filter((n) => test(String(n))).length;
};

/** Each phone's list, in the order it sends: its clips spread among its photos, as picked from a camera roll. */
function phoneLists(photos, clips) {
  return Array.from({ length: CLIENTS }, (_, c) => {
    const mine = [];
    for (let i = c; i < PHOTOS; i += CLIENTS) {
      mine.push({ what: "photo", file: photos.files[i], name: `IMG_${1000 + i}.JPG`, type: "image/jpeg" });
    }
    const clipsOfPhone = clips.slice(c * args.clips, (c + 1) * args.clips);
    clipsOfPhone.forEach((file, j) => {
      const at = Math.round((j * (mine.length + 1)) / clipsOfPhone.length);
      mine.splice(at, 0, { what: "clip", file, name: `VID_${2000 + c * 10 + j}.MP4`, type: "video/mp4" });
    });
    return mine;
  });
}

async function oneRun(lists, run) {
  const server = await startServer({ label: `server ${run}`, probe: true });
  guard.cleanups.add(server.stop);
  // A moment for the server to settle, then its idle figure.
  await sleep(1500);
  const idle = readMemory(server.pid);
  const refusals = [];
  const sampler = startTreeSampler(server.pid, 50);
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
  async function send(item) {
    const t0 = performance.now();
    const bytes = await fs.readFile(item.file);
    const idempotencyKey = randomUUID();
    const metadata = { filename: item.name, filetype: item.type, idempotencyKey, consent: "yes" };
    let sentMs;
    let answer;
    if (item.what === "clip" && CLIPS_BY === "post") {
      answer = await postUpload(server.url, bytes, item, refusals, item.what);
      sentMs = NaN;
    } else {
      const url = await tusUpload(endpoint, bytes, metadata, refusals, item.what);
      sentMs = performance.now() - t0;
      answer = url ? await finish(server.url, url.split("/").pop(), idempotencyKey, refusals, item.what) : null;
    }
    answers.push({ what: item.what, status: answer?.status ?? "refused", sentMs, answeredMs: performance.now() - t0 });
  }
  async function phone(list) {
    let next = 0;
    const lane = async () => {
      while (next < list.length) await send(list[next++]);
    };
    await Promise.all(Array.from({ length: args["at-once"] }, lane));
  }
  await Promise.all(lists.map(phone));
  const answeredMs = performance.now() - started;
  const stored = answers.filter((a) => a.status === "stored").length;
  // Then until every stored upload's record exists and its variants are stored (the ready marker is written last).
  const recordsDir = path.join(server.dataDir, "database/events/fsw25");
  const variantsDir = path.join(server.dataDir, "storage/variants/images/originals");
  let records = 0;
  let ready = 0;
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    records = await countFiles(recordsDir, (n) => n.endsWith(".json"));
    ready = await countFiles(variantsDir, (n) => n.includes(".ready."));
    if (records >= stored && ready >= stored) break;
    await sleep(100);
  }
  const doneMs = performance.now() - started;
  const serverCpuMs = cpuMsOf(server.pid) - cpuBefore;
  const memory = sampler.stop();
  clearInterval(probe);
  const after = await sleep(3000).then(() => readMemory(server.pid));
  const clipsOn = /clips: on/.test(server.output());
  await server.stop();
  guard.cleanups.delete(server.stop);
  const of = (what) => answers.filter((a) => a.what === what);
  const clipAnswers = of("clip").filter((a) => a.status === "stored");
  const ffmpeg = memory.children.byName.ffmpeg ?? { count: 0, peakMb: 0 };
  const ffprobe = memory.children.byName.ffprobe ?? { count: 0, peakMb: 0 };
  const result = {
    run,
    clipsOn,
    idleMb: Math.round(idle.rssMb),
    treePeakSampledMb: Math.round(memory.peakMb),
    serverHwmMb: Math.round(memory.rootHwmMb),
    serverPeakSampledMb: Math.round(memory.serverPeakSampledMb),
    peakMb: Math.round(Math.max(memory.peakMb, memory.rootHwmMb)),
    atPeak: memory.peakSample,
    largestFfmpegMb: Math.round(ffmpeg.peakMb),
    largestFfprobeMb: Math.round(ffprobe.peakMb),
    ffmpegRuns: ffmpeg.count,
    ffprobeRuns: ffprobe.count,
    childrenAtOnce: memory.children.mostAtOnce,
    afterMb: Math.round(after.rssMb),
    mainThreadPeakHeapMb: Math.round(mainThread.heapMb),
    mainThreadPeakExternalMb: Math.round(mainThread.externalMb),
    refused: refusals.length,
    refusals,
    stored: { photos: of("photo").filter((a) => a.status === "stored").length, clips: clipAnswers.length },
    records,
    variantSets: ready,
    answeredMs: Math.round(answeredMs),
    doneMs: Math.round(doneMs),
    clipAnswerMs: clipAnswers.map((a) => Math.round(a.answeredMs)),
    clipSentMs: clipAnswers.map((a) => (Number.isFinite(a.sentMs) ? Math.round(a.sentMs) : null)),
    cpuMsPerUpload: Math.round(serverCpuMs / UPLOADS),
    cpuMs: Math.round(serverCpuMs),
    samples: memory.samples,
  };
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  log(
    `run ${run}: idle ${result.idleMb} MB, peak of the process tree ${result.peakMb} MB (sampled sum ${result.treePeakSampledMb}, ` +
      `server's VmHWM ${result.serverHwmMb}), largest ffmpeg ${result.largestFfmpegMb} MB (${result.ffmpegRuns} runs, ` +
      `${result.childrenAtOnce} children at most at once), 3 s after ${result.afterMb} MB; request thread's heap at most ` +
      `${result.mainThreadPeakHeapMb} MB, buffers ${result.mainThreadPeakExternalMb} MB; refused ${result.refused}; ` +
      `stored ${result.stored.photos}/${PHOTOS} photos, ${result.stored.clips}/${CLIPS} clips; records ${records}, variant sets ${ready}; ` +
      `answers after ${s(answeredMs)}, variants after ${s(doneMs)}; CPU ${result.cpuMsPerUpload} ms per upload`,
  );
  for (const r of refusals) log(`  refused (${r.step}, ${r.what}): ${r.status} ${r.message ?? ""}${r.final ? "" : " (retried)"}`);
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
  const mb = (n) => (n / 1e6).toFixed(2);
  log(`Making ${PHOTOS} camera photos …`);
  const photos = PHOTOS > 0 ? await makePhotos(dir, PHOTOS) : { files: [], sizes: [0], width: 0, height: 0, exifBytes: 0 };
  if (PHOTOS > 0) {
    log(
      `${PHOTOS} photos ${photos.width}×${photos.height}, ${mb(Math.min(...photos.sizes))}–${mb(Math.max(...photos.sizes))} MB, EXIF ${photos.exifBytes} bytes`,
    );
  }
  const clip = CLIPS > 0 ? await ensureClip("phone-60s", { log }) : null;
  const clips = clip ? await clipCopies(clip.file, dir, CLIPS) : [];
  if (clip) {
    log(
      `${CLIPS} clips of ${clip.seconds.toFixed(1)} s, ${clip.video.width}×${clip.video.height} ${clip.video.codec} ${clip.video.fps} fps ` +
        `+ ${clip.audio?.codec}, ${mb(clip.bytes)} MB each`,
    );
  }
  const lists = phoneLists(photos, clips);
  const runs = [];
  for (let run = 1; run <= args.runs; run++) runs.push(await oneRun(lists, run));
  let work = null;
  if (PHOTOS > 0) {
    log("Image work per photo, the app's worker function against sharp …");
    work = await imageWork(photos.files);
  }
  const cpu = median(runs.map((r) => r.cpuMsPerUpload));
  const result = {
    meta: {
      ...machineMeta(date, loadavgBefore),
      commit: gitCommit(),
      clients: CLIENTS,
      photos: PHOTOS,
      clips: CLIPS,
      atOnce: args["at-once"],
      clipsBy: CLIPS_BY,
      photo: { ...photos, files: undefined },
      clip: clip && { ...clip, file: undefined },
    },
    runs,
    imageWork: work,
    ratios: work && {
      appCpuToSharp: work.cpuMs.app / work.cpuMs.sharp,
      appWallToSharp: work.wallMs.app / work.wallMs.sharp,
      ...(CLIPS === 0 ? { serverCpuPerPhotoToSharp: cpu / work.cpuMs.sharp } : {}),
    },
  };
  result.meta.loadavgAfter = os.loadavg();
  const out = args.out ?? path.join(ROOT, `bench/results/memory-${date.toISOString().replace(/[:.]/g, "-")}.json`);
  await fs.mkdir(path.dirname(out), { recursive: true });
  await fs.writeFile(out, JSON.stringify(result, null, 2));
  const peaks = runs.map((r) => r.peakMb);
  const sec = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const what = [
    PHOTOS > 0 && `${args.photos} photos (${photos.width}×${photos.height})`,
    CLIPS > 0 && `${args.clips} clips (60 s 1080p)`,
  ]
    .filter(Boolean)
    .join(" and ");
  const budget = args["budget-mb"];
  console.log(
    [
      `# Memory under ${CLIENTS} phones × ${what}, ${args["at-once"]} at once each${CLIPS > 0 ? `, clips by ${CLIPS_BY}` : ""} (${date.toISOString()}, commit ${result.meta.commit}, Node ${process.version})`,
      "| run | idle RSS | peak of server + ffmpeg | server VmHWM | largest ffmpeg | 3 s after | refused | photos stored | clips stored | records | variant sets | answers | variants done | CPU / upload |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      ...runs.map(
        (r) =>
          `| ${r.run} | ${r.idleMb} MB | ${r.peakMb} MB | ${r.serverHwmMb} MB | ${r.largestFfmpegMb} MB | ${r.afterMb} MB | ${r.refused} | ` +
          `${r.stored.photos}/${PHOTOS} | ${r.stored.clips}/${CLIPS} | ${r.records} | ${r.variantSets} | ` +
          `${sec(r.answeredMs)} | ${sec(r.doneMs)} | ${(r.cpuMsPerUpload / 1000).toFixed(2)} s |`,
      ),
      `\nPeak of the process tree (server and every ffmpeg/ffprobe it started): ${Math.min(...peaks)}–${Math.max(...peaks)} MB (budget ${budget} MB)`,
      ...(CLIPS > 0
        ? runs.map((r) =>
            r.clipsOn
              ? `Run ${r.run}: ${r.ffmpegRuns} ffmpeg and ${r.ffprobeRuns} ffprobe runs, at most ${r.childrenAtOnce} at once; ` +
                `each clip from its first byte to its answer: ${r.clipAnswerMs.map(sec).join(", ") || "none"}`
              : `Run ${r.run}: the server started with clips off (no usable ffmpeg, or a release without clips): every clip refused`,
          )
        : []),
      ...runs.flatMap((r) => summarizeRefusals(r.refusals).map((line) => `Run ${r.run} refused: ${line}`)),
      ...(work
        ? [
            `Image work per photo (CPU, median of 6): app ${(work.cpuMs.app / 1000).toFixed(2)} s, sharp ${(work.cpuMs.sharp / 1000).toFixed(2)} s = ${fmtX(result.ratios.appCpuToSharp)}` +
              ` (wall ${fmtX(result.ratios.appWallToSharp)})`,
          ]
        : []),
      ...(result.ratios?.serverCpuPerPhotoToSharp
        ? [
            `Server CPU per photo (upload + thumbnail + variants, every thread) / sharp's image work: ${fmtX(result.ratios.serverCpuPerPhotoToSharp)}`,
          ]
        : []),
      `Load average before: ${loadavgBefore.map((l) => l.toFixed(2)).join(" ")}, after: ${result.meta.loadavgAfter.map((l) => l.toFixed(2)).join(" ")}`,
      `Raw numbers: ${path.relative(ROOT, out)}`,
    ].join("\n"),
  );
  const failed = runs.some(
    (r) =>
      r.peakMb > budget ||
      r.refused > 0 ||
      r.stored.photos !== PHOTOS ||
      r.stored.clips !== CLIPS ||
      r.records !== UPLOADS ||
      r.variantSets !== UPLOADS,
  );
  // The image work may cost at most 1.5× sharp's.
  if (failed || (work && result.ratios.appCpuToSharp > 1.5)) process.exitCode = 1;
}

/** One line per kind of refusal: how many, of what, the status and the server's words. */
function summarizeRefusals(refusals) {
  const groups = new Map();
  for (const r of refusals) {
    const key = `${r.what} at ${r.step}: ${r.status} ${r.message ?? ""}`.trim();
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups].map(([key, n]) => `${n} × ${key}`);
}

guard.run(assertBuilt, main);
