// Boats: colour schemes, the monohull, the bow-on catamaran, the gulet, a dinghy, wakes and reflections.

import type { Art } from "./art";
import { at, C, circle, d, f, g, line, mix, op, path, rect, shade, tint } from "./core";
import type { Mood } from "./moods";
import { couple } from "./people";

export interface BoatStyle {
  hull: string;
  hullShade: string;
  stripe: string;
  deck: string;
  sail: string;
  sailShade: string;
  rig: string;
  glass: string;
  wood: string;
}

export function boatStyle(a: Art, m: Mood, fade = 0, variant = -1): BoatStyle {
  const dayHulls: [string, string][] = [
    [C.cream, C.navy],
    [C.navy, C.cream],
    [C.cream, C.coral],
    [tint(C.sea, 0.05), C.cream],
    [C.cream, C.sea],
  ];
  const pick = variant >= 0 ? (dayHulls[variant % dayHulls.length] ?? dayHulls[0]!) : a.pick(dayHulls);
  const base: BoatStyle = m.dark
    ? {
        hull: m.hull,
        hullShade: shade(m.hull, 0.3),
        stripe: m.stripe,
        deck: mix(m.hull, m.sail, 0.25),
        sail: m.sail,
        sailShade: m.sailShade,
        rig: shade(m.hull, 0.2),
        glass: mix(m.hull, C.sun, m.time === "sunset" ? 0.1 : 0.5),
        wood: mix(m.hull, "#7a4a2a", 0.4),
      }
    : {
        hull: m.time === "day" ? pick[0] : mix(pick[0], m.hull, 0.35),
        hullShade: shade(pick[0], 0.25),
        stripe: pick[1],
        deck: mix(m.sail, m.sailShade, 0.5),
        sail: m.sail,
        sailShade: m.sailShade,
        rig: "#3a4a5e",
        glass: C.navy,
        wood: "#a06a3c",
      };
  if (fade <= 0) return base;
  const to = m.far;
  return {
    hull: mix(base.hull, to, fade),
    hullShade: mix(base.hullShade, to, fade),
    stripe: mix(base.stripe, to, fade),
    deck: mix(base.deck, to, fade),
    sail: mix(base.sail, to, fade * 0.6),
    sailShade: mix(base.sailShade, to, fade * 0.7),
    rig: mix(base.rig, to, fade),
    glass: mix(base.glass, to, fade),
    wood: mix(base.wood, to, fade),
  };
}

export interface BoatOpts {
  dir?: 1 | -1;
  heel?: number;
  furled?: boolean;
  wake?: boolean;
  lights?: boolean;
  reflect?: number;
  couple?: boolean;
}

export function sailFill(a: Art, st: BoatStyle): string {
  return a.lin(
    [
      [0, st.sail],
      [0.55, st.sail],
      [1, st.sailShade],
    ],
    0,
    0,
    1,
    0.6,
  );
}

export function wakeAndReflection(a: Art, x: number, y: number, len: number, st: BoatStyle, o: BoatOpts): string {
  let out = "";
  const k = len / 100;
  const dir = o.dir ?? 1;
  if (o.reflect !== 0) {
    out += line(
      d`M${x - 44 * k},${y + 3 * k}h${88 * k}M${x - 34 * k},${y + 7 * k}h${60 * k}M${x - 22 * k},${y + 11 * k}h${36 * k}`,
      st.hull,
      2.2 * k,
      op(o.reflect ?? 0.25),
    );
  }
  if (o.wake) {
    const foam = "#ffffff";
    out += line(
      d`M${x + dir * 44 * k},${y + 1}q${dir * 6 * k},${3 * k} ${dir * 12 * k},${2 * k}M${x - dir * 44 * k},${y + 1}q${-dir * 30 * k},${4 * k} ${-dir * 70 * k},${3 * k}M${x - dir * 40 * k},${y + 4 * k}q${-dir * 25 * k},${4 * k} ${-dir * 55 * k},${5 * k}`,
      foam,
      1.6 * k,
      op(0.55),
    );
  }
  return out;
}

