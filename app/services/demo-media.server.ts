// Generated demo imagery . No photo can be shipped with the project, so every image
// the embedded default seeds is drawn here as a flat "poster style" SVG illustration: layered shapes,
// gradients, a light grain and vignette. Output is deterministic: each image is drawn by a small PRNG
// seeded from a hash of its storage path, so the same path always yields the same bytes.

import { DEMO_MEDIA_PATHS } from "../../data/types";
import { mulberry32 } from "../lib/prng";

export interface DemoMediaItem {
  path: string;
  body: string;
  contentType: "image/svg+xml";
}

// ----------------------------------------------------------------------------------------------
// Core: PRNG, number formatting, colours, a tiny SVG builder
// ----------------------------------------------------------------------------------------------

type Rng = () => number;
type Pt = readonly [number, number];
type Stop = readonly [offset: number, color: string, opacity?: number];

/** FNV-1a, 32 bit. */
function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Coordinates: one decimal below 100, whole numbers above (half a pixel is invisible there). */
const f = (v: number): string => String(Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 10) / 10);
const f2 = (v: number): string => String(Math.round(v * 100) / 100);

/** Template tag for path data: numbers are rounded to one decimal. */
function d(strings: TemplateStringsArray, ...vals: number[]): string {
  let s = strings[0] ?? "";
  for (let i = 0; i < vals.length; i++) s += f(vals[i] ?? 0) + (strings[i + 1] ?? "");
  return s;
}

const C = {
  navy: "#0b2a4a",
  ink: "#14213d",
  sea: "#126e82",
  aqua: "#51c4d3",
  coral: "#f25c54",
  sun: "#f7b32b",
  sand: "#fbeedd",
  cream: "#fffaf3",
} as const;

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
/** Linear mix of two #rrggbb colours, t = 0 → a, t = 1 → b. */
function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  const c = x.map((v, i) => Math.round(v + ((y[i] ?? 0) - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}
const shade = (c: string, t: number) => mix(c, "#0a1224", t);
const tint = (c: string, t: number) => mix(c, C.cream, t);

const ex = (extra: string) => (extra ? ` ${extra}` : "");
const path = (dd: string, fill: string, extra = "") => `<path d="${dd}" fill="${fill}"${ex(extra)}/>`;
const line = (dd: string, stroke: string, width: number, extra = "") =>
  `<path d="${dd}" fill="none" stroke="${stroke}" stroke-width="${f2(width)}"${ex(extra)}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${ex(extra)}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${ex(extra)}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${ex(extra)}/>`;
const g = (attrs: string, ...kids: string[]) => `<g ${attrs}>${kids.join("")}</g>`;
const op = (o: number) => `opacity="${f2(o)}"`;
const at = (x: number, y: number, s = 1, flip = false, rot = 0) =>
  `transform="translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ""}${
    s !== 1 || flip ? ` scale(${f2(flip ? -s : s)} ${f2(s)})` : ""
  }"`;
const poly = (pts: readonly Pt[], close = true) => `M${pts.map(([x, y]) => `${f(x)},${f(y)}`).join("L")}${close ? "Z" : ""}`;

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function stopsXml(stops: readonly Stop[]): string {
  return stops
    .map(
      ([o, c, a]) => `<stop offset="${f2(o)}" stop-color="${c}"${a === undefined || a === 1 ? "" : ` stop-opacity="${f2(a)}"`}/>`,
    )
    .join("");
}

class Art {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  private n = 0;
  private readonly cache = new Map<string, string>();
  constructor(
    readonly w: number,
    readonly h: number,
    readonly rng: Rng,
  ) {}
  r(a = 0, b = 1): number {
    return a + this.rng() * (b - a);
  }
  int(a: number, b: number): number {
    return Math.floor(this.r(a, b + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.rng() * xs.length)] as T;
  }
  chance(p: number): boolean {
    return this.rng() < p;
  }
  add(...parts: string[]): void {
    this.body.push(...parts);
  }
  private def(key: string, make: (id: string) => string): string {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = `g${(this.n++).toString(36)}`;
    this.defs.push(make(id));
    const ref = `url(#${id})`;
    this.cache.set(key, ref);
    return ref;
  }
  /** Linear gradient in bounding-box units (default: top to bottom). */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const s = stopsXml(stops);
    return this.def(
      `l${x1},${y1},${x2},${y2}${s}`,
      (id) => `<linearGradient id="${id}" x1="${f2(x1)}" y1="${f2(y1)}" x2="${f2(x2)}" y2="${f2(y2)}">${s}</linearGradient>`,
    );
  }
  /** Linear gradient in user space. */
  linU(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const s = stopsXml(stops);
    return this.def(
      `L${x1},${y1},${x2},${y2}${s}`,
      (id) =>
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${s}</linearGradient>`,
    );
  }
  /** Radial gradient in user space. */
  radU(stops: readonly Stop[], cx: number, cy: number, r: number, sy = 1): string {
    const s = stopsXml(stops);
    const tr = sy === 1 ? "" : ` gradientTransform="translate(0 ${f(cy * (1 - sy))}) scale(1 ${f2(sy)})"`;
    return this.def(
      `R${cx},${cy},${r},${sy}${s}`,
      (id) =>
        `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${tr}>${s}</radialGradient>`,
    );
  }
  /** Radial gradient in bounding-box units. */
  rad(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const s = stopsXml(stops);
    return this.def(
      `r${cx},${cy},${r}${s}`,
      (id) => `<radialGradient id="${id}" cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(r)}">${s}</radialGradient>`,
    );
  }
  private readonly uses = new Map<string, string>();
  /** Markup drawn more than once (boats of one style) goes to <defs> once and is referenced with <use>.
   * The first occurrence is inlined with an id, later ones reference it. */
  use(markup: string): string {
    const ref = this.uses.get(markup);
    if (ref) return `<use href="#${ref}"/>`;
    const id = `u${(this.n++).toString(36)}`;
    this.uses.set(markup, id);
    return `<g id="${id}">${markup}</g>`;
  }
  /** A clip path from shape markup; returns the clip-path attribute. */
  clip(shape: string): string {
    const ref = this.def(`c${shape}`, (id) => `<clipPath id="${id}">${shape}</clipPath>`);
    return `clip-path="${ref}"`;
  }
  /** A tiling pattern (user space); returns its url(). */
  pattern(w: number, h: number, content: string, transform = ""): string {
    return this.def(
      `p${w},${h},${transform}${content}`,
      (id) =>
        `<pattern id="${id}" width="${f(w)}" height="${f(h)}" patternUnits="userSpaceOnUse"${
          transform ? ` patternTransform="${transform}"` : ""
        }>${content}</pattern>`,
    );
  }
  svg(title: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}" role="img" stroke-linecap="round" stroke-linejoin="round">` +
      `<title>${escapeXml(title)}</title>` +
      (this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "") +
      this.body.join("") +
      `</svg>`
    );
  }
}

/** Film grain + vignette: gives the flat shapes a printed-poster feel. */
function finish(a: Art, vignette = 0.32, grainAmount = 1): void {
  let light = "";
  let dark = "";
  for (let i = 0; i < 18; i++) {
    const p = d`M${a.r(0, 64)},${a.r(0, 64)}h0`;
    if (i % 2) light += p;
    else dark += p;
  }
  const grain = a.pattern(
    64,
    64,
    line(light, "#fff", 1.3, `stroke-opacity="${f2(0.1 * grainAmount)}"`) +
      line(dark, "#000", 1.3, `stroke-opacity="${f2(0.08 * grainAmount)}"`),
  );
  a.add(rect(0, 0, a.w, a.h, grain));
  if (vignette > 0) {
    a.add(
      rect(
        0,
        0,
        a.w,
        a.h,
        a.radU(
          [
            [0.55, C.ink, 0],
            [1, C.ink, vignette],
          ],
          a.w / 2,
          a.h * 0.45,
          Math.hypot(a.w, a.h) * 0.56,
        ),
      ),
    );
  }
}

// ----------------------------------------------------------------------------------------------
// Moods (time of day)
// ----------------------------------------------------------------------------------------------

type Time = "dawn" | "day" | "golden" | "sunset" | "dusk" | "night";

interface Mood {
  time: Time;
  sky: Stop[];
  sea: Stop[];
  sun: string;
  glow: string;
  glowA: number;
  far: string;
  mid: string;
  near: string;
  /** Wooded hills near the water. */
  veg: string;
  silh: string;
  wave: string;
  waveA: number;
  cloud: string;
  cloudShade: string;
  cloudA: number;
  sail: string;
  sailShade: string;
  hull: string;
  stripe: string;
  shine: string;
  dark: boolean;
  stars: boolean;
  moon: boolean;
}

const MOODS: Record<Time, Mood> = {
  day: {
    time: "day",
    sky: [
      [0, "#2a84ad"],
      [0.55, "#86cfdb"],
      [1, "#e8f6f1"],
    ],
    sea: [
      [0, "#5fc4cf"],
      [0.22, "#2b98a8"],
      [1, "#0c4b62"],
    ],
    sun: C.cream,
    glow: "#fff4d8",
    glowA: 0.55,
    far: "#8cbfc4",
    mid: "#4f9792",
    near: "#276b6a",
    veg: "#4a8f7a",
    silh: C.navy,
    wave: C.cream,
    waveA: 0.4,
    cloud: C.cream,
    cloudShade: "#cde7ea",
    cloudA: 0.95,
    sail: C.cream,
    sailShade: "#dcd3c3",
    hull: C.cream,
    stripe: C.navy,
    shine: C.cream,
    dark: false,
    stars: false,
    moon: false,
  },
  golden: {
    time: "golden",
    sky: [
      [0, "#24507a"],
      [0.45, "#8194a3"],
      [0.78, "#f1c27c"],
      [1, "#fbe2b2"],
    ],
    sea: [
      [0, "#e6b56f"],
      [0.1, "#7d949a"],
      [0.45, "#1f5f76"],
      [1, "#0b2a4a"],
    ],
    sun: "#fde19a",
    glow: C.sun,
    glowA: 0.55,
    far: "#c39a8f",
    mid: "#8f7079",
    near: "#4b4a5f",
    veg: "#7f8a5c",
    silh: C.ink,
    wave: "#ffe0a3",
    waveA: 0.38,
    cloud: "#fde6c2",
    cloudShade: "#e8a584",
    cloudA: 0.9,
    sail: "#fff3dc",
    sailShade: "#efc096",
    hull: C.sand,
    stripe: C.navy,
    shine: "#ffd874",
    dark: false,
    stars: false,
    moon: false,
  },
  sunset: {
    time: "sunset",
    sky: [
      [0, "#1a2547"],
      [0.32, "#4d3560"],
      [0.62, "#c64f5f"],
      [0.84, "#f27a4a"],
      [1, "#f9c46b"],
    ],
    sea: [
      [0, "#f19a55"],
      [0.07, "#b0566a"],
      [0.45, "#3f2c55"],
      [1, C.ink],
    ],
    sun: "#fde3a0",
    glow: C.sun,
    glowA: 0.7,
    far: "#9a4d6a",
    mid: "#6a3a62",
    near: "#3a2a52",
    veg: "#5a3558",
    silh: C.ink,
    wave: C.sun,
    waveA: 0.32,
    cloud: "#f58a6a",
    cloudShade: "#7a3d63",
    cloudA: 0.85,
    sail: "#fcd7a8",
    sailShade: "#e2806c",
    hull: "#1f1e3d",
    stripe: C.coral,
    shine: "#fcd27a",
    dark: true,
    stars: false,
    moon: false,
  },
  dusk: {
    time: "dusk",
    sky: [
      [0, C.navy],
      [0.45, "#24597e"],
      [0.78, "#c98a95"],
      [1, "#f5b98f"],
    ],
    sea: [
      [0, "#d8a095"],
      [0.1, "#4d6f8c"],
      [0.5, "#173f60"],
      [1, C.navy],
    ],
    sun: "#f8c89a",
    glow: C.coral,
    glowA: 0.35,
    far: "#51708f",
    mid: "#334f70",
    near: "#1c3352",
    veg: "#2f4a63",
    silh: "#0b1a33",
    wave: "#f5b98f",
    waveA: 0.26,
    cloud: "#e4a3a2",
    cloudShade: "#3d5b7f",
    cloudA: 0.75,
    sail: "#e7dfe4",
    sailShade: "#a3a5bf",
    hull: "#1c2c4a",
    stripe: C.coral,
    shine: "#f8c89a",
    dark: true,
    stars: false,
    moon: false,
  },
  night: {
    time: "night",
    sky: [
      [0, "#050b18"],
      [0.55, C.navy],
      [1, "#1b4d70"],
    ],
    sea: [
      [0, "#1e4e72"],
      [0.3, "#0f2f4f"],
      [1, "#050b18"],
    ],
    sun: C.cream,
    glow: C.aqua,
    glowA: 0.16,
    far: "#173a5a",
    mid: "#10304d",
    near: "#0a2038",
    veg: "#0f2d47",
    silh: "#050b18",
    wave: "#9fdde6",
    waveA: 0.2,
    cloud: "#2a4f73",
    cloudShade: C.navy,
    cloudA: 0.55,
    sail: "#c9d9e6",
    sailShade: "#7d98b3",
    hull: "#0d1f36",
    stripe: C.aqua,
    shine: C.cream,
    dark: true,
    stars: true,
    moon: true,
  },
  dawn: {
    time: "dawn",
    sky: [
      [0, "#35628c"],
      [0.5, "#b7a3bb"],
      [0.8, "#f6bfa3"],
      [1, "#fde6cc"],
    ],
    sea: [
      [0, "#f3c6a6"],
      [0.12, "#9aa6b8"],
      [0.5, "#3d6d8c"],
      [1, "#143a5c"],
    ],
    sun: "#fff1d6",
    glow: "#f7a58a",
    glowA: 0.5,
    far: "#a99cb4",
    mid: "#7a7f9e",
    near: "#4a5677",
    veg: "#6f7f8a",
    silh: "#1d2a4a",
    wave: "#fde6cc",
    waveA: 0.32,
    cloud: "#fbd4c2",
    cloudShade: "#b98ea6",
    cloudA: 0.85,
    sail: "#fff6ea",
    sailShade: "#e3c9c0",
    hull: "#f4ece6",
    stripe: C.sea,
    shine: "#fff1d6",
    dark: false,
    stars: false,
    moon: false,
  },
};

// ----------------------------------------------------------------------------------------------
// Sky, sea, land
// ----------------------------------------------------------------------------------------------

interface Horizon {
  hy: number;
  sx: number;
  sy: number;
  sr: number;
}

function starField(a: Art, maxY: number, density = 1, minY = 0): void {
  const n = Math.round(((a.w * (maxY - minY)) / 5200) * density);
  const bands = ["", "", ""];
  for (let i = 0; i < n; i++) {
    const k = a.rng() < 0.62 ? 0 : a.rng() < 0.75 ? 1 : 2;
    bands[k] += d`M${a.r(0, a.w)},${minY + (maxY - minY) * Math.pow(a.rng(), 1.25)}h0`;
  }
  const sizes = [1.3, 2.1, 3.2];
  const alpha = [0.45, 0.75, 0.95];
  bands.forEach((b, k) => {
    if (b) a.add(line(b, C.cream, (sizes[k] ?? 1) * (a.w / 1200), op(alpha[k] ?? 1)));
  });
}

function cumulus(a: Art, x: number, y: number, s: number, m: Mood): string {
  const n = a.int(3, 5);
  let bumps = "";
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0 : i / (n - 1) - 0.5;
    const r = s * (0.45 + 0.55 * (1 - Math.abs(t) * 1.4)) * a.r(0.8, 1.1);
    bumps += circle(x + t * s * 2.6, y - r * 0.55, r, m.cloud);
  }
  const base = rect(x - s * 1.75, y - s * 0.35, s * 3.5, s * 0.35, m.cloud, `rx="${f(s * 0.17)}"`);
  const under = ellipse(x, y - s * 0.12, s * 1.6, s * 0.16, m.cloudShade, op(0.6));
  return g(op(m.cloudA), bumps, base, under);
}

function streaks(a: Art, hz: Horizon, m: Mood, n: number): string {
  let out = "";
  for (let i = 0; i < n; i++) {
    const y = hz.hy * a.r(0.12, 0.75);
    const w = a.w * a.r(0.15, 0.45);
    const x = a.r(-0.1, 0.95) * a.w;
    const h = a.r(4, 14) * (a.w / 1200);
    const near = 1 - Math.min(1, Math.abs(y - hz.sy) / hz.hy);
    out += rect(x, y, w, h, near > 0.55 ? m.cloud : m.cloudShade, `rx="${f(h / 2)}" ${op(a.r(0.35, 0.8))}`);
  }
  return out;
}

type Clouds = "cumulus" | "streaks" | "none";

function drawSky(a: Art, m: Mood, hz: Horizon, clouds: Clouds = "streaks", cloudCount = 5): void {
  a.add(rect(0, 0, a.w, hz.hy + 1, a.lin(m.sky)));
  if (m.stars) starField(a, hz.hy * 0.95);
  a.add(
    rect(
      0,
      0,
      a.w,
      hz.hy + 1,
      a.radU(
        [
          [0, m.glow, m.glowA],
          [1, m.glow, 0],
        ],
        hz.sx,
        hz.sy,
        a.w * 0.6,
        0.7,
      ),
    ),
  );
  if (m.moon) {
    a.add(
      circle(
        hz.sx,
        hz.sy,
        hz.sr * 3,
        a.radU(
          [
            [0, C.cream, 0.3],
            [1, C.cream, 0],
          ],
          hz.sx,
          hz.sy,
          hz.sr * 3,
        ),
      ),
      circle(hz.sx, hz.sy, hz.sr, "#f4efe2"),
      circle(hz.sx - hz.sr * 0.3, hz.sy - hz.sr * 0.2, hz.sr * 0.22, "#d9d6cf", op(0.6)),
      circle(hz.sx + hz.sr * 0.35, hz.sy + hz.sr * 0.25, hz.sr * 0.15, "#d9d6cf", op(0.5)),
    );
  } else if (hz.sr > 0) {
    a.add(circle(hz.sx, hz.sy, hz.sr * 1.7, m.sun, op(0.18)), circle(hz.sx, hz.sy, hz.sr, m.sun));
  }
  if (clouds === "cumulus") {
    for (let i = 0; i < cloudCount; i++) {
      const y = hz.hy * a.r(0.15, 0.7);
      a.add(cumulus(a, a.r(0, a.w), y, (a.w / 1200) * a.r(28, 60) * (0.5 + y / hz.hy), m));
    }
  } else if (clouds === "streaks") {
    a.add(streaks(a, hz, m, cloudCount));
  }
}

/** Sea with glitter under the sun and wave strokes in three depth bands. */
function drawSea(a: Art, m: Mood, hz: Horizon, seaStops: Stop[] = m.sea, waves = 1): void {
  a.add(rect(0, hz.hy, a.w, a.h - hz.hy, a.lin(seaStops)));
  const depth = a.h - hz.hy;
  const k = a.w / 1200;
  // glitter column
  if (hz.sr > 0) {
    const bands = ["", ""];
    for (let i = 0; i < 70; i++) {
      const t = Math.pow(a.rng(), 1.7);
      const y = hz.hy + 2 + depth * t * 0.9;
      const spread = hz.sr * (0.9 + t * 5);
      const x = hz.sx + (a.rng() + a.rng() - 1) * spread;
      bands[i % 2] += d`M${x},${y}h${(8 + 60 * t * a.rng()) * k}`;
    }
    a.add(line(bands[0] ?? "", m.shine, 2.2 * k, op(0.75)), line(bands[1] ?? "", m.shine, 1.2 * k, op(0.55)));
  }
  const wv = ["", "", ""];
  const n = Math.round(90 * waves);
  for (let i = 0; i < n; i++) {
    const t = Math.pow(a.rng(), 1.5);
    const y = hz.hy + 4 + depth * t;
    const band = t < 0.25 ? 0 : t < 0.6 ? 1 : 2;
    wv[band] += d`M${a.r(-20, a.w)},${y}h${(10 + 120 * t * a.rng()) * k}`;
  }
  const widths = [1, 2, 3.4];
  wv.forEach((b, i) => {
    if (b) a.add(line(b, m.wave, (widths[i] ?? 1) * k, op(m.waveA * (1 - i * 0.15))));
  });
}

