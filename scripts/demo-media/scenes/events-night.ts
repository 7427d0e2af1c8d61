// Gallery scenes after sunset: the harbour at dusk (also a rate card), night sailing under the stars.

import { type Art, finish } from "../art";
import { boatStyle, gulet, monohull } from "../boats";
import { catamaran } from "../catamaran";
import { C, circle, d, ellipse, f, g, line, mix, op, path, poly, shade } from "../core";
import { MOODS } from "../moods";
import { lighthouse, rocks, town } from "../props";
import { drawSea, drawSky, type Horizon, land, moon, ridge, starField } from "../sky-sea-land";

export function sceneHarbour(a: Art): void {
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

export function sceneStars(a: Art): void {
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
    a.add(moon(a, hz));
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
