// The common composition of sky, land, sea and a list of boats, used by covers and rate cards.

import type { Art } from "./art";
import { type BoatOpts, boatStyle, catamaranFront, gulet, monohull } from "./boats";
import { catamaran } from "./catamaran";
import { C, d, ellipse, line, mix, op, path, type Pt, shade, type Stop } from "./core";
import { type Mood, MOODS, type Time } from "./moods";
import { type Clouds, drawSea, drawSky, forest, type Horizon, land, ridge, trees } from "./sky-sea-land";

interface SeaSceneBoat {
  kind: "mono" | "cat" | "catFront" | "gulet";
  x: number;
  y: number;
  len: number;
  opts?: BoatOpts;
  variant?: number;
}

export interface SeaSceneOpts {
  time: Time;
  hy: number;
  sun?: [x: number, y: number, r: number];
  clouds?: Clouds;
  cloudCount?: number;
  landform?: "islands" | "bay" | "coast" | "open" | "archipelago";
  turquoise?: boolean;
  boats: SeaSceneBoat[];
}

export const TURQUOISE: Stop[] = [
  [0, "#6fcfd8"],
  [0.25, "#51c4d3"],
  [0.6, "#2aa3b3"],
  [1, C.sea],
];

export function seaScene(a: Art, o: SeaSceneOpts): Mood {
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
