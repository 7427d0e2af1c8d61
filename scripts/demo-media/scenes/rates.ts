// rates/: the boats of each budget tier; sbc shows cosy interiors instead.

import { type Art, finish } from "../art";
import { seaScene, type SeaSceneOpts } from "../sea-scene";
import { sceneHarbour } from "./events-night";
import { sceneInterior } from "./interior";
import { sceneTrampoline } from "./trampoline";

/** Rate cards show the boat itself: draw the boats of a scene a third larger, sitting a bit lower. */
const bigger = (o: SeaSceneOpts): SeaSceneOpts => ({
  ...o,
  boats: o.boats.map((b) => ({
    ...b,
    len: b.len * 1.3,
    y: b.y + b.len * 0.04,
  })),
});

export function sceneRate(a: Art, medal: string, i: number): void {
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
