// rates/sbc/: saloon and bow cabin interiors.

import { type Art, finish } from "../art";
import { at, C, circle, d, ellipse, f, g, line, op, path, rect, shade, tint } from "../core";
import { couple } from "../people";

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

export function sceneInterior(a: Art, i: number): void {
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
