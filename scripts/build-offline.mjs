// @ts-check
// The build's second step (after `remix build`): the app icons of the web app manifest, drawn from
// the favicon, and the service worker, bundled with the precache list of the shell and named after
// this build, so a deployment replaces every cache of the last one (decision 022).
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import { build } from "esbuild";
import { injectManifest } from "workbox-build";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PUBLIC = path.join(ROOT, "public");
const NAVY = "#0b2a4a";

/** The favicon's drawing (a circle of radius 126 in 256 units) on a square of the site's navy. */
async function drawIcons() {
  const favicon = await fs.readFile(path.join(PUBLIC, "favicon.svg"), "utf8");
  const drawing = favicon
    .replace(/^[\s\S]*?<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<title>[\s\S]*?<\/title>/, "");
  // Maskable: the whole circle inside the central 80 % that every launcher mask keeps.
  const square = (size, scale) => {
    const offset = (size - 256 * scale) / 2;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${NAVY}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${drawing}</g></svg>`;
  };
  const icons = [
    { file: "icon-192.png", svg: square(192, 0.75) },
    { file: "icon-512.png", svg: square(512, 2) },
    { file: "icon-maskable-512.png", svg: square(512, 1.55) },
  ];
  await fs.mkdir(path.join(PUBLIC, "icons"), { recursive: true });
  for (const icon of icons) {
    await fs.writeFile(path.join(PUBLIC, "icons", icon.file), new Resvg(icon.svg).render().asPng());
  }
}

/** The build's identity: the server bundle (content and pages) and the client build's version. */
async function buildVersion() {
  const hash = createHash("sha256");
  hash.update(await fs.readFile(path.join(ROOT, "build/index.js")));
  hash.update(await fs.readFile(path.join(ROOT, "build/version.txt")));
  return hash.digest("hex").slice(0, 12);
}

async function buildWorker(version) {
  const bundled = path.join(ROOT, "build/sw-source.js");
  await build({
    entryPoints: [path.join(ROOT, "scripts/service-worker/worker.mjs")],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    outfile: bundled,
    define: { __BUILD_VERSION__: JSON.stringify(version), "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  const { warnings } = await injectManifest({
    swSrc: bundled,
    swDest: path.join(PUBLIC, "sw.js"),
    globDirectory: PUBLIC,
    globPatterns: ["favicon.svg", "icons.svg", "manifest.webmanifest", "icons/*.png"],
  });
  for (const warning of warnings) console.warn(warning);
}

await drawIcons();
await buildWorker(await buildVersion());
