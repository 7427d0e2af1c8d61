// team/: illustrated portraits.

import { type Art, finish } from "../art";
import { C, circle, d, ellipse, f, g, line, op, path, rect, shade, tint } from "../core";
import { MOODS, type Time } from "../moods";
import { drawSea, drawSky, type Horizon, land, ridge } from "../sky-sea-land";

interface PortraitSpec {
  skin: string;
  hair: string;
  shirt: string;
  bg: Time;
  feminine: boolean;
}

function portraitBackground(a: Art, bg: Time, sail: boolean, wheel: boolean): void {
  const { w, h } = a;
  const m = MOODS[bg];
  const hy = h * 0.66;
  const hz: Horizon = { hy, sx: w * 0.78, sy: h * 0.24, sr: 30 };
  drawSky(a, m, hz, "cumulus", 2);
  land(a, ridge(a, -10, w * 0.4, hy, 40), m.far, hy);
  drawSea(a, m, hz, m.sea, 0.5);
  if (sail) {
    a.add(
      path(
        d`M${w * 0.12},${h * 0.02}L${w * 0.13},${h * 0.7}L${-w * 0.1},${h * 0.72}Q${w * 0.02},${h * 0.3} ${w * 0.12},${h * 0.02}Z`,
        a.lin(
          [
            [0, m.sail],
            [1, m.sailShade],
          ],
          1,
          0,
          0,
          0,
        ),
      ),
    );
    a.add(line(d`M${w * 0.135},-10V${h}`, "#c9d3dc", 8));
  }
  if (wheel) {
    const cx = w * 0.84;
    const cy = h * 0.62;
    let spokes = "";
    for (let k = 0; k < 8; k++) {
      const an = (k / 8) * Math.PI * 2 + 0.2;
      spokes += d`M${cx},${cy}L${cx + Math.cos(an) * 150},${cy + Math.sin(an) * 150}`;
    }
    a.add(
      line(spokes, "#8a5632", 10),
      circle(cx, cy, 120, "none", `stroke="#a06a3c" stroke-width="18"`),
      circle(cx, cy, 22, "#8a5632"),
    );
  }
}

function face(
  s: PortraitSpec,
  opts: {
    beard?: string;
    smileOpen?: boolean;
    freckles?: boolean;
    tilt?: number;
  },
): string {
  const sk = s.skin;
  const dark = shade(sk, 0.25);
  return g(
    `transform="rotate(${f(opts.tilt ?? 0)} 300 300)"`,
    ellipse(222, 280, 14, 22, dark),
    ellipse(378, 280, 14, 22, dark),
    path("M300,168C360,168 380,215 380,270C380,340 345,382 300,382C255,382 220,340 220,270C220,215 240,168 300,168Z", sk),
    path(
      "M330,180C365,200 380,240 378,290C372,345 340,378 300,382C345,360 362,310 356,260C352,220 342,195 330,180Z",
      C.ink,
      op(0.08),
    ),
    opts.beard
      ? path(
          "M224,292C228,350 262,386 300,386C338,386 372,350 376,292C366,320 350,332 336,330C322,342 278,342 264,330C250,332 234,320 224,292Z",
          opts.beard,
        )
      : "",
    line("M252,246q16,-10 32,-2M316,244q16,-8 32,2", s.hair, 6),
    ellipse(270, 270, 7, 8, C.ink),
    ellipse(330, 270, 7, 8, C.ink),
    circle(272, 267, 2.2, C.cream),
    circle(332, 267, 2.2, C.cream),
    line("M300,276q-8,24 -2,30q6,2 10,-2", dark, 4),
    opts.smileOpen
      ? path("M274,326Q300,356 326,326Q300,334 274,326Z", "#8a2b2b") +
          path("M280,327Q300,334 320,327L318,332Q300,337 282,332Z", C.cream)
      : line("M278,330q22,16 44,0", "#8a3b36", 5),
    ellipse(252, 312, 18, 10, C.coral, op(0.22)),
    ellipse(348, 312, 18, 10, C.coral, op(0.22)),
    opts.freckles
      ? line("M248,298h0M258,304h0M246,310h0M342,298h0M352,304h0M354,294h0M296,298h0", shade(sk, 0.35), 3, op(0.6))
      : "",
  );
}

function shoulders(shirt: string, neck: string, collar: string): string {
  return (
    path("M270,360L330,360L334,440L266,440Z", neck) +
    path("M272,380Q300,400 328,380L330,400Q300,414 270,400Z", C.ink, op(0.12)) +
    path("M80,600C92,480 170,430 262,420L300,470L338,420C430,430 508,480 520,600Z", shirt) +
    collar
  );
}

