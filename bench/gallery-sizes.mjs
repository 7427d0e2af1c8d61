/* global document, window -- the page.evaluate callbacks run in the browser */
// "Properly size images" on a phone, for the fsw25 gallery with camera photos and approved uploads.
//
//   npm run build && node bench/gallery-sizes.mjs [--runs=N]
//
// Setup: a fresh DATA_DIR seeded with the demo media; the fsw25 gallery (events/fsw25/) replaced by
// camera-sized JPEGs of the three usual shapes (4000×3000, 4500×3000 and 3000×4000, two of each), and
// three uploads of the same shapes posted to /add-photo as a visitor would without JavaScript, with
// PHOTO_REVIEW=off so they join the FSW25 gallery at once. The page is then viewed until every
// gallery photo has its variants (the first view queues the storage photos' variants; the uploads'
// follow their upload).
// Measures: Lighthouse's uses-responsive-images audit (default mobile emulation: 412 px wide, device
// pixel ratio 1.75), N runs; and, in Chromium at the same size and ratio with every tile scrolled into
// view (Lighthouse loads only what its first screen reaches: the lazy tiles below it are not counted),
// each image's drawn box, the width its `sizes` promised, the variant the browser took, its bytes, and
// the waste as the audit would count it.
// Report on stdout; raw numbers in bench/results/gallery-sizes-<time>.json.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { ensurePhoto } from "./lib/image.mjs";
import { benchArgs, guardRun, log, reportFooter, sleep } from "./lib/run.mjs";
import { assertBuilt, freePort, ROOT, startServer } from "./lib/server.mjs";

const USAGE = "Usage: npm run build && node bench/gallery-sizes.mjs [--runs=N]   (Lighthouse runs, 1-5, default 1)";
const args = benchArgs(USAGE, { runs: [1, 1, 5] });
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGE = "/event-details/fsw25";
const HOOK = path.join(ROOT, "bench/lib/cover-hook.mjs");
const SHAPES = [
  { width: 4000, height: 3000 },
  { width: 4500, height: 3000 },
  { width: 3000, height: 4000 },
];
/** Lighthouse's default mobile screen. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const VARIANTS_TIMEOUT_MS = 10 * 60_000;

const { cleanups, run: runBench } = guardRun({ timeoutMs: 30 * 60_000 });
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function upload(url, photos) {
  const edition = "FSW25";
  const form = new FormData();
  for (const photo of photos) {
    form.append("photo", new Blob([await fs.readFile(photo.path)], { type: "image/jpeg" }), path.basename(photo.path));
  }
  form.append("edition", edition);
  form.append("title", "");
  form.append("consent", "yes");
  const res = await fetch(`${url}/add-photo`, { method: "POST", body: form, redirect: "manual" });
  if (res.status >= 400) throw new Error(`The upload answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return edition;
}

/** Views the page until every photo of its gallery is a picture with variants. */
async function waitForVariants(url, expected) {
  const started = performance.now();
  for (;;) {
    const html = await (await fetch(`${url}${PAGE}`)).text();
    const grid = /<ul class="gallery__grid">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
    const tiles = (grid.match(/<li/g) ?? []).length;
    const pictures = (grid.match(/<picture/g) ?? []).length;
    if (tiles >= expected && pictures === tiles) return performance.now() - started;
    if (performance.now() - started > VARIANTS_TIMEOUT_MS) {
      throw new Error(`Variants still missing after ${VARIANTS_TIMEOUT_MS / 1000} s: ${pictures} of ${tiles} tiles`);
    }
    await sleep(3000);
  }
}

async function tiles(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const bytes = new Map();
    page.on("response", (r) => {
      if (r.request().resourceType() === "image") {
        void r.body().then(
          (b) => bytes.set(new URL(r.url()).pathname, b.length),
          () => {},
        );
      }
    });
    await page.goto(`${url}${PAGE}`, { waitUntil: "load" });
    await page.evaluate(() => document.querySelector(".gallery__grid")?.scrollIntoView());
    await page.waitForLoadState("networkidle");
    await page.evaluate(async () => {
      const images = [...document.querySelectorAll(".gallery__grid img")];
      for (const img of images) img.scrollIntoView();
      await Promise.all(images.map((img) => img.decode().catch(() => {})));
    });
    const drawn = await page.evaluate(() =>
      [...document.querySelectorAll(".detail-hero img, .gallery__grid img")].map((img) => {
        const sizes = img.getAttribute("sizes") ?? "";
        const probe = document.createElement("div");
        probe.style.cssText = "position:absolute;visibility:hidden;height:1px";
        const length = sizes
          .split(",")
          .map((part) => part.trim())
          .map((part) => /^(\(.*\))\s+(.+)$/.exec(part) ?? [part, null, part])
          .find(([, condition]) => !condition || window.matchMedia(condition).matches)?.[2];
        probe.style.width = length ?? "0";
        document.body.append(probe);
        const promised = probe.getBoundingClientRect().width;
        probe.remove();
        return {
          src: new URL(img.currentSrc).pathname,
          drawn: { width: img.clientWidth, height: img.clientHeight },
          natural: { width: img.naturalWidth, height: img.naturalHeight },
          sizes,
          promised,
        };
      }),
    );
    await sleep(500);
    return drawn.map((t) => ({ ...t, bytes: bytes.get(t.src) ?? 0 }));
  } finally {
    await browser.close();
  }
}

