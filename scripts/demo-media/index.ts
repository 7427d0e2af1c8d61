// The demo imagery's generator. No photo can be shipped with the project, so every image the
// embedded default seeds is drawn as a flat "poster style" SVG illustration: layered shapes,
// gradients, a light grain and vignette. Deterministic: each image is drawn by a small PRNG seeded
// from a hash of its storage path. `npm run demo-media` writes the files to data/demo-media/, which
// the server copies into an empty DATA_DIR; the server never runs this code (decision 006).

import { mulberry32 } from "./prng";
import { DEMO_MEDIA_PATHS } from "../../data/types";
import { Art } from "./art";
import { hashString } from "./core";
import { sceneCover } from "./scenes/covers";
import { GALLERY_SCENES, type GalleryScene, sceneGallery } from "./scenes/events";
import { sceneFirstEdition, sceneHero, sceneLogo, sceneNextEdition, scenePartner, sceneVideoPoster } from "./scenes/misc";
import { sceneRate } from "./scenes/rates";
import { scenePortrait } from "./scenes/team";

export interface DemoMediaItem {
  path: string;
  body: string;
  contentType: "image/svg+xml";
}

const KNOWN = new Set<string>(DEMO_MEDIA_PATHS);

export function demoImageSize(p: string): { width: number; height: number } {
  if (!KNOWN.has(p)) throw new Error(`Unknown demo media path: ${p}`);
  if (p === "misc/hero.svg") return { width: 1600, height: 900 };
  if (p === "misc/logo.svg") return { width: 256, height: 256 };
  if (p === "misc/partner.svg") return { width: 480, height: 240 };
  if (p.startsWith("team/")) return { width: 600, height: 600 };
  if (p.startsWith("events/") || p.startsWith("rates/")) return { width: 1200, height: 800 };
  return { width: 1200, height: 675 };
}

const TEAM_TITLES: Record<string, string> = {
  founder: "Illustrated portrait of the founder in a captain's hat, with a sail behind",
  teacher: "Illustrated portrait of a forró teacher in a dance pose",
  musician: "Illustrated portrait of a sanfoneiro with his accordion and leather hat",
  skipper: "Illustrated portrait of a skipper with a cap, a rope coil and the wheel",
};
const SCENE_TITLES: Record<GalleryScene, string> = {
  sails: "Sails filled with wind, seen from the deck",
  dance: "Couples dancing forró on deck under festoon lights",
  swim: "Swimming off the stern in clear turquoise water",
  harbour: "Harbour at dusk with lit windows and moored boats",
  toast: "A sunset toast over the sea",
  stars: "Night sailing under a starry sky",
};
const COVER_TITLES: Record<string, string> = {
  fsw19: "Sailboats at dawn between quiet islands",
  fsw20: "A harbour town at golden hour with moored yachts",
  fsw21: "A lighthouse on a rocky point and a yacht under sail",
  fsw22: "Boats at anchor in a turquoise bay",
  fsw23: "A fleet sailing into the sunset",
  fsw24: "Boats at anchor under the moon",
  fsw25: "A catamaran sailing through an archipelago at golden hour",
  fsw26: "A gulet off the Turkish coast with a hilltop fort",
};

function titleFor(p: string): string {
  const parts = p.replace(/\.svg$/, "").split("/");
  const [folder, a1, a2] = parts;
  switch (folder) {
    case "misc":
      return (
        {
          hero: "Sunset over the sea with a fleet of sailboats and a couple dancing forró on deck",
          "first-edition": "A sailboat at anchor in a turquoise bay, the first edition",
          "next-edition": "The Turkish coast at golden hour: pine hills, a small fort and a gulet",
          "video-poster": "A night deck party with string lights and an accordion player",
          logo: "Forró Sailing Week logo",
          partner: "Ticketing partner",
        }[a1 ?? ""] ?? "Forró Sailing Week"
      );
    case "team":
      return TEAM_TITLES[a1 ?? ""] ?? "Team portrait";
    case "covers":
      return COVER_TITLES[a1 ?? ""] ?? "Forró Sailing Week edition";
    case "events": {
      const ei = EVENT_INDEX(a1 ?? "");
      const ii = Number(a2 ?? "1") - 1;
      return SCENE_TITLES[GALLERY_SCENES[(ii + ei) % GALLERY_SCENES.length] ?? "sails"];
    }
    case "rates":
      return (
        {
          gold: "Catamarans for the gold tier",
          silver: "Large monohulls and catamarans for the silver tier",
          bronze: "Monohull sailboats for the bronze tier",
          sbc: "Cosy interior: saloon and bow cabin with cushions and an open hatch",
        }[a1 ?? ""] ?? "Boats"
      );
    default:
      return "Forró Sailing Week";
  }
}

function EVENT_INDEX(id: string): number {
  const n = Number(id.replace(/\D/g, ""));
  return Number.isFinite(n) ? n % 6 : 0;
}

export function renderDemoImage(p: string): string {
  const { width, height } = demoImageSize(p);
  const a = new Art(width, height, mulberry32(hashString(p)));
  const parts = p.replace(/\.svg$/, "").split("/");
  const [folder, a1 = "", a2 = "01"] = parts;
  switch (folder) {
    case "misc":
      if (a1 === "hero") sceneHero(a);
      else if (a1 === "first-edition") sceneFirstEdition(a);
      else if (a1 === "next-edition") sceneNextEdition(a);
      else if (a1 === "video-poster") sceneVideoPoster(a);
      else if (a1 === "logo") sceneLogo(a);
      else scenePartner(a);
      break;
    case "team":
      scenePortrait(a, a1);
      break;
    case "covers":
      sceneCover(a, a1);
      break;
    case "events":
      sceneGallery(a, EVENT_INDEX(a1), Number(a2) - 1);
      break;
    default:
      sceneRate(a, a1, Number(a2) - 1);
  }
  return a.svg(`${titleFor(p)} — Forró Sailing Week`);
}

export function demoMedia(): DemoMediaItem[] {
  return DEMO_MEDIA_PATHS.map((p) => ({
    path: p,
    body: renderDemoImage(p),
    contentType: "image/svg+xml" as const,
  }));
}
