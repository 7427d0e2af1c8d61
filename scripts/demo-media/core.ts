// The demo art's small vocabulary: palette, colour mixing, number formatting, SVG element helpers.

export type Rng = () => number;
export type Pt = readonly [number, number];
export type Stop = readonly [offset: number, color: string, opacity?: number];

/** FNV-1a, 32 bit. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Coordinates: one decimal below 100, whole numbers above (half a pixel is invisible there). */
export const f = (v: number): string => String(Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 10) / 10);
export const f2 = (v: number): string => String(Math.round(v * 100) / 100);

/** Template tag for path data: numbers are rounded to one decimal. */
export function d(strings: TemplateStringsArray, ...vals: number[]): string {
  let s = strings[0] ?? "";
  for (let i = 0; i < vals.length; i++) s += f(vals[i] ?? 0) + (strings[i + 1] ?? "");
  return s;
}

export const C = {
  navy: "#0b2a4a",
  ink: "#14213d",
  sea: "#126e82",
  aqua: "#51c4d3",
  coral: "#f25c54",
  sun: "#f7b32b",
  sand: "#fbeedd",
  cream: "#fffaf3",
} as const;

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
/** Linear mix of two #rrggbb colours, t = 0 → a, t = 1 → b. */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  const c = x.map((v, i) => Math.round(v + ((y[i] ?? 0) - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}
export const shade = (c: string, t: number) => mix(c, "#0a1224", t);
export const tint = (c: string, t: number) => mix(c, C.cream, t);

const ex = (extra: string) => (extra ? ` ${extra}` : "");
export const path = (dd: string, fill: string, extra = "") => `<path d="${dd}" fill="${fill}"${ex(extra)}/>`;
export const line = (dd: string, stroke: string, width: number, extra = "") =>
  `<path d="${dd}" fill="none" stroke="${stroke}" stroke-width="${f2(width)}"${ex(extra)}/>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${ex(extra)}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${ex(extra)}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${ex(extra)}/>`;
export const g = (attrs: string, ...kids: string[]) => `<g ${attrs}>${kids.join("")}</g>`;
export const op = (o: number) => `opacity="${f2(o)}"`;
export const at = (x: number, y: number, s = 1, flip = false, rot = 0) =>
  `transform="translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ""}${
    s !== 1 || flip ? ` scale(${f2(flip ? -s : s)} ${f2(s)})` : ""
  }"`;
export const poly = (pts: readonly Pt[], close = true) =>
  `M${pts.map(([x, y]) => `${f(x)},${f(y)}`).join("L")}${close ? "Z" : ""}`;

export const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function stopsXml(stops: readonly Stop[]): string {
  return stops
    .map(
      ([o, c, a]) => `<stop offset="${f2(o)}" stop-color="${c}"${a === undefined || a === 1 ? "" : ` stop-opacity="${f2(a)}"`}/>`,
    )
    .join("");
}