type Env = "island" | "left" | "right" | "flat";

/** A land silhouette from x0 to x1 sitting on base, peak height ht. */
function ridge(a: Art, x0: number, x1: number, base: number, ht: number, env: Env = "island", rough = 1): Pt[] {
  const n = Math.max(10, Math.round((x1 - x0) / 24));
  const p1 = a.r(0, 6);
  const p2 = a.r(0, 6);
  const f1 = a.r(4, 8) * rough;
  const f2v = a.r(11, 19) * rough;
  const pts: Pt[] = [[x0, base]];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const e =
      env === "island"
        ? Math.pow(Math.sin(Math.PI * t), 0.6)
        : env === "left"
          ? Math.pow(1 - t, 0.8)
          : env === "right"
            ? Math.pow(t, 0.8)
            : 1;
    const y = base - ht * e * (0.72 + 0.18 * Math.sin(t * f1 + p1) + 0.1 * Math.sin(t * f2v + p2));
    pts.push([x0 + (x1 - x0) * t, Math.min(base, y)]);
  }
  pts.push([x1, base]);
  return pts;
}

/** Draws land plus its soft reflection in the water below hy. */
function land(a: Art, pts: readonly Pt[], fill: string, hy: number, reflect = 0.22): void {
  const shape = path(poly(pts), fill);
  if (reflect <= 0) return a.add(shape);
  a.add(a.use(shape), g(`${op(reflect)} transform="matrix(1 0 0 -.4 0 ${f(hy * 1.4)})"`, a.use(shape)));
}

function heightAt(pts: readonly Pt[], x: number): number {
  for (let i = 1; i < pts.length; i++) {
    const p = pts[i - 1];
    const q = pts[i];
    if (p && q && x >= p[0] && x <= q[0] && q[0] > p[0]) return p[1] + ((q[1] - p[1]) * (x - p[0])) / (q[0] - p[0]);
  }
  return pts[0]?.[1] ?? 0;
}

/** Cypresses and umbrella pines along a ridge. */
function trees(a: Art, pts: readonly Pt[], count: number, size: number, color: string, cypress = 0.4): string {
  const first = pts[1]?.[0] ?? 0;
  const last = pts[pts.length - 2]?.[0] ?? a.w;
  let cyp = "";
  let pine = "";
  let trunks = "";
  for (let i = 0; i < count; i++) {
    const x = a.r(first + 10, last - 10);
    const y = heightAt(pts, x) + size * 0.25;
    const s = size * a.r(0.7, 1.25);
    if (a.rng() < cypress) {
      cyp += d`M${x},${y}c${-s * 0.5},${-s * 0.6} ${-s * 0.35},${-s * 2.2} 0,${-s * 2.9}c${s * 0.35},${s * 0.7} ${s * 0.5},${s * 2.3} 0,${s * 2.9}Z`;
    } else {
      trunks += d`M${x},${y}l${s * 0.1},${-s * 1.1}`;
      pine += d`M${x - s * 1.1},${y - s * 1.05}q${s * 0.2},${-s * 0.6} ${s * 1.1},${-s * 0.62}q${s * 0.9},0 ${s * 1.2},${s * 0.55}q${-s * 1.1},${s * 0.2} ${-s * 2.3},${s * 0.07}Z`;
    }
  }
  return (
    (trunks ? line(trunks, color, Math.max(1, size * 0.18)) : "") +
    (pine ? path(pine, color) : "") +
    (cyp ? path(cyp, shade(color, 0.12)) : "")
  );
}

/** Tree canopies scattered over a hillside: darker and lighter dabs that read as pine forest. */
function forest(a: Art, pts: readonly Pt[], base: number, size: number, color: string): string {
  const first = pts[1]?.[0] ?? 0;
  const last = pts[pts.length - 2]?.[0] ?? a.w;
  let dark = "";
  let light = "";
  const n = Math.round((last - first) / (size * 0.8));
  for (let i = 0; i < n; i++) {
    const x = a.r(first, last);
    const top = heightAt(pts, x) + size * 1.2;
    if (top >= base - size) continue;
    const y = a.r(top, base - size * 0.5);
    if (a.rng() < 0.6) dark += d`M${x},${y}h${size * 0.4}`;
    else light += d`M${x},${y}h${size * 0.4}`;
  }
  return line(dark, shade(color, 0.25), size * 1.5, op(0.7)) + line(light, tint(color, 0.12), size * 1.2, op(0.5));
}

// ----------------------------------------------------------------------------------------------
// Boats
// ----------------------------------------------------------------------------------------------

interface BoatStyle {
  hull: string;
  hullShade: string;
  stripe: string;
  deck: string;
  sail: string;
  sailShade: string;
  rig: string;
  glass: string;
  wood: string;
}

function boatStyle(a: Art, m: Mood, fade = 0, variant = -1): BoatStyle {
  const dayHulls: [string, string][] = [
    [C.cream, C.navy],
    [C.navy, C.cream],
    [C.cream, C.coral],
    [tint(C.sea, 0.05), C.cream],
    [C.cream, C.sea],
  ];
  const pick = variant >= 0 ? (dayHulls[variant % dayHulls.length] ?? dayHulls[0]!) : a.pick(dayHulls);
  const base: BoatStyle = m.dark
    ? {
        hull: m.hull,
        hullShade: shade(m.hull, 0.3),
        stripe: m.stripe,
        deck: mix(m.hull, m.sail, 0.25),
        sail: m.sail,
        sailShade: m.sailShade,
        rig: shade(m.hull, 0.2),
        glass: mix(m.hull, C.sun, m.time === "sunset" ? 0.1 : 0.5),
        wood: mix(m.hull, "#7a4a2a", 0.4),
      }
    : {
        hull: m.time === "day" ? pick[0] : mix(pick[0], m.hull, 0.35),
        hullShade: shade(pick[0], 0.25),
        stripe: pick[1],
        deck: mix(m.sail, m.sailShade, 0.5),
        sail: m.sail,
        sailShade: m.sailShade,
        rig: "#3a4a5e",
        glass: C.navy,
        wood: "#a06a3c",
      };
  if (fade <= 0) return base;
  const to = m.far;
  return {
    hull: mix(base.hull, to, fade),
    hullShade: mix(base.hullShade, to, fade),
    stripe: mix(base.stripe, to, fade),
    deck: mix(base.deck, to, fade),
    sail: mix(base.sail, to, fade * 0.6),
    sailShade: mix(base.sailShade, to, fade * 0.7),
    rig: mix(base.rig, to, fade),
    glass: mix(base.glass, to, fade),
    wood: mix(base.wood, to, fade),
  };
}

interface BoatOpts {
  dir?: 1 | -1;
  heel?: number;
  furled?: boolean;
  wake?: boolean;
  lights?: boolean;
  reflect?: number;
  couple?: boolean;
}

function sailFill(a: Art, st: BoatStyle): string {
  return a.lin(
    [
      [0, st.sail],
      [0.55, st.sail],
      [1, st.sailShade],
    ],
    0,
    0,
    1,
    0.6,
  );
}

function wakeAndReflection(a: Art, x: number, y: number, len: number, st: BoatStyle, o: BoatOpts): string {
  let out = "";
  const k = len / 100;
  const dir = o.dir ?? 1;
  if (o.reflect !== 0) {
    out += line(
      d`M${x - 44 * k},${y + 3 * k}h${88 * k}M${x - 34 * k},${y + 7 * k}h${60 * k}M${x - 22 * k},${y + 11 * k}h${36 * k}`,
      st.hull,
      2.2 * k,
      op(o.reflect ?? 0.25),
    );
  }
  if (o.wake) {
    const foam = "#ffffff";
    out += line(
      d`M${x + dir * 44 * k},${y + 1}q${dir * 6 * k},${3 * k} ${dir * 12 * k},${2 * k}M${x - dir * 44 * k},${y + 1}q${-dir * 30 * k},${4 * k} ${-dir * 70 * k},${3 * k}M${x - dir * 40 * k},${y + 4 * k}q${-dir * 25 * k},${4 * k} ${-dir * 55 * k},${5 * k}`,
      foam,
      1.6 * k,
      op(0.55),
    );
  }
  return out;
}

/** Monohull sailboat, side view; origin at the waterline, len = hull length in px. */
function monohull(a: Art, x: number, y: number, len: number, st: BoatStyle, o: BoatOpts = {}): string {
  const k = len / 100;
  const dir = o.dir ?? 1;
  const sails = o.furled
    ? line("M3,-17L-36,-18.5", st.stripe, 4.5) + line("M3.5,-112L50,-13", st.stripe, 1.1, op(0.8))
    : path("M3.5,-124C0,-85 -15,-48 -36,-19L3,-17Z", sailFill(a, st)) +
      path("M3.5,-124C0,-85 -15,-48 -36,-19L-27,-19C-10,-50 -2,-85 3.5,-124Z", st.sailShade, op(0.35)) +
      line("M-1,-96l-5,1M-6,-72l-7,1M-13,-48l-8,1", st.sailShade, 0.6) +
      line("M3,-17L-37,-18.5", st.rig, 1.6) +
      path("M3.5,-115L51,-12Q30,-15 9,-21Q12,-70 3.5,-115Z", sailFill(a, st)) +
      line("M3.5,-115L51,-12", st.sailShade, 0.8);
  const lights = o.lights
    ? circle(2.5, -126, 5, "#fff6da", op(0.25)) +
      circle(2.5, -126, 1.6, "#fff6da") +
      line("M-14,-11h4M-4,-11h4M6,-11.5h4", "#ffd27a", 2)
    : "";
  const body =
    line("M3,-124L51,-12M3,-124L-45,-8", st.rig, 0.45) +
    line("M2.5,-8V-125", st.rig, 1.4) +
    sails +
    line("M-44,-13.5Q0,-11 48,-16.5L52,-12.5M-44,-13.5L-45,-8M-22,-12.5V-7M0,-12V-6.5M24,-13V-7.5", st.rig, 0.4, op(0.8)) +
    path("M-46,-8Q0,-5 53,-12L46,0Q20,3 -20,3Q-38,2 -43,0Z", st.hull) +
    line("M-44.5,-3.5Q0,-1 49.5,-7", st.stripe, 1.8) +
    path("M-21,-7.6L-16,-13L13,-13.5L20,-8.4Z", st.deck) +
    line("M-12,-11h19", st.glass, 1.4) +
    (o.couple ? g(`transform="translate(-5 -7) scale(.16)"`, couple(st.rig, 0)) : "") +
    lights;
  return (
    wakeAndReflection(a, x, y, len, st, o) +
    g(at(x, y, k, dir === -1, 0), a.use(o.heel ? g(`transform="rotate(${f(-o.heel)})"`, body) : body))
  );
}

/** Catamaran, three-quarter view from ahead: both hulls, the tunnel between them and the trampoline
 * are projected from simple 3D boxes so the two hulls read clearly. Bows to the right. */
function catamaran(a: Art, x: number, y: number, len: number, st: BoatStyle, o: BoatOpts = {}): string {
  const k = len / 100;
  const cs = Math.cos(0.95);
  const sn = Math.sin(0.95);
  const pp = 0.24;
  type P3 = readonly [number, number, number];
  const P = ([u, v, z]: P3): Pt => [u * cs + v * sn, -z - pp * (-u * sn + v * cs)];
  const face = (pts: readonly P3[], fill: string, extra = "") => path(poly(pts.map(P)), fill, extra);
  const seg = (pts: readonly P3[], stroke: string, wd: number, extra = "") => line(poly(pts.map(P), false), stroke, wd, extra);
  const hull = (v0: number, side: string) => {
    const vn = v0 - 3.5;
    const vf = v0 + 3.5;
    return (
      face(
        [
          [-47, vn, 0],
          [40, vn, 0],
          [51, v0, 0],
          [52, v0, 11],
          [40, vn, 11],
          [-48, vn, 11],
        ],
        side,
      ) +
      face(
        [
          [-48, vn, 11],
          [40, vn, 11],
          [52, v0, 11],
          [40, vf, 11],
          [-48, vf, 11],
        ],
        st.deck,
      ) +
      seg(
        [
          [-47, vn, 4],
          [40, vn, 4],
          [51.5, v0, 4],
        ],
        st.stripe,
        1.4,
      ) +
      seg(
        [
          [-30, vn, 7.5],
          [-22, vn, 7.5],
          [-6, vn, 7.5],
          [4, vn, 7.5],
        ],
        st.glass,
        1.2,
        `stroke-dasharray="5 4"`,
      )
    );
  };
  const [mx, mTop] = P([2, 0, 150]);
  const [, mBase] = P([2, 0, 20]);
  const head = P([2, 0, 148]);
  // sails eased out to the near side so they show their shape
  const headAft = P([-10, -2, 146]);
  const clew = P([-32, -24, 24]);
  const tack = P([2, 0, 23]);
  const leechCtl = P([-16, -14, 95]);
  const jHead = P([2, 0, 136]);
  const jTack = P([46, 0, 11]);
  const jClew = P([12, -12, 25]);
  const jCtl = P([12, -8, 80]);
  const sails = o.furled
    ? line(poly([tack, clew], false), st.stripe, 5) + line(poly([jHead, jTack], false), st.stripe, 1.2, op(0.8))
    : path(
        d`M${head[0]},${head[1]}L${headAft[0]},${headAft[1]}Q${leechCtl[0]},${leechCtl[1]} ${clew[0]},${clew[1]}L${tack[0]},${tack[1]}Z`,
        sailFill(a, st),
      ) +
      line(poly([tack, clew], false), st.rig, 1.6) +
      path(
        d`M${jHead[0]},${jHead[1]}L${jTack[0]},${jTack[1]}L${jClew[0]},${jClew[1]}Q${jCtl[0]},${jCtl[1]} ${jHead[0]},${jHead[1]}Z`,
        sailFill(a, st),
      ) +
      line(poly([jHead, jTack], false), st.sailShade, 0.8);
  const glassFill = o.lights ? "#ffd27a" : st.glass;
  let mesh = "";
  for (let i = 1; i < 7; i++) mesh += poly([P([24 + i * 3, -13.5, 10]), P([24 + i * 3, 13.5, 10])], false);
  const body =
    seg(
      [
        [2, 0, 150],
        [46, 0, 11],
      ],
      st.rig,
      0.45,
    ) +
    seg(
      [
        [2, 0, 150],
        [-40, -17, 11],
      ],
      st.rig,
      0.35,
    ) +
    hull(17, shade(st.hullShade, 0.2)) +
    face(
      [
        [24, -13.5, 0],
        [24, 13.5, 0],
        [24, 13.5, 7],
        [24, -13.5, 7],
      ],
      shade(st.hullShade, 0.6),
    ) +
    face(
      [
        [24, -13.5, 7],
        [24, 13.5, 7],
        [24, 13.5, 11],
        [24, -13.5, 11],
      ],
      st.hull,
    ) +
    face(
      [
        [-44, -13.5, 11],
        [24, -13.5, 11],
        [24, 13.5, 11],
        [-44, 13.5, 11],
      ],
      st.deck,
    ) +
    face(
      [
        [24, -13.5, 10],
        [44, -13.5, 10],
        [44, 13.5, 10],
        [24, 13.5, 10],
      ],
      st.rig,
      op(0.3),
    ) +
    line(mesh, st.sail, 0.35, op(0.45)) +
    seg(
      [
        [44, -13.5, 10],
        [44, 13.5, 10],
      ],
      st.rig,
      1.2,
    ) +
    face(
      [
        [-30, -9, 20],
        [8, -9, 20],
        [8, 9, 20],
        [-30, 9, 20],
      ],
      st.hull,
    ) +
    face(
      [
        [14, -9, 11],
        [14, 9, 11],
        [8, 9, 20],
        [8, -9, 20],
      ],
      glassFill,
    ) +
    face(
      [
        [-30, -9, 11],
        [14, -9, 11],
        [8, -9, 20],
        [-30, -9, 20],
      ],
      st.hull,
    ) +
    face(
      [
        [-24, -9, 14],
        [9, -9, 14],
        [6, -9, 18],
        [-24, -9, 18],
      ],
      glassFill,
    ) +
    line(d`M${mx},${mBase}V${mTop}`, st.rig, 1.5) +
    sails +
    (o.couple ? g(`transform="translate(${f(P([20, 0, 11])[0])} ${f(P([20, 0, 11])[1])}) scale(.15)"`, couple(st.rig, 1)) : "") +
    hull(-17, st.hull) +
    (o.lights ? circle(mx, mTop, 1.8, "#fff6da") + circle(mx, mTop, 5, "#fff6da", op(0.25)) : "");
  return wakeAndReflection(a, x, y + 4 * k, len * 1.1, st, o) + g(at(x, y, k, (o.dir ?? 1) === -1), a.use(body));
}

/** Catamaran seen bow-on: two hulls, bridgedeck, mast in the middle. Width = beam in px. */
function catamaranFront(a: Art, x: number, y: number, beam: number, st: BoatStyle, o: BoatOpts = {}): string {
  const k = beam / 100;
  const hullL = "M-49,-15L-31,-15Q-32,-3 -40,3Q-48,-3 -49,-15Z";
  const lights = o.lights
    ? circle(0, -152, 2.2, "#fff6da") +
      circle(0, -152, 9, C.cream, op(0.15)) +
      line("M-22,-27h12M-4,-27h8M10,-27h12", "#ffd27a", 3)
    : "";
  const body =
    line("M0,-150L-47,-17M0,-150L47,-17M-15,-96h30", st.rig, 0.6) +
    line("M0,-150L-30,-40M0,-150L30,-40", st.rig, 0.3, op(0.6)) +
    path("M-31,-15L31,-15L31,-9L-31,-9Z", shade(st.hullShade, 0.4), op(0.85)) +
    path(hullL, st.hull) +
    path(hullL, st.hull, `transform="scale(-1 1)"`) +
    path(hullL, st.hullShade, op(0.5) + ` transform="scale(-1 1)"`) +
    line("M-48,-9h16M32,-9h16", st.stripe, 1.6) +
    path("M-50,-14L50,-14L47,-20L-47,-20Z", st.hull) +
    path("M-35,-20L35,-20L28,-34L-28,-34Z", st.hull) +
    path("M-27,-30L27,-30L30,-24L-30,-24Z", st.glass) +
    line("M-20,-28.5L14,-28.5", "#9fdde6", 0.8, op(0.5)) +
    line("M0,-34V-150", st.rig, 2) +
    rect(-3.5, -48, 7, 12, st.stripe, `rx="2"`) +
    line("M0,-140V-15", st.sailShade, 2.4) +
    line("M-22,-13L0,4L22,-13", st.rig, 0.5) +
    lights;
  return (
    (o.reflect !== 0
      ? line(
          d`M${x - 48 * k},${y + 4 * k}h${18 * k}M${x + 30 * k},${y + 4 * k}h${18 * k}M${x - 30 * k},${y + 9 * k}h${60 * k}`,
          st.hull,
          2.4 * k,
          op(0.22),
        )
      : "") + g(at(x, y, k), a.use(body))
  );
}

