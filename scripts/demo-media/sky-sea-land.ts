// Backgrounds: sky with sun or moon, stars and clouds; sea with glitter and waves; hills with trees.

import type { Art } from "./art";
import { C, circle, d, ellipse, f, g, line, op, path, poly, type Pt, rect, shade, type Stop, tint } from "./core";
import type { Mood } from "./moods";

export interface Horizon {
  hy: number;
  sx: number;
  sy: number;
  sr: number;
}

export function starField(a: Art, maxY: number, density = 1, minY = 0): void {
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

export type Clouds = "cumulus" | "streaks" | "none";

/** The moon's disc in its halo. */
export function moon(a: Art, hz: Horizon): string {
  return (
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
    ) + circle(hz.sx, hz.sy, hz.sr, "#f4efe2")
  );
}

export function drawSky(a: Art, m: Mood, hz: Horizon, clouds: Clouds = "streaks", cloudCount = 5): void {
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
      moon(a, hz),
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
export function drawSea(a: Art, m: Mood, hz: Horizon, seaStops: Stop[] = m.sea, waves = 1): void {
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
export function ridge(a: Art, x0: number, x1: number, base: number, ht: number, env: Env = "island", rough = 1): Pt[] {
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
export function land(a: Art, pts: readonly Pt[], fill: string, hy: number, reflect = 0.22): void {
  const shape = path(poly(pts), fill);
  if (reflect <= 0) return a.add(shape);
  a.add(a.use(shape), g(`${op(reflect)} transform="matrix(1 0 0 -.4 0 ${f(hy * 1.4)})"`, a.use(shape)));
}

export function heightAt(pts: readonly Pt[], x: number): number {
  for (let i = 1; i < pts.length; i++) {
    const p = pts[i - 1];
    const q = pts[i];
    if (p && q && x >= p[0] && x <= q[0] && q[0] > p[0]) return p[1] + ((q[1] - p[1]) * (x - p[0])) / (q[0] - p[0]);
  }
  return pts[0]?.[1] ?? 0;
}

/** Cypresses and umbrella pines along a ridge. */
export function trees(a: Art, pts: readonly Pt[], count: number, size: number, color: string, cypress = 0.4): string {
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
export function forest(a: Art, pts: readonly Pt[], base: number, size: number, color: string): string {
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
