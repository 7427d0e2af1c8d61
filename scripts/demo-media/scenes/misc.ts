// misc/: the hero, first and next edition, video poster, logo and partner.

import { type Art, finish } from "../art";
import { boatStyle, dinghy, gulet, monohull } from "../boats";
import { catamaran } from "../catamaran";
import { at, C, d, ellipse, g, line, mix, op, path, rect, shade } from "../core";
import { MOODS } from "../moods";
import { accordionist, couple, figure } from "../people";
import { deckPlanks, fort, rocks, stringLights } from "../props";
import { seaScene } from "../sea-scene";
import { drawSea, drawSky, forest, heightAt, type Horizon, land, ridge, trees } from "../sky-sea-land";

export function sceneHero(a: Art): void {
  const { w, h } = a;
  const hy = h * 0.6;
  const m = MOODS.sunset;
  const hz: Horizon = { hy, sx: w * 0.66, sy: hy - 28, sr: 74 };
  drawSky(a, m, hz, "streaks", 8);
  land(a, ridge(a, -20, w * 0.3, hy, 54, "island"), m.far, hy);
  land(a, ridge(a, w * 0.22, w * 0.42, hy, 28, "island"), mix(m.far, m.sky[2]?.[1] ?? m.far, 0.3), hy);
  land(a, ridge(a, w * 0.84, w + 30, hy, 70, "island"), m.mid, hy);
  drawSea(a, m, hz, m.sea, 1.1);
  const fleet: [number, number, number, number][] = [
    [w * 0.36, hy + 22, 60, 4],
    [w * 0.52, hy + 12, 38, 6],
    [w * 0.85, hy + 30, 82, 3],
    [w * 0.16, hy + 64, 150, 7],
  ];
  fleet.forEach(([x, y, len, heel], i) => {
    const st = boatStyle(a, m, i === 3 ? 0 : 0.35);
    a.add(
      monohull(a, x, y, len, st, {
        heel,
        wake: true,
        dir: i === 2 ? -1 : 1,
        reflect: 0.3,
      }),
    );
  });
  // foreground deck of our own boat, with rail, mast, lights and the dancing couple
  const deck = (x: number) => h * 0.9 - (x / w) * 26;
  a.add(path(d`M0,${h}L0,${deck(0)}Q${w * 0.5},${deck(w * 0.5) - 18} ${w},${deck(w)}L${w},${h}Z`, m.silh));
  let stanchions = "";
  for (let x = 40; x < w; x += 150) stanchions += d`M${x},${deck(x) - 6}v-62`;
  a.add(
    line(stanchions, m.silh, 4),
    line(
      d`M0,${deck(0) - 38}Q${w * 0.5},${deck(w * 0.5) - 56} ${w},${deck(w) - 38}M0,${deck(0) - 66}Q${w * 0.5},${deck(w * 0.5) - 84} ${w},${deck(w) - 66}`,
      m.silh,
      2,
    ),
  );
  const mastX = w * 0.93;
  a.add(
    line(d`M${mastX},${deck(mastX) - 10}V-10`, m.silh, 16),
    line(d`M${mastX},40L${w * 0.82},${deck(w * 0.82) - 8}M${mastX},120L${w + 10},${deck(w) - 20}`, m.silh, 2.4),
  );
  a.add(stringLights(a, [mastX, 60], [-20, 250], 70, 22, 5.5));
  a.add(stringLights(a, [mastX, 190], [-20, 430], 50, 18, 5));
  a.add(g(at(w * 0.7, deck(w * 0.7) - 14, 2.5), couple(m.silh, 0)));
  a.add(g(at(w * 0.46, deck(w * 0.46) - 16, 2.1, true), couple(m.silh, 1)));
  a.add(g(at(w * 0.23, deck(w * 0.23) - 14, 2.2), accordionist(m.silh, mix(C.coral, m.silh, 0.45), mix(C.cream, m.silh, 0.55))));
  finish(a, 0.35);
}