/** Turkish gulet: wooden, raked bow with bowsprit, two masts, gaff sails. */
function gulet(a: Art, x: number, y: number, len: number, st: BoatStyle, o: BoatOpts = {}): string {
  const k = len / 100;
  const wood = st.wood;
  const sail = sailFill(a, st);
  const sails = o.furled
    ? line("M10,-88L-14,-82M-20,-68L-38,-64", st.sail, 3)
    : path("M10,-96L-14,-88L-16,-25L9,-25Z", sail) +
      path("M-20,-74L-38,-68L-40,-28L-21,-28Z", sail) +
      path("M10,-98L64,-26L40,-24Q26,-60 10,-98Z", sail) +
      path("M10,-80L44,-22L24,-23Z", sail) +
      line("M10,-95L-14,-88M-20,-73L-38,-68", wood, 1.2);
  const body =
    line("M10,-98L64,-26M-20,-76L10,-98M10,-98L-48,-20", st.rig, 0.4) +
    line("M10,-20V-100", wood, 1.8) +
    line("M-20,-21V-78", wood, 1.5) +
    sails +
    line("M44,-21L65,-26", wood, 1.6) +
    path("M-48,-15Q-10,-10 46,-21L42,-9Q32,2 0,2Q-36,2 -45,-4Q-49,-9 -48,-15Z", wood) +
    path("M-45,-4Q-36,2 0,2Q32,2 42,-9L41,-6Q30,3 0,4Q-38,3 -45,-4Z", shade(wood, 0.3)) +
    line("M-47.5,-14Q-10,-9 45.5,-20", st.sail, 1.4) +
    line("M-44,-6Q0,-3 40,-10", shade(wood, 0.35), 1.6) +
    line("M-30,-9.5h0M-22,-9h0M-14,-8.7h0M-6,-8.6h0M2,-8.7h0M10,-9h0", st.sail, 1.8) +
    path("M-38,-13.5L-36,-20.5L14,-21.5L16,-15Z", st.sail) +
    line("M-30,-17.5h38", wood, 1.4) +
    line("M-46,-15V-28M-24,-14V-28", wood, 0.8) +
    path("M-49,-29L-21,-29L-21,-26.5L-49,-26.5Z", st.sailShade) +
    path("M-20,-78l6,2.2l-6,2.2Z", C.coral) +
    (o.lights ? line("M-44,-24h4M-36,-24h4M-28,-24h4", "#ffd27a", 1.8) + circle(10, -101, 1.5, "#fff6da") : "");
  return wakeAndReflection(a, x, y, len, { ...st, hull: wood }, o) + g(at(x, y, k, o.dir === -1), a.use(body));
}

function dinghy(x: number, y: number, s: number, color: string): string {
  return g(at(x, y, s), path("M-10,-3L10,-3Q8,1 5,1.5L-7,1.5Q-10,0 -10,-3Z", color), line("M-9,-3h18", C.cream, 0.6));
}

// ----------------------------------------------------------------------------------------------
// People
// ----------------------------------------------------------------------------------------------

/** The leader of a couple (or any man) in silhouette, facing right, feet at y = 0, ~100 units tall. */
function manShape(dx: number, arm: string): string {
  return (
    `<circle cx="${dx - 9}" cy="-89" r="7"/>` +
    `<path d="M${dx - 20},-78Q${dx - 10},-83 ${dx - 1},-79Q${dx + 1},-64 ${dx - 1},-48L${dx - 15},-48Q${dx - 19},-62 ${dx - 20},-78Z"/>` +
    `<path d="M${dx - 15},-49L${dx - 7},-49L${dx - 11},-25L${dx - 16},-3L${dx - 22},-3L${dx - 18},-26ZM${dx - 9},-49L${dx - 1},-49L${dx + 1},-26L${dx + 4},-3L${dx - 2},-3L${dx - 6},-26Z"/>` +
    line(`M${dx - 23},-2h7M${dx - 2},-2h8`, "currentColor", 3.6) +
    line(arm, "currentColor", 5)
  );
}

/** A forró couple in silhouette, about 100 units tall, feet at y = 0. Pose 0: close embrace with
 * joined hands raised; 1: a turn, the follower spinning under the leader's arm; 2: close embrace,
 * joined hands held out at shoulder height. */
function couple(color: string, pose: number, accent?: string): string {
  const c = `fill="${color}" color="${color}"`;
  if (pose === 1) {
    return g(
      c,
      manShape(-8, "M-10,-76Q-3,-92 4,-108M-25,-74Q-32,-62 -27,-53"),
      `<circle cx="12" cy="-85" r="6.3"/>`,
      `<path d="M15,-90Q25,-95 29,-84Q23,-87 17,-84Z"/>`,
      `<path d="M7,-76Q12,-79 17,-76L16,-61L8,-61Z"/>`,
      `<path d="M8,-63L16,-63Q31,-51 38,-36Q27,-27 12,-26Q-3,-27 -11,-33Q-5,-48 8,-63Z"/>`,
      line("M9,-30L7,-3M15,-30L18,-3", "currentColor", 4.6),
      line("M7,-3h-5M18,-3h5", "currentColor", 3),
      line("M10,-74Q9,-94 4,-108M16,-73Q25,-70 33,-79", "currentColor", 4),
      `<circle cx="4" cy="-109" r="3"/>`,
      accent ? line("M-4,-37Q12,-30 33,-38", accent, 1.8, op(0.55)) : "",
    );
  }
  const up = pose === 0;
  return g(
    c,
    manShape(0, up ? "M-3,-74Q4,-66 10,-67M-6,-78Q-6,-94 0,-104" : "M-3,-74Q4,-66 10,-67M-17,-75Q-26,-70 -30,-81"),
    `<circle cx="8" cy="-86" r="6.3"/>`,
    `<path d="M11,-91Q21,-95 25,-83Q19,-86 13,-85Z"/>`,
    `<path d="M2,-76Q8,-80 14,-76Q13,-68 12,-62L4,-62Q2,-68 2,-76Z"/>`,
    `<path d="M3,-63L13,-63Q22,-48 31,-33Q17,-26 -2,-31Q0,-46 3,-63Z"/>`,
    line("M6,-32L4,-3M13,-32L19,-4", "currentColor", 4.6),
    line("M4,-3h-5M19,-4h5", "currentColor", 3),
    line(up ? "M6,-75Q7,-92 0,-104" : "M4,-74Q-10,-75 -30,-81", "currentColor", 4),
    up ? `<circle cx="0" cy="-105" r="3"/>` : `<circle cx="-30" cy="-82" r="3"/>`,
    accent ? line("M4,-44Q17,-40 28,-35", accent, 1.8, op(0.55)) : "",
  );
}

/** Standing musician with an accordion (sanfona), 100 units tall, feet at 0. */
function accordionist(color: string, bellows: string, keys: string): string {
  return (
    g(
      `fill="${color}" color="${color}"`,
      `<circle cx="0" cy="-89" r="7"/>`,
      `<path d="M-8,-92Q-8,-103 0,-103Q8,-103 8,-92ZM-16,-93Q0,-96 16,-93Q17,-90 14,-90L-14,-90Q-17,-90 -16,-93Z"/>`,
      `<path d="M-11,-78Q0,-83 11,-78Q13,-63 10,-48L-10,-48Q-13,-63 -11,-78Z"/>`,
      `<path d="M-10,-49L-2,-49L-4,-25L-6,-3L-12,-3L-11,-26ZM2,-49L10,-49L11,-26L12,-3L6,-3L4,-25Z"/>`,
      line("M-12,-2h-6M12,-2h6", "currentColor", 3.6),
    ) +
    path("M-16,-74L16,-74L16,-53L-16,-53Z", color) +
    path("M-12,-73L12,-73L12,-54L-12,-54Z", bellows) +
    line("M-8,-73V-54M-4,-73V-54M0,-73V-54M4,-73V-54M8,-73V-54", shade(bellows, 0.45), 1) +
    path("M-18,-75L-13,-75L-13,-52L-18,-52Z", keys) +
    line("M-18,-71h4M-18,-67h4M-18,-63h4M-18,-59h4", color, 0.9) +
    line("M-9,-78Q-18,-70 -17,-62M10,-78Q19,-69 17,-62", color, 5)
  );
}

/** Simple standing figure silhouette (guest on deck). */
function figure(color: string, armUp = false): string {
  return g(
    `fill="${color}" color="${color}"`,
    `<circle cx="0" cy="-89" r="7"/>`,
    `<path d="M-11,-78Q0,-83 11,-78Q13,-63 10,-48L-10,-48Q-13,-63 -11,-78Z"/>`,
    `<path d="M-10,-49L-2,-49L-4,-25L-6,-3L-12,-3L-11,-26ZM2,-49L10,-49L11,-26L12,-3L6,-3L4,-25Z"/>`,
    line(
      armUp ? "M9,-76Q16,-92 12,-106M-9,-76Q-14,-64 -12,-52" : "M9,-76Q14,-64 12,-52M-9,-76Q-14,-64 -12,-52",
      "currentColor",
      5,
    ),
  );
}

// ----------------------------------------------------------------------------------------------
// Props: lights, lighthouse, fort, town, rocks
// ----------------------------------------------------------------------------------------------

const BULBS = [C.sun, C.coral, C.cream, C.aqua, "#ffd27a"];

/** A catenary string of festoon lights from p to q with sag. */
function stringLights(a: Art, p: Pt, q: Pt, sag: number, count: number, size: number): string {
  const [x0, y0] = p;
  const [x1, y1] = q;
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2 + sag * 2;
  let all = "";
  const bulbs = ["", "", "", "", ""];
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * mx + t * t * x1;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * my + t * t * y1 + size * 0.9;
    const dot = d`M${x},${y}h0`;
    all += dot;
    bulbs[i % 5] += dot;
  }
  let out =
    line(d`M${x0},${y0}Q${mx},${my} ${x1},${y1}`, "#1a1a2a", Math.max(1, size * 0.25), op(0.8)) +
    line(all, "#ffe3a0", size * 6, op(0.05)) +
    line(all, "#ffe3a0", size * 4.2, op(0.07)) +
    line(all, "#ffe3a0", size * 2.8, op(0.14));
  bulbs.forEach((b, i) => {
    if (b) out += line(b, BULBS[i] ?? C.sun, size * 1.5);
  });
  return out;
}

function lighthouse(a: Art, x: number, base: number, ht: number, m: Mood, beam: boolean): string {
  const w = ht * 0.16;
  const top = base - ht;
  const body = `M${f(x - w / 2)},${f(base)}L${f(x - w * 0.34)},${f(top + ht * 0.16)}L${f(x + w * 0.34)},${f(top + ht * 0.16)}L${f(x + w / 2)},${f(base)}Z`;
  const lit = m.dark;
  const white = lit ? mix(C.cream, m.near, 0.55) : C.cream;
  const red = lit ? mix(C.coral, m.near, 0.5) : C.coral;
  let stripes = "";
  for (let i = 0; i < 3; i++) {
    const y0 = base - ht * (0.2 + i * 0.24);
    stripes += rect(x - w / 2, y0 - ht * 0.11, w, ht * 0.11, red);
  }
  const beamG = beam
    ? path(
        d`M${x},${top + ht * 0.09}L${x - a.w * 0.5},${top - ht * 0.25}L${x - a.w * 0.5},${top + ht * 0.4}Z`,
        a.linU(
          [
            [0, "#fff3c4", 0.55],
            [1, "#fff3c4", 0],
          ],
          x,
          0,
          x - a.w * 0.5,
          0,
        ),
      ) +
      circle(
        x,
        top + ht * 0.09,
        ht * 0.2,
        a.radU(
          [
            [0, "#fff3c4", 0.7],
            [1, "#fff3c4", 0],
          ],
          x,
          top + ht * 0.09,
          ht * 0.2,
        ),
      )
    : "";
  return (
    beamG +
    g(a.clip(path(body, "#000")), path(body, white), stripes) +
    path(
      d`M${x},${top + ht * 0.16}L${x + w / 2},${base}L${x + w * 0.2},${base}L${x + w * 0.15},${top + ht * 0.16}Z`,
      C.ink,
      op(0.18),
    ) +
    rect(x - w * 0.5, top + ht * 0.14, w, ht * 0.035, shade(white, 0.5)) +
    rect(x - w * 0.25, top + ht * 0.04, w * 0.5, ht * 0.1, lit ? "#fff3c4" : "#9fdde6") +
    path(d`M${x - w * 0.34},${top + ht * 0.045}Q${x},${top - ht * 0.05} ${x + w * 0.34},${top + ht * 0.045}Z`, red) +
    line(d`M${x},${top - ht * 0.02}v${-ht * 0.04}`, shade(white, 0.5), ht * 0.01) +
    rect(x - w * 0.12, base - ht * 0.14, w * 0.24, ht * 0.1, shade(white, 0.55), `rx="${f(w * 0.1)}"`)
  );
}

/** Rocky outcrop: rounded boulders with a lit and a shaded facet and a foam line at the water. */
function rocks(a: Art, x0: number, x1: number, base: number, ht: number, lit: string, dark: string): string {
  let litD = "";
  let darkD = "";
  let foam = "";
  const n = Math.max(2, Math.round((x1 - x0) / (ht * 1.4)));
  for (let i = 0; i < n; i++) {
    const cx = x0 + ((i + 0.5) / n) * (x1 - x0) + a.r(-0.15, 0.15) * ht;
    const w = ((x1 - x0) / n) * a.r(1.2, 1.7);
    const h = ht * a.r(0.45, 1);
    const px = cx + a.r(-0.2, 0.1) * w;
    const j = () => a.r(-0.06, 0.06);
    const top: Pt[] = [
      [cx - w / 2, base],
      [cx - w * (0.46 + j()), base - h * (0.45 + j())],
      [cx - w * (0.24 + j()), base - h * (0.88 + j())],
      [px, base - h],
    ];
    const right: Pt[] = [
      [px, base - h],
      [cx + w * (0.28 + j()), base - h * (0.82 + j())],
      [cx + w * (0.47 + j()), base - h * (0.38 + j())],
      [cx + w / 2, base],
    ];
    litD += poly([...top, ...right.slice(1)]);
    darkD += poly([...right, [cx + w * 0.08, base], [px + w * 0.1, base - h * 0.55]]);
    foam += d`M${cx - w * 0.55},${base - ht * 0.06}q${w * 0.25},${-ht * 0.05} ${w * 0.5},0`;
  }
  const soft = (c: string) => `stroke="${c}" stroke-width="${f(Math.max(2, ht * 0.06))}"`;
  return path(litD, lit, soft(lit)) + path(darkD, dark, soft(dark)) + line(foam, C.cream, Math.max(2, ht * 0.03), op(0.55));
}

/** A small hilltop fort / ruin with crenellations and a round tower. */
function fort(x: number, base: number, s: number, lit: string, dark: string): string {
  const merlons = (x0: number, y: number, n: number, w: number) => {
    let dd = "";
    for (let i = 0; i < n; i++) dd += d`M${x0 + i * w * 2},${y}h${w}v${-w}h${-w}Z`;
    return dd;
  };
  return (
    path(d`M${x - 60 * s},${base}L${x - 60 * s},${base - 26 * s}L${x + 30 * s},${base - 26 * s}L${x + 30 * s},${base}Z`, lit) +
    path(merlons(x - 60 * s, base - 26 * s, 12, 4 * s), lit) +
    path(d`M${x + 20 * s},${base}L${x + 20 * s},${base - 46 * s}L${x + 44 * s},${base - 46 * s}L${x + 44 * s},${base}Z`, lit) +
    path(merlons(x + 20 * s, base - 46 * s, 4, 3.4 * s), lit) +
    path(d`M${x + 34 * s},${base}L${x + 34 * s},${base - 46 * s}L${x + 44 * s},${base - 46 * s}L${x + 44 * s},${base}Z`, dark) +
    path(d`M${x - 30 * s},${base}v${-12 * s}a${5 * s},${5 * s} 0 0 1 ${10 * s},0v${12 * s}Z`, dark) +
    path(d`M${x + 28 * s},${base - 30 * s}v${-6 * s}a${2 * s},${2 * s} 0 0 1 ${4 * s},0v${6 * s}Z`, dark) +
    path(
      d`M${x - 64 * s},${base}L${x - 60 * s},${base - 18 * s}L${x - 52 * s},${base - 10 * s}L${x - 50 * s},${base}Z`,
      dark,
      op(0.6),
    )
  );
}

/** Row of harbour houses along a quay; lit windows after dark. */
function town(a: Art, x0: number, x1: number, quay: number, scale: number, m: Mood, lit: boolean): string {
  const colors = [C.sand, "#f3b7a0", "#f9d58a", "#bfe6ea", C.cream, "#f6c6b9", "#e9d4b0"];
  const dim = m.dark ? (m.time === "night" ? 0.72 : 0.5) : m.time === "golden" ? 0.12 : 0;
  const dimTo = m.time === "night" ? "#0b1d33" : "#3a4a6e";
  const tw = Math.round(16 * scale);
  const th = Math.round(20 * scale);
  // one window pattern shared by all houses, aligned to the quay; houses snap to its grid
  const dark = mix(C.navy, dimTo, dim * 0.5);
  let cells = "";
  for (let r = 0; r < 2; r++) {
    for (let c = 0; c < 3; c++) {
      const on = lit && (r * 3 + c) % 5 !== 1 && (r + c) % 3 !== 0;
      cells += rect(c * tw + tw * 0.28, r * th + th * 0.25, tw * 0.44, th * 0.5, on ? "#ffd27a" : dark, on ? "" : op(0.6));
    }
  }
  const pat = a.pattern(3 * tw, 2 * th, cells, `translate(0 ${Math.round(quay)})`);
  let houses = "";
  let roofs = "";
  let wins = "";
  let refl = "";
  let x = Math.floor(x0 / tw) * tw;
  while (x < x1) {
    const w = a.int(2, 4) * tw;
    const rows = a.int(2, 4);
    const h = rows * th + 8 * scale;
    houses += rect(x, quay - h, w, h, mix(a.pick(colors), dimTo, dim));
    if (a.chance(0.6))
      roofs += d`M${x - 3 * scale},${quay - h}L${x + w / 2},${quay - h - 16 * scale}L${x + w + 3 * scale},${quay - h}Z`;
    wins += d`M${x},${quay - rows * th}h${w}v${rows * th - th * 0.2}h${-w}Z`;
    if (lit) refl += d`M${x + a.r(0.2, 0.8) * w},${quay + 8 + a.r(0, 16) * scale}v${a.r(20, 50) * scale}`;
    x += w + (a.chance(0.3) ? tw : 0);
  }
  return (
    houses +
    path(roofs, mix("#c8553d", dimTo, dim)) +
    path(wins, pat) +
    rect(x0 - 20, quay, x1 - x0 + 40, 7 * scale, mix("#8a7a6a", dimTo, dim)) +
    (refl ? line(refl, "#ffd27a", 4 * scale, op(0.4)) : "")
  );
}

/** Wooden deck planks converging towards a vanishing point. */
function deckPlanks(a: Art, top: number, vx: number, color: string, lineColor: string): string {
  let lines = "";
  const n = 14;
  for (let i = 0; i <= n; i++) {
    const xb = -a.w * 0.6 + (i / n) * a.w * 2.2;
    lines += d`M${xb},${a.h}L${vx + (xb - vx) * 0.3},${top}`;
  }
  return rect(0, top, a.w, a.h - top, color) + line(lines, lineColor, 1.4 * (a.w / 1200), op(0.5));
}

