import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECORDS_PATH } from "../../app/lib/photo-layout";
import { makeClip } from "../fixtures/clips";
import { addAccounts, organiser, readNode, signIn } from "../support/review";
import { startServer, type TestServer } from "../support/server";
import { upload } from "../support/upload";

// A clip sent through the uploader and approved by an organiser, as its gallery shows it, on each backend.
describe.each([
  ["embedded", false],
  ["Firebase (modelled)", true],
] as const)("an uploaded and approved clip in its edition's gallery, %s", (_name, mocks) => {
  let server: TestServer;
  let key: string;
  let record: { original: string; poster: string; thumbnail: string; duration: number };

  beforeAll(async () => {
    server = await startServer({ UPLOAD_RATE_LIMIT: "0", REQUEST_LOG: "off", SITE_NOW: "2025-07-01T12:00:00Z" }, { mocks });
    addAccounts(server, [["clips@example.org", "a long enough password 2"]]);
    const cookie = await signIn(server, "clips@example.org", "a long enough password 2");
    const clip = await makeClip("portrait");
    const sent = await upload(server, {
      file: clip,
      fields: { edition: "FSW25", title: "Forró at anchor", alt: "A couple dancing forró at anchor" },
      asScript: true,
    });
    expect(sent.res.status, sent.body).toBe(200);
    key = sent.data.key!;
    record = (await readNode(server, RECORDS_PATH))[key] as typeof record;
    expect(await organiser(server, cookie).act("approve", [key])).toBe(303);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("shows the poster's variants in its tile and plays the stored rendition in the lightbox, the page's policy allowing it", async () => {
    // The variants are made from the poster in the background: the poster itself stands in until then.
    let page = "";
    for (let i = 0; i < 200 && !page.includes(`${key}.640w.webp`); i++) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 150));
      page = await (await fetch(`${server.url}/event-details/fsw25`)).text();
    }
    expect(page).toContain(`${key}.640w.webp`);
    expect(page).toMatch(/aria-label="Play clip \d+ of \d+ \(0:02\): A couple dancing forró at anchor"/);
    const amp = (url: string) => url.replaceAll("&", "&amp;");
    expect(page).toContain(`<source src="${amp(record.original)}" type="video/mp4"/>`);
    const poster = /<video [^>]*poster="([^"]+)"/.exec(page)?.[1]?.replaceAll("&amp;", "&");
    expect(poster).toContain(`${key}.`);
    expect(poster).not.toBe(record.original);
    const image = await fetch(poster!.startsWith("/") ? server.url + poster : poster!);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    await image.body?.cancel();
    const media = new URL(record.original, server.url).origin;
    const csp = (await fetch(`${server.url}/event-details/fsw25`)).headers.get("content-security-policy") ?? "";
    const allowed = /(?:^|; )media-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
    expect(allowed).toContain(media === new URL(server.url).origin ? "'self'" : media);
  });
});