export function scenePortrait(a: Art, who: string): void {
  switch (who) {
    case "founder": {
      const s: PortraitSpec = {
        skin: "#f1c6a5",
        hair: "#9a9a9a",
        shirt: C.navy,
        bg: "day",
        feminine: false,
      };
      portraitBackground(a, "day", true, false);
      a.add(
        shoulders(
          s.shirt,
          shade(s.skin, 0.08),
          path("M262,420L300,470L338,420L330,412L300,446L270,412Z", C.cream) +
            path("M238,428L300,560L272,600L226,600Z", shade(C.navy, 0.3), op(0.5)) +
            path("M362,428L300,560L328,600L374,600Z", shade(C.navy, 0.3), op(0.5)),
        ),
      );
      a.add(
        line("M300,500h0M300,546h0M300,590h0", C.sun, 12),
        path("M140,470l60,-18l6,14l-60,18Z", C.sun),
        path("M460,470l-60,-18l-6,14l60,18Z", C.sun),
      );
      a.add(path("M222,262C218,220 236,200 250,196L250,252Z", s.hair), path("M378,262C382,220 364,200 350,196L350,252Z", s.hair));
      a.add(face(s, { beard: "#b5b5b5", smileOpen: true }));
      // captain's hat
      a.add(
        path("M206,200C200,150 240,120 300,118C360,120 400,150 394,200Z", C.cream),
        path("M214,192L386,192L388,214L212,214Z", C.navy),
        path("M212,214C240,236 360,236 388,214C370,226 340,232 300,232C260,232 230,226 212,214Z", C.ink),
        ellipse(300, 192, 20, 14, C.sun),
        path("M290,192l10,-8l10,8l-10,8Z", C.navy),
        line("M230,212q70,10 140,0", C.sun, 3),
      );
      break;
    }
    case "teacher": {
      const s: PortraitSpec = {
        skin: "#8d5a3b",
        hair: "#1e1410",
        shirt: C.coral,
        bg: "golden",
        feminine: true,
      };
      portraitBackground(a, "golden", false, false);
      a.add(
        path(
          "M170,330C130,220 170,110 260,96C330,80 420,110 440,200C460,280 430,340 410,360C400,300 390,250 360,220C320,210 260,220 230,240C220,280 215,320 170,330Z",
          s.hair,
        ),
      );
      let curls = "";
      for (let k = 0; k < 16; k++) {
        const an = Math.PI * (0.95 + (k / 15) * 1.15);
        curls += circle(300 + Math.cos(an) * 150, 215 + Math.sin(an) * 125, 26, s.hair);
      }
      a.add(curls);
      // raised arm (dance pose)
      a.add(
        line("M440,470Q510,360 470,250Q460,200 440,170", s.skin, 44),
        ellipse(440, 158, 22, 26, s.skin),
        line("M440,300l30,-10", C.sun, 8),
      );
      a.add(
        shoulders(s.shirt, shade(s.skin, 0.05), path("M262,420Q300,480 338,420L344,424Q300,500 256,424Z", shade(C.coral, 0.2))),
      );
      // a flowery print on the dress
      const flower = (x: number, y: number, r: number, petal: string) =>
        line(d`M${x - r},${y}h0M${x + r},${y}h0M${x},${y - r}h0M${x},${y + r}h0`, petal, r * 1.5) + circle(x, y, r * 0.5, C.sun);
      const print = a.pattern(
        72,
        64,
        flower(18, 16, 6, C.cream) + flower(54, 48, 5, tint(C.coral, 0.55)) + line("M50,14h0M20,50h0", C.sun, 4),
        "rotate(-12)",
      );
      a.add(path("M80,600C92,480 170,430 262,420L300,470L338,420C430,430 508,480 520,600Z", print));
      a.add(face(s, { smileOpen: true, tilt: -7 }));
      a.add(
        circle(222, 318, 14, "none", `stroke="${C.sun}" stroke-width="5"`),
        line("M372,168h0M400,162h0M412,186h0M392,204h0M366,194h0", C.coral, 28),
        circle(388, 184, 9, C.sun),
      );
      break;
    }
    case "musician": {
      const s: PortraitSpec = {
        skin: "#b97850",
        hair: "#1e1410",
        shirt: C.sea,
        bg: "dusk",
        feminine: false,
      };
      portraitBackground(a, "sunset", false, false);
      a.add(shoulders(s.shirt, shade(s.skin, 0.08), path("M262,420L300,470L338,420L346,428L300,490L254,428Z", tint(C.sea, 0.3))));
      a.add(face(s, { beard: "#2a1a14", smileOpen: true }));
      // chapéu de couro — the Nordeste leather hat
      a.add(
        path(
          "M150,214C180,170 240,150 300,150C360,150 420,170 450,214C420,200 380,196 300,196C220,196 180,200 150,214Z",
          "#8a5632",
        ),
        path("M222,196C226,130 256,100 300,100C344,100 374,130 378,196Z", "#a06a3c"),
        path("M170,205C200,110 250,60 300,58C350,60 400,110 430,205C400,170 360,150 300,150C240,150 200,170 170,205Z", "#b8804f"),
        line("M180,196C210,120 255,76 300,74C345,76 390,120 420,196", C.sand, 3, `stroke-dasharray="4 8"`),
        path("M300,92l5,12l13,1l-10,8l4,13l-12,-7l-12,7l4,-13l-10,-8l13,-1Z", C.sun),
      );
      // accordion in front of the chest
      a.add(
        g(
          `transform="rotate(-4 300 540)"`,
          rect(120, 470, 70, 150, C.cream, `rx="10"`),
          line("M136,486h36M136,504h36M136,522h36M136,540h36M136,558h36M136,576h36", C.ink, 6),
          rect(190, 476, 220, 140, C.coral),
          line(
            "M212,476v140M236,476v140M260,476v140M284,476v140M308,476v140M332,476v140M356,476v140M380,476v140",
            shade(C.coral, 0.4),
            5,
          ),
          line("M190,476h220M190,616h220", C.sun, 6),
          rect(410, 470, 80, 150, C.navy, `rx="10"`),
          line("M432,492h0M456,492h0M444,512h0M432,532h0M456,532h0M444,552h0M432,572h0M456,572h0", C.cream, 9),
        ),
        line("M250,430Q230,470 220,520M350,430Q380,460 400,490", "#5e3a26", 12),
      );
      break;
    }
    default: {
      const s: PortraitSpec = {
        skin: "#d9a27e",
        hair: "#8a5a2e",
        shirt: C.cream,
        bg: "day",
        feminine: true,
      };
      portraitBackground(a, "day", false, true);
      a.add(
        path("M370,220C420,250 430,330 410,400C400,430 420,460 440,470C400,480 370,440 372,400C374,340 370,280 340,240Z", s.hair),
      );
      let stripes = "";
      for (let k = 0; k < 7; k++) stripes += d`M60,${470 + k * 22}H540`;
      a.add(
        shoulders(
          s.shirt,
          shade(s.skin, 0.06),
          g(
            a.clip(path("M80,600C92,480 170,430 262,420L300,470L338,420C430,430 508,480 520,600Z", "#000")),
            line(stripes, C.navy, 9),
          ),
        ),
      );
      // rope coil over the shoulder
      a.add(
        ellipse(180, 500, 70, 52, "none", `stroke="${C.sand}" stroke-width="14"`),
        ellipse(180, 500, 52, 38, "none", `stroke="#e9d4b0" stroke-width="12"`),
        line("M120,470l10,8M140,452l8,10M214,454l-8,10M236,480l-10,6", "#c9a878", 3),
      );
      a.add(
        path(
          "M230,200C240,170 270,160 300,160C340,160 366,180 372,230L372,270C360,230 330,210 300,210C270,210 240,230 228,270Z",
          s.hair,
        ),
      );
      a.add(face(s, { smileOpen: true, freckles: true }));
      // cap with sunglasses
      a.add(
        path("M218,214C214,150 256,122 300,122C344,122 386,150 382,214Z", C.coral),
        path("M206,214C240,200 360,200 394,214L470,232C440,244 400,240 380,228C340,218 260,218 212,230Z", shade(C.coral, 0.2)),
        line("M300,124V212", shade(C.coral, 0.25), 3),
        circle(300, 126, 6, shade(C.coral, 0.25)),
        ellipse(266, 198, 26, 15, C.ink),
        ellipse(334, 198, 26, 15, C.ink),
        line("M292,198h16", C.ink, 4),
        line("M254,193l12,-4M322,193l12,-4", "#9fdde6", 3, op(0.7)),
      );
    }
  }
  finish(a, 0.3, 0.8);
}
