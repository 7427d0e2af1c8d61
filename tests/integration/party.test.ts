import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { withExifDate } from "../fixtures/exif-date";
import { text } from "../support/html";
import { addOrganiser } from "../support/organisers";
import { listFiles, startServer, type TestServer } from "../support/server";
import { distinctJpeg, upload } from "../support/upload";
import { checkHtml } from "../support/vnu";

// The party screen and the QR posters over HTTP: the no-script show, the list the screen polls,
// the posters behind sign-in, and the upload form as the posters' link fills it in.
const EMAIL = "purser@example.org";
const PASSWORD = "a bowline on a bight";
const CODE = "kumquat & limes";
let server: TestServer;
let site: string;
let cookie: string;
const keys: Record<string, string> = {};

function post(path: string, fields: Array<[string, string]>) {
  return fetch(server.url + path, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields),
  });
}

async function waitForVariants(key: string) {
  for (let i = 0; i < 600; i++) {
    const files = await listFiles(`${server.dataDir}/storage/variants/images/originals`).catch(() => []);
    if (files.some((f) => f.includes(`${key}.ready.`))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no variants for ${key}`);
}

async function approve(key: string, intent: "approve" | "hide" = "approve") {
  const res = await post("/organisers?index", [
    ["intent", intent],
    ["key", key],
    ["back", "/organisers"],
  ]);
  expect(res.status).toBe(303);
  await res.body?.cancel();
}

const slideshow = (query = "") => fetch(`${server.url}/event-details/fsw25/slideshow${query}`, { redirect: "manual" });
const refreshOf = (html: string) => /<noscript><meta http-equiv="refresh" content="(\d+); url=([^"]*)"\/><\/noscript>/.exec(html);

beforeAll(async () => {
  // A camera-size photo with its date taken, uploaded three times (different bytes), one kept waiting.
  // Made first: drawing it holds the event loop for seconds, long enough for a kept-alive socket to expire.
  const photo = withExifDate(await makeJpeg(2400, 1600), "2025:09:14 22:10:00");
  server = await startServer({
    UPLOAD_RATE_LIMIT: "0",
    REQUEST_LOG: "off",
    UPLOAD_ACCESS_CODE: CODE,
    // Storage is read afresh on every view: a test removes a file behind the site's back.
    LISTING_CACHE_SECONDS: "0",
  });
  site = server.url.replace("127.0.0.1", "localhost");
  const made = addOrganiser(server, EMAIL, PASSWORD);
  expect(made.status, made.stderr).toBe(0);
  const signIn = await post("/organisers/sign-in", [
    ["email", EMAIL],
    ["password", PASSWORD],
    ["redirectTo", "/organisers"],
  ]);
  expect(signIn.status).toBe(303);
  cookie = /^(fsw_organiser=[^;]+)/.exec(signIn.headers.get("set-cookie") ?? "")![1]!;
  for (const [name, title] of [
    ["sunset", "Sunset jam"],
    ["night", "Night <dance> & more"],
    ["waiting", "Not yet approved"],
  ] as const) {
    const { res } = await upload(server, {
      file: { bytes: distinctJpeg(photo, name), name: `${name}.jpg` },
      fields: { title, edition: "FSW25", accessCode: CODE },
    });
    expect(res.status).toBe(303);
    const files = await listFiles(`${server.dataDir}/storage/images/originals`);
    keys[name] = files.map((f) => f.split("/").pop()!).find((f) => f.endsWith(`-${name}`))!;
    await waitForVariants(keys[name]!);
  }
  await approve(keys.sunset!);
  await approve(keys.night!);
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe("the slideshow without JavaScript", () => {
  it("shows the newest approved photo at the screen's size and refreshes to the next, round and round", async () => {
    const first = await slideshow();
    expect(first.status).toBe(200);
    expect(first.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await first.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    // No site navigation, the newest photo with its caption, never the original.
    expect(html).not.toContain('class="site-header');
    expect(text(html)).toContain("Night <dance> & more");
    expect(html).not.toMatch(/(?<!variants)\/images\/originals\//);
    expect(html).not.toMatch(/\.(?:2400|3840)w\./);
    expect(html).toMatch(new RegExp(`variants/images/originals/${keys.night}\\.1920w\\.webp 1920w`));
    const refresh = refreshOf(html);
    expect(refresh?.[1]).toBe("8");
    expect(refresh?.[2]).toBe(`/event-details/fsw25/slideshow?photo=${keys.sunset}`);

    const second = await (await slideshow(`?photo=${keys.sunset}`)).text();
    expect(text(second)).toContain("Sunset jam");
    expect(text(second)).not.toContain("Night");
    // The oldest photo leads back to the newest; the waiting photo is never shown.
    expect(refreshOf(second)?.[2]).toBe("/event-details/fsw25/slideshow");
    expect(second + html).not.toContain(keys.waiting!);
  });

  it("keeps captions off through the refresh when asked", async () => {
    const html = await (await slideshow("?captions=off")).text();
    expect(html).toContain('<figure class="slideshow__slide slideshow__slide--current">');
    expect(html).not.toContain("<figcaption");
    expect(refreshOf(html)?.[2]).toBe(`/event-details/fsw25/slideshow?photo=${keys.sunset}&amp;captions=off`);
  });

  it("offers a Pause link that holds the photo on screen, with no refresh, and a Play link that goes on from it", async () => {
    const control = (html: string) => /<a class="slideshow__control" data-action="(\w+)" href="([^"]*)">([^<]*)<\/a>/.exec(html);
    const playing = await (await slideshow("?captions=off")).text();
    expect(refreshOf(playing)).not.toBeNull();
    const pause = control(playing);
    expect(pause?.[3]).toBe("Pause");
    expect(pause?.[2]).toBe(`/event-details/fsw25/slideshow?photo=${keys.night}&amp;captions=off&amp;paused=1`);

    const held = await slideshow(`?photo=${keys.night}&captions=off&paused=1`);
    expect(held.status).toBe(200);
    // Kept out of search engines and of every cache, like each photo's page.
    expect(held.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(held.headers.get("cache-control")).toBe("private, no-store");
    const html = await held.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain('http-equiv="refresh"');
    // The same photo, its caption still off.
    expect(html).toMatch(new RegExp(`variants/images/originals/${keys.night}\\.1920w\\.webp 1920w`));
    expect(html).not.toContain("<figcaption");
    expect(html).toMatch(/<p class="slideshow__status" role="status">Paused<\/p>/);
    const play = control(html);
    expect(play?.[3]).toBe("Play");
    // Play shows this photo its full time, then the show goes on to the next.
    expect(play?.[2]).toBe(`/event-details/fsw25/slideshow?photo=${keys.night}&amp;captions=off`);
    expect(refreshOf(await (await slideshow(`?photo=${keys.night}&captions=off`)).text())?.[2]).toBe(
      `/event-details/fsw25/slideshow?photo=${keys.sunset}&amp;captions=off`,
    );

    // An edition without photos pauses its look for new ones too.
    const empty = await (await fetch(`${server.url}/event-details/fsw24/slideshow?paused=1`)).text();
    expect(empty).not.toContain('http-equiv="refresh"');
    expect(control(empty)?.[2]).toBe("/event-details/fsw24/slideshow");
  });

  it("answers a malformed photo with 400 and an unknown edition with 404, never a 500", async () => {
    for (const [query, status] of [
      ["?photo=..%2F..%2Fsecret", 400],
      ["?photo=123", 400],
      [`?photo=${"9".repeat(17)}-x`, 400],
    ] as const) {
      const res = await slideshow(query);
      expect(res.status, query).toBe(status);
      await res.body?.cancel();
    }
    const unknown = await fetch(`${server.url}/event-details/fsw99/slideshow`);
    expect(unknown.status).toBe(404);
    await unknown.body?.cancel();
    // A photo that is gone (or never was): the show goes on with the one before it.
    const gone = await (await slideshow("?photo=9999999999999-gone")).text();
    expect(text(gone)).toContain("Night <dance> & more");
  });

  it("waits for photos on an edition that has none yet, with the upload link and its QR code", async () => {
    const res = await fetch(`${server.url}/event-details/fsw24/slideshow`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(text(html)).toContain("No photos yet.");
    expect(refreshOf(html)?.[2]).toBe("/event-details/fsw24/slideshow");
    expect(text(html)).toMatch(/Add yours\s*: http:\/\/localhost:\d+\/add-photo\?edition=fsw24$/);
    expect(html).toMatch(/<svg aria-hidden="true" focusable="false" xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // The public screen never shows the access code.
    expect(html).not.toContain("kumquat");
  });
});

describe("the list the screen polls", () => {
  const list = (headers: Record<string, string> = {}) => fetch(`${server.url}/event-details/FSW25/slideshow.json`, { headers });

  it("lists the approved photos newest first with variants only, and answers 304 while it is unchanged", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const body = await res.text();
    expect(body).not.toMatch(/(?<!variants)\/images\/originals\//);
    const { slides } = JSON.parse(body) as { slides: Array<{ key: string; title: string; jpeg: string; width: number }> };
    expect(slides.map((s) => s.key)).toEqual([keys.night, keys.sunset]);
    expect(slides[0]!.width).toBe(2400);
    expect(Math.max(...slides[0]!.jpeg.split(", ").map((c) => Number(c.split(" ")[1]!.slice(0, -1))))).toBe(1920);
    const etag = res.headers.get("etag")!;
    const again = await list({ "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("drops a photo an organiser hides, and changes its ETag", async () => {
    const before = (await list()).headers.get("etag")!;
    await approve(keys.sunset!, "hide");
    try {
      const res = await list({ "If-None-Match": before });
      expect(res.status).toBe(200);
      const { slides } = (await res.json()) as { slides: Array<{ key: string }> };
      expect(slides.map((s) => s.key)).toEqual([keys.night]);
    } finally {
      await approve(keys.sunset!);
    }
  });

  it("never hands out an original: a photo whose variants are incomplete waits until they are made again", async () => {
    const folder = `${server.dataDir}/storage/variants/images/originals`;
    const marker = (await listFiles(folder)).find((f) => f.startsWith(`${keys.sunset}.ready.`))!;
    await fs.rm(path.join(folder, marker));
    const { slides } = (await (await list()).json()) as { slides: Array<{ key: string }> };
    expect(slides.map((s) => s.key)).toEqual([keys.night]);
    const page = await (await slideshow(`?photo=${keys.sunset}`)).text();
    expect(page).not.toMatch(/(?<!variants)\/images\/originals\//);
    // That view asked for the variants again: the photo comes back once they are made.
    await waitForVariants(keys.sunset!);
    const again = (await (await list()).json()) as { slides: Array<{ key: string }> };
    expect(again.slides.map((s) => s.key)).toEqual([keys.night, keys.sunset]);
  });

  it("answers an unknown edition with 404 and a post with 405", async () => {
    const unknown = await fetch(`${server.url}/event-details/nowhere/slideshow.json`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "We have no edition with that name." });
    const posted = await fetch(`${server.url}/event-details/fsw25/slideshow.json`, { method: "POST", body: "x" });
    expect(posted.status).toBe(405);
    await posted.body?.cancel();
  });
});

describe("the QR posters", () => {
  const poster = (query = "", id = "fsw25") => fetch(`${server.url}/event-details/${id}/poster${query}`, { redirect: "manual" });

  it("carry the access code, so they open only with it: without it or with a wrong one, 403", async () => {
    for (const query of [
      "",
      "?code=kumquat",
      "?code=KUMQUAT+%26+LIMES",
      "?code=kumquat+%26+limes+",
      `?code=${"x".repeat(5000)}`,
    ]) {
      const res = await poster(query);
      expect(res.status, query).toBe(403);
      expect(res.headers.get("cache-control"), query).toBe("private, no-store");
      const html = await res.text();
      expect(text(html)).toContain("These posters carry the upload access code: open them from the organisers' page.");
      expect(html).not.toContain("kumquat");
    }
  });

  it("carry the edition, the site's name, one line of instructions and the address with the access code", async () => {
    const res = await poster("?code=kumquat+%26+limes");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await res.text();
    const address = `${site}/add-photo?edition=fsw25&code=kumquat+%26+limes`;
    expect(text(html)).toContain(address);
    expect(text(html)).toContain("Forró Sailing Week");
    expect(text(html)).toContain("FSW25 – Aeolian Islands");
    expect(text(html)).toContain("Scan the code to share your photos of the week: no account needed.");
    // One poster and four cards, each with its QR code; no site navigation on paper.
    expect(html.match(/<svg /g)).toHaveLength(5);
    expect(html).not.toContain('class="site-header');
    const unknown = await poster("?code=kumquat+%26+limes", "fsw99");
    expect(unknown.status).toBe(404);
    await unknown.body?.cancel();
  });

  it("are linked for each edition from the review page, with the code, beside the slideshows", async () => {
    const html = await (await fetch(`${server.url}/organisers`, { headers: { Cookie: cookie } })).text();
    for (const id of ["fsw19", "fsw25", "fsw26"]) {
      expect(html).toContain(`href="/event-details/${id}/poster?code=kumquat+%26+limes"`);
      expect(html).toContain(`href="/event-details/${id}/slideshow"`);
    }
  });
});

describe("the upload form as a poster's link opens it", () => {
  /** The edition the form starts with: its first option, the form's default. */
  const chosen = (html: string) => /<select[^>]*>\s*<option value="([^"]+)"/.exec(html)?.[1];

  it("chooses the edition and fills in the access code", async () => {
    const html = await (await fetch(`${server.url}/add-photo?edition=fsw24&code=kumquat+%26+limes`)).text();
    expect(chosen(html)).toBe("FSW24");
    expect(html).toMatch(/name="accessCode"[^>]*value="kumquat &amp; limes"|value="kumquat &amp; limes"[^>]*name="accessCode"/);
  });

  it("passes over an edition that is unknown or not yet begun, without an error", async () => {
    const plain = await (await fetch(`${server.url}/add-photo`)).text();
    const first = chosen(plain);
    expect(first).toBe("FSW26");
    expect(plain.includes("kumquat &amp; limes")).toBe(false);
    for (const edition of ["fsw99", "%3Cscript%3E", "fsw26x", ""]) {
      const res = await fetch(`${server.url}/add-photo?edition=${edition}`);
      expect(res.status, edition).toBe(200);
      const html = await res.text();
      expect(chosen(html), edition).toBe(first);
    }
  });
});

describe("the event page", () => {
  it("links a begun edition to its slideshow", async () => {
    const html = await (await fetch(`${server.url}/event-details/fsw25`)).text();
    expect(html).toContain('href="/event-details/fsw25/slideshow"');
  });
});

describe("the W3C Nu HTML Checker", () => {
  it("finds no error in the slideshow (a photo, none yet) and the posters", async () => {
    const documents = {
      "slideshow with a photo": await (await slideshow()).text(),
      "slideshow without photos": await (await fetch(`${server.url}/event-details/fsw24/slideshow`)).text(),
      "slideshow paused": await (await slideshow(`?photo=${keys.sunset}&paused=1`)).text(),
      poster: await (await fetch(`${server.url}/event-details/fsw25/poster?code=kumquat+%26+limes`)).text(),
    };
    const errors = await checkHtml(documents);
    expect(errors.map((e) => `${e.url}:${e.lastLine ?? "?"}: ${e.message} [${e.extract ?? ""}]`)).toEqual([]);
  }, 120_000);
});
