/* global document, window, HTMLImageElement -- the page.evaluate callbacks run in the browser */
// Image bytes of /event-details/fsw25 with camera photos, before and after responsive variants, in one
// run; and the cost of making the variants of one 12 MP JPEG next to the bare jimp thumbnail.
//
//   npm run build && node bench/images.mjs
//
// Setup: a fresh DATA_DIR seeded with the demo media, then the fsw25 gallery replaced by six 12 MP
// JPEGs (bench/lib/image.mjs) and the fsw25 cover given as the same JPEG (covers/fsw25.jpg; the
// server bundle is loaded with that name through bench/lib/cover-hook.mjs).
// Visits: Chromium (playwright-core, /usr/bin/chromium) as a phone (390×844 CSS px, device pixel
// ratio 3) and a desktop (1280×800, ratio 1): load the page, scroll to its end, open the first photo
// in the lightbox, wait until the network is idle; every image response's body is counted.
// "Before" runs with VARIANT_QUEUE_LIMIT=0 (no variants are made: the originals are served); then
// `npm run images` makes the variants (timed), and "after" visits again.
// Report on stdout; raw numbers in bench/results/images-<time>.json.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { ensurePhoto } from "./lib/image.mjs";
import { guardRun, log, reportFooter, sleep } from "./lib/run.mjs";
import { assertBuilt, freePort, ROOT, startServer } from "./lib/server.mjs";
import { median } from "./lib/stats.mjs";

const run = promisify(execFile);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGE = "/event-details/fsw25";
const HOOK = path.join(ROOT, "bench/lib/cover-hook.mjs");
const JOB_RUNS = 2;
const FIRST_VIEW_RUNS = 3;
const TARGET_PHONE_BYTES = 1.5 * 1000 * 1000;
const TARGET_SINGLE_BYTES = 600 * 1000;
const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
};

const { cleanups, run: runBench } = guardRun({ timeoutMs: 30 * 60_000 });