// ----------------------------------------------------------------------------------------------
// Scene compositions
// ----------------------------------------------------------------------------------------------

interface SeaSceneBoat {
  kind: "mono" | "cat" | "catFront" | "gulet";
  x: number;
  y: number;
  len: number;
  opts?: BoatOpts;
  variant?: number;
}

interface SeaSceneOpts {
  time: Time;
  hy: number;
  sun?: [x: number, y: number, r: number];
  clouds?: Clouds;
  cloudCount?: number;
  landform?: "islands" | "bay" | "coast" | "open" | "archipelago";
  turquoise?: boolean;
  boats: SeaSceneBoat[];
}

const TURQUOISE: Stop[] = [
  [0, "#6fcfd8"],
  [0.25, "#51c4d3"],
  [0.6, "#2aa3b3"],
  [1, C.sea],
];

function seaScene(a: Art, o: SeaSceneOpts): Mood {
  const m = MOODS[o.time];
  const hy = a.h * o.hy;
  const sun = o.sun ?? [a.w * a.r(0.25, 0.75), hy * 0.55, a.w * 0.04];
  const hz: Horizon = { hy, sx: sun[0], sy: sun[1], sr: sun[2] };
  drawSky(a, m, hz, o.clouds ?? (m.dark ? "streaks" : "cumulus"), o.cloudCount ?? 5);
  const form = o.landform ?? "islands";
  const lands: { pts: Pt[]; color: string }[] = [];
  if (form === "islands" || form === "archipelago") {
    const count = form === "archipelago" ? 5 : 3;
    for (let i = 0; i < count; i++) {
      const cx = a.r(-0.05, 1.05) * a.w;
      const w = a.w * a.r(0.15, 0.4);
      const far = i < count - 1;
      lands.push({
        pts: ridge(a, cx - w / 2, cx + w / 2, hy, hy * (far ? a.r(0.06, 0.12) : a.r(0.1, 0.2))),
        color: far ? m.far : m.mid,
      });
    }
  } else if (form === "bay" || form === "coast") {
    lands.push({
      pts: ridge(a, -10, a.w * 0.8, hy, hy * 0.14, "flat"),
      color: m.far,
    });
    lands.push({
      pts: ridge(a, -10, a.w * a.r(0.3, 0.45), hy, hy * a.r(0.3, 0.45), "left"),
      color: m.veg,
    });
    if (form === "bay")
      lands.push({
        pts: ridge(a, a.w * a.r(0.6, 0.75), a.w + 10, hy, hy * a.r(0.25, 0.38), "right"),
        color: m.veg,
      });
  }
  for (const l of lands) land(a, l.pts, l.color, hy);
  if (form === "bay" || form === "coast") {
    const beach = a.w * a.r(0.4, 0.6);
    a.add(
      path(
        d`M${beach - a.w * 0.2},${hy + 1}Q${beach},${hy - 6} ${beach + a.w * 0.22},${hy + 1}Z`,
        mix(C.sand, m.far, m.dark ? 0.6 : 0.1),
      ),
    );
    const near = lands[1];
    if (near) a.add(forest(a, near.pts, hy, a.w * 0.01, m.veg), trees(a, near.pts, 14, a.w * 0.009, shade(m.veg, 0.3), 0.45));
  }
  drawSea(a, m, hz, o.turquoise && !m.dark ? TURQUOISE : m.sea);
  if (o.turquoise && !m.dark) {
    let spots = "";
    for (let i = 0; i < 7; i++) {
      spots += ellipse(
        a.r(0, a.w),
        hy + (a.h - hy) * a.r(0.35, 0.95),
        a.w * a.r(0.05, 0.14),
        a.h * a.r(0.01, 0.03),
        C.sand,
        op(0.12),
      );
    }
    a.add(spots);
  }
  const sorted = [...o.boats].sort((p, q) => p.y - q.y);
  for (const b of sorted) {
    const fade = Math.max(0, Math.min(0.7, 1 - (b.y - hy) / ((a.h - hy) * 0.8)) * 0.6);
    const st = boatStyle(a, m, fade, b.variant ?? -1);
    const bo = { lights: m.dark && m.time !== "sunset", ...b.opts };
    if (b.kind === "mono") a.add(monohull(a, b.x, b.y, b.len, st, bo));
    else if (b.kind === "cat") a.add(catamaran(a, b.x, b.y, b.len, st, bo));
    else if (b.kind === "catFront") a.add(catamaranFront(a, b.x, b.y, b.len, st, bo));
    else a.add(gulet(a, b.x, b.y, b.len, st, bo));
    if (b.opts?.furled && b.kind !== "catFront" && !m.dark) {
      // anchor chain into clear water
      const bx = b.x + (b.opts.dir === -1 ? -1 : 1) * b.len * 0.5;
      a.add(
        line(
          d`M${bx},${b.y - b.len * 0.1}q${b.len * 0.12},${b.len * 0.1} ${b.len * 0.18},${b.len * 0.3}`,
          C.navy,
          Math.max(1, b.len * 0.012),
          op(0.3),
        ),
      );
    }
  }
  return m;
}

// --- hero -------------------------------------------------------------------------------------

function sceneHero(a: Art): void {
  const { w, h } = a;
  const hy = h * 0.6;
  const m = MOODS.sunset;
  const hz: Horizon = { hy, sx: w * 0.66, sy: hy - 28, sr: 74 };
  drawSky(a, m, hz, "streaks", 8);
  land(a, ridge(a, -20, w * 0.3, hy, 54, "island"), m.far, hy);
  land(a, ridge(a, w * 0.22, w * 0.42, hy, 28, "island"), mix(m.far, m.sky[2]?.[1] ?? m.far, 0.3), hy);
  land(a, ridge(a, w * 0.84, w + 30, hy, 70, "island"), m.mid, hy);
  drawSea(a, m, hz, m.sea, 1.1);
  const fleet: [number, number, number, number][] = [
    [w * 0.36, hy + 22, 60, 4],
    [w * 0.52, hy + 12, 38, 6],
    [w * 0.85, hy + 30, 82, 3],
    [w * 0.16, hy + 64, 150, 7],
  ];
  fleet.forEach(([x, y, len, heel], i) => {
    const st = boatStyle(a, m, i === 3 ? 0 : 0.35);
    a.add(
      monohull(a, x, y, len, st, {
        heel,
        wake: true,
        dir: i === 2 ? -1 : 1,
        reflect: 0.3,
      }),
    );
  });
  // foreground deck of our own boat, with rail, mast, lights and the dancing couple
  const deck = (x: number) => h * 0.9 - (x / w) * 26;
  a.add(path(d`M0,${h}L0,${deck(0)}Q${w * 0.5},${deck(w * 0.5) - 18} ${w},${deck(w)}L${w},${h}Z`, m.silh));
  let stanchions = "";
  for (let x = 40; x < w; x += 150) stanchions += d`M${x},${deck(x) - 6}v-62`;
  a.add(
    line(stanchions, m.silh, 4),
    line(
      d`M0,${deck(0) - 38}Q${w * 0.5},${deck(w * 0.5) - 56} ${w},${deck(w) - 38}M0,${deck(0) - 66}Q${w * 0.5},${deck(w * 0.5) - 84} ${w},${deck(w) - 66}`,
      m.silh,
      2,
    ),
  );
  const mastX = w * 0.93;
  a.add(
    line(d`M${mastX},${deck(mastX) - 10}V-10`, m.silh, 16),
    line(d`M${mastX},40L${w * 0.82},${deck(w * 0.82) - 8}M${mastX},120L${w + 10},${deck(w) - 20}`, m.silh, 2.4),
  );
  a.add(stringLights(a, [mastX, 60], [-20, 250], 70, 22, 5.5));
  a.add(stringLights(a, [mastX, 190], [-20, 430], 50, 18, 5));
  a.add(g(at(w * 0.7, deck(w * 0.7) - 14, 2.5), couple(m.silh, 0)));
  a.add(g(at(w * 0.46, deck(w * 0.46) - 16, 2.1, true), couple(m.silh, 1)));
  a.add(g(at(w * 0.23, deck(w * 0.23) - 14, 2.2), accordionist(m.silh, mix(C.coral, m.silh, 0.45), mix(C.cream, m.silh, 0.55))));
  finish(a, 0.35);
}

// --- first / next edition, video poster ---------------------------------------------------------

function sceneFirstEdition(a: Art): void {
  seaScene(a, {
    time: "golden",
    hy: 0.46,
    sun: [a.w * 0.78, a.h * 0.2, 34],
    landform: "bay",
    turquoise: true,
    cloudCount: 3,
    boats: [
      {
        kind: "mono",
        x: a.w * 0.5,
        y: a.h * 0.82,
        len: 420,
        variant: 0,
        opts: { furled: true, couple: true },
      },
      {
        kind: "mono",
        x: a.w * 0.83,
        y: a.h * 0.56,
        len: 90,
        variant: 1,
        opts: { furled: true },
      },
    ],
  });
  a.add(
    dinghy(a.w * 0.2, a.h * 0.8, 3.2, C.coral),
    line(d`M${a.w * 0.23},${a.h * 0.79}Q${a.w * 0.26},${a.h * 0.82} ${a.w * 0.31},${a.h * 0.77}`, C.cream, 1.2, op(0.6)),
  );
  // nostalgic warm wash
  a.add(
    rect(
      0,
      0,
      a.w,
      a.h,
      a.lin([
        [0, C.coral, 0.14],
        [0.45, C.sun, 0.06],
        [1, C.sand, 0.12],
      ]),
    ),
  );
  finish(a, 0.4, 1.4);
}

function sceneNextEdition(a: Art): void {
  const { w, h } = a;
  const m = MOODS.golden;
  const hy = h * 0.6;
  const hz: Horizon = { hy, sx: w * 0.18, sy: hy * 0.58, sr: 40 };
  drawSky(a, m, hz, "streaks", 4);
  land(a, ridge(a, -10, w * 0.55, hy, hy * 0.16, "flat"), m.far, hy);
  const back = ridge(a, w * 0.2, w + 10, hy, hy * 0.42, "right", 0.8);
  land(a, back, mix(m.veg, m.far, 0.55), hy, 0);
  a.add(forest(a, back, hy, w * 0.008, mix(m.veg, m.far, 0.55)));
  const hill = ridge(a, w * 0.45, w + 10, hy, hy * 0.5, "right", 0.7);
  land(a, hill, m.veg, hy, 0.25);
  a.add(forest(a, hill, hy, w * 0.008, m.veg), trees(a, hill, 40, w * 0.011, shade(m.veg, 0.4), 0.35));
  const fx = w * 0.74;
  a.add(fort(fx, heightAt(hill, fx) + 8, 1.25, "#e9c493", "#b98a68"));
  drawSea(a, m, hz, m.sea, 1);
  a.add(gulet(a, w * 0.42, h * 0.78, 380, boatStyle(a, m, 0), { reflect: 0.25 }));
  a.add(monohull(a, w * 0.13, h * 0.66, 80, boatStyle(a, m, 0.4), { furled: true }));
  a.add(
    rocks(a, w * 0.72, w + 40, h + 4, h * 0.24, "#c9946f", "#7d5a4f"),
    rocks(a, -40, w * 0.12, h + 4, h * 0.14, "#b8866a", "#6f5050"),
  );
  finish(a, 0.35);
}

function sceneVideoPoster(a: Art): void {
  const { w, h } = a;
  const m = MOODS.night;
  const hy = h * 0.5;
  const hz: Horizon = { hy, sx: w * 0.8, sy: h * 0.15, sr: 26 };
  drawSky(a, m, hz, "none");
  land(a, ridge(a, -10, w * 0.45, hy, 34, "island"), m.far, hy);
  drawSea(a, m, hz, m.sea, 0.6);
  a.add(
    monohull(a, w * 0.3, hy + 14, 60, boatStyle(a, m, 0.2), {
      furled: true,
      lights: true,
    }),
  );
  a.add(
    catamaran(a, w * 0.64, hy + 10, 50, boatStyle(a, m, 0.3), {
      furled: true,
      lights: true,
    }),
  );
  const deckTop = h * 0.66;
  a.add(deckPlanks(a, deckTop, w * 0.5, "#2e2330", "#15101c"));
  a.add(
    ellipse(
      w * 0.55,
      deckTop + 90,
      w * 0.5,
      h * 0.28,
      a.rad([
        [0, C.sun, 0.3],
        [1, C.sun, 0],
      ]),
    ),
  );
  // rail and mast
  const dark = "#0b1424";
  a.add(
    line(d`M0,${deckTop - 50}H${w}M0,${deckTop - 25}H${w}`, dark, 2),
    line(d`M40,${deckTop}v-52M${w * 0.35},${deckTop}v-52M${w * 0.7},${deckTop}v-52M${w - 40},${deckTop}v-52`, dark, 4),
  );
  const mx = w * 0.47;
  a.add(line(d`M${mx},${deckTop + 30}V-10`, dark, 13));
  a.add(
    stringLights(a, [-30, 18], [w + 30, 30], 70, 26, 4.6),
    stringLights(a, [mx, 40], [-30, h * 0.4], 50, 16, 5),
    stringLights(a, [mx, 40], [w + 30, h * 0.36], 50, 18, 5),
  );
  // figures at several depths, each with a warm rim light from the lanterns
  const warm = "#0d1322";
  const rim = (x: number, y: number, s: number, flip: boolean, shape: string) =>
    g(
      at(x, y, s, flip),
      g(`color="#f59a4a" transform="translate(-.8 -.4)" ${op(0.7)}`, a.use(shape)),
      g(`color="${warm}"`, a.use(shape)),
    );
  const cc = "currentColor";
  a.add(
    rim(w * 0.86, h * 0.8, 2.0, true, couple(cc, 1)),
    rim(w * 0.34, h * 0.79, 1.75, false, figure(cc, true)),
    rim(w * 0.15, h * 0.88, 2.5, false, accordionist(cc, C.coral, C.cream)),
    rim(w * 0.66, h * 0.95, 2.8, false, couple(cc, 0, C.coral)),
  );
  finish(a, 0.4);
}

// --- covers ----------------------------------------------------------------------------------

function sceneCover(a: Art, id: string): void {
  const { w, h } = a;
  switch (id) {
    case "fsw19": {
      seaScene(a, {
        time: "dawn",
        hy: 0.6,
        sun: [w * 0.3, h * 0.52, 40],
        landform: "islands",
        clouds: "streaks",
        boats: [
          {
            kind: "mono",
            x: w * 0.62,
            y: h * 0.8,
            len: 260,
            opts: { heel: 4, wake: true },
          },
          {
            kind: "mono",
            x: w * 0.85,
            y: h * 0.66,
            len: 80,
            opts: { heel: 4 },
          },
        ],
      });
      break;
    }
    case "fsw20": {
      const m = MOODS.golden;
      const hy = h * 0.5;
      const hz: Horizon = { hy, sx: w * 0.8, sy: h * 0.22, sr: 32 };
      drawSky(a, m, hz, "cumulus", 3);
      land(a, ridge(a, -10, w + 10, hy - 60, 70, "flat"), m.far, hy, 0);
      a.add(town(a, -10, w + 10, hy, 1.1, m, false));
      drawSea(a, m, { ...hz, hy: hy + 8 }, m.sea, 0.8);
      for (let i = 0; i < 7; i++) {
        const x = w * (0.06 + i * 0.14) + a.r(-10, 10);
        a.add(monohull(a, x, hy + 40 + a.r(0, 20), a.r(110, 150), boatStyle(a, m, 0.1), { furled: true, dir: i % 2 ? 1 : -1 }));
      }
      a.add(
        monohull(a, w * 0.5, h * 0.92, 320, boatStyle(a, m, 0, 1), {
          heel: 3,
          wake: true,
          couple: true,
        }),
      );
      break;
    }
    case "fsw21": {
      const m = seaScene(a, {
        time: "day",
        hy: 0.55,
        sun: [w * 0.2, h * 0.15, 30],
        landform: "open",
        boats: [
          {
            kind: "mono",
            x: w * 0.3,
            y: h * 0.78,
            len: 240,
            opts: { heel: 8, wake: true },
          },
        ],
      });
      const hl = ridge(a, w * 0.58, w + 20, h * 0.78, h * 0.26, "right", 0.8);
      a.add(path(poly(hl), "#4f8f86"));
      a.add(rocks(a, w * 0.55, w + 30, h * 0.8, h * 0.12, "#d9b48a", "#8f6a58"));
      a.add(lighthouse(a, w * 0.8, heightAt(hl, w * 0.8) + 6, h * 0.36, m, false));
      a.add(rocks(a, w * 0.5, w + 30, h + 6, h * 0.1, "#c9a07a", "#7d5a4f"));
      break;
    }
    case "fsw22": {
      seaScene(a, {
        time: "day",
        hy: 0.42,
        landform: "bay",
        turquoise: true,
        cloudCount: 4,
        boats: [
          {
            kind: "mono",
            x: w * 0.3,
            y: h * 0.62,
            len: 140,
            opts: { furled: true },
          },
          {
            kind: "cat",
            x: w * 0.66,
            y: h * 0.7,
            len: 200,
            opts: { furled: true },
          },
          {
            kind: "mono",
            x: w * 0.5,
            y: h * 0.54,
            len: 80,
            opts: { furled: true, dir: -1 },
          },
          {
            kind: "mono",
            x: w * 0.14,
            y: h * 0.88,
            len: 220,
            opts: { furled: true, dir: -1, couple: true },
          },
        ],
      });
      break;
    }
    case "fsw23": {
      seaScene(a, {
        time: "sunset",
        hy: 0.62,
        sun: [w * 0.55, h * 0.56, 50],
        landform: "islands",
        clouds: "streaks",
        cloudCount: 7,
        boats: [
          {
            kind: "mono",
            x: w * 0.25,
            y: h * 0.82,
            len: 260,
            opts: { heel: 8, wake: true },
          },
          {
            kind: "mono",
            x: w * 0.7,
            y: h * 0.72,
            len: 140,
            opts: { heel: 8, wake: true },
          },
          {
            kind: "mono",
            x: w * 0.45,
            y: h * 0.67,
            len: 80,
            opts: { heel: 6 },
          },
          {
            kind: "mono",
            x: w * 0.88,
            y: h * 0.66,
            len: 60,
            opts: { heel: 6 },
          },
        ],
      });
      break;
    }
    case "fsw24": {
      seaScene(a, {
        time: "night",
        hy: 0.6,
        sun: [w * 0.7, h * 0.2, 30],
        landform: "bay",
        clouds: "none",
        boats: [
          {
            kind: "mono",
            x: w * 0.25,
            y: h * 0.8,
            len: 220,
            opts: { furled: true },
          },
          {
            kind: "cat",
            x: w * 0.62,
            y: h * 0.7,
            len: 130,
            opts: { furled: true },
          },
          {
            kind: "mono",
            x: w * 0.85,
            y: h * 0.66,
            len: 70,
            opts: { furled: true },
          },
        ],
      });
      break;
    }
    case "fsw25": {
      seaScene(a, {
        time: "golden",
        hy: 0.58,
        sun: [w * 0.22, h * 0.3, 36],
        landform: "archipelago",
        clouds: "cumulus",
        cloudCount: 3,
        boats: [
          {
            kind: "cat",
            x: w * 0.55,
            y: h * 0.84,
            len: 300,
            opts: { heel: 1, wake: true, couple: true },
          },
          {
            kind: "mono",
            x: w * 0.2,
            y: h * 0.68,
            len: 100,
            opts: { heel: 5 },
          },
        ],
      });
      break;
    }
    default: {
      // fsw26 — the Turkish coast
      const m = MOODS.day;
      const hy = h * 0.55;
      const hz: Horizon = { hy, sx: w * 0.85, sy: h * 0.12, sr: 28 };
      drawSky(a, m, hz, "cumulus", 4);
      land(a, ridge(a, -10, w + 10, hy, hy * 0.18, "flat"), m.far, hy);
      const hill = ridge(a, -10, w * 0.55, hy, hy * 0.5, "left", 0.7);
      land(a, hill, "#5e9a88", hy);
      a.add(trees(a, hill, 36, w * 0.01, "#2f6a5e", 0.4));
      a.add(fort(w * 0.2, heightAt(hill, w * 0.2) + 8, 1.1, "#f0d4a8", "#c49a78"));
      drawSea(a, m, hz, TURQUOISE, 1);
      a.add(gulet(a, w * 0.62, h * 0.8, 320, boatStyle(a, m, 0), { wake: true }));
      a.add(rocks(a, -30, w * 0.25, h + 4, h * 0.16, "#d9b48a", "#8f6a58"));
    }
  }
  finish(a, 0.3);
}

