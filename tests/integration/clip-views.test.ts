import fs from "node:fs/promises";
import { createCookie } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COOKIES } from "../../app/lib/privacy-inventory";
import { removalRequestPath } from "../../app/lib/photo-layout";
import { LocalDatabase } from "../../app/services/backend/database.server";
import { makeJpeg } from "../fixtures/images";
import { renditionFile, seedClip, seedPhoto } from "../support/clip-seed";
import { images } from "../support/html";
import { addAccounts, signIn } from "../support/review";
import { startServer, type TestServer } from "../support/server";
import { checkHtml } from "../support/vnu";

// Clips as the upload and the review store them, beside a photo, on every page that shows uploads (embedded default).
const BASE = 1_750_000_000_000;
const APPROVED = `${BASE + 3000}-clip_on_deck`;
const WAITING = `${BASE + 2000}-clip_waiting`;
const PHOTO = `${BASE + 1000}-photo_sunset`;
const SECRET = "clip-views-session-secret";

let server: TestServer;
let rendition: Buffer;
let mine: string;
let organiser: string;

beforeAll(async () => {
  const dataDir = await fs.mkdtemp("/tmp/fsw-clip-views-");
  await seedClip(dataDir, { key: APPROVED, title: "Forró on deck", state: "approved", name: "Ana Lima" });
  await seedClip(dataDir, { key: WAITING, title: "Not yet", state: "pending" });
  await seedPhoto(dataDir, { key: PHOTO, title: "Sunset", state: "approved", jpeg: await makeJpeg(480, 360) });
  const request = { key: APPROVED, why: "I am in it", at: "2025-06-16T10:00:00.000Z" };
  await new LocalDatabase(dataDir).set(removalRequestPath("001750000000000-0000abcd"), request);
  rendition = await fs.readFile(await renditionFile());
  server = await startServer({ DATA_DIR: dataDir, SITE_NOW: "2025-07-01T12:00:00Z", REQUEST_LOG: "off", SESSION_SECRET: SECRET });
  addAccounts(server, [["review@example.org", "a long enough password 1"]]);
  organiser = await signIn(server, "review@example.org", "a long enough password 1");
  const cookie = createCookie(COOKIES.myUploads.name, { path: "/", secrets: [SECRET] });
  mine = (await cookie.serialize([APPROVED, WAITING])).split(";")[0]!;
}, 120_000);