const kb = (bytes) => `${(bytes / 1000).toFixed(0)} kB`;
const mb = (bytes) => `${(bytes / 1_000_000).toFixed(2)} MB`;
const fmtMs = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(0)} ms`);

async function visit(browser, url, device) {
  const context = await browser.newContext(DEVICES[device]);
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "" }),
  );
  const page = await context.newPage();
  const responses = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "image") return;
    responses.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, bytes: body.length, status: response.status() }),
        () => ({ url: new URL(response.url()).pathname, bytes: 0, status: response.status() }),
      ),
    );
  });
  await page.goto(`${url}${PAGE}`, { waitUntil: "load" });
  const { height, step } = await page.evaluate(() => ({ height: document.body.scrollHeight, step: window.innerHeight / 2 }));
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await sleep(120);
  }
  await page.waitForLoadState("networkidle");
  await page.locator(".gallery__item").first().click();
  await page.waitForFunction(() => {
    const img = document.querySelector(".modal:target img");
    return img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0;
  });
  await page.waitForLoadState("networkidle");
  const lightbox = await page.evaluate(() => document.querySelector(".modal:target img")?.currentSrc ?? null);
  const images = await Promise.all(responses);
  await context.close();
  const total = images.reduce((sum, i) => sum + i.bytes, 0);
  const largest = images.reduce((a, b) => (b.bytes > a.bytes ? b : a), { bytes: 0, url: "" });
  return { device, total, count: images.length, largest, lightbox: lightbox && new URL(lightbox).pathname, images };
}

async function visitBoth(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    return { phone: await visit(browser, url, "phone"), desktop: await visit(browser, url, "desktop") };
  } finally {
    await browser.close();
  }
}

const AUDITS = ["uses-responsive-images", "uses-optimized-images", "modern-image-formats"];

/** Lighthouse's image audits for the page (its default mobile emulation); a score of 1 passes. */
async function lighthouseAudits(url) {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless=new", "--no-sandbox", "--disable-gpu", `--remote-debugging-port=${port}`],
  });
  try {
    const result = await lighthouse(`${url}${PAGE}`, { port, logLevel: "error", onlyAudits: AUDITS });
    return Object.fromEntries(
      AUDITS.map((id) => {
        const audit = result.lhr.audits[id];
        return [id, { score: audit.score, savingsBytes: audit.details?.overallSavingsBytes ?? 0 }];
      }),
    );
  } finally {
    await browser.close();
  }
}

async function imageJob(kind, file) {
  const { stdout } = await run(process.execPath, [path.join(ROOT, "bench/lib/image-job.mjs"), kind, file], {
    cwd: ROOT,
    maxBuffer: 1 << 20,
    timeout: 300_000,
  });
  return JSON.parse(stdout.trim().split("\n").at(-1));
}

async function timePage(url, pathname) {
  const started = performance.now();
  const response = await fetch(`${url}${pathname}`);
  await response.text();
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  return performance.now() - started;
}

async function main() {
  const meta = { startedAt: new Date().toISOString(), loadavgBefore: os.loadavg(), node: process.version };
  const t0 = performance.now();
  const photo = await ensurePhoto({ log });
  log(`Photo: ${photo.width}×${photo.height}, ${mb(photo.bytes)} (${photo.sampling})`);
  await run("npm", ["run", "--silent", "build:images"], { cwd: ROOT });

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-bench-images-"));
  cleanups.add(() => fs.rm(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, REQUEST_LOG: "off" };

  log("Before: originals only (VARIANT_QUEUE_LIMIT=0) …");
  let server = await startServer({ env: { ...env, VARIANT_QUEUE_LIMIT: "0" }, imports: [HOOK], label: "server (no variants)" });
  cleanups.add(server.stop);
  const gallery = path.join(dataDir, "storage/events/fsw25");
  for (const name of await fs.readdir(gallery)) await fs.rm(path.join(gallery, name));
  for (let i = 1; i <= 6; i++) await fs.copyFile(photo.path, path.join(gallery, `0${i}.jpg`));
  await fs.copyFile(photo.path, path.join(dataDir, "storage/covers/fsw25.jpg"));
  const before = await visitBoth(server.url);
  const lighthouseBefore = await lighthouseAudits(server.url);
  await server.stop();

  log(
    `First view with variants on, before any exists, against warm renders of a page without photos (${FIRST_VIEW_RUNS} fresh servers) …`,
  );
  // LISTING_CACHE_SECONDS=0: every view is rendered (no page kept in memory), so render is compared
  // with render. /event-details/fsw24 is the same route with the demo drawings, no camera photos.
  const firstViews = [];
  for (let run = 0; run < FIRST_VIEW_RUNS; run++) {
    await fs.rm(path.join(dataDir, "storage/variants"), { recursive: true, force: true });
    server = await startServer({ env: { ...env, LISTING_CACHE_SECONDS: "0" }, imports: [HOOK], label: "server (first view)" });
    cleanups.add(server.stop);
    const warm = [];
    for (let i = 0; i < 8; i++) warm.push(await timePage(server.url, "/event-details/fsw24"));
    const first = await timePage(server.url, PAGE);
    const second = await timePage(server.url, PAGE);
    firstViews.push({ warm: median(warm.slice(3)), first, second });
    await server.stop();
  }
  await fs.rm(path.join(dataDir, "storage/variants"), { recursive: true, force: true });

  log("npm run images …");
  const cliStarted = performance.now();
  const cli = await run(process.execPath, [path.join(ROOT, "build/scripts/images.mjs")], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  }).catch((error) => error);
  const cliMs = performance.now() - cliStarted;
  const cliSummary = String(cli.stdout ?? "")
    .split("\n")
    .find((l) => / images: /.test(l));

  log("After: variants …");
  server = await startServer({ env, imports: [HOOK], label: "server (variants)" });
  cleanups.add(server.stop);
  const after = await visitBoth(server.url);
  const lighthouseAfter = await lighthouseAudits(server.url);
  await server.stop();
  // What the same picks would weigh as JPEG, for browsers without WebP.
  const jpegEquivalent = {};
  for (const device of ["phone", "desktop"]) {
    let total = 0;
    for (const image of after[device].images) {
      const local = path.join(
        dataDir,
        "storage",
        decodeURIComponent(image.url.replace(/^\/media\//, "")).replace(/\.webp$/, ".jpg"),
      );
      total += (await fs.stat(local).catch(() => ({ size: image.bytes }))).size;
    }
    jpegEquivalent[device] = total;
  }

  log(`One 12 MP JPEG: every variant vs. the bare jimp thumbnail, ${JOB_RUNS} of each, alternating …`);
  const jobs = { variants: [], thumbnail: [] };
  for (let i = 0; i < JOB_RUNS; i++) {
    jobs.thumbnail.push(await imageJob("thumbnail", photo.path));
    jobs.variants.push(await imageJob("variants", photo.path));
  }

  meta.loadavgAfter = os.loadavg();
  meta.durationMs = performance.now() - t0;
  const lines = [
    `Image bytes for ${PAGE}: six ${photo.width}×${photo.height} JPEGs (${mb(photo.bytes)} each) in events/fsw25/, cover covers/fsw25.jpg`,
    "Visit: load, scroll to the end, open the first photo in the lightbox, wait for network idle.",
    "",
    "| device | before: image bytes (responses) | largest | after: image bytes (responses) | largest | lightbox shows |",
    "| --- | --- | --- | --- | --- | --- |",
    ...["phone", "desktop"].map((d) => {
      const b = before[d];
      const a = after[d];
      return `| ${d === "phone" ? "phone 390 px, DPR 3" : "desktop 1280 px, DPR 1"} | ${mb(b.total)} (${b.count}) | ${kb(b.largest.bytes)} | ${mb(a.total)} (${a.count}) | ${kb(a.largest.bytes)} (${path.basename(a.largest.url)}) | ${path.basename(a.lightbox ?? "?")} |`;
    }),
    "",
    `Targets (phone, after): ≤ ${mb(TARGET_PHONE_BYTES)} of images: ${after.phone.total <= TARGET_PHONE_BYTES ? "met" : "MISSED"}; no response over ${kb(TARGET_SINGLE_BYTES)}: ${after.phone.largest.bytes <= TARGET_SINGLE_BYTES ? "met" : "MISSED"}.`,
    "",
    "Lighthouse image audits (score, estimated savings), before → after:",
    ...AUDITS.map(
      (id) =>
        `- ${id}: ${lighthouseBefore[id].score} (${kb(lighthouseBefore[id].savingsBytes)}) → ${lighthouseAfter[id].score} (${kb(lighthouseAfter[id].savingsBytes)})`,
    ),
    "",
    `Same picks (browsers without WebP): phone ${mb(jpegEquivalent.phone)}, desktop ${mb(jpegEquivalent.desktop)}.`,
    "",
    "First view of the page before any variant exists (queues 7 images) vs. a warm render of /event-details/fsw24 (no photos), per fresh server:",
    ...firstViews.map(
      (v, i) =>
        `- run ${i + 1}: first ${fmtMs(v.first)}, second ${fmtMs(v.second)}; warm without photos ${fmtMs(v.warm)} (median of 5); first / warm ${(v.first / v.warm).toFixed(2)}×`,
    ),
    `npm run images (7 photos, ${os.availableParallelism()} cores): ${fmtMs(cliMs)}; ${cliSummary ?? "no summary"}`,
    "",
    "One 12 MP JPEG, in a process of its own (peak memory = the process's VmHWM):",
    "| job | time (each run) | peak memory | output |",
    "| --- | --- | --- | --- |",
    `| bare jimp thumbnail (decode, 100 px, JPEG q80) | ${jobs.thumbnail.map((j) => fmtMs(j.ms)).join(", ")} | ${Math.max(...jobs.thumbnail.map((j) => j.hwmMb)).toFixed(0)} MB | 1 JPEG |`,
    `| all variants + thumbnail (one decode) | ${jobs.variants.map((j) => fmtMs(j.ms)).join(", ")} | ${Math.max(...jobs.variants.map((j) => j.hwmMb)).toFixed(0)} MB | ${jobs.variants[0].outputs.map((o) => `${o.format} ${o.width}: ${kb(o.bytes)}`).join(", ")} |`,
  ];
  const resultsDir = path.join(ROOT, "bench/results");
  await fs.mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `images-${meta.startedAt.replace(/[:.]/g, "-")}.json`);
  await fs.writeFile(
    file,
    JSON.stringify(
      {
        meta,
        photo,
        before,
        after,
        lighthouseBefore,
        lighthouseAfter,
        jpegEquivalent,
        firstViews,
        cliMs,
        cliSummary,
        jobs,
      },
      null,
      2,
    ),
  );
  console.log([...lines, ...reportFooter(meta, file, fmtMs)].join("\n"));
}

runBench(assertBuilt, main);