// --- event gallery scenes --------------------------------------------------------------------

type GalleryScene = "sails" | "dance" | "swim" | "harbour" | "toast" | "stars";
const GALLERY_SCENES: readonly GalleryScene[] = ["sails", "dance", "swim", "harbour", "toast", "stars"];

function sceneSails(a: Art): void {
  const { w, h } = a;
  const m = MOODS[a.pick(["day", "golden", "day"] as const)];
  const sx = w * a.r(0.1, 0.3);
  drawSky(a, m, { hy: h, sx, sy: h * 0.2, sr: 0 }, "cumulus", 4);
  a.add(
    circle(
      sx,
      h * 0.2,
      w * 0.25,
      a.radU(
        [
          [0, C.cream, 0.7],
          [1, C.cream, 0],
        ],
        sx,
        h * 0.2,
        w * 0.25,
      ),
    ),
  );
  const spinnaker = a.chance(0.4);
  if (spinnaker) {
    const cols = a.pick([
      [C.navy, C.coral, C.sun, C.cream, C.aqua, C.navy],
      [C.sun, C.navy, C.cream, C.coral, C.cream, C.navy],
      [C.coral, C.sea, C.aqua, C.cream, C.sun, C.coral],
    ]);
    const hx = w * 0.52;
    const hy = h * 0.03;
    const shape = d`M${hx},${hy}C${w * 0.95},${hy} ${w * 1.08},${h * 0.6} ${w * 0.84},${h * 0.97}Q${w * 0.5},${h * 0.86} ${w * 0.14},${h * 0.97}C${-w * 0.06},${h * 0.6} ${w * 0.06},${hy} ${hx},${hy}Z`;
    let bands = "";
    const edges = [-0.15, 0.12, 0.3, 0.5, 0.68, 0.88, 1.15];
    cols.forEach((c, i) => {
      const x0 = w * (edges[i] ?? 0);
      const x1 = w * (edges[i + 1] ?? 1.2);
      bands += path(d`M${hx},${hy}L${x0},${h * 1.05}L${x1},${h * 1.05}Z`, c);
    });
    let seams = "";
    for (let i = 1; i < 5; i++) {
      const y = h * (0.12 + i * 0.18);
      seams += d`M0,${y}Q${w / 2},${y + h * 0.12} ${w},${y}`;
    }
    a.add(
      line(d`M${hx},${hy}V-10`, C.navy, 2.5),
      g(
        a.clip(path(shape, "#000")),
        bands,
        line(seams, C.ink, 1.2, op(0.15)),
        rect(
          0,
          0,
          w,
          h,
          a.radU(
            [
              [0, C.cream, 0.35],
              [0.5, C.cream, 0],
              [1, C.ink, 0.35],
            ],
            w * 0.3,
            h * 0.3,
            w * 0.8,
          ),
        ),
      ),
      line(d`M${w * 0.14},${h * 0.97}L${w * 0.04},${h * 1.1}M${w * 0.84},${h * 0.97}L${w * 0.96},${h * 1.1}`, C.navy, 2.5),
    );
  } else {
    const mx0 = w * 0.6;
    const mx1 = w * 0.53;
    a.add(line(d`M${w * 0.52},-10L${w * 1.1},${h * 0.7}`, "#3a4a5e", 2));
    const main = d`M${mx1},${-10}L${mx0},${h * 0.86}L${w * 0.02},${h * 0.94}Q${w * 0.2},${h * 0.35} ${mx1},${-10}Z`;
    a.add(
      path(
        main,
        a.linU(
          [
            [0, m.sail],
            [0.6, m.sail],
            [1, m.sailShade],
          ],
          mx0,
          0,
          0,
          0,
        ),
      ),
    );
    let seams = "";
    for (let i = 1; i < 7; i++) {
      const t = i / 7;
      seams += d`M${mx1 + (mx0 - mx1) * t},${-10 + (h * 0.86 + 10) * t}Q${w * (0.35 - t * 0.05)},${h * (t * 0.9 + 0.02)} ${w * 0.02 + (mx1 - w * 0.02) * (1 - t) * 0.78 + w * 0.05 * t},${h * 0.94 - (h * 0.94 + 10) * (1 - t) * 0.98}`;
    }
    a.add(line(seams, m.sailShade, 1.4, op(0.6)));
    let battens = "";
    for (let i = 1; i < 5; i++) {
      const t = i / 5;
      const lx = w * 0.02 + (mx1 - w * 0.02) * (1 - t) - w * 0.05 * Math.sin(Math.PI * (1 - t));
      const ly = h * 0.94 - (h * 0.94 + 10) * (1 - t);
      battens += d`M${lx + w * 0.01},${ly}l${w * 0.16},${-h * 0.02}`;
    }
    a.add(line(battens, m.sailShade, 5, op(0.8)));
    a.add(line(d`M${w * 0.16},${h * 0.52}l-14,3M${w * 0.28},${h * 0.3}l-14,3`, C.coral, 3));
    a.add(line(d`M${mx1},-10L${mx0},${h + 10}`, "#c9d3dc", 14), line(d`M${mx1 + 4},-10L${mx0 + 4},${h + 10}`, "#8a9aac", 4));
    const jib = d`M${w * 0.56},-20L${w * 1.04},${h * 0.72}L${w * 0.74},${h * 1.02}Q${w * 0.7},${h * 0.45} ${w * 0.56},-20Z`;
    a.add(
      path(
        jib,
        a.linU(
          [
            [0, m.sail],
            [1, m.sailShade],
          ],
          w * 0.6,
          0,
          w,
          h,
        ),
      ),
      path(jib, C.sun, op(0.08)),
    );
    a.add(line(d`M${w * 0.74},${h * 1.02}L${w * 0.8},${h * 1.1}M${w * 0.02},${h * 0.94}L${w * 0.3},${h * 1.1}`, "#3a4a5e", 2));
    a.add(line(d`M${w * 0.82},${h * 0.5}l-12,4M${w * 0.7},${h * 0.25}l-10,3`, C.coral, 3));
  }
  // deck edge + winch
  a.add(path(d`M0,${h}L0,${h * 0.95}Q${w * 0.5},${h * 0.9} ${w},${h * 0.96}L${w},${h}Z`, C.navy, op(0.92)));
  a.add(rect(w * 0.08, h * 0.86, 46, 40, "#b9c4cf", `rx="8"`), rect(w * 0.08, h * 0.86, 46, 10, "#e8eef2", `rx="5"`));
  finish(a, 0.3);
}

function sceneDance(a: Art): void {
  const { w, h } = a;
  const m = MOODS[a.pick(["sunset", "dusk", "night", "sunset"] as const)];
  const hy = h * 0.58;
  const hz: Horizon = {
    hy,
    sx: w * a.r(0.3, 0.7),
    sy: m.moon ? h * 0.16 : hy - a.r(10, 60),
    sr: m.moon ? 26 : 46,
  };
  drawSky(a, m, hz, m.moon ? "none" : "streaks", 6);
  if (a.chance(0.45)) {
    land(a, ridge(a, -10, w + 10, hy - 30, a.r(50, 90), "flat", 0.6), m.far, hy, 0);
    a.add(town(a, -10, w + 10, hy - 4, 0.8, m, true));
    drawSea(a, m, { ...hz, hy: hy + 2, sr: 0 }, m.sea, 0.6);
  } else {
    land(a, ridge(a, a.r(-100, 200), a.r(400, 700), hy, a.r(30, 60)), m.far, hy);
    drawSea(a, m, hz, m.sea, 0.8);
  }
  const floor = h * 0.8;
  a.add(deckPlanks(a, floor, w * 0.5, mix("#6b4a3a", m.silh, 0.65), m.silh));
  a.add(
    ellipse(
      w * 0.5,
      floor + 10,
      w * 0.45,
      h * 0.12,
      a.rad([
        [0, C.sun, 0.3],
        [1, C.sun, 0],
      ]),
    ),
  );
  const lights = a.chance(0.7) || m.time !== "sunset";
  if (lights) {
    a.add(stringLights(a, [-20, h * 0.12], [w + 20, h * 0.1], 60, 20, 5));
    a.add(stringLights(a, [-20, h * 0.38], [w * 0.5, h * 0.2], 30, 10, 4));
  }
  const n = a.int(2, 3);
  const slots = [0.28, 0.62, 0.84];
  for (let i = 0; i < n; i++) {
    const s = i === 0 ? 3 : a.r(1.7, 2.3);
    const x = w * (slots[i] ?? 0.5) + a.r(-30, 30);
    a.add(
      g(
        at(x, floor + (i === 0 ? 28 : 6) + a.r(0, 10), s, a.chance(0.5)),
        couple(m.silh, a.int(0, 2), i === 0 ? C.coral : undefined),
      ),
    );
  }
  if (a.chance(0.5))
    a.add(g(at(w * 0.08, floor + 4, 1.9), accordionist(m.silh, mix(C.coral, m.silh, 0.3), mix(C.cream, m.silh, 0.4))));
  finish(a, 0.35);
}

function swimmer(a: Art, x: number, y: number, s: number, skin: string, hair: string): string {
  return (
    line(d`M${x - 30 * s},${y + 4 * s}h${60 * s}M${x - 18 * s},${y + 10 * s}h${36 * s}`, C.cream, 2 * s, op(0.6)) +
    ellipse(x, y + 4 * s, 34 * s, 7 * s, "none", `stroke="${C.cream}" stroke-width="${f2(1.5 * s)}" ${op(0.5)}`) +
    circle(x, y - 6 * s, 11 * s, skin) +
    path(
      d`M${x - 11 * s},${y - 8 * s}q${2 * s},${-12 * s} ${11 * s},${-11 * s}q${10 * s},0 ${11 * s},${11 * s}q${-6 * s},${-5 * s} ${-22 * s},0Z`,
      hair,
    ) +
    line(d`M${x - 14 * s},${y + 2 * s}q${-10 * s},${-10 * s} ${-18 * s},${-6 * s}`, skin, 5 * s)
  );
}

const SKINS = ["#f1c6a5", "#d9a27e", "#b97850", "#8d5a3b", "#5e3a26"];
const HAIRS = ["#2a1a14", "#4a2e1e", "#8a5a2e", "#d9b26a", "#1a1a1a"];

function sceneSwim(a: Art): void {
  const { w, h } = a;
  const m = MOODS.day;
  const hy = h * 0.36;
  const hz: Horizon = { hy, sx: w * a.r(0.1, 0.3), sy: h * 0.1, sr: 26 };
  drawSky(a, m, hz, "cumulus", 3);
  land(a, ridge(a, a.r(-50, 100), a.r(350, 600), hy, 40), m.far, hy);
  drawSea(
    a,
    m,
    hz,
    [
      [0, "#5fc4cf"],
      [0.4, "#3fb6c4"],
      [1, "#1b8696"],
    ],
    1.2,
  );
  // caustics
  let caus = "";
  for (let i = 0; i < 16; i++) {
    const y = hy + (h - hy) * a.r(0.5, 1);
    const x = a.r(-50, w);
    caus += d`M${x},${y}q20,-10 40,0t40,0t40,0`;
  }
  a.add(line(caus, C.cream, 2, op(0.2)));
  if (a.chance(0.45)) {
    // the boat at anchor in the bay, swimmers, a lifebuoy and a paddle board
    const st = boatStyle(a, m, 0.05);
    const bx = w * a.r(0.45, 0.7);
    if (a.chance(0.5)) a.add(catamaranFront(a, bx, h * 0.58, 300, st, { furled: true }));
    else
      a.add(
        monohull(a, bx, h * 0.58, 360, st, {
          furled: true,
          dir: a.chance(0.5) ? 1 : -1,
        }),
      );
    const skin = a.pick(SKINS);
    const px = w * a.r(0.12, 0.3);
    const py = h * 0.8;
    a.add(
      ellipse(px, py, 120, 13, C.coral),
      ellipse(px, py - 3, 112, 8, tint(C.coral, 0.35)),
      line(d`M${px - 140},${py + 14}h280M${px - 100},${py + 24}h200`, C.cream, 3, op(0.5)),
      g(
        at(px, py - 4, 2.4),
        line("M-4,-30L-6,0M4,-30L7,0", skin, 6.5),
        path("M-9,-38L9,-38L9.5,-27L-9.5,-27Z", a.pick([C.navy, C.sea, C.sun])),
        path("M-10,-66Q0,-70 10,-66L9,-36L-9,-36Z", skin),
        path("M-10,-60Q0,-56 10,-60L9.5,-50Q0,-47 -9.5,-50Z", a.pick([C.navy, C.coral, C.sun])),
        circle(0, -78, 8.5, skin),
        path("M-9,-80Q-8,-92 1,-91Q10,-90 9,-79Q3,-85 -9,-80Z", a.pick(HAIRS)),
        line("M-8,-62L-14,-44L-4,-40M8,-62L13,-46L4,-42", skin, 5),
        line("M-22,-78L22,10", "#3a4a5e", 2.2),
        path("M17,2l9,16l5,-3l-8,-15Z", "#3a4a5e"),
      ),
    );
    const rx = w * a.r(0.75, 0.9);
    const ry = h * 0.86;
    a.add(
      ellipse(rx, ry, 46, 16, "none", `stroke="${C.coral}" stroke-width="14"`),
      line(d`M${rx - 46},${ry}h0M${rx + 46},${ry}h0M${rx},${ry - 16}h0M${rx},${ry + 16}h0`, C.cream, 15),
    );
    for (let i = 0; i < 3; i++) {
      a.add(
        swimmer(a, w * (0.3 + i * 0.22) + a.r(-30, 30), h * (0.66 + (i % 2) * 0.08), 1.4 + i * 0.2, a.pick(SKINS), a.pick(HAIRS)),
      );
    }
    finish(a, 0.25);
    return;
  }
  // stern of the boat (right), seen from astern
  const flip = a.chance(0.5);
  const sx = flip ? w * 0.38 : w * 0.62;
  const stern = g(
    flip ? `transform="translate(${f(w)} 0) scale(-1 1)"` : "",
    path(d`M${sx},${h * 0.58}L${w + 20},${h * 0.44}L${w + 20},${h * 0.78}L${sx + 30},${h * 0.72}Z`, C.cream),
    path(d`M${sx},${h * 0.58}L${w + 20},${h * 0.44}L${w + 20},${h * 0.5}L${sx + 4},${h * 0.62}Z`, C.navy),
    path(d`M${sx + 30},${h * 0.72}L${w + 20},${h * 0.78}L${w + 20},${h * 0.82}L${sx + 40},${h * 0.755}Z`, "#c9985e"),
    path(d`M${sx + 30},${h * 0.72}L${w + 20},${h * 0.78}L${w + 20},${h * 0.86}L${sx + 34},${h * 0.76}Z`, C.sea, op(0.25)),
    line(d`M${sx + 60},${h * 0.56}L${sx + 60},${h * 0.42}L${w},${h * 0.3}M${sx + 60},${h * 0.49}L${w},${h * 0.37}`, "#b8c4cf", 5),
    line(d`M${sx + 90},${h * 0.62}V${h * 0.96}M${sx + 130},${h * 0.63}V${h * 0.97}`, "#d0d8e0", 6),
    line(d`M${sx + 90},${h * 0.7}h40M${sx + 90},${h * 0.79}h40M${sx + 90},${h * 0.88}h40`, "#d0d8e0", 4),
    line(d`M${sx + 90},${h * 0.86}h40M${sx + 90},${h * 0.94}h40`, C.cream, 4, op(0.3)),
    line(d`M${w * 0.9},${h * 0.32}L${w * 0.95},${-10}`, "#8a9aac", 3),
    path(d`M${w * 0.93},${h * 0.14}l${w * 0.06},${h * 0.01}l-4,${h * 0.06}l${-w * 0.06},${-h * 0.01}Z`, C.coral),
    path(
      d`M${sx},${h * 0.58}L${sx + 30},${h * 0.72}L${sx + 30},${h * 0.74}Q${w * 0.8},${h * 0.9} ${w + 20},${h * 0.95}`,
      C.ink,
      op(0.08),
    ),
  );
  a.add(stern);
  // jumper in the air
  const jx = flip ? w * 0.75 : w * 0.25;
  const jy = h * 0.42;
  const skin = a.pick(SKINS);
  a.add(
    g(
      at(jx, jy, 2.6, false, a.r(-12, 12)),
      line("M-7,-64L-20,-97M7,-64L20,-97", skin, 5.5),
      line("M-4,-32L-9,-2M4,-32L11,-4", skin, 7.5),
      circle(0, -79, 8.5, skin),
      path("M-8.5,-82Q-8,-92 0,-92Q9,-92 9,-82Q4,-86 -8.5,-82Z", a.pick(HAIRS)),
      path("M-10,-67Q0,-71 10,-67L8.5,-36Q0,-33 -8.5,-36Z", skin),
      path("M-9,-40L9,-40L9.5,-27L1,-27L0,-31L-1,-27L-9.5,-27Z", a.pick([C.coral, C.navy, C.sun])),
    ),
    line(
      d`M${jx - 40},${h * 0.92}q40,-60 80,0M${jx - 20},${h * 0.9}l-16,-40M${jx + 20},${h * 0.9}l16,-36M${jx},${h * 0.9}v-50`,
      C.cream,
      4,
      op(0.7),
    ),
  );
  for (let i = 0; i < 3; i++) {
    const x = flip ? w * (0.15 + i * 0.16) : w * (0.52 - i * 0.16);
    a.add(swimmer(a, x + a.r(-20, 20), h * a.r(0.58, 0.7) + i * 40, 1.6 + i * 0.35, a.pick(SKINS), a.pick(HAIRS)));
  }
  finish(a, 0.25);
}