async function audit(url) {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless=new", "--no-sandbox", "--disable-gpu", `--remote-debugging-port=${port}`],
  });
  try {
    const result = await lighthouse(`${url}${PAGE}`, {
      port,
      logLevel: "error",
      onlyAudits: ["uses-responsive-images", "network-requests"],
    });
    const a = result.lhr.audits["uses-responsive-images"];
    return {
      score: a.score,
      savingsBytes: a.details?.overallSavingsBytes ?? 0,
      items: (a.details?.items ?? []).map((i) => ({
        url: new URL(i.url).pathname,
        totalBytes: i.totalBytes,
        wastedBytes: i.wastedBytes,
      })),
      images: (result.lhr.audits["network-requests"]?.details?.items ?? [])
        .filter((r) => r.resourceType === "Image")
        .map((r) => ({ url: new URL(r.url).pathname, bytes: r.transferSize })),
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  const meta = { startedAt: new Date().toISOString(), loadavgBefore: os.loadavg(), node: process.version };
  const t0 = performance.now();
  const photos = [];
  for (const shape of SHAPES) photos.push(await ensurePhoto({ log, ...shape }));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-bench-gallery-sizes-"));
  cleanups.add(() => fs.rm(dataDir, { recursive: true, force: true }));
  const server = await startServer({ env: { DATA_DIR: dataDir, PHOTO_REVIEW: "off" }, imports: [HOOK], label: "server" });
  cleanups.add(server.stop);
  const gallery = path.join(dataDir, "storage/events/fsw25");
  for (const name of await fs.readdir(gallery)) await fs.rm(path.join(gallery, name));
  await fs.copyFile(photos[0].path, path.join(dataDir, "storage/covers/fsw25.jpg"));
  let n = 0;
  for (const photo of photos) {
    for (let copy = 0; copy < 2; copy++) await fs.copyFile(photo.path, path.join(gallery, `0${++n}.jpg`));
  }
  log("Uploading three camera photos (PHOTO_REVIEW=off) …");
  const edition = await upload(server.url, photos);
  log("Waiting for every photo's variants …");
  const variantsMs = await waitForVariants(server.url, n + photos.length);
  log(`  ${(variantsMs / 1000).toFixed(0)} s`);
  const drawn = await tiles(server.url);
  const audits = [];
  for (let i = 0; i < args.runs; i++) audits.push(await audit(server.url));
  await server.stop();

  meta.loadavgAfter = os.loadavg();
  meta.durationMs = performance.now() - t0;
  const lines = [
    `${PAGE} on a phone (412×823, DPR 1.75): ${n} storage photos and ${photos.length} approved uploads (edition ${edition}),`,
    `shapes ${SHAPES.map((s) => `${s.width}×${s.height}`).join(", ")}.`,
    "",
    "| image | drawn box (CSS px) | sizes promised | variant taken | variant px / box px at DPR 1.75 | bytes | waste as Lighthouse counts it |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...drawn.map((t, i) => {
      const variantWidth = Number(/\.(\d+)w\.\w+$/.exec(t.src)?.[1] ?? t.natural.width);
      const variantPixels = variantWidth * variantWidth * (t.natural.height / t.natural.width);
      const boxPixels = t.drawn.width * t.drawn.height * PHONE.deviceScaleFactor ** 2;
      // uses-responsive-images: bytes × (1 − pixels drawn / pixels sent), listed above 12 KiB for an image with srcset.
      const waste = Math.max(0, t.bytes * (1 - boxPixels / variantPixels));
      return `| ${i === 0 ? "hero" : `tile ${i}`} | ${t.drawn.width}×${t.drawn.height} | ${t.promised.toFixed(0)} px | ${path.basename(t.src)} | ${(variantPixels / boxPixels).toFixed(2)} | ${kb(t.bytes)} | ${kb(waste)}${waste > 12288 ? " (listed)" : ""} |`;
    }),
    "",
    "Lighthouse uses-responsive-images (score, estimated savings, images listed):",
    ...audits.map(
      (a, i) =>
        `- run ${i + 1}: ${a.score} (${kb(a.savingsBytes)}), ${a.items.length} listed${a.items.map((x) => `; ${path.basename(x.url)} ${kb(x.wastedBytes)} of ${kb(x.totalBytes)}`).join("")}; ` +
        `images loaded: ${a.images.map((x) => `${path.basename(x.url)} ${kb(x.bytes)}`).join(", ")}`,
    ),
  ];
  const resultsDir = path.join(ROOT, "bench/results");
  await fs.mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `gallery-sizes-${meta.startedAt.replace(/[:.]/g, "-")}.json`);
  await fs.writeFile(file, JSON.stringify({ meta, drawn, audits, variantsMs }, null, 2));
  console.log(lines.join("\n"));
  console.log(reportFooter(meta, file, (ms) => `${(ms / 1000).toFixed(1)} s`).join("\n"));
}

runBench(assertBuilt, main);
