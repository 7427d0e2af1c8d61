import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CLOSED_REMOVAL_REQUESTS_PATH,
  galleryFacetPath,
  galleryIndexPath,
  originalPath,
  reviewIndexPath,
  reviewPath,
  thumbnailPath,
} from "../../app/lib/photo-layout";
import { photoMailPath } from "../../app/lib/photo-mail";
import { LocalDatabase } from "../../app/services/backend/database.server";
import { CURRENT_SCHEMA_VERSION, SCHEMA_VERSION_PATH } from "../../app/services/backend/schema.server";
import { MIGRATIONS } from "../../app/services/migrations/migrations.server";
import { text } from "../support/html";
import { readNode, signIn } from "../support/review";
import { ROOT, startServer, type TestServer } from "../support/server";
import { startSmtp, until, type SmtpListener } from "../support/smtp";

// The contract that every release opens the data of the release before schema versions (tests/fixtures/data-v0/,
// README there): a copy of it, started with the clock it was made with, keeps every photo, account, gallery, removal
// request and sign-up. Two edits of the copy make migration 1 do what it is for on older data: one upload loses its
// review state (as uploads from before review had none), one approved photo its facet entries and its day (as photos
// approved before the narrowed galleries had).

const FIXTURE = path.join(ROOT, "tests/fixtures/data-v0");
type PhotoRole =
  "approved25Marta" | "approved25Joao" | "approved25Plain" | "approved24Marta" | "waiting" | "hidden" | "deleted" | "withdrawn";
interface Manifest {
  siteNow: string;
  photoMailSecret: string;
  accounts: Array<{ email: string; password: string }>;
  photos: Record<PhotoRole, string>;
  removalRequests: { open: { key: string; why: string; email: string }; closed: { key: string; why: string; id: string } };
  photoMail: { edition: string; email: string };
}
const manifest = JSON.parse(readFileSync(path.join(FIXTURE, "manifest.json"), "utf8")) as Manifest;
const photos = manifest.photos;
const APPROVED_25 = [photos.approved25Marta, photos.approved25Joao, photos.approved25Plain];
const NOT_PUBLIC = [photos.waiting, photos.hidden, photos.deleted, photos.withdrawn];

/** The copy's edits that make it older than the release that wrote it (see above). */
async function olderStill(dataDir: string): Promise<void> {
  const db = new LocalDatabase(dataDir);
  const entry = (await db.get(`${galleryIndexPath()}/${photos.approved24Marta}`)) as Record<string, unknown>;
  const { day: _day, ...withoutDay } = entry;
  await db.update("/", {
    [reviewPath(photos.waiting)]: null,
    [reviewIndexPath("pending", photos.waiting)]: null,
    [galleryFacetPath("fsw24")]: null,
    [`${galleryIndexPath()}/${photos.approved24Marta}`]: withoutDay,
    [`${galleryIndexPath("fsw24")}/${photos.approved24Marta}`]: withoutDay,
  });
}