function sceneHarbour(a: Art): void {
  const { w, h } = a;
  const m = MOODS[a.pick(["dusk", "dusk", "night"] as const)];
  const hy = h * 0.6;
  const hz: Horizon = {
    hy,
    sx: w * a.r(0.2, 0.8),
    sy: m.moon ? h * 0.14 : hy - 10,
    sr: m.moon ? 22 : 0,
  };
  drawSky(a, m, hz, m.moon ? "none" : "streaks", 5);
  land(a, ridge(a, -10, w + 10, hy - 40, a.r(80, 140), "flat", 0.6), m.far, hy, 0);
  if (a.chance(0.6)) a.add(lighthouse(a, w * a.r(0.05, 0.15), hy - 20, h * 0.2, m, true));
  a.add(town(a, -10, w + 10, hy, a.r(1, 1.3), m, true));
  drawSea(a, m, { ...hz, hy: hy + 8, sr: 0 }, m.sea, 0.7);
  // lamp posts
  let lamps = "";
  let posts = "";
  for (let x = a.r(30, 90); x < w; x += a.r(180, 260)) {
    posts += d`M${x},${hy}v-56`;
    lamps +=
      circle(
        x,
        hy - 60,
        26,
        a.radU(
          [
            [0, "#ffe3a0", 0.7],
            [1, "#ffe3a0", 0],
          ],
          x,
          hy - 60,
          26,
        ),
      ) + circle(x, hy - 60, 4, "#fff3c4");
    lamps += line(d`M${x},${hy + 14}v${a.r(60, 120)}`, "#ffe3a0", 6, op(0.3));
  }
  a.add(line(posts, m.silh, 3), lamps);
  const n = a.int(4, 6);
  for (let i = 0; i < n; i++) {
    const x = ((i + 0.5) / n) * w + a.r(-30, 30);
    const len = a.r(150, 240);
    a.add(
      monohull(a, x, hy + 46 + a.r(0, 30), len, boatStyle(a, m, 0.1), {
        furled: true,
        dir: a.chance(0.5) ? 1 : -1,
        lights: true,
      }),
    );
  }
  // a wooden jetty with lanterns running out from the foreground
  const flip = a.chance(0.5);
  const jx = (v: number) => (flip ? w - v : v);
  const top = hy + 56;
  const wood = mix("#7a5236", m.silh, 0.55);
  let planks = "";
  for (let i = 1; i < 9; i++) {
    const t = Math.pow(i / 9, 1.6);
    const y = top + (h - top) * t;
    planks += d`M${jx(w * (0.37 - 0.35 * t))},${y}L${jx(w * (0.43 - 0.05 * t))},${y}`;
  }
  let jPosts = "";
  let jLamps = "";
  for (let i = 0; i < 4; i++) {
    const t = Math.pow(i / 3, 1.5);
    const x = jx(w * (0.43 - 0.05 * t) + 6);
    const y = top + (h - top) * t;
    const ph = 30 + 150 * t;
    jPosts += d`M${x},${y + 4 + t * 20}v${-ph}M${jx(w * (0.37 - 0.35 * t))},${y + 10 + t * 30}v${20 + 40 * t}`;
    jLamps +=
      circle(
        x,
        y - ph,
        16 + 50 * t,
        a.radU(
          [
            [0, "#ffe3a0", 0.55],
            [1, "#ffe3a0", 0],
          ],
          x,
          y - ph,
          16 + 50 * t,
        ),
      ) + circle(x, y - ph, 2 + 6 * t, "#fff3c4");
  }
  a.add(
    path(
      poly([
        [jx(w * 0.37), top],
        [jx(w * 0.43), top],
        [jx(w * 0.38), h + 2],
        [jx(w * 0.02), h + 2],
      ]),
      wood,
    ),
    line(planks, shade(wood, 0.4), 2),
    line(jPosts, m.silh, 7),
    jLamps,
  );
  finish(a, 0.35);
}

function wineGlass(x: number, y: number, s: number, rot: number, drink: string): string {
  return g(
    at(x, y, s, false, rot),
    path("M-12,-40Q-13,-18 0,-12Q13,-18 12,-40Z", C.cream, op(0.18)),
    path("M-12.5,-27Q-11,-15 0,-12Q11,-15 12.5,-27Z", drink),
    line("M-12,-40Q-13,-18 0,-12Q13,-18 12,-40M0,-12V8M-8,9h16", C.cream, 1.4, op(0.85)),
    line("M-8,-36q-2,10 1,18", "#ffffff", 1.6, op(0.6)),
  );
}

function tumbler(x: number, y: number, s: number, rot: number): string {
  return g(
    at(x, y, s, false, rot),
    path("M-11,-34L11,-34L9,4Q0,6 -9,4Z", C.cream, op(0.22)),
    path("M-10.4,-20L10.4,-20L9,4Q0,6 -9,4Z", "#eef3d2", op(0.9)),
    path("M-6,-12l7,-5l2,7Z", "#7fb24a"),
    path("M2,-6l6,-2l-1,6Z", "#9cc95a"),
    line("M-4,-2h0M3,-14h0M-2,-17h0", C.cream, 2.2),
    line("M-11,-34L11,-34L9,4Q0,6 -9,4Z", C.cream, 1.3, op(0.85)),
    line("M-8,-30l1.5,30", "#ffffff", 1.4, op(0.6)),
    line("M5,-34l6,-14", C.coral, 2),
  );
}

function sceneToast(a: Art): void {
  const { w, h } = a;
  const m = MOODS[a.pick(["sunset", "golden", "sunset"] as const)];
  const hy = h * 0.64;
  const hz: Horizon = { hy, sx: w * 0.5, sy: hy - a.r(20, 50), sr: 60 };
  drawSky(a, m, hz, "streaks", 6);
  land(a, ridge(a, a.r(-100, 100), a.r(300, 500), hy, 40), m.far, hy);
  land(a, ridge(a, a.r(800, 950), w + 40, hy, 60), m.mid, hy);
  drawSea(a, m, hz, m.sea, 0.8);
  a.add(
    monohull(a, w * a.r(0.7, 0.85), hy + 14, 70, boatStyle(a, m, 0.4), {
      heel: 5,
    }),
  );
  // rail
  a.add(
    line(d`M-10,${h * 0.86}L${w + 10},${h * 0.8}`, m.silh, 5),
    line(d`M${w * 0.12},${h * 0.86}V${h}M${w * 0.88},${h * 0.81}V${h}`, m.silh, 8),
  );
  const drinks = [C.coral, C.sun, "#f4a3a0", "#ffd27a"];
  const caipirinha = a.chance(0.5);
  const cx = w * 0.5 + a.r(-60, 60);
  const cy = h * 0.3;
  // [glass x, glass y, rotation, scale, arm end x]
  const glasses: [number, number, number, number, number][] = [
    [cx - 66, cy + 120, 13, 3.4, cx - 330],
    [cx + 66, cy + 120, -13, 3.4, cx + 330],
    [cx - 200, cy + 215, 22, 2.9, cx - 520],
    [cx + 210, cy + 205, -22, 2.9, cx + 540],
  ];
  const count = a.int(2, 4);
  glasses.slice(0, count).forEach(([gx, gy, rot, s, ex2]) => {
    const sleeve = mix(a.pick([C.navy, C.coral, C.sea, C.cream, C.sun]), m.silh, 0.55);
    const rad = (rot * Math.PI) / 180;
    const hx = gx - Math.sin(rad) * 4 * s;
    const hy2 = gy + Math.cos(rad) * 4 * s;
    // a tapered forearm from the wrist down and out of the frame, with a sleeve at the bottom
    const bx = ex2;
    const by = h + 60;
    const len = Math.hypot(bx - hx, by - hy2);
    const nx = -(by - hy2) / len;
    const ny = (bx - hx) / len;
    const at2 = (t: number, wd: number, side: number): Pt => [
      hx + (bx - hx) * t + nx * wd * side,
      hy2 + 8 + (by - hy2 - 8) * t + ny * wd * side,
    ];
    const arm = poly([at2(0, 15, 1), at2(0.55, 24, 1), at2(1, 36, 1), at2(1, 36, -1), at2(0.55, 24, -1), at2(0, 15, -1)]);
    const cuff = poly([at2(0.5, 30, 1), at2(1, 44, 1), at2(1, 44, -1), at2(0.5, 30, -1)]);
    a.add(
      path(arm, m.silh),
      path(cuff, sleeve),
      caipirinha ? tumbler(gx, gy - 8 * s, s * 1.05, rot) : wineGlass(gx, gy, s, rot, a.pick(drinks)),
      ellipse(hx, hy2, 17, 21, m.silh, `transform="rotate(${f(rot)} ${f(hx)} ${f(hy2)})"`),
    );
  });
  let spark = "";
  for (let i = 0; i < 8; i++) {
    const an = (i / 8) * Math.PI * 2;
    spark += d`M${cx + Math.cos(an) * 50},${cy - 30 + Math.sin(an) * 50}l${Math.cos(an) * 30},${Math.sin(an) * 30}`;
  }
  a.add(line(spark, "#fff3c4", 3, op(0.8)));
  finish(a, 0.35);
}

function sceneStars(a: Art): void {
  const { w, h } = a;
  const m = MOODS.night;
  const hy = h * 0.68;
  const hz: Horizon = {
    hy,
    sx: w * a.r(0.6, 0.9),
    sy: h * a.r(0.12, 0.3),
    sr: a.chance(0.5) ? 22 : 0,
  };
  drawSky(a, m, { ...hz, sr: 0 }, "none");
  // milky way
  const ang = a.r(-30, -10);
  a.add(
    g(
      `transform="rotate(${f(ang)} ${f(w / 2)} ${f(h * 0.3)})"`,
      ellipse(
        w / 2,
        h * 0.3,
        w * 0.75,
        h * 0.12,
        a.rad([
          [0, "#9fb8d8", 0.35],
          [1, "#9fb8d8", 0],
        ]),
      ),
      ellipse(
        w / 2,
        h * 0.31,
        w * 0.6,
        h * 0.04,
        a.rad([
          [0, "#e8e0f0", 0.25],
          [1, "#e8e0f0", 0],
        ]),
      ),
    ),
  );
  let dust = "";
  for (let i = 0; i < 160; i++) {
    const t = a.r(-0.6, 0.6) * w;
    const off = (a.rng() + a.rng() + a.rng() - 1.5) * h * 0.08;
    const rad = (ang * Math.PI) / 180;
    dust += d`M${w / 2 + t * Math.cos(rad) - off * Math.sin(rad)},${h * 0.3 + t * Math.sin(rad) + off * Math.cos(rad)}h0`;
  }
  a.add(line(dust, C.cream, 1.3, op(0.55)));
  starField(a, hy, 0.6);
  if (hz.sr > 0) {
    a.add(
      circle(
        hz.sx,
        hz.sy,
        hz.sr * 3,
        a.radU(
          [
            [0, C.cream, 0.3],
            [1, C.cream, 0],
          ],
          hz.sx,
          hz.sy,
          hz.sr * 3,
        ),
      ),
      circle(hz.sx, hz.sy, hz.sr, "#f4efe2"),
    );
  }
  land(a, ridge(a, a.r(-100, 300), a.r(500, 900), hy, 34), m.far, hy);
  drawSea(a, m, hz, m.sea, 0.8);
  const st = boatStyle(a, m, 0);
  const dir = a.chance(0.5) ? 1 : -1;
  const bx = w * (dir === 1 ? a.r(0.3, 0.5) : a.r(0.5, 0.7));
  const kind = a.pick(["mono", "mono", "cat", "gulet"] as const);
  if (kind === "cat")
    a.add(
      catamaran(a, bx, h * 0.86, a.r(300, 360), st, {
        wake: true,
        lights: true,
        dir,
      }),
    );
  else if (kind === "gulet")
    a.add(
      gulet(a, bx, h * 0.86, a.r(300, 360), st, {
        wake: true,
        lights: true,
        dir,
      }),
    );
  else
    a.add(
      monohull(a, bx, h * 0.86, a.r(280, 340), st, {
        heel: 7,
        wake: true,
        lights: true,
        dir,
      }),
    );
  const nav = dir === 1 ? "#3ddc84" : C.coral;
  a.add(circle(bx + dir * 80, h * 0.85, 3, nav), circle(bx + dir * 80, h * 0.85, 12, nav, op(0.2)));
  if (a.chance(0.5)) {
    const lx = w * (dir === 1 ? 0.88 : 0.12);
    a.add(rocks(a, lx - 60, lx + 60, hy + 8, 22, m.far, m.near), lighthouse(a, lx, hy + 1, h * 0.12, m, true));
  }
  finish(a, 0.4);
}

function sceneGallery(a: Art, eventIndex: number, imgIndex: number): void {
  const scene = GALLERY_SCENES[(imgIndex + eventIndex) % GALLERY_SCENES.length] ?? "sails";
  switch (scene) {
    case "sails":
      return sceneSails(a);
    case "dance":
      return sceneDance(a);
    case "swim":
      return sceneSwim(a);
    case "harbour":
      return sceneHarbour(a);
    case "toast":
      return sceneToast(a);
    default:
      return sceneStars(a);
  }
}

// --- rates galleries ---------------------------------------------------------------------------

