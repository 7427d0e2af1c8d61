// The image work of one uploaded 12 MP JPEG — the 100 px thumbnail and WebP + JPEG variants at the
// five widths, from one file — made three ways side by side in one process on one core:
//   app     the app's worker function (app/workers/image.worker.mjs: metadata removed, MozJPEG
//           decode, jimp resize, MozJPEG / libwebp encode)
//   jimp    the worker as it was before (jimp's own JPEG decoder and encoder; bench/lib/jimp-image-work.mjs)
//   sharp   sharp (libvips, one thread) making the same eleven outputs from the same file
// Runs alternate (app, jimp, sharp) so a change in the machine's load touches all three alike; the
// report gives each run and the medians, and the ratios to sharp from the same run, for wall time
// and for the process's CPU time (user + system, every thread: sharp works on libuv's threads). On a
// shared machine the CPU time is the steadier figure: it does not count time spent waiting for a core.
//
//   node bench/image-work.mjs [--runs 3] [--photo file.jpg]
//
// The photo is bench/lib/image.mjs's 4000×3000 JPEG, once as it is and once carrying an EXIF
// orientation of 6 (the usual portrait phone photo), which the app and sharp both turn upright.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { orientationSegment } from "../app/workers/image-metadata.mjs";
import { describePhoto, ensurePhoto } from "./lib/image.mjs";
import { WORK, viaApp, viaSharp } from "./lib/image-makers.mjs";
import { jimpImageWork } from "./lib/jimp-image-work.mjs";
import { fmtX, log } from "./lib/run.mjs";
import { median } from "./lib/stats.mjs";

const { values: args } = parseArgs({ options: { runs: { type: "string", default: "3" }, photo: { type: "string" } } });
const RUNS = Number(args.runs);
const MAKERS = { app: viaApp, jimp: (file) => jimpImageWork(file, WORK), sharp: viaSharp };

async function main() {
  const photo = args.photo ? await describePhoto(args.photo) : await ensurePhoto({ log });
  const bytes = await fs.readFile(photo.path);
  const rotated = path.join(os.tmpdir(), `fsw-bench-photo-orientation6-${process.pid}.jpg`);
  await fs.writeFile(rotated, Buffer.concat([bytes.subarray(0, 2), orientationSegment(6), bytes.subarray(2)]));
  const cases = [
    { name: `${photo.width}×${photo.height}, no orientation`, file: photo.path },
    { name: `${photo.width}×${photo.height}, EXIF orientation 6`, file: rotated },
  ];
  const report = [];
  try {
    for (const maker of Object.values(MAKERS)) await maker(photo.path); // warm-up: WASM compile, sharp load
    for (const c of cases) {
      const times = { app: [], jimp: [], sharp: [] };
      const cpuTimes = { app: [], jimp: [], sharp: [] };
      const outputs = {};
      for (let run = 0; run < RUNS; run++) {
        for (const [name, maker] of Object.entries(MAKERS)) {
          const started = performance.now();
          const cpuBefore = process.cpuUsage();
          outputs[name] = await maker(c.file);
          const cpu = process.cpuUsage(cpuBefore);
          times[name].push(performance.now() - started);
          cpuTimes[name].push((cpu.user + cpu.system) / 1000);
          log(
            `${c.name}: ${name} run ${run + 1}: ${times[name].at(-1).toFixed(0)} ms, CPU ${cpuTimes[name].at(-1).toFixed(0)} ms`,
          );
        }
      }
      report.push({ case: c.name, times, cpuTimes, outputs });
    }
  } finally {
    await fs.rm(rotated, { force: true });
  }
  const load = os.loadavg()[0].toFixed(1);
  console.log(
    `# Image work per photo (${photo.bytes} bytes JPEG, ${photo.sampling ?? "?"}), ${RUNS} runs, load ${load} on ${os.cpus().length} cores\n`,
  );
  for (const { case: name, times, cpuTimes, outputs } of report) {
    const m = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
    const mc = Object.fromEntries(Object.entries(cpuTimes).map(([k, v]) => [k, median(v)]));
    const list = (values) => values.map((t) => t.toFixed(0)).join(", ");
    console.log(`## ${name}`);
    console.log("| maker | wall time, runs (ms) | median | / sharp | CPU time, runs (ms) | median | / sharp |");
    console.log("| --- | --- | --- | --- | --- | --- | --- |");
    for (const k of Object.keys(MAKERS)) {
      console.log(
        `| ${k} | ${list(times[k])} | ${(m[k] / 1000).toFixed(2)} s | ${fmtX(m[k] / m.sharp)} | ` +
          `${list(cpuTimes[k])} | ${(mc[k] / 1000).toFixed(2)} s | ${fmtX(mc[k] / mc.sharp)} |`,
      );
    }
    const sizes = (list) =>
      list.map((o) => `${o.format} ${o.width}×${o.height ?? "?"} ${(o.bytes / 1000).toFixed(0)} kB`).join("; ");
    console.log(`\napp outputs: ${sizes(outputs.app)}\nsharp outputs: ${sizes(outputs.sharp)}\n`);
  }
  await fs.mkdir(new URL("./results/", import.meta.url), { recursive: true });
  const out = new URL(`./results/image-work-${new Date().toISOString().replace(/[:.]/g, "-")}.json`, import.meta.url);
  await fs.writeFile(out, JSON.stringify({ photo, runs: RUNS, report }, null, 2));
  log(`raw numbers: ${out.pathname}`);
}

await main();
