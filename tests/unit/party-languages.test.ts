import type { LoaderFunctionArgs } from "@remix-run/node";
import { Resvg } from "@resvg/resvg-js";
import jsQR from "jsqr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as boatPackLoader } from "~/routes/($lang).event-details_.$id.boat-pack";
import { loader as posterLoader } from "~/routes/($lang).event-details_.$id.poster";
import { setConfigForTests } from "~/config/config.server";

// The posters and the boat pack in the page's language: the poster's QR code leads to the uploader in
// that language, and the boat pack writes its dates that language's way.
const SITE = "https://fsw.example";
const CODE = "rum & limes";

beforeAll(() => {
  setConfigForTests({ siteUrl: SITE, uploadAccessCode: CODE, siteNow: new Date("2026-05-01T00:00:00Z") });
});
afterAll(() => setConfigForTests(null));

type Loader = (args: LoaderFunctionArgs) => Promise<Response>;

/** A route's loader as Remix calls it for `path`, `lang` the optional segment's value. */
async function load<T>(loader: Loader, path: string, params: Record<string, string>): Promise<T> {
  const response = await loader({ request: new Request(`http://localhost${path}`), params, context: {} });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

function decode(svg: string): string | null {
  const image = new Resvg(svg, { fitTo: { mode: "width", value: 400 }, background: "#ffffff" }).render();
  return jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height)?.data ?? null;
}

interface Poster {
  edition: { title: string; dates: string };
  address: string;
  qr: string;
}

describe("a QR poster", () => {
  const query = `?code=${encodeURIComponent(CODE)}`;
  const uploader = (prefix: string) => `${SITE}${prefix}/add-photo?edition=fsw26&code=rum+%26+limes`;

  it("in German leads to the German upload form, with the edition and the code", async () => {
    const poster = await load<Poster>(posterLoader as Loader, `/de/event-details/fsw26/poster${query}`, {
      lang: "de",
      id: "fsw26",
    });
    expect(poster.address).toBe(uploader("/de"));
    expect(decode(poster.qr)).toBe(uploader("/de"));
    expect(poster.edition.dates).toBe("13.–20. Juni 2026");
  });

  it("in Portuguese leads to the Portuguese form, and in English to the English one as before", async () => {
    const pt = await load<Poster>(posterLoader as Loader, `/pt/event-details/fsw26/poster${query}`, { lang: "pt", id: "fsw26" });
    expect(decode(pt.qr)).toBe(uploader("/pt"));
    const en = await load<Poster>(posterLoader as Loader, `/event-details/fsw26/poster${query}`, { id: "fsw26" });
    expect(decode(en.qr)).toBe(uploader(""));
    expect(en.edition.dates).toBe("13 – 20 June 2026");
  });

  it("refuses a wrong code in the poster's language", async () => {
    const refusal = await (posterLoader as Loader)({
      request: new Request("http://localhost/de/event-details/fsw26/poster?code=rum"),
      params: { lang: "de", id: "fsw26" },
      context: {},
    }).catch((thrown: unknown) => thrown);
    expect(refusal).toBeInstanceOf(Response);
    expect((refusal as Response).status).toBe(403);
    expect(await (refusal as Response).text()).toBe(
      "Diese Plakate tragen den Zugangscode zum Hochladen: Öffne sie über die Seite des Orga-Teams.",
    );
  });
});

interface BoatPack {
  event: { dates: string; teachers: Array<{ href: string }> };
  pageUrl: string;
  calendarUrl: string;
  qr: string;
}

describe("the boat pack", () => {
  it("in German writes the dates the German way and points to the German pages", async () => {
    const pack = await load<BoatPack>(boatPackLoader as Loader, "/de/event-details/fsw26/boat-pack", { lang: "de", id: "fsw26" });
    expect(pack.event.dates).toBe("13.–20. Juni 2026");
    expect(pack.pageUrl).toBe(`${SITE}/de/event-details/fsw26`);
    expect(pack.event.teachers.every((t) => t.href.startsWith("/de/"))).toBe(true);
    expect(pack.qr).toContain(`aria-label="QR-Code von ${SITE}/de/event-details/fsw26"`);
    expect(decode(/<svg[\s\S]*<\/svg>/.exec(pack.qr)![0])).toBe(`${SITE}/de/event-details/fsw26`);
  });

  it("in Portuguese writes them the Brazilian way; in English as it always has", async () => {
    const pt = await load<BoatPack>(boatPackLoader as Loader, "/pt/event-details/fsw26/boat-pack", { lang: "pt", id: "fsw26" });
    // Intl sets the dash between thin spaces.
    expect(pt.event.dates).toMatch(/^13\s–\s20 de junho de 2026$/);
    const en = await load<BoatPack>(boatPackLoader as Loader, "/event-details/fsw26/boat-pack", { id: "fsw26" });
    expect(en.event.dates).toBe("13 – 20 June 2026");
    expect(en.pageUrl).toBe(`${SITE}/event-details/fsw26`);
    expect(en.calendarUrl).toBe(`${SITE}/calendar/fsw26.ics`);
  });
});
