// events/: each edition's gallery cycles through six scenes, shifted by the edition's number.

import { type Art, finish } from "../art";
import { boatStyle, monohull } from "../boats";
import { at, C, d, ellipse, f, g, line, mix, op, path, poly, type Pt } from "../core";
import { MOODS } from "../moods";
import { accordionist, couple } from "../people";
import { deckPlanks, stringLights, town } from "../props";
import { drawSea, drawSky, type Horizon, land, ridge } from "../sky-sea-land";
import { sceneHarbour, sceneStars } from "./events-night";
import { sceneSails, sceneSwim } from "./events-sea";

export type GalleryScene = "sails" | "dance" | "swim" | "harbour" | "toast" | "stars";
export const GALLERY_SCENES: readonly GalleryScene[] = ["sails", "dance", "swim", "harbour", "toast", "stars"];

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

export function sceneGallery(a: Art, eventIndex: number, imgIndex: number): void {
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
