// A rate card seen from a catamaran's trampoline.

import { type Art, finish } from "../art";
import { C, d, ellipse, f, g, line, op, path, rect } from "../core";
import { MOODS } from "../moods";
import { TURQUOISE } from "../sea-scene";
import { drawSea, drawSky, type Horizon, land, ridge } from "../sky-sea-land";

export function sceneTrampoline(a: Art): void {
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
