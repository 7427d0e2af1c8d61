// The catamaran in three-quarter view, the largest single drawing (hero, covers, rate cards).

import type { Art } from "./art";
import { type BoatOpts, type BoatStyle, sailFill, wakeAndReflection } from "./boats";
import { at, circle, d, f, g, line, op, path, poly, type Pt, shade } from "./core";
import { couple } from "./people";

/** Catamaran, three-quarter view from ahead: both hulls, the tunnel between them and the trampoline
 * are projected from simple 3D boxes so the two hulls read clearly. Bows to the right. */
export function catamaran(a: Art, x: number, y: number, len: number, st: BoatStyle, o: BoatOpts = {}): string {
  const k = len / 100;
  const cs = Math.cos(0.95);
  const sn = Math.sin(0.95);
  const pp = 0.24;
  type P3 = readonly [number, number, number];
  const P = ([u, v, z]: P3): Pt => [u * cs + v * sn, -z - pp * (-u * sn + v * cs)];
  const face = (pts: readonly P3[], fill: string, extra = "") => path(poly(pts.map(P)), fill, extra);
  const seg = (pts: readonly P3[], stroke: string, wd: number, extra = "") => line(poly(pts.map(P), false), stroke, wd, extra);
  const hull = (v0: number, side: string) => {
    const vn = v0 - 3.5;
    const vf = v0 + 3.5;
    return (
      face(
        [
          [-47, vn, 0],
          [40, vn, 0],
          [51, v0, 0],
          [52, v0, 11],
          [40, vn, 11],
          [-48, vn, 11],
        ],
        side,
      ) +
      face(
        [
          [-48, vn, 11],
          [40, vn, 11],
          [52, v0, 11],
          [40, vf, 11],
          [-48, vf, 11],
        ],
        st.deck,
      ) +
      seg(
        [
          [-47, vn, 4],
          [40, vn, 4],
          [51.5, v0, 4],
        ],
        st.stripe,
        1.4,
      ) +
      seg(
        [
          [-30, vn, 7.5],
          [-22, vn, 7.5],
          [-6, vn, 7.5],
          [4, vn, 7.5],
        ],
        st.glass,
        1.2,
        `stroke-dasharray="5 4"`,
      )
    );
  };
  const [mx, mTop] = P([2, 0, 150]);
  const [, mBase] = P([2, 0, 20]);
  const head = P([2, 0, 148]);
  // sails eased out to the near side so they show their shape
  const headAft = P([-10, -2, 146]);
  const clew = P([-32, -24, 24]);
  const tack = P([2, 0, 23]);
  const leechCtl = P([-16, -14, 95]);
  const jHead = P([2, 0, 136]);
  const jTack = P([46, 0, 11]);
  const jClew = P([12, -12, 25]);
  const jCtl = P([12, -8, 80]);
  const sails = o.furled
    ? line(poly([tack, clew], false), st.stripe, 5) + line(poly([jHead, jTack], false), st.stripe, 1.2, op(0.8))
    : path(
        d`M${head[0]},${head[1]}L${headAft[0]},${headAft[1]}Q${leechCtl[0]},${leechCtl[1]} ${clew[0]},${clew[1]}L${tack[0]},${tack[1]}Z`,
        sailFill(a, st),
      ) +
      line(poly([tack, clew], false), st.rig, 1.6) +
      path(
        d`M${jHead[0]},${jHead[1]}L${jTack[0]},${jTack[1]}L${jClew[0]},${jClew[1]}Q${jCtl[0]},${jCtl[1]} ${jHead[0]},${jHead[1]}Z`,
        sailFill(a, st),
      ) +
      line(poly([jHead, jTack], false), st.sailShade, 0.8);
  const glassFill = o.lights ? "#ffd27a" : st.glass;
  let mesh = "";
  for (let i = 1; i < 7; i++) mesh += poly([P([24 + i * 3, -13.5, 10]), P([24 + i * 3, 13.5, 10])], false);
  const body =
    seg(
      [
        [2, 0, 150],
        [46, 0, 11],
      ],
      st.rig,
      0.45,
    ) +
    seg(
      [
        [2, 0, 150],
        [-40, -17, 11],
      ],
      st.rig,
      0.35,
    ) +
    hull(17, shade(st.hullShade, 0.2)) +
    face(
      [
        [24, -13.5, 0],
        [24, 13.5, 0],
        [24, 13.5, 7],
        [24, -13.5, 7],
      ],
      shade(st.hullShade, 0.6),
    ) +
    face(
      [
        [24, -13.5, 7],
        [24, 13.5, 7],
        [24, 13.5, 11],
        [24, -13.5, 11],
      ],
      st.hull,
    ) +
    face(
      [
        [-44, -13.5, 11],
        [24, -13.5, 11],
        [24, 13.5, 11],
        [-44, 13.5, 11],
      ],
      st.deck,
    ) +
    face(
      [
        [24, -13.5, 10],
        [44, -13.5, 10],
        [44, 13.5, 10],
        [24, 13.5, 10],
      ],
      st.rig,
      op(0.3),
    ) +
    line(mesh, st.sail, 0.35, op(0.45)) +
    seg(
      [
        [44, -13.5, 10],
        [44, 13.5, 10],
      ],
      st.rig,
      1.2,
    ) +
    face(
      [
        [-30, -9, 20],
        [8, -9, 20],
        [8, 9, 20],
        [-30, 9, 20],
      ],
      st.hull,
    ) +
    face(
      [
        [14, -9, 11],
        [14, 9, 11],
        [8, 9, 20],
        [8, -9, 20],
      ],
      glassFill,
    ) +
    face(
      [
        [-30, -9, 11],
        [14, -9, 11],
        [8, -9, 20],
        [-30, -9, 20],
      ],
      st.hull,
    ) +
    face(
      [
        [-24, -9, 14],
        [9, -9, 14],
        [6, -9, 18],
        [-24, -9, 18],
      ],
      glassFill,
    ) +
    line(d`M${mx},${mBase}V${mTop}`, st.rig, 1.5) +
    sails +
    (o.couple ? g(`transform="translate(${f(P([20, 0, 11])[0])} ${f(P([20, 0, 11])[1])}) scale(.15)"`, couple(st.rig, 1)) : "") +
    hull(-17, st.hull) +
    (o.lights ? circle(mx, mTop, 1.8, "#fff6da") + circle(mx, mTop, 5, "#fff6da", op(0.25)) : "");
  return wakeAndReflection(a, x, y + 4 * k, len * 1.1, st, o) + g(at(x, y, k, (o.dir ?? 1) === -1), a.use(body));
}