function sceneTrampoline(a: Art): void {
  const { w, h } = a;
  const m = MOODS[a.pick(["day", "golden"] as const)];
  const hy = h * 0.42;
  const hz: Horizon = { hy, sx: w * 0.7, sy: h * 0.12, sr: 26 };
  drawSky(a, m, hz, "cumulus", 3);
  land(a, ridge(a, w * 0.1, w * 0.6, hy, 50), m.far, hy);
  drawSea(a, m, hz, TURQUOISE, 1.3);
  const hull = C.cream;
  a.add(
    path(d`M${-w * 0.05},${h}L${w * 0.2},${h}L${w * 0.4},${h * 0.55}L${w * 0.36},${h * 0.5}Z`, hull),
    path(d`M${w * 1.05},${h}L${w * 0.8},${h}L${w * 0.6},${h * 0.55}L${w * 0.64},${h * 0.5}Z`, hull),
    path(d`M${-w * 0.05},${h}L${w * 0.36},${h * 0.5}L${w * 0.34},${h * 0.52}L${-w * 0.05},${h * 1.02}Z`, C.navy),
    path(d`M${w * 1.05},${h}L${w * 0.64},${h * 0.5}L${w * 0.66},${h * 0.52}L${w * 1.05},${h * 1.02}Z`, C.navy),
  );
  const net = d`M${w * 0.2},${h}L${w * 0.8},${h}L${w * 0.6},${h * 0.55}L${w * 0.4},${h * 0.55}Z`;
  let mesh = "";
  for (let i = -10; i <= 20; i++) {
    const x = w * 0.2 + i * 30;
    mesh += d`M${x},${h}L${x + 260},${h * 0.5}M${x},${h}L${x - 260},${h * 0.5}`;
  }
  a.add(path(net, C.navy, op(0.35)), g(a.clip(path(net, "#000")), line(mesh, C.navy, 2, op(0.55))));
  a.add(
    line(d`M${w * 0.4},${h * 0.55}H${w * 0.6}`, "#3a4a5e", 10),
    line(d`M${w * 0.5},${h * 0.55}L${w * 0.5},-10`, "#c9d3dc", 5),
  );
  a.add(
    path(
      d`M${w * 0.505},${-10}L${w * 0.51},${h * 0.52}Q${w * 0.72},${h * 0.35} ${w * 0.95},${-10}Z`,
      a.lin(
        [
          [0, m.sail],
          [1, m.sailShade],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  // towel + hat + feet
  a.add(
    g(
      `transform="translate(${f(w * 0.3)} ${f(h * 0.8)}) rotate(-12)"`,
      rect(0, 0, 150, 90, C.coral, `rx="6"`),
      line("M0,20h150M0,40h150M0,60h150", C.cream, 6),
    ),
    ellipse(w * 0.66, h * 0.74, 46, 14, C.sun),
    ellipse(w * 0.66, h * 0.72, 22, 14, "#e0a020"),
    line(d`M${w * 0.66 - 40},${h * 0.74}h80`, C.coral, 4),
  );
  finish(a, 0.25);
}

/** Rate cards show the boat itself: draw the boats of a scene a third larger, sitting a bit lower. */
const bigger = (o: SeaSceneOpts): SeaSceneOpts => ({
  ...o,
  boats: o.boats.map((b) => ({
    ...b,
    len: b.len * 1.3,
    y: b.y + b.len * 0.04,
  })),
});

function sceneRate(a: Art, medal: string, i: number): void {
  const { w, h } = a;
  if (medal === "sbc") return sceneInterior(a, i);
  if (medal === "gold") {
    const opts: SeaSceneOpts[] = [
      {
        time: "day",
        hy: 0.5,
        landform: "islands",
        boats: [
          {
            kind: "cat",
            x: w * 0.5,
            y: h * 0.82,
            len: 380,
            opts: { heel: 1, wake: true },
          },
        ],
      },
      {
        time: "day",
        hy: 0.46,
        landform: "bay",
        turquoise: true,
        boats: [
          {
            kind: "catFront",
            x: w * 0.5,
            y: h * 0.86,
            len: 420,
            opts: { furled: true },
          },
        ],
      },
      {
        time: "sunset",
        hy: 0.6,
        sun: [w * 0.3, h * 0.55, 44],
        landform: "islands",
        boats: [
          {
            kind: "cat",
            x: w * 0.6,
            y: h * 0.84,
            len: 320,
            opts: { furled: true, couple: true },
          },
        ],
      },
      { time: "day", hy: 0, boats: [] },
      {
        time: "golden",
        hy: 0.56,
        sun: [w * 0.8, h * 0.3, 34],
        landform: "archipelago",
        boats: [
          {
            kind: "cat",
            x: w * 0.35,
            y: h * 0.82,
            len: 280,
            opts: { wake: true, heel: 1 },
          },
          {
            kind: "cat",
            x: w * 0.74,
            y: h * 0.7,
            len: 150,
            opts: { wake: true, heel: 1 },
          },
        ],
      },
      {
        time: "dusk",
        hy: 0.58,
        sun: [w * 0.7, h * 0.57, 30],
        landform: "bay",
        boats: [
          {
            kind: "catFront",
            x: w * 0.42,
            y: h * 0.86,
            len: 380,
            opts: { furled: true },
          },
        ],
      },
    ];
    if (i === 3) return sceneTrampoline(a);
    seaScene(a, bigger(opts[i] ?? opts[0]!));
  } else if (medal === "silver") {
    const opts: SeaSceneOpts[] = [
      {
        time: "day",
        hy: 0.52,
        landform: "islands",
        boats: [
          {
            kind: "mono",
            x: w * 0.45,
            y: h * 0.84,
            len: 420,
            opts: { heel: 9, wake: true },
          },
        ],
      },
      {
        time: "golden",
        hy: 0.55,
        sun: [w * 0.25, h * 0.3, 34],
        landform: "bay",
        boats: [
          {
            kind: "cat",
            x: w * 0.55,
            y: h * 0.84,
            len: 330,
            opts: { furled: true, couple: true },
          },
        ],
      },
      {
        time: "day",
        hy: 0.45,
        landform: "bay",
        turquoise: true,
        boats: [
          {
            kind: "mono",
            x: w * 0.5,
            y: h * 0.8,
            len: 380,
            opts: { furled: true, dir: -1 },
          },
        ],
      },
      {
        time: "day",
        hy: 0.5,
        landform: "coast",
        turquoise: true,
        boats: [
          {
            kind: "catFront",
            x: w * 0.55,
            y: h * 0.86,
            len: 380,
            opts: { furled: true },
          },
        ],
      },
      {
        time: "sunset",
        hy: 0.62,
        sun: [w * 0.6, h * 0.58, 50],
        landform: "islands",
        boats: [
          {
            kind: "mono",
            x: w * 0.4,
            y: h * 0.84,
            len: 380,
            opts: { heel: 8, wake: true },
          },
        ],
      },
      {
        time: "dusk",
        hy: 0.58,
        sun: [w * 0.3, h * 0.57, 30],
        landform: "bay",
        boats: [
          {
            kind: "mono",
            x: w * 0.3,
            y: h * 0.82,
            len: 300,
            opts: { furled: true },
          },
          {
            kind: "cat",
            x: w * 0.72,
            y: h * 0.74,
            len: 200,
            opts: { furled: true },
          },
        ],
      },
    ];
    seaScene(a, bigger(opts[i] ?? opts[0]!));
  } else {
    const opts: SeaSceneOpts[] = [
      {
        time: "day",
        hy: 0.5,
        landform: "islands",
        boats: [
          {
            kind: "mono",
            x: w * 0.5,
            y: h * 0.84,
            len: 340,
            opts: { heel: 10, wake: true },
          },
        ],
      },
      {
        time: "day",
        hy: 0.44,
        landform: "bay",
        turquoise: true,
        boats: [
          {
            kind: "mono",
            x: w * 0.45,
            y: h * 0.8,
            len: 320,
            opts: { furled: true },
          },
        ],
      },
      {
        time: "sunset",
        hy: 0.6,
        sun: [w * 0.45, h * 0.55, 48],
        landform: "islands",
        boats: [
          {
            kind: "mono",
            x: w * 0.6,
            y: h * 0.84,
            len: 300,
            opts: { heel: 8, wake: true },
          },
        ],
      },
      {
        time: "dawn",
        hy: 0.58,
        sun: [w * 0.75, h * 0.5, 36],
        landform: "archipelago",
        boats: [
          {
            kind: "mono",
            x: w * 0.25,
            y: h * 0.84,
            len: 240,
            opts: { heel: 6, wake: true },
          },
          {
            kind: "mono",
            x: w * 0.6,
            y: h * 0.74,
            len: 150,
            opts: { heel: 6, wake: true },
          },
          {
            kind: "mono",
            x: w * 0.85,
            y: h * 0.67,
            len: 80,
            opts: { heel: 6 },
          },
        ],
      },
      { time: "day", hy: 0, boats: [] },
      {
        time: "golden",
        hy: 0.56,
        sun: [w * 0.85, h * 0.25, 30],
        landform: "coast",
        boats: [
          {
            kind: "mono",
            x: w * 0.5,
            y: h * 0.9,
            len: 520,
            opts: { heel: 12, wake: true, couple: true },
          },
        ],
      },
    ];
    if (i === 4) return sceneHarbour(a);
    seaScene(a, bigger(opts[i] ?? opts[0]!));
  }
  finish(a, 0.3);
}

// --- interiors (sbc) ----------------------------------------------------------------------------

function cushion(x: number, y: number, wd: number, ht: number, rot: number, c: string, pattern: boolean): string {
  return g(
    `transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"`,
    rect(-wd / 2, -ht / 2, wd, ht, c, `rx="${f(ht * 0.3)}"`),
    pattern
      ? line(d`M${-wd / 2 + 8},${-ht * 0.15}h${wd - 16}M${-wd / 2 + 8},${ht * 0.15}h${wd - 16}`, C.cream, 4, op(0.6))
      : circle(0, 0, ht * 0.08, shade(c, 0.3)),
    path(d`M${-wd / 2},${ht * 0.2}h${wd}v${ht * 0.3}h${-wd}Z`, C.ink, op(0.12)),
  );
}

function hatchSky(a: Art, shape: string, night: boolean, box: [number, number, number, number]): string {
  const [x, y, w, h] = box;
  let inner = rect(
    x,
    y,
    w,
    h,
    a.linU(
      night
        ? [
            [0, "#050b18"],
            [1, C.navy],
          ]
        : [
            [0, "#2a84ad"],
            [1, "#bfe6ea"],
          ],
      0,
      y,
      0,
      y + h,
    ),
  );
  if (night) {
    let st = "";
    for (let i = 0; i < 40; i++) st += d`M${x + a.r(0, w)},${y + a.r(0, h)}h0`;
    inner += line(st, C.cream, 2.2, op(0.85));
  } else {
    inner +=
      ellipse(x + w * 0.3, y + h * 0.6, w * 0.25, h * 0.12, C.cream, op(0.9)) +
      ellipse(x + w * 0.42, y + h * 0.5, w * 0.14, h * 0.14, C.cream, op(0.9));
  }
  inner += line(d`M${x + w * 0.7},${y + h + 10}L${x + w * 0.55},${y - 10}`, night ? "#7d98b3" : "#dfe6ec", 6);
  return g(a.clip(path(shape, "#000")), inner);
}

function sceneInterior(a: Art, i: number): void {
  const { w, h } = a;
  const evening = i === 2 || i === 3;
  const night = i === 3;
  const wood = evening ? "#8a5632" : "#b8804f";
  const woodDark = shade(wood, 0.3);
  const ceiling = evening ? "#e8d9c4" : C.cream;
  const palettes = [
    [C.navy, C.coral, C.sun, C.aqua],
    [C.sea, C.sun, C.coral, C.cream],
    [C.coral, C.navy, C.aqua, C.sun],
  ];
  const pal = palettes[i % 3] ?? palettes[0]!;
  if (i === 1 || i === 3) {
    // bow cabin, V-berth towards the bow
    a.add(rect(0, 0, w, h, woodDark));
    a.add(path(d`M0,0L${w},0L${w * 0.66},${h * 0.32}L${w * 0.34},${h * 0.32}Z`, ceiling));
    a.add(
      path(d`M0,0L${w * 0.34},${h * 0.32}L${w * 0.44},${h * 0.56}L0,${h * 0.7}Z`, wood),
      path(d`M${w},0L${w * 0.66},${h * 0.32}L${w * 0.56},${h * 0.56}L${w},${h * 0.7}Z`, shade(wood, 0.12)),
    );
    a.add(
      path(
        d`M${w * 0.34},${h * 0.32}L${w * 0.66},${h * 0.32}L${w * 0.56},${h * 0.56}L${w * 0.44},${h * 0.56}Z`,
        shade(wood, 0.22),
      ),
    );
    let slats = "";
    for (let k = 1; k < 6; k++)
      slats += d`M0,${h * 0.7 * (k / 6)}L${w * 0.34 + w * 0.1 * (k / 6)},${h * 0.32 + h * 0.24 * (k / 6)}M${w},${h * 0.7 * (k / 6)}L${w * 0.66 - w * 0.1 * (k / 6)},${h * 0.32 + h * 0.24 * (k / 6)}`;
    a.add(line(slats, woodDark, 3, op(0.5)));
    // portlights
    const portGlass = a.lin(
      night
        ? [
            [0, C.navy],
            [1, "#050b18"],
          ]
        : [
            [0, "#8ed2dc"],
            [0.5, "#bfe6ea"],
            [0.52, C.sea],
            [1, C.sea],
          ],
    );
    for (const [x, tilt] of [
      [0.16, 12],
      [0.84, -12],
    ] as const) {
      a.add(g(at(w * x, h * 0.32, 1, false, tilt), ellipse(0, 0, 44, 18, "#c9d3dc"), ellipse(0, 0, 38, 13, portGlass)));
    }
    // hatch in the ceiling
    const hs = d`M${w * 0.38},${h * 0.06}L${w * 0.62},${h * 0.06}L${w * 0.6},${h * 0.22}L${w * 0.4},${h * 0.22}Z`;
    a.add(
      path(
        d`M${w * 0.365},${h * 0.045}L${w * 0.635},${h * 0.045}L${w * 0.612},${h * 0.235}L${w * 0.388},${h * 0.235}Z`,
        "#c9d3dc",
      ),
    );
    a.add(hatchSky(a, hs, night, [w * 0.38, h * 0.06, w * 0.24, h * 0.16]));
    a.add(
      path(
        d`M${w * 0.4},${h * 0.22}L${w * 0.6},${h * 0.22}L${w * 0.75},${h}L${w * 0.25},${h}Z`,
        night ? "#bcd0ff" : C.cream,
        op(night ? 0.06 : 0.16),
      ),
    );
    // mattress
    a.add(path(d`M${w * 0.02},${h}L${w * 0.98},${h}L${w * 0.6},${h * 0.56}L${w * 0.4},${h * 0.56}Z`, C.cream));
    a.add(path(d`M${w * 0.02},${h}L${w * 0.98},${h}L${w * 0.72},${h * 0.72}L${w * 0.28},${h * 0.72}Z`, pal[0] ?? C.navy));
    let stripes = "";
    for (let k = 1; k < 8; k++) stripes += d`M${w * 0.02 + (w * 0.96 * k) / 8},${h}L${w * 0.28 + (w * 0.44 * k) / 8},${h * 0.72}`;
    a.add(line(stripes, C.cream, 5, op(0.35)));
    a.add(
      cushion(w * 0.44, h * 0.6, 120, 60, -8, pal[1] ?? C.coral, true),
      cushion(w * 0.56, h * 0.61, 120, 60, 9, pal[2] ?? C.sun, false),
      cushion(w * 0.5, h * 0.66, 110, 56, 2, pal[3] ?? C.aqua, true),
    );
    if (night) {
      a.add(
        circle(
          w * 0.1,
          h * 0.5,
          60,
          a.radU(
            [
              [0, C.sun, 0.5],
              [1, C.sun, 0],
            ],
            w * 0.1,
            h * 0.5,
            60,
          ),
        ),
        rect(w * 0.1 - 8, h * 0.5 - 12, 16, 24, "#ffe3a0", `rx="4"`),
      );
    }
    a.add(rect(0, 0, w, h, C.ink, op(night ? 0.38 : evening ? 0.15 : 0)));
    finish(a, 0.45);
    return;
  }
  if (i === 4) {
    // looking up through the open hatch
    a.add(rect(0, 0, w, h, ceiling));
    let planks = "";
    for (let k = 1; k < 10; k++) planks += d`M0,${(h * k) / 10}H${w}`;
    a.add(line(planks, "#e4d6c2", 2));
    const hs = d`M${w * 0.22},${h * 0.16}L${w * 0.78},${h * 0.16}L${w * 0.82},${h * 0.86}L${w * 0.18},${h * 0.86}Z`;
    a.add(path(d`M${w * 0.19},${h * 0.12}L${w * 0.81},${h * 0.12}L${w * 0.86},${h * 0.9}L${w * 0.14},${h * 0.9}Z`, wood));
    a.add(hatchSky(a, hs, false, [w * 0.18, h * 0.16, w * 0.64, h * 0.7]));
    a.add(
      path(d`M${w * 0.22},${h * 0.16}L${w * 0.78},${h * 0.16}L${w * 0.7},${-h * 0.1}L${w * 0.3},${-h * 0.1}Z`, C.navy, op(0.45)),
    );
    a.add(line(d`M${w * 0.22},${h * 0.16}L${w * 0.3},${-h * 0.1}M${w * 0.78},${h * 0.16}L${w * 0.7},${-h * 0.1}`, "#c9d3dc", 8));
    a.add(
      cushion(w * 0.12, h * 0.95, 220, 90, 4, pal[1] ?? C.coral, true),
      cushion(w * 0.9, h * 0.96, 220, 90, -6, pal[2] ?? C.sun, false),
    );
    finish(a, 0.35);
    return;
  }
  // saloon (the last one mirrored, so the gallery does not repeat itself)
  if (i === 5) a.add(`<g transform="translate(${w} 0) scale(-1 1)">`);
  const vx = w * 0.5;
  const bw = [w * 0.28, h * 0.24, w * 0.72, h * 0.62];
  const [bx0, by0, bx1, by1] = bw as [number, number, number, number];
  a.add(rect(0, 0, w, h, wood));
  a.add(path(d`M0,0L${w},0L${bx1},${by0}L${bx0},${by0}Z`, ceiling));
  a.add(path(d`M0,${h}L${w},${h}L${bx1},${by1}L${bx0},${by1}Z`, shade(wood, 0.25)));
  let fl = "";
  for (let k = -6; k <= 6; k++) fl += d`M${vx + k * 120},${h}L${vx + k * 25},${by1}`;
  a.add(line(fl, shade(wood, 0.45), 2, op(0.5)));
  a.add(
    path(d`M0,0L${bx0},${by0}L${bx0},${by1}L0,${h}Z`, shade(wood, 0.06)),
    path(d`M${w},0L${bx1},${by0}L${bx1},${by1}L${w},${h}Z`, shade(wood, 0.14)),
  );
  a.add(rect(bx0, by0, bx1 - bx0, by1 - by0, shade(wood, 0.02)));
  // hull windows on both sides
  const win = (side: 1 | -1) => {
    const xa = side === 1 ? w * 0.04 : w * 0.96;
    const xb = side === 1 ? bx0 - w * 0.03 : bx1 + w * 0.03;
    const ya = h * 0.2;
    const yb = by0 + (by1 - by0) * 0.12;
    const ha = h * 0.16;
    const hb = (by1 - by0) * 0.16;
    const shape = d`M${xa},${ya}L${xb},${yb}L${xb},${yb + hb}L${xa},${ya + ha}Z`;
    return (
      path(shape, "#c9d3dc", `stroke="#c9d3dc" stroke-width="10" stroke-linejoin="round"`) +
      g(
        a.clip(path(shape, "#000")),
        rect(
          0,
          0,
          w,
          h,
          a.linU(
            evening
              ? [
                  [0, "#24597e"],
                  [0.6, "#f5b98f"],
                  [0.61, "#3d5f80"],
                  [1, C.navy],
                ]
              : [
                  [0, "#8ed2dc"],
                  [0.55, "#e8f6f1"],
                  [0.56, "#2b98a8"],
                  [1, C.sea],
                ],
            0,
            h * 0.18,
            0,
            h * 0.38,
          ),
        ),
      )
    );
  };
  a.add(win(1), win(-1));
  // hatch + light beam
  const hs = d`M${w * 0.42},${h * 0.05}L${w * 0.58},${h * 0.05}L${w * 0.57},${h * 0.15}L${w * 0.43},${h * 0.15}Z`;
  a.add(
    path(d`M${w * 0.41},${h * 0.04}L${w * 0.59},${h * 0.04}L${w * 0.58},${h * 0.16}L${w * 0.42},${h * 0.16}Z`, "#c9d3dc"),
    hatchSky(a, hs, evening, [w * 0.42, h * 0.05, w * 0.16, h * 0.1]),
  );
  // back settee
  a.add(
    rect(bx0, by1 - h * 0.16, bx1 - bx0, h * 0.16, pal[0] ?? C.navy),
    rect(bx0, by1 - h * 0.16, bx1 - bx0, h * 0.04, tint(pal[0] ?? C.navy, 0.2)),
  );
  a.add(
    path(d`M0,${h * 0.62}L${bx0},${by1 - h * 0.12}L${bx0},${by1}L0,${h * 0.82}Z`, pal[0] ?? C.navy),
    path(d`M0,${h * 0.62}L${bx0},${by1 - h * 0.12}L${bx0},${by1 - h * 0.1}L0,${h * 0.66}Z`, tint(pal[0] ?? C.navy, 0.2)),
  );
  a.add(
    cushion(bx0 + 60, by1 - h * 0.2, 90, 56, -10, pal[1] ?? C.coral, true),
    cushion(bx0 + 150, by1 - h * 0.2, 90, 56, 6, pal[2] ?? C.sun, false),
    cushion(bx1 - 70, by1 - h * 0.2, 90, 56, 8, pal[3] ?? C.aqua, true),
  );
  // accordion resting on the settee
  a.add(
    g(
      at(bx1 - 190, by1 - h * 0.15, 1.3, false, -6),
      rect(-30, -30, 14, 34, C.cream, `rx="3"`),
      rect(-16, -28, 32, 30, C.coral),
      line("M-10,-28v30M-4,-28v30M2,-28v30M8,-28v30", shade(C.coral, 0.4), 1.5),
      rect(16, -30, 14, 34, C.navy, `rx="3"`),
    ),
  );
  // bulkhead: shelf, picture, lamp
  a.add(
    rect(bx0 + 40, by0 + 30, 110, 76, C.cream),
    rect(
      bx0 + 46,
      by0 + 36,
      98,
      64,
      a.lin([
        [0, C.coral],
        [0.6, C.sun],
        [0.61, C.sea],
        [1, C.navy],
      ]),
    ),
    g(at(bx0 + 95, by0 + 98, 0.5), couple(C.ink, 0)),
  );
  a.add(
    rect(bx1 - 170, by0 + 60, 130, 10, woodDark),
    rect(bx1 - 160, by0 + 30, 14, 30, C.coral),
    rect(bx1 - 144, by0 + 26, 12, 34, C.sea),
    rect(bx1 - 130, by0 + 34, 16, 26, C.sun),
    rect(bx1 - 112, by0 + 30, 10, 30, C.cream),
  );
  const lampOn = evening;
  for (const lx of [w * 0.3, w * 0.7]) {
    a.add(ellipse(lx, h * 0.06, 24, 9, lampOn ? "#fff3c4" : "#e4d6c2"));
    if (lampOn)
      a.add(
        circle(
          lx,
          h * 0.08,
          120,
          a.radU(
            [
              [0, "#ffe3a0", 0.45],
              [1, "#ffe3a0", 0],
            ],
            lx,
            h * 0.08,
            120,
          ),
        ),
      );
  }
  // table
  a.add(
    path(d`M${w * 0.26},${h * 0.8}L${w * 0.74},${h * 0.8}L${w * 0.66},${h * 0.64}L${w * 0.34},${h * 0.64}Z`, shade(wood, 0.05)),
    path(d`M${w * 0.26},${h * 0.8}L${w * 0.74},${h * 0.8}L${w * 0.74},${h * 0.83}L${w * 0.26},${h * 0.83}Z`, woodDark),
    rect(w * 0.48, h * 0.83, w * 0.04, h * 0.2, woodDark),
  );
  a.add(
    g(
      at(w * 0.44, h * 0.72, 1, false, -8),
      rect(-60, -34, 120, 68, C.sand),
      line("M-50,-10q30,-20 60,0t40,10M-40,16q20,-12 50,0", C.sea, 2, op(0.6)),
    ),
    ellipse(w * 0.6, h * 0.7, 52, 16, C.cream),
    circle(w * 0.585, h * 0.67, 16, C.sun),
    circle(w * 0.615, h * 0.665, 14, C.coral),
    circle(w * 0.6, h * 0.655, 12, "#f9d58a"),
    rect(w * 0.35, h * 0.655, 26, 30, C.cream, `rx="4"`),
    rect(w * 0.385, h * 0.67, 24, 28, C.coral, `rx="4"`),
  );
  a.add(
    path(
      d`M${w * 0.42},${h * 0.15}L${w * 0.58},${h * 0.15}L${w * 0.7},${h * 0.85}L${w * 0.3},${h * 0.85}Z`,
      C.cream,
      op(evening ? 0.04 : 0.12),
    ),
  );
  if (evening) a.add(rect(0, 0, w, h, C.ink, op(0.12)));
  if (i === 5) a.add("</g>", rect(0, 0, w, h, C.sun, op(0.06)));
  finish(a, 0.45);
}

// --- portraits ---------------------------------------------------------------------------------

interface PortraitSpec {
  skin: string;
  hair: string;
  shirt: string;
  bg: Time;
  feminine: boolean;
}

function portraitBackground(a: Art, bg: Time, sail: boolean, wheel: boolean): void {
  const { w, h } = a;
  const m = MOODS[bg];
  const hy = h * 0.66;
  const hz: Horizon = { hy, sx: w * 0.78, sy: h * 0.24, sr: 30 };
  drawSky(a, m, hz, "cumulus", 2);
  land(a, ridge(a, -10, w * 0.4, hy, 40), m.far, hy);
  drawSea(a, m, hz, m.sea, 0.5);
  if (sail) {
    a.add(
      path(
        d`M${w * 0.12},${h * 0.02}L${w * 0.13},${h * 0.7}L${-w * 0.1},${h * 0.72}Q${w * 0.02},${h * 0.3} ${w * 0.12},${h * 0.02}Z`,
        a.lin(
          [
            [0, m.sail],
            [1, m.sailShade],
          ],
          1,
          0,
          0,
          0,
        ),
      ),
    );
    a.add(line(d`M${w * 0.135},-10V${h}`, "#c9d3dc", 8));
  }
  if (wheel) {
    const cx = w * 0.84;
    const cy = h * 0.62;
    let spokes = "";
    for (let k = 0; k < 8; k++) {
      const an = (k / 8) * Math.PI * 2 + 0.2;
      spokes += d`M${cx},${cy}L${cx + Math.cos(an) * 150},${cy + Math.sin(an) * 150}`;
    }
    a.add(
      line(spokes, "#8a5632", 10),
      circle(cx, cy, 120, "none", `stroke="#a06a3c" stroke-width="18"`),
      circle(cx, cy, 22, "#8a5632"),
    );
  }
}

function face(
  s: PortraitSpec,
  opts: {
    beard?: string;
    smileOpen?: boolean;
    freckles?: boolean;
    tilt?: number;
  },
): string {
  const sk = s.skin;
  const dark = shade(sk, 0.25);
  return g(
    `transform="rotate(${f(opts.tilt ?? 0)} 300 300)"`,
    ellipse(222, 280, 14, 22, dark),
    ellipse(378, 280, 14, 22, dark),
    path("M300,168C360,168 380,215 380,270C380,340 345,382 300,382C255,382 220,340 220,270C220,215 240,168 300,168Z", sk),
    path(
      "M330,180C365,200 380,240 378,290C372,345 340,378 300,382C345,360 362,310 356,260C352,220 342,195 330,180Z",
      C.ink,
      op(0.08),
    ),
    opts.beard
      ? path(
          "M224,292C228,350 262,386 300,386C338,386 372,350 376,292C366,320 350,332 336,330C322,342 278,342 264,330C250,332 234,320 224,292Z",
          opts.beard,
        )
      : "",
    line("M252,246q16,-10 32,-2M316,244q16,-8 32,2", s.hair, 6),
    ellipse(270, 270, 7, 8, C.ink),
    ellipse(330, 270, 7, 8, C.ink),
    circle(272, 267, 2.2, C.cream),
    circle(332, 267, 2.2, C.cream),
    line("M300,276q-8,24 -2,30q6,2 10,-2", dark, 4),
    opts.smileOpen
      ? path("M274,326Q300,356 326,326Q300,334 274,326Z", "#8a2b2b") +
          path("M280,327Q300,334 320,327L318,332Q300,337 282,332Z", C.cream)
      : line("M278,330q22,16 44,0", "#8a3b36", 5),
    ellipse(252, 312, 18, 10, C.coral, op(0.22)),
    ellipse(348, 312, 18, 10, C.coral, op(0.22)),
    opts.freckles
      ? line("M248,298h0M258,304h0M246,310h0M342,298h0M352,304h0M354,294h0M296,298h0", shade(sk, 0.35), 3, op(0.6))
      : "",
  );
}

function shoulders(shirt: string, neck: string, collar: string): string {
  return (
    path("M270,360L330,360L334,440L266,440Z", neck) +
    path("M272,380Q300,400 328,380L330,400Q300,414 270,400Z", C.ink, op(0.12)) +
    path("M80,600C92,480 170,430 262,420L300,470L338,420C430,430 508,480 520,600Z", shirt) +
    collar
  );
}

function scenePortrait(a: Art, who: string): void {
  switch (who) {
    case "founder": {
      const s: PortraitSpec = {
        skin: "#f1c6a5",
        hair: "#9a9a9a",
        shirt: C.navy,
        bg: "day",
        feminine: false,
      };
      portraitBackground(a, "day", true, false);
      a.add(
        shoulders(
          s.shirt,
          shade(s.skin, 0.08),
          path("M262,420L300,470L338,420L330,412L300,446L270,412Z", C.cream) +
            path("M238,428L300,560L272,600L226,600Z", shade(C.navy, 0.3), op(0.5)) +
            path("M362,428L300,560L328,600L374,600Z", shade(C.navy, 0.3), op(0.5)),
        ),
      );
      a.add(
        line("M300,500h0M300,546h0M300,590h0", C.sun, 12),
        path("M140,470l60,-18l6,14l-60,18Z", C.sun),
        path("M460,470l-60,-18l-6,14l60,18Z", C.sun),
      );
      a.add(path("M222,262C218,220 236,200 250,196L250,252Z", s.hair), path("M378,262C382,220 364,200 350,196L350,252Z", s.hair));
      a.add(face(s, { beard: "#b5b5b5", smileOpen: true }));
      // captain's hat
      a.add(
        path("M206,200C200,150 240,120 300,118C360,120 400,150 394,200Z", C.cream),
        path("M214,192L386,192L388,214L212,214Z", C.navy),
        path("M212,214C240,236 360,236 388,214C370,226 340,232 300,232C260,232 230,226 212,214Z", C.ink),
        ellipse(300, 192, 20, 14, C.sun),
        path("M290,192l10,-8l10,8l-10,8Z", C.navy),
        line("M230,212q70,10 140,0", C.sun, 3),
      );
      break;
    }
    case "teacher": {
      const s: PortraitSpec = {
        skin: "#8d5a3b",
        hair: "#1e1410",
        shirt: C.coral,
        bg: "golden",
        feminine: true,
      };
      portraitBackground(a, "golden", false, false);
      a.add(
        path(
          "M170,330C130,220 170,110 260,96C330,80 420,110 440,200C460,280 430,340 410,360C400,300 390,250 360,220C320,210 260,220 230,240C220,280 215,320 170,330Z",
          s.hair,
        ),
      );
      let curls = "";
      for (let k = 0; k < 16; k++) {
        const an = Math.PI * (0.95 + (k / 15) * 1.15);
        curls += circle(300 + Math.cos(an) * 150, 215 + Math.sin(an) * 125, 26, s.hair);
      }
      a.add(curls);
      // raised arm (dance pose)
      a.add(
        line("M440,470Q510,360 470,250Q460,200 440,170", s.skin, 44),
        ellipse(440, 158, 22, 26, s.skin),
        line("M440,300l30,-10", C.sun, 8),
      );
      a.add(
        shoulders(s.shirt, shade(s.skin, 0.05), path("M262,420Q300,480 338,420L344,424Q300,500 256,424Z", shade(C.coral, 0.2))),
      );
      // a flowery print on the dress
      const flower = (x: number, y: number, r: number, petal: string) =>
        line(d`M${x - r},${y}h0M${x + r},${y}h0M${x},${y - r}h0M${x},${y + r}h0`, petal, r * 1.5) + circle(x, y, r * 0.5, C.sun);
      const print = a.pattern(
        72,
        64,
        flower(18, 16, 6, C.cream) + flower(54, 48, 5, tint(C.coral, 0.55)) + line("M50,14h0M20,50h0", C.sun, 4),
        "rotate(-12)",
      );
      a.add(path("M80,600C92,480 170,430 262,420L300,470L338,420C430,430 508,480 520,600Z", print));
      a.add(face(s, { smileOpen: true, tilt: -7 }));
      a.add(
        circle(222, 318, 14, "none", `stroke="${C.sun}" stroke-width="5"`),
        line("M372,168h0M400,162h0M412,186h0M392,204h0M366,194h0", C.coral, 28),
        circle(388, 184, 9, C.sun),
      );
      break;
    }
    case "musician": {
      const s: PortraitSpec = {
        skin: "#b97850",
        hair: "#1e1410",
        shirt: C.sea,
        bg: "dusk",
        feminine: false,
      };
      portraitBackground(a, "sunset", false, false);
      a.add(shoulders(s.shirt, shade(s.skin, 0.08), path("M262,420L300,470L338,420L346,428L300,490L254,428Z", tint(C.sea, 0.3))));
      a.add(face(s, { beard: "#2a1a14", smileOpen: true }));
      // chapéu de couro — the Nordeste leather hat
      a.add(
        path(
          "M150,214C180,170 240,150 300,150C360,150 420,170 450,214C420,200 380,196 300,196C220,196 180,200 150,214Z",
          "#8a5632",
        ),
        path("M222,196C226,130 256,100 300,100C344,100 374,130 378,196Z", "#a06a3c"),
        path("M170,205C200,110 250,60 300,58C350,60 400,110 430,205C400,170 360,150 300,150C240,150 200,170 170,205Z", "#b8804f"),
        line("M180,196C210,120 255,76 300,74C345,76 390,120 420,196", C.sand, 3, `stroke-dasharray="4 8"`),
        path("M300,92l5,12l13,1l-10,8l4,13l-12,-7l-12,7l4,-13l-10,-8l13,-1Z", C.sun),
      );
      // accordion in front of the chest
      a.add(
        g(
          `transform="rotate(-4 300 540)"`,
          rect(120, 470, 70, 150, C.cream, `rx="10"`),
          line("M136,486h36M136,504h36M136,522h36M136,540h36M136,558h36M136,576h36", C.ink, 6),
          rect(190, 476, 220, 140, C.coral),
          line(
            "M212,476v140M236,476v140M260,476v140M284,476v140M308,476v140M332,476v140M356,476v140M380,476v140",
            shade(C.coral, 0.4),
            5,
          ),
          line("M190,476h220M190,616h220", C.sun, 6),
          rect(410, 470, 80, 150, C.navy, `rx="10"`),
          line("M432,492h0M456,492h0M444,512h0M432,532h0M456,532h0M444,552h0M432,572h0M456,572h0", C.cream, 9),
        ),
        line("M250,430Q230,470 220,520M350,430Q380,460 400,490", "#5e3a26", 12),
      );
      break;
    }
    default: {
      const s: PortraitSpec = {
        skin: "#d9a27e",
        hair: "#8a5a2e",
        shirt: C.cream,
        bg: "day",
        feminine: true,
      };
      portraitBackground(a, "day", false, true);
      a.add(
        path("M370,220C420,250 430,330 410,400C400,430 420,460 440,470C400,480 370,440 372,400C374,340 370,280 340,240Z", s.hair),
      );
      let stripes = "";
      for (let k = 0; k < 7; k++) stripes += d`M60,${470 + k * 22}H540`;
      a.add(
        shoulders(
          s.shirt,
          shade(s.skin, 0.06),
          g(
            a.clip(path("M80,600C92,480 170,430 262,420L300,470L338,420C430,430 508,480 520,600Z", "#000")),
            line(stripes, C.navy, 9),
          ),
        ),
      );
      // rope coil over the shoulder
      a.add(
        ellipse(180, 500, 70, 52, "none", `stroke="${C.sand}" stroke-width="14"`),
        ellipse(180, 500, 52, 38, "none", `stroke="#e9d4b0" stroke-width="12"`),
        line("M120,470l10,8M140,452l8,10M214,454l-8,10M236,480l-10,6", "#c9a878", 3),
      );
      a.add(
        path(
          "M230,200C240,170 270,160 300,160C340,160 366,180 372,230L372,270C360,230 330,210 300,210C270,210 240,230 228,270Z",
          s.hair,
        ),
      );
      a.add(face(s, { smileOpen: true, freckles: true }));
      // cap with sunglasses
      a.add(
        path("M218,214C214,150 256,122 300,122C344,122 386,150 382,214Z", C.coral),
        path("M206,214C240,200 360,200 394,214L470,232C440,244 400,240 380,228C340,218 260,218 212,230Z", shade(C.coral, 0.2)),
        line("M300,124V212", shade(C.coral, 0.25), 3),
        circle(300, 126, 6, shade(C.coral, 0.25)),
        ellipse(266, 198, 26, 15, C.ink),
        ellipse(334, 198, 26, 15, C.ink),
        line("M292,198h16", C.ink, 4),
        line("M254,193l12,-4M322,193l12,-4", "#9fdde6", 3, op(0.7)),
      );
    }
  }
  finish(a, 0.3, 0.8);
}

// --- logo & partner ------------------------------------------------------------------------------

/** The FSW mark: round navy badge, a sail whose leech curves like a swirling skirt, a heart sun, waves. */
function logoMark(): string {
  return (
    `<circle cx="128" cy="128" r="124" fill="${C.navy}"/>` +
    `<circle cx="128" cy="128" r="110" fill="none" stroke="${C.sand}" stroke-width="6"/>` +
    `<path d="M164,72c-6,-11 -24,-8 -22,6c2,10 15,15 22,23c7,-8 20,-13 22,-23c2,-14 -16,-17 -22,-6Z" fill="${C.coral}"/>` +
    `<path d="M124,46C150,86 162,130 150,176L124,176Z" fill="${C.cream}"/>` +
    `<path d="M116,62L116,176L64,176C92,150 100,110 116,62Z" fill="${C.sun}"/>` +
    `<path d="M120,40V182" stroke="${C.cream}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M60,184H196L182,204H76Z" fill="${C.coral}"/>` +
    `<path d="M54,212c12,-9 25,-9 37,0s25,9 37,0s25,-9 37,0s25,9 37,0" fill="none" stroke="${C.aqua}" stroke-width="10" stroke-linecap="round"/>`
  );
}

function sceneLogo(a: Art): void {
  a.add(logoMark());
}

function scenePartner(a: Art): void {
  const { w, h } = a;
  a.add(
    rect(0, 0, w, h, C.cream, `rx="28"`),
    rect(6, 6, w - 12, h - 12, "none", `rx="22" stroke="${C.sand}" stroke-width="4"`),
    g(
      `transform="translate(56 74) rotate(-8)"`,
      path("M0,0H96V30A14,14 0 0 0 96,58V88H0V58A14,14 0 0 0 0,30Z", C.coral),
      line("M68,6V82", C.cream, 3, `stroke-dasharray="6 6"`),
      path("M34,30l6,12l13,2l-9.5,9l2.5,13l-12,-6l-12,6l2.5,-13l-9.5,-9l13,-2Z", C.sun),
    ),
    `<text x="190" y="116" font-family="system-ui, sans-serif" font-size="48" font-weight="800" fill="${C.navy}" textLength="206" lengthAdjust="spacingAndGlyphs">tixa<tspan fill="${C.coral}">.</tspan>sea</text>`,
    `<text x="192" y="156" font-family="system-ui, sans-serif" font-size="17" font-weight="700" fill="${C.sea}" textLength="236" lengthAdjust="spacing">TICKETING PARTNER</text>`,
    line(d`M192,178h236`, C.aqua, 4),
  );
}

// ----------------------------------------------------------------------------------------------
// Public API
// ----------------------------------------------------------------------------------------------

const KNOWN = new Set<string>(DEMO_MEDIA_PATHS);

export function demoImageSize(p: string): { width: number; height: number } {
  if (!KNOWN.has(p)) throw new Error(`Unknown demo media path: ${p}`);
  if (p === "misc/hero.svg") return { width: 1600, height: 900 };
  if (p === "misc/logo.svg") return { width: 256, height: 256 };
  if (p === "misc/partner.svg") return { width: 480, height: 240 };
  if (p.startsWith("team/")) return { width: 600, height: 600 };
  if (p.startsWith("events/") || p.startsWith("rates/")) return { width: 1200, height: 800 };
  return { width: 1200, height: 675 };
}

const TEAM_TITLES: Record<string, string> = {
  founder: "Illustrated portrait of the founder in a captain's hat, with a sail behind",
  teacher: "Illustrated portrait of a forró teacher in a dance pose",
  musician: "Illustrated portrait of a sanfoneiro with his accordion and leather hat",
  skipper: "Illustrated portrait of a skipper with a cap, a rope coil and the wheel",
};
const SCENE_TITLES: Record<GalleryScene, string> = {
  sails: "Sails filled with wind, seen from the deck",
  dance: "Couples dancing forró on deck under festoon lights",
  swim: "Swimming off the stern in clear turquoise water",
  harbour: "Harbour at dusk with lit windows and moored boats",
  toast: "A sunset toast over the sea",
  stars: "Night sailing under a starry sky",
};
const COVER_TITLES: Record<string, string> = {
  fsw19: "Sailboats at dawn between quiet islands",
  fsw20: "A harbour town at golden hour with moored yachts",
  fsw21: "A lighthouse on a rocky point and a yacht under sail",
  fsw22: "Boats at anchor in a turquoise bay",
  fsw23: "A fleet sailing into the sunset",
  fsw24: "Boats at anchor under the moon",
  fsw25: "A catamaran sailing through an archipelago at golden hour",
  fsw26: "A gulet off the Turkish coast with a hilltop fort",
};

function titleFor(p: string): string {
  const parts = p.replace(/\.svg$/, "").split("/");
  const [folder, a1, a2] = parts;
  switch (folder) {
    case "misc":
      return (
        {
          hero: "Sunset over the sea with a fleet of sailboats and a couple dancing forró on deck",
          "first-edition": "A sailboat at anchor in a turquoise bay, the first edition",
          "next-edition": "The Turkish coast at golden hour: pine hills, a small fort and a gulet",
          "video-poster": "A night deck party with string lights and an accordion player",
          logo: "Forró Sailing Week logo",
          partner: "Ticketing partner",
        }[a1 ?? ""] ?? "Forró Sailing Week"
      );
    case "team":
      return TEAM_TITLES[a1 ?? ""] ?? "Team portrait";
    case "covers":
      return COVER_TITLES[a1 ?? ""] ?? "Forró Sailing Week edition";
    case "events": {
      const ei = EVENT_INDEX(a1 ?? "");
      const ii = Number(a2 ?? "1") - 1;
      return SCENE_TITLES[GALLERY_SCENES[(ii + ei) % GALLERY_SCENES.length] ?? "sails"];
    }
    case "rates":
      return (
        {
          gold: "Catamarans for the gold tier",
          silver: "Large monohulls and catamarans for the silver tier",
          bronze: "Monohull sailboats for the bronze tier",
          sbc: "Cosy interior: saloon and bow cabin with cushions and an open hatch",
        }[a1 ?? ""] ?? "Boats"
      );
    default:
      return "Forró Sailing Week";
  }
}

function EVENT_INDEX(id: string): number {
  const n = Number(id.replace(/\D/g, ""));
  return Number.isFinite(n) ? n % 6 : 0;
}

export function renderDemoImage(p: string): string {
  const { width, height } = demoImageSize(p);
  const a = new Art(width, height, mulberry32(hashString(p)));
  const parts = p.replace(/\.svg$/, "").split("/");
  const [folder, a1 = "", a2 = "01"] = parts;
  switch (folder) {
    case "misc":
      if (a1 === "hero") sceneHero(a);
      else if (a1 === "first-edition") sceneFirstEdition(a);
      else if (a1 === "next-edition") sceneNextEdition(a);
      else if (a1 === "video-poster") sceneVideoPoster(a);
      else if (a1 === "logo") sceneLogo(a);
      else scenePartner(a);
      break;
    case "team":
      scenePortrait(a, a1);
      break;
    case "covers":
      sceneCover(a, a1);
      break;
    case "events":
      sceneGallery(a, EVENT_INDEX(a1), Number(a2) - 1);
      break;
    default:
      sceneRate(a, a1, Number(a2) - 1);
  }
  return a.svg(`${titleFor(p)} — Forró Sailing Week`);
}

export function demoMedia(): DemoMediaItem[] {
  return DEMO_MEDIA_PATHS.map((p) => ({
    path: p,
    body: renderDemoImage(p),
    contentType: "image/svg+xml" as const,
  }));
}
