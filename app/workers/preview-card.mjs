// satori lays the 1200×630 card out as SVG, resvg rasterises it, MozJPEG encodes it; nothing here reads storage.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import { Jimp } from "jimp";
import satori from "satori";
import { encodeImage } from "./codecs.mjs";

const require = createRequire(import.meta.url);
let fontsPromise;

function loadFonts() {
  const font = (file, name, weight) => readFile(file).then((data) => ({ name, data, weight, style: "normal" }));
  fontsPromise ??= Promise.all([
    font(require.resolve("@fontsource/lora/files/lora-latin-700-normal.woff"), "Lora", 700),
    font(require.resolve("@fontsource/lora/files/lora-latin-ext-700-normal.woff"), "Lora", 700),
    font(require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"), "Inter", 400),
    font(require.resolve("@fontsource/inter/files/inter-latin-600-normal.woff"), "Inter", 600),
    font(require.resolve("@fontsource/inter/files/inter-latin-ext-600-normal.woff"), "Inter", 600),
  ]);
  return fontsPromise;
}

/** The plain object form of what JSX would make: no React in a worker. */
function h(type, style, ...children) {
  const kids = children.flat().filter((c) => c !== null && c !== undefined);
  return { type, props: { style, children: kids.length === 1 ? kids[0] : kids } };
}

function card(spec, cover, width, height) {
  const image = cover
    ? { type: "img", props: { src: cover, width, height, style: { position: "absolute", top: 0, left: 0, objectFit: "cover" } } }
    : null;
  return h(
    "div",
    { width, height, display: "flex", position: "relative", backgroundColor: "#0b2a4a", fontFamily: "Inter" },
    image,
    h(
      "div",
      {
        position: "absolute",
        inset: 0,
        display: "flex",
        flexDirection: "column",
        justifyContent: "flex-end",
        padding: "56px 64px",
        backgroundImage: "linear-gradient(180deg, rgba(11,42,74,0.05) 0%, rgba(11,42,74,0.55) 45%, rgba(11,42,74,0.94) 100%)",
        color: "#fffaf3",
      },
      h(
        "div",
        { display: "flex", alignItems: "center", marginBottom: 18 },
        h("div", { width: 44, height: 6, borderRadius: 3, backgroundColor: "#f25c54", marginRight: 16 }),
        h("div", { fontSize: 28, fontWeight: 600, letterSpacing: 2, color: "#f7b32b", textTransform: "uppercase" }, spec.kicker),
      ),
      h("div", { fontFamily: "Lora", fontWeight: 700, fontSize: spec.title.length > 30 ? 64 : 76, lineHeight: 1.1 }, spec.title),
      spec.lines.map((line) => h("div", { fontSize: 32, fontWeight: 400, marginTop: 14, color: "#fbeedd" }, line)),
    ),
  );
}

/** Drawings are rasterised first, photos pass as they are. */
function coverDataUrl(cover, width) {
  if (!cover) return null;
  const bytes = Buffer.from(cover.bytes.buffer, cover.bytes.byteOffset, cover.bytes.byteLength);
  if (cover.type === "image/svg+xml") {
    const png = new Resvg(bytes, { fitTo: { mode: "width", value: width } }).render().asPng();
    return `data:image/png;base64,${Buffer.from(png).toString("base64")}`;
  }
  return `data:${cover.type};base64,${bytes.toString("base64")}`;
}

/**
 * task: { spec: { kicker, title, lines }, width, height, quality,
 *         cover: { type: "image/svg+xml" | "image/png" | "image/jpeg", bytes: Uint8Array } | null }
 */
export async function drawPreview(task) {
  let cover = null;
  let coverError = null;
  try {
    cover = coverDataUrl(task.cover, task.width);
  } catch (error) {
    coverError = error instanceof Error ? error.message : String(error);
  }
  const svg = await satori(card(task.spec, cover, task.width, task.height), {
    width: task.width,
    height: task.height,
    fonts: await loadFonts(),
  });
  const png = new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng();
  const jpeg = await encodeImage(await Jimp.fromBuffer(Buffer.from(png)), "jpeg", task.quality);
  return { jpeg, coverDrawn: cover !== null, coverError };
}