export function sceneFirstEdition(a: Art): void {
  seaScene(a, {
    time: "golden",
    hy: 0.46,
    sun: [a.w * 0.78, a.h * 0.2, 34],
    landform: "bay",
    turquoise: true,
    cloudCount: 3,
    boats: [
      {
        kind: "mono",
        x: a.w * 0.5,
        y: a.h * 0.82,
        len: 420,
        variant: 0,
        opts: { furled: true, couple: true },
      },
      {
        kind: "mono",
        x: a.w * 0.83,
        y: a.h * 0.56,
        len: 90,
        variant: 1,
        opts: { furled: true },
      },
    ],
  });
  a.add(
    dinghy(a.w * 0.2, a.h * 0.8, 3.2, C.coral),
    line(d`M${a.w * 0.23},${a.h * 0.79}Q${a.w * 0.26},${a.h * 0.82} ${a.w * 0.31},${a.h * 0.77}`, C.cream, 1.2, op(0.6)),
  );
  // nostalgic warm wash
  a.add(
    rect(
      0,
      0,
      a.w,
      a.h,
      a.lin([
        [0, C.coral, 0.14],
        [0.45, C.sun, 0.06],
        [1, C.sand, 0.12],
      ]),
    ),
  );
  finish(a, 0.4, 1.4);
}

export function sceneNextEdition(a: Art): void {
  const { w, h } = a;
  const m = MOODS.golden;
  const hy = h * 0.6;
  const hz: Horizon = { hy, sx: w * 0.18, sy: hy * 0.58, sr: 40 };
  drawSky(a, m, hz, "streaks", 4);
  land(a, ridge(a, -10, w * 0.55, hy, hy * 0.16, "flat"), m.far, hy);
  const back = ridge(a, w * 0.2, w + 10, hy, hy * 0.42, "right", 0.8);
  land(a, back, mix(m.veg, m.far, 0.55), hy, 0);
  a.add(forest(a, back, hy, w * 0.008, mix(m.veg, m.far, 0.55)));
  const hill = ridge(a, w * 0.45, w + 10, hy, hy * 0.5, "right", 0.7);
  land(a, hill, m.veg, hy, 0.25);
  a.add(forest(a, hill, hy, w * 0.008, m.veg), trees(a, hill, 40, w * 0.011, shade(m.veg, 0.4), 0.35));
  const fx = w * 0.74;
  a.add(fort(fx, heightAt(hill, fx) + 8, 1.25, "#e9c493", "#b98a68"));
  drawSea(a, m, hz, m.sea, 1);
  a.add(gulet(a, w * 0.42, h * 0.78, 380, boatStyle(a, m, 0), { reflect: 0.25 }));
  a.add(monohull(a, w * 0.13, h * 0.66, 80, boatStyle(a, m, 0.4), { furled: true }));
  a.add(
    rocks(a, w * 0.72, w + 40, h + 4, h * 0.24, "#c9946f", "#7d5a4f"),
    rocks(a, -40, w * 0.12, h + 4, h * 0.14, "#b8866a", "#6f5050"),
  );
  finish(a, 0.35);
}

