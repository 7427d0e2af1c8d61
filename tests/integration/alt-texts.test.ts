import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../data/events";
import { DECORATIVE_IMAGES, imageDescriptions } from "../../data/images";
import { team } from "../../data/team";
import { MEDALS } from "../../data/types";
import { LANGS, localePath } from "~/i18n/languages";
import { problemWithAlt } from "../support/alt-text";
import { images, decodeEntities } from "../support/html";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

const PATHS = [
  "/home",
  "/events",
  ...events.map((e) => `/event-details/${e.id}`),
  "/team",
  ...team.map((m) => `/team-details/${m.id}`),
  "/rates",
  ...MEDALS.map((m) => `/rates-details?medal=${m}`),
];

const altOf = (attrs: string) => {
  const m = /\salt="([^"]*)"/.exec(attrs);
  return m ? decodeEntities(m[1]!) : null;
};

describe("every image on the public pages has a real text alternative, in every language", () => {
  it.each(LANGS)("%s: no empty, file-name or 'photo N of M' alt, and every description is data/'s", async (lang) => {
    const described = new Set(Object.values(imageDescriptions).map((t) => t[lang]));
    let seen = 0;
    for (const path of PATHS) {
      const page = localePath(lang, path);
      const html = await (await fetch(server.url + page)).text();
      for (const { src, attrs } of images(html)) {
        const alt = altOf(attrs);
        expect(alt, `${page}: ${src} has no alt`).not.toBeNull();
        expect(problemWithAlt(alt!), `${page}: ${src} alt "${alt}"`).toBeNull();
        expect(
          [...described].some((d) => alt!.includes(d)),
          `${page}: ${src} alt "${alt}" is not one of data/images.ts`,
        ).toBe(true);
        seen++;
      }
      for (const m of html.matchAll(/role="img" aria-label="([^"]*)"/g))
        expect(problemWithAlt(decodeEntities(m[1]!)), `${page}: an unresolved image`).toBeNull();
    }
    expect(seen).toBeGreaterThan(100);
  });

  it('keeps the video\'s poster decorative: alt="" inside the frame, whose link names the video', async () => {
    expect(DECORATIVE_IMAGES).toContain("misc/video-poster.svg");
    for (const lang of LANGS) {
      const html = await (await fetch(server.url + localePath(lang, "/home"))).text();
      const srcdoc = decodeEntities(
        /<iframe[^>]*srcDoc="([^"]*)"|<iframe[^>]*srcdoc="([^"]*)"/i.exec(html)!.slice(1).find(Boolean)!,
      );
      expect(srcdoc, lang).toMatch(/<img src="[^"]*video-poster[^"]*" alt=""/);
    }
  });
});