/** Monohull sailboat, side view; origin at the waterline, len = hull length in px. */
export function monohull(a: Art, x: number, y: number, len: number, st: BoatStyle, o: BoatOpts = {}): string {
  const k = len / 100;
  const dir = o.dir ?? 1;
  const sails = o.furled
    ? line("M3,-17L-36,-18.5", st.stripe, 4.5) + line("M3.5,-112L50,-13", st.stripe, 1.1, op(0.8))
    : path("M3.5,-124C0,-85 -15,-48 -36,-19L3,-17Z", sailFill(a, st)) +
      path("M3.5,-124C0,-85 -15,-48 -36,-19L-27,-19C-10,-50 -2,-85 3.5,-124Z", st.sailShade, op(0.35)) +
      line("M-1,-96l-5,1M-6,-72l-7,1M-13,-48l-8,1", st.sailShade, 0.6) +
      line("M3,-17L-37,-18.5", st.rig, 1.6) +
      path("M3.5,-115L51,-12Q30,-15 9,-21Q12,-70 3.5,-115Z", sailFill(a, st)) +
      line("M3.5,-115L51,-12", st.sailShade, 0.8);
  const lights = o.lights
    ? circle(2.5, -126, 5, "#fff6da", op(0.25)) +
      circle(2.5, -126, 1.6, "#fff6da") +
      line("M-14,-11h4M-4,-11h4M6,-11.5h4", "#ffd27a", 2)
    : "";
  const body =
    line("M3,-124L51,-12M3,-124L-45,-8", st.rig, 0.45) +
    line("M2.5,-8V-125", st.rig, 1.4) +
    sails +
    line("M-44,-13.5Q0,-11 48,-16.5L52,-12.5M-44,-13.5L-45,-8M-22,-12.5V-7M0,-12V-6.5M24,-13V-7.5", st.rig, 0.4, op(0.8)) +
    path("M-46,-8Q0,-5 53,-12L46,0Q20,3 -20,3Q-38,2 -43,0Z", st.hull) +
    line("M-44.5,-3.5Q0,-1 49.5,-7", st.stripe, 1.8) +
    path("M-21,-7.6L-16,-13L13,-13.5L20,-8.4Z", st.deck) +
    line("M-12,-11h19", st.glass, 1.4) +
    (o.couple ? g(`transform="translate(-5 -7) scale(.16)"`, couple(st.rig, 0)) : "") +
    lights;
  return (
    wakeAndReflection(a, x, y, len, st, o) +
    g(at(x, y, k, dir === -1, 0), a.use(o.heel ? g(`transform="rotate(${f(-o.heel)})"`, body) : body))
  );
}

/** Catamaran seen bow-on: two hulls, bridgedeck, mast in the middle. Width = beam in px. */
export function catamaranFront(a: Art, x: number, y: number, beam: number, st: BoatStyle, o: BoatOpts = {}): string {
  const k = beam / 100;
  const hullL = "M-49,-15L-31,-15Q-32,-3 -40,3Q-48,-3 -49,-15Z";
  const lights = o.lights
    ? circle(0, -152, 2.2, "#fff6da") +
      circle(0, -152, 9, C.cream, op(0.15)) +
      line("M-22,-27h12M-4,-27h8M10,-27h12", "#ffd27a", 3)
    : "";
  const body =
    line("M0,-150L-47,-17M0,-150L47,-17M-15,-96h30", st.rig, 0.6) +
    line("M0,-150L-30,-40M0,-150L30,-40", st.rig, 0.3, op(0.6)) +
    path("M-31,-15L31,-15L31,-9L-31,-9Z", shade(st.hullShade, 0.4), op(0.85)) +
    path(hullL, st.hull) +
    path(hullL, st.hull, `transform="scale(-1 1)"`) +
    path(hullL, st.hullShade, op(0.5) + ` transform="scale(-1 1)"`) +
    line("M-48,-9h16M32,-9h16", st.stripe, 1.6) +
    path("M-50,-14L50,-14L47,-20L-47,-20Z", st.hull) +
    path("M-35,-20L35,-20L28,-34L-28,-34Z", st.hull) +
    path("M-27,-30L27,-30L30,-24L-30,-24Z", st.glass) +
    line("M-20,-28.5L14,-28.5", "#9fdde6", 0.8, op(0.5)) +
    line("M0,-34V-150", st.rig, 2) +
    rect(-3.5, -48, 7, 12, st.stripe, `rx="2"`) +
    line("M0,-140V-15", st.sailShade, 2.4) +
    line("M-22,-13L0,4L22,-13", st.rig, 0.5) +
    lights;
  return (
    (o.reflect !== 0
      ? line(
          d`M${x - 48 * k},${y + 4 * k}h${18 * k}M${x + 30 * k},${y + 4 * k}h${18 * k}M${x - 30 * k},${y + 9 * k}h${60 * k}`,
          st.hull,
          2.4 * k,
          op(0.22),
        )
      : "") + g(at(x, y, k), a.use(body))
  );
}

