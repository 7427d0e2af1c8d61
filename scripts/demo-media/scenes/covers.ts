// covers/: one composed scene per edition.

import { type Art, finish } from "../art";
import { boatStyle, gulet, monohull } from "../boats";
import { path, poly } from "../core";
import { MOODS } from "../moods";
import { fort, lighthouse, rocks, town } from "../props";
import { seaScene, TURQUOISE } from "../sea-scene";
import { drawSea, drawSky, heightAt, type Horizon, land, ridge, trees } from "../sky-sea-land";

export function sceneCover(a: Art, id: string): void {
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
