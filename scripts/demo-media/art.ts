// One picture being drawn: its PRNG, its <defs> (gradients, clips, patterns, shapes drawn twice) and
// body, and the printed-poster finish every scene ends with.

import { C, d, escapeXml, f, f2, line, rect, type Rng, type Stop, stopsXml } from "./core";

export class Art {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  private n = 0;
  private readonly cache = new Map<string, string>();
  constructor(
    readonly w: number,
    readonly h: number,
    readonly rng: Rng,
  ) {}
  r(a = 0, b = 1): number {
    return a + this.rng() * (b - a);
  }
  int(a: number, b: number): number {
    return Math.floor(this.r(a, b + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.rng() * xs.length)] as T;
  }
  chance(p: number): boolean {
    return this.rng() < p;
  }
  add(...parts: string[]): void {
    this.body.push(...parts);
  }
  private def(key: string, make: (id: string) => string): string {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = `g${(this.n++).toString(36)}`;
    this.defs.push(make(id));
    const ref = `url(#${id})`;
    this.cache.set(key, ref);
    return ref;
  }
  /** Linear gradient in bounding-box units (default: top to bottom). */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const s = stopsXml(stops);
    return this.def(
      `l${x1},${y1},${x2},${y2}${s}`,
      (id) => `<linearGradient id="${id}" x1="${f2(x1)}" y1="${f2(y1)}" x2="${f2(x2)}" y2="${f2(y2)}">${s}</linearGradient>`,
    );
  }
  /** Linear gradient in user space. */
  linU(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const s = stopsXml(stops);
    return this.def(
      `L${x1},${y1},${x2},${y2}${s}`,
      (id) =>
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${s}</linearGradient>`,
    );
  }
  /** Radial gradient in user space. */
  radU(stops: readonly Stop[], cx: number, cy: number, r: number, sy = 1): string {
    const s = stopsXml(stops);
    const tr = sy === 1 ? "" : ` gradientTransform="translate(0 ${f(cy * (1 - sy))}) scale(1 ${f2(sy)})"`;
    return this.def(
      `R${cx},${cy},${r},${sy}${s}`,
      (id) =>
        `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${tr}>${s}</radialGradient>`,
    );
  }
  /** Radial gradient in bounding-box units. */
  rad(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const s = stopsXml(stops);
    return this.def(
      `r${cx},${cy},${r}${s}`,
      (id) => `<radialGradient id="${id}" cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(r)}">${s}</radialGradient>`,
    );
  }
  private readonly uses = new Map<string, string>();
  /** Markup drawn more than once (boats of one style) goes to <defs> once and is referenced with <use>.
   * The first occurrence is inlined with an id, later ones reference it. */
  use(markup: string): string {
    const ref = this.uses.get(markup);
    if (ref) return `<use href="#${ref}"/>`;
    const id = `u${(this.n++).toString(36)}`;
    this.uses.set(markup, id);
    return `<g id="${id}">${markup}</g>`;
  }
  /** A clip path from shape markup; returns the clip-path attribute. */
  clip(shape: string): string {
    const ref = this.def(`c${shape}`, (id) => `<clipPath id="${id}">${shape}</clipPath>`);
    return `clip-path="${ref}"`;
  }
  /** A tiling pattern (user space); returns its url(). */
  pattern(w: number, h: number, content: string, transform = ""): string {
    return this.def(
      `p${w},${h},${transform}${content}`,
      (id) =>
        `<pattern id="${id}" width="${f(w)}" height="${f(h)}" patternUnits="userSpaceOnUse"${
          transform ? ` patternTransform="${transform}"` : ""
        }>${content}</pattern>`,
    );
  }
  svg(title: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}" role="img" stroke-linecap="round" stroke-linejoin="round">` +
      `<title>${escapeXml(title)}</title>` +
      (this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "") +
      this.body.join("") +
      `</svg>`
    );
  }
}

/** Film grain + vignette: gives the flat shapes a printed-poster feel. */
export function finish(a: Art, vignette = 0.32, grainAmount = 1): void {
  let light = "";
  let dark = "";
  for (let i = 0; i < 18; i++) {
    const p = d`M${a.r(0, 64)},${a.r(0, 64)}h0`;
    if (i % 2) light += p;
    else dark += p;
  }
  const grain = a.pattern(
    64,
    64,
    line(light, "#fff", 1.3, `stroke-opacity="${f2(0.1 * grainAmount)}"`) +
      line(dark, "#000", 1.3, `stroke-opacity="${f2(0.08 * grainAmount)}"`),
  );
  a.add(rect(0, 0, a.w, a.h, grain));
  if (vignette > 0) {
    a.add(
      rect(
        0,
        0,
        a.w,
        a.h,
        a.radU(
          [
            [0.55, C.ink, 0],
            [1, C.ink, vignette],
          ],
          a.w / 2,
          a.h * 0.45,
          Math.hypot(a.w, a.h) * 0.56,
        ),
      ),
    );
  }
}
