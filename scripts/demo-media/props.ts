// Props: festoon lights, lighthouse, rocks, a hilltop fort, a harbour town, deck planks.

import type { Art } from "./art";
import { C, circle, d, f, g, line, mix, op, path, poly, type Pt, rect, shade } from "./core";
import type { Mood } from "./moods";

const BULBS = [C.sun, C.coral, C.cream, C.aqua, "#ffd27a"];

/** A catenary string of festoon lights from p to q with sag. */
export function stringLights(a: Art, p: Pt, q: Pt, sag: number, count: number, size: number): string {
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

export function lighthouse(a: Art, x: number, base: number, ht: number, m: Mood, beam: boolean): string {
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
export function rocks(a: Art, x0: number, x1: number, base: number, ht: number, lit: string, dark: string): string {
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
export function fort(x: number, base: number, s: number, lit: string, dark: string): string {
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
export function town(a: Art, x0: number, x1: number, quay: number, scale: number, m: Mood, lit: boolean): string {
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
export function deckPlanks(a: Art, top: number, vx: number, color: string, lineColor: string): string {
  let lines = "";
  const n = 14;
  for (let i = 0; i <= n; i++) {
    const xb = -a.w * 0.6 + (i / n) * a.w * 2.2;
    lines += d`M${xb},${a.h}L${vx + (xb - vx) * 0.3},${top}`;
  }
  return rect(0, top, a.w, a.h - top, color) + line(lines, lineColor, 1.4 * (a.w / 1200), op(0.5));
}