export function sceneVideoPoster(a: Art): void {
  const { w, h } = a;
  const m = MOODS.night;
  const hy = h * 0.5;
  const hz: Horizon = { hy, sx: w * 0.8, sy: h * 0.15, sr: 26 };
  drawSky(a, m, hz, "none");
  land(a, ridge(a, -10, w * 0.45, hy, 34, "island"), m.far, hy);
  drawSea(a, m, hz, m.sea, 0.6);
  a.add(
    monohull(a, w * 0.3, hy + 14, 60, boatStyle(a, m, 0.2), {
      furled: true,
      lights: true,
    }),
  );
  a.add(
    catamaran(a, w * 0.64, hy + 10, 50, boatStyle(a, m, 0.3), {
      furled: true,
      lights: true,
    }),
  );
  const deckTop = h * 0.66;
  a.add(deckPlanks(a, deckTop, w * 0.5, "#2e2330", "#15101c"));
  a.add(
    ellipse(
      w * 0.55,
      deckTop + 90,
      w * 0.5,
      h * 0.28,
      a.rad([
        [0, C.sun, 0.3],
        [1, C.sun, 0],
      ]),
    ),
  );
  // rail and mast
  const dark = "#0b1424";
  a.add(
    line(d`M0,${deckTop - 50}H${w}M0,${deckTop - 25}H${w}`, dark, 2),
    line(d`M40,${deckTop}v-52M${w * 0.35},${deckTop}v-52M${w * 0.7},${deckTop}v-52M${w - 40},${deckTop}v-52`, dark, 4),
  );
  const mx = w * 0.47;
  a.add(line(d`M${mx},${deckTop + 30}V-10`, dark, 13));
  a.add(
    stringLights(a, [-30, 18], [w + 30, 30], 70, 26, 4.6),
    stringLights(a, [mx, 40], [-30, h * 0.4], 50, 16, 5),
    stringLights(a, [mx, 40], [w + 30, h * 0.36], 50, 18, 5),
  );
  // figures at several depths, each with a warm rim light from the lanterns
  const warm = "#0d1322";
  const rim = (x: number, y: number, s: number, flip: boolean, shape: string) =>
    g(
      at(x, y, s, flip),
      g(`color="#f59a4a" transform="translate(-.8 -.4)" ${op(0.7)}`, a.use(shape)),
      g(`color="${warm}"`, a.use(shape)),
    );
  const cc = "currentColor";
  a.add(
    rim(w * 0.86, h * 0.8, 2.0, true, couple(cc, 1)),
    rim(w * 0.34, h * 0.79, 1.75, false, figure(cc, true)),
    rim(w * 0.15, h * 0.88, 2.5, false, accordionist(cc, C.coral, C.cream)),
    rim(w * 0.66, h * 0.95, 2.8, false, couple(cc, 0, C.coral)),
  );
  finish(a, 0.4);
}

/** The FSW mark: round navy badge, a sail whose leech curves like a swirling skirt, a heart sun, waves. */
function logoMark(): string {
  return (
    `<circle cx="128" cy="128" r="124" fill="${C.navy}"/>` +
    `<circle cx="128" cy="128" r="110" fill="none" stroke="${C.sand}" stroke-width="6"/>` +
    `<path d="M164,72c-6,-11 -24,-8 -22,6c2,10 15,15 22,23c7,-8 20,-13 22,-23c2,-14 -16,-17 -22,-6Z" fill="${C.coral}"/>` +
    `<path d="M124,46C150,86 162,130 150,176L124,176Z" fill="${C.cream}"/>` +
    `<path d="M116,62L116,176L64,176C92,150 100,110 116,62Z" fill="${C.sun}"/>` +
    `<path d="M120,40V182" stroke="${C.cream}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M60,184H196L182,204H76Z" fill="${C.coral}"/>` +
    `<path d="M54,212c12,-9 25,-9 37,0s25,9 37,0s25,-9 37,0s25,9 37,0" fill="none" stroke="${C.aqua}" stroke-width="10" stroke-linecap="round"/>`
  );
}

export function sceneLogo(a: Art): void {
  a.add(logoMark());
}

export function scenePartner(a: Art): void {
  const { w, h } = a;
  a.add(
    rect(0, 0, w, h, C.cream, `rx="28"`),
    rect(6, 6, w - 12, h - 12, "none", `rx="22" stroke="${C.sand}" stroke-width="4"`),
    g(
      `transform="translate(56 74) rotate(-8)"`,
      path("M0,0H96V30A14,14 0 0 0 96,58V88H0V58A14,14 0 0 0 0,30Z", C.coral),
      line("M68,6V82", C.cream, 3, `stroke-dasharray="6 6"`),
      path("M34,30l6,12l13,2l-9.5,9l2.5,13l-12,-6l-12,6l2.5,-13l-9.5,-9l13,-2Z", C.sun),
    ),
    `<text x="190" y="116" font-family="system-ui, sans-serif" font-size="48" font-weight="800" fill="${C.navy}" textLength="206" lengthAdjust="spacingAndGlyphs">tixa<tspan fill="${C.coral}">.</tspan>sea</text>`,
    `<text x="192" y="156" font-family="system-ui, sans-serif" font-size="17" font-weight="700" fill="${C.sea}" textLength="236" lengthAdjust="spacing">TICKETING PARTNER</text>`,
    line(d`M192,178h236`, C.aqua, 4),
  );
}