describe("the data of the release before schema versions (tests/fixtures/data-v0)", () => {
  let dataDir: string;
  let smtp: SmtpListener;
  let server: TestServer;
  const page = async (url: string, cookie?: string) =>
    text(await (await fetch(server.url + url, { headers: cookie ? { Cookie: cookie } : {} })).text());
  const html = async (url: string, cookie?: string) =>
    (await fetch(server.url + url, { headers: cookie ? { Cookie: cookie } : {} })).text();

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-data-v0-"));
    await fs.cp(FIXTURE, dataDir, { recursive: true });
    await olderStill(dataDir);
    smtp = await startSmtp();
    server = await startServer({
      DATA_DIR: dataDir,
      SITE_NOW: manifest.siteNow,
      SMTP_URL: smtp.url,
      PHOTO_MAIL_SECRET: manifest.photoMailSecret,
      REQUEST_LOG: "off",
      SIGN_IN_RATE_LIMIT: "0",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("is migrated to this release's schema version before the server listens, each migration once", async () => {
    const log = server.output();
    for (const m of MIGRATIONS) expect(log.split(`Data migration ${m.version} (${m.name}): `)).toHaveLength(2);
    expect(log).toMatch(/Data migration 1 \([^)]+\): 1 photos given a review state \(pending\), 5 already reviewed, 1 approved/);
    expect(log).toContain(`The stored data is at schema version ${CURRENT_SCHEMA_VERSION}.`);
    expect(log.indexOf("The stored data is at schema version")).toBeLessThan(log.indexOf("listening on"));
    expect(await new LocalDatabase(dataDir).get(SCHEMA_VERSION_PATH)).toBe(CURRENT_SCHEMA_VERSION);
  });

  it("lists the approved photos in their editions' galleries and the narrowed ones, and serves their files", async () => {
    const fsw25 = await html("/event-details/fsw25");
    for (const key of APPROVED_25) expect(fsw25).toContain(key);
    expect(await html("/event-details/fsw24")).toContain(photos.approved24Marta);
    for (const key of [...NOT_PUBLIC, photos.approved24Marta]) expect(fsw25).not.toContain(key);
    const narrowed: Array<[string, string[]]> = [
      ["/event-details/fsw25?by=marta-ribeiro", [photos.approved25Marta]],
      ["/event-details/fsw25?by=jo%C3%A3o-alves", [photos.approved25Joao]],
      ["/event-details/fsw25?boat=bali-4-2", [photos.approved25Joao]],
      ["/event-details/fsw25?boat=lagoon-42", [photos.approved25Marta]],
      ["/event-details/fsw25?day=2025-06-17", [photos.approved25Joao]],
      // Listed again by migration 1.
      ["/event-details/fsw24?by=marta-ribeiro", [photos.approved24Marta]],
      ["/event-details/fsw24?day=2024-09-10", [photos.approved24Marta]],
      ["/event-details/fsw24?boat=dufour-460-grand-large", [photos.approved24Marta]],
    ];
    for (const [url, keys] of narrowed) {
      const res = await fetch(server.url + url);
      expect(res.status, url).toBe(200);
      const body = await res.text();
      for (const key of Object.values(photos)) expect(body.includes(key), `${url} shows ${key}`).toBe(keys.includes(key));
    }
    for (const key of [...APPROVED_25, photos.approved24Marta]) {
      const original = await fetch(`${server.url}/media/${originalPath(key)}`);
      expect(original.status, key).toBe(200);
      const stored = await fs.readFile(path.join(FIXTURE, "storage", ...originalPath(key).split("/")));
      expect(Buffer.from(await original.arrayBuffer()).equals(stored)).toBe(true);
      const thumbnail = await fetch(`${server.url}/media/${thumbnailPath(key)}`);
      expect(thumbnail.status, key).toBe(200);
      await thumbnail.body?.cancel();
    }
    for (const key of NOT_PUBLIC) {
      const res = await fetch(`${server.url}/media/${originalPath(key)}`);
      expect(res.status, key).toBe(404);
      await res.body?.cancel();
    }
  });

  it("lets both organisers sign in with their passwords and shows the waiting and hidden photos and the removal requests", async () => {
    const [alice, bruno] = await Promise.all(manifest.accounts.map((a) => signIn(server, a.email, a.password)));
    const waiting = await html("/organisers", bruno!);
    expect(waiting).toContain(photos.waiting);
    expect(await html("/organisers?state=hidden", alice!)).toContain(photos.hidden);
    const approved = await html("/organisers?state=approved", alice!);
    for (const key of [...APPROVED_25, photos.approved24Marta]) expect(approved).toContain(key);
    const open = manifest.removalRequests.open;
    expect(text(waiting)).toContain(open.why);
    expect(waiting).toContain(`mailto:${open.email}`);
    expect(text(waiting)).not.toContain(manifest.removalRequests.closed.why);
    const closed = Object.values(await readNode(server, CLOSED_REMOVAL_REQUESTS_PATH));
    expect(closed).toEqual([
      expect.objectContaining({ ...manifest.removalRequests.closed, closedBy: manifest.accounts[0]!.email }),
    ]);
    const audit = await page("/organisers/audit", alice!);
    for (const key of [photos.deleted, photos.withdrawn, photos.hidden]) expect(audit).toContain(key);
    expect(audit).toContain("withdrawn");
    expect(audit).toContain("uploaded before review");
  });

  it("keeps the participant's confirmed sign-up: the mail about FSW25's approved photos reaches them", async () => {
    const signUps = Object.values(await readNode(server, photoMailPath(manifest.photoMail.edition)));
    expect(signUps).toEqual([expect.objectContaining({ email: manifest.photoMail.email, confirmedAt: expect.any(Number) })]);
    const mail = await until("the mail about new photos", () => smtp.mails.find((m) => m.to.includes(manifest.photoMail.email)));
    expect(mail.subject).toMatch(/^3 new photos of FSW25/);
  });
});