/** Turkish gulet: wooden, raked bow with bowsprit, two masts, gaff sails. */
export function gulet(a: Art, x: number, y: number, len: number, st: BoatStyle, o: BoatOpts = {}): string {
  const k = len / 100;
  const wood = st.wood;
  const sail = sailFill(a, st);
  const sails = o.furled
    ? line("M10,-88L-14,-82M-20,-68L-38,-64", st.sail, 3)
    : path("M10,-96L-14,-88L-16,-25L9,-25Z", sail) +
      path("M-20,-74L-38,-68L-40,-28L-21,-28Z", sail) +
      path("M10,-98L64,-26L40,-24Q26,-60 10,-98Z", sail) +
      path("M10,-80L44,-22L24,-23Z", sail) +
      line("M10,-95L-14,-88M-20,-73L-38,-68", wood, 1.2);
  const body =
    line("M10,-98L64,-26M-20,-76L10,-98M10,-98L-48,-20", st.rig, 0.4) +
    line("M10,-20V-100", wood, 1.8) +
    line("M-20,-21V-78", wood, 1.5) +
    sails +
    line("M44,-21L65,-26", wood, 1.6) +
    path("M-48,-15Q-10,-10 46,-21L42,-9Q32,2 0,2Q-36,2 -45,-4Q-49,-9 -48,-15Z", wood) +
    path("M-45,-4Q-36,2 0,2Q32,2 42,-9L41,-6Q30,3 0,4Q-38,3 -45,-4Z", shade(wood, 0.3)) +
    line("M-47.5,-14Q-10,-9 45.5,-20", st.sail, 1.4) +
    line("M-44,-6Q0,-3 40,-10", shade(wood, 0.35), 1.6) +
    line("M-30,-9.5h0M-22,-9h0M-14,-8.7h0M-6,-8.6h0M2,-8.7h0M10,-9h0", st.sail, 1.8) +
    path("M-38,-13.5L-36,-20.5L14,-21.5L16,-15Z", st.sail) +
    line("M-30,-17.5h38", wood, 1.4) +
    line("M-46,-15V-28M-24,-14V-28", wood, 0.8) +
    path("M-49,-29L-21,-29L-21,-26.5L-49,-26.5Z", st.sailShade) +
    path("M-20,-78l6,2.2l-6,2.2Z", C.coral) +
    (o.lights ? line("M-44,-24h4M-36,-24h4M-28,-24h4", "#ffd27a", 1.8) + circle(10, -101, 1.5, "#fff6da") : "");
  return wakeAndReflection(a, x, y, len, { ...st, hull: wood }, o) + g(at(x, y, k, o.dir === -1), a.use(body));
}

export function dinghy(x: number, y: number, s: number, color: string): string {
  return g(at(x, y, s), path("M-10,-3L10,-3Q8,1 5,1.5L-7,1.5Q-10,0 -10,-3Z", color), line("M-9,-3h18", C.cream, 0.6));
}
