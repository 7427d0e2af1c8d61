// Gallery scenes by day: sails seen from the deck, swimming off the stern.

import { type Art, finish } from "../art";
import { boatStyle, catamaranFront, monohull } from "../boats";
import { at, C, circle, d, ellipse, f, f2, g, line, op, path, rect, tint } from "../core";
import { MOODS } from "../moods";
import { drawSea, drawSky, type Horizon, land, ridge } from "../sky-sea-land";

export function sceneSails(a: Art): void {
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

export function sceneSwim(a: Art): void {
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