afterAll(async () => {
  const dir = server?.dataDir;
  await server?.stop();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(server.url + url, { headers, redirect: "manual" });
const html = async (url: string, headers: Record<string, string> = {}) => (await get(url, headers)).text();

describe("an approved clip in the edition's gallery", () => {
  it("is a tile of its poster named as a clip, and the lightbox plays its rendition", async () => {
    const page = await html("/event-details/fsw25");
    // After the organisers' own photos of the edition: the clip, newest, then the photo.
    expect(page).toMatch(
      /aria-label="Play clip (\d+) of (\d+) \(0:03\): Clip by Ana Lima, filmed on 15 June 2025, not described yet"/,
    );
    expect(page).toMatch(/aria-label="Enlarge photo (\d+) of \1: A participant&#x27;s photo, not described yet"/);
    const rendition = `/media/images/originals/${APPROVED}`;
    expect(page).toMatch(
      new RegExp(`<video [^>]*controls=""[^>]*preload="none"[^>]*poster="/media/images/posters/poster-${APPROVED}"`),
    );
    expect(page).toContain(`<source src="${rendition}" type="video/mp4"/>`);
    expect(page).toContain(`<a href="${rendition}" download="" type="video/mp4">Download the clip (MP4)</a>`);
    expect(images(page).map((i) => i.src)).not.toContain(rendition);
    expect(page).not.toContain(WAITING);
  });

  it("is in the views narrowed to its photographer and its day, and in the list of shared photos", async () => {
    for (const url of [
      "/event-details/fsw25?by=ana-lima",
      "/pt/event-details/fsw25?by=ana-lima",
      "/event-details/fsw25?day=2025-06-15",
    ]) {
      const page = await html(url);
      expect(page, url).toContain(`<source src="/media/images/originals/${APPROVED}" type="video/mp4"/>`);
    }
    expect(await html("/pt/event-details/fsw25?by=ana-lima")).toContain(
      "Assistir ao vídeo 1 de 1 (0:03): Vídeo de Ana Lima, gravado em 15 de junho de 2025, ainda sem descrição",
    );
    const list = await html("/add-photo");
    expect(list).toContain(
      `src="/media/images/thumbnails/thumb-${APPROVED}" alt="Clip by Ana Lima, filmed on 15 June 2025, not described yet"`,
    );
    expect(list).toContain(`href="/media/images/originals/${APPROVED}"`);
  });

  it("is served from /media, in parts, with its poster; a clip waiting for review is served to no visitor", async () => {
    const whole = await get(`/media/images/originals/${APPROVED}`);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(rendition)).toBe(true);
    const part = await get(`/media/images/originals/${APPROVED}`, { Range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(rendition.subarray(100, 200))).toBe(true);
    expect((await get(`/media/images/posters/poster-${APPROVED}`)).status).toBe(200);
    for (const path of [
      `images/originals/${WAITING}`,
      `images/posters/poster-${WAITING}`,
      `images/thumbnails/thumb-${WAITING}`,
    ]) {
      const res = await get(`/media/${path}`, { Range: "bytes=0-99" });
      expect(res.status, path).toBe(404);
    }
  });

  it("lets the page play media from the site and Cloud Storage, and passes the W3C checker", async () => {
    const res = await get("/event-details/fsw25");
    expect(res.headers.get("content-security-policy")).toMatch(
      /(^|; )media-src 'self' https:\/\/firebasestorage\.googleapis\.com/,
    );
    const documents: Record<string, string> = { "/event-details/fsw25": await res.text() };
    for (const url of ["/add-photo", "/de/event-details/fsw25?by=ana-lima"]) documents[url] = await html(url);
    documents["/add-photo (mine)"] = await html("/add-photo", { Cookie: mine });
    documents["/organisers"] = await html("/organisers", { Cookie: organiser });
    expect(await checkHtml(documents)).toEqual([]);
  }, 120_000);
});

describe("a clip waiting for review", () => {
  it("plays for a signed-in organiser with its poster, from the organisers' route, in parts", async () => {
    const page = await html("/organisers", { Cookie: organiser });
    expect(page).toContain(`poster="/organisers/photo/${WAITING}"`);
    expect(page).toContain(`<source src="/organisers/photo/${WAITING}?size=original" type="video/mp4"/>`);
    const poster = await get(`/organisers/photo/${WAITING}`, { Cookie: organiser });
    expect(poster.status).toBe(200);
    expect(poster.headers.get("content-type")).toBe("image/jpeg");
    const part = await get(`/organisers/photo/${WAITING}?size=original`, { Cookie: organiser, Range: "bytes=0-1023" });
    expect(part.status).toBe(206);
    expect(part.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await part.arrayBuffer()).equals(rendition.subarray(0, 1024))).toBe(true);
    const stranger = await get(`/organisers/photo/${WAITING}?size=original`);
    expect(stranger.status).not.toBe(200);
    expect(stranger.status).not.toBe(206);
  });

  it("is named a clip, with its poster, in a removal request", async () => {
    const page = await html("/organisers", { Cookie: organiser });
    expect(page).toContain(`<img src="/organisers/photo/${APPROVED}" alt="The clip ${APPROVED}"`);
    expect(page).toContain("Hide the clip");
    const poster = await get(`/organisers/photo/${APPROVED}`, { Cookie: organiser });
    expect(poster.headers.get("content-type")).toBe("image/jpeg");
  });

  it("is asked about as a clip before it is deleted", async () => {
    const page = await html(`/organisers/delete?key=${WAITING}`, { Cookie: organiser });
    expect(page).toContain("Delete this clip?");
    expect(page).toContain(`src="/organisers/photo/${WAITING}"`);
  });
});

describe("the uploader's own clips", () => {
  it("are listed with their poster and said to be clips, and withdrawn as clips", async () => {
    const page = await html("/add-photo", { Cookie: mine });
    expect(page).toContain(`src="/add-photo/mine/${WAITING}" alt="Your clip, not described yet"`);
    expect(page).toContain("Clip, 0:03");
    const thumb = await get(`/add-photo/mine/${WAITING}`, { Cookie: mine });
    expect(thumb.headers.get("content-type")).toBe("image/jpeg");
    expect(await html(`/de/add-photo/mine/${WAITING}/withdraw`, { Cookie: mine })).toContain('alt="Dein Video: Not yet"');
  });

  it("is asked to be removed as a clip once public", async () => {
    expect(await html(`/pt/photos/${APPROVED}/remove`)).toContain('alt="O vídeo: Forró on deck"');
  });
});
