import { createHash } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { DEFAULT_BUCKET, DEFAULT_DATABASE } from "../mocks";
import { listFiles, startServer, type TestServer } from "../support/server";
import { CONSENT, distinctJpeg, tusMetadata } from "../support/upload";
import { en } from "../../app/i18n/messages/en";
import { PRIVACY_NOTICE_VERSION } from "../../app/lib/privacy-notice";

// Two copies of the site behind one load balancer, on the Firebase backend: copy A carries the
// modelled Google services (msw), copy B talks to the same ones over HTTP, as two real copies share
// one bucket and one database. Nothing else is shared: each has its own DATA_DIR.
const CHUNK = 262144;
let a: TestServer;
let b: TestServer;
let jpeg: Buffer;
let mock = "";

beforeAll(async () => {
  [a, jpeg] = await Promise.all([startServer({ UPLOAD_RATE_LIMIT: "0" }, { mocks: true }), makeJpeg(3600, 2700)]);
  mock = a.mockOrigin!;
  b = await startServer({
    UPLOAD_RATE_LIMIT: "0",
    FIREBASE_PROJECT_ID: "fsw-test",
    FIREBASE_STORAGE_BUCKET: DEFAULT_BUCKET,
    FIREBASE_DATABASE_URL: `https://${DEFAULT_DATABASE}.firebaseio.com`,
    STORAGE_EMULATOR_HOST: mock,
    FIREBASE_DATABASE_EMULATOR_HOST: new URL(mock).host,
  });
}, 60_000);

afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

const TUS = { "Tus-Resumable": "1.0.0" };
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function create(copy: TestServer, size: number, metadata: Record<string, string>, { consent = true } = {}) {
  return fetch(`${copy.url}/add-photo/tus/`, {
    method: "POST",
    headers: { ...TUS, "Upload-Length": String(size), "Upload-Metadata": tusMetadata(metadata, { consent }) },
  });
}

async function offsetOn(copy: TestServer, location: string): Promise<number> {
  const res = await fetch(copy.url + location, { method: "HEAD", headers: TUS });
  expect(res.status).toBe(200);
  return Number(res.headers.get("upload-offset"));
}

async function patch(copy: TestServer, location: string, body: Buffer, offset: number) {
  return fetch(copy.url + location, {
    method: "PATCH",
    headers: { ...TUS, "Upload-Offset": String(offset), "Content-Type": "application/offset+octet-stream" },
    body: new Uint8Array(body),
  });
}

/** A PATCH whose connection is cut after `cutAfter` bytes of its body (a dropped harbour connection). */
function interruptedPatch(copy: TestServer, location: string, body: Buffer, offset: number, cutAfter: number) {
  return new Promise<void>((resolve) => {
    const url = new URL(copy.url + location);
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: "PATCH",
      headers: {
        ...TUS,
        "Upload-Offset": String(offset),
        "Content-Type": "application/offset+octet-stream",
        "Content-Length": String(body.length),
      },
    });
    req.on("error", () => resolve());
    req.on("response", (res) => {
      res.resume();
      resolve();
    });
    req.write(body.subarray(0, cutAfter), () => setTimeout(() => req.destroy(), 300));
  });
}

async function finish(copy: TestServer, fields: Record<string, string>, { consent = true } = {}) {
  const body = new URLSearchParams({ ...(consent ? CONSENT : {}), ...fields });
  const res = await fetch(`${copy.url}/add-photo/upload`, { method: "POST", body });
  return {
    res,
    data: (await res.json()) as {
      ok: boolean;
      key: string;
      status: string;
      formError?: string;
      fieldErrors?: Record<string, string>;
    },
  };
}

/** What the modelled bucket holds under a prefix, and an object's bytes (the emulator API needs no token). */
async function objects(prefix: string): Promise<string[]> {
  return (await (await fetch(`${mock}/__mocks/objects?prefix=${encodeURIComponent(prefix)}`)).json()) as string[];
}
async function objectBytes(name: string): Promise<Buffer> {
  const res = await fetch(`${mock}/b/${DEFAULT_BUCKET}/o/${encodeURIComponent(name)}?alt=media`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}
async function database(at: string): Promise<unknown> {
  return (await fetch(`${mock}/__mocks/database?path=${encodeURIComponent(at)}`)).json();
}

/** Nothing of a partial upload on either copy's disk: it lives in the bucket. */
async function localPartials(): Promise<string[]> {
  const files = [...(await listFiles(a.dataDir)), ...(await listFiles(b.dataDir))];
  // A variant job's copy of a stored original (made after the answer) is no partial upload.
  return files.filter(
    (f) => f.startsWith(`uploads-partial${path.sep}`) || (f.startsWith(`tmp${path.sep}`) && !f.endsWith(".variant-source")),
  );
}

describe("resumable uploads on Firebase behind a load balancer (two copies, one bucket)", () => {
  it("takes the first chunk on one copy and the rest on the other after a cut, and finishes into one record", async () => {
    expect(jpeg.length).toBeGreaterThan(3 * CHUNK);
    const idempotencyKey = "6a0f2c1e-3b7d-4e9a-8c5f-1d2e3f4a5b6c";
    const created = await create(a, jpeg.length, { filename: "Two copies.jpg", filetype: "image/jpeg", idempotencyKey });
    expect(created.status).toBe(201);
    const location = created.headers.get("location")!;
    expect(location).toMatch(/^\/add-photo\/tus\/[0-9a-f]{32}$/);
    const id = location.split("/").pop()!;
    expect(await objects("uploads-partial/")).toEqual([`uploads-partial/${id}`]);
    // Copy B knows the upload A created: offset 0 of the declared length.
    expect(await offsetOn(b, location)).toBe(0);

    let sent = 0;
    const first = await patch(a, location, jpeg.subarray(0, CHUNK), 0);
    sent += CHUNK;
    expect(first.status).toBe(204);
    expect(Number(first.headers.get("upload-offset"))).toBe(CHUNK);

    // The second chunk's connection to A drops half-way. A keeps what it received; B's HEAD waits for
    // A to finish writing it (one lock for every copy) and reports the same offset.
    await interruptedPatch(a, location, jpeg.subarray(CHUNK, 3 * CHUNK), CHUNK, CHUNK / 2);
    sent += CHUNK / 2;
    const held = await offsetOn(b, location);
    expect(held).toBe(CHUNK + CHUNK / 2);
    expect(await offsetOn(a, location)).toBe(held);

    // The rest goes to B, in chunks that double, from A's offset (not from zero).
    let offset = held;
    for (let size = 2 * CHUNK; offset < jpeg.length; size *= 2) {
      const body = jpeg.subarray(offset, Math.min(jpeg.length, offset + size));
      const res = await patch(b, location, body, offset);
      sent += body.length;
      expect(res.status).toBe(204);
      offset = Number(res.headers.get("upload-offset"));
    }
    expect(offset).toBe(jpeg.length);
    expect(await offsetOn(a, location)).toBe(jpeg.length);
    // Every byte crossed the network once: nothing was sent again.
    expect(sent).toBe(jpeg.length);
    expect((await objectBytes(`uploads-partial/${id}`)).equals(jpeg)).toBe(true);
    expect(await localPartials()).toEqual([]);
    // Nobody reads a photo being sent back through tus, not even with its id.
    for (const copy of [a, b]) {
      const read = await fetch(copy.url + location);
      expect(read.status).toBe(405);
      expect(read.headers.get("allow")).toBe("POST, HEAD, PATCH, DELETE, OPTIONS");
      expect((await read.arrayBuffer()).byteLength).toBeLessThan(100);
    }

    const { res, data } = await finish(b, { tusUpload: id, idempotencyKey, title: "" });
    expect(res.status).toBe(200);
    expect(data).toMatchObject({ ok: true, status: "stored" });
    const records = (await database("events/fsw25")) as Record<string, { title: string }>;
    expect(Object.keys(records).filter((k) => k.endsWith("-Two_copies"))).toEqual([data.key]);
    expect(records[data.key]!.title).toBe("Two copies");
    expect(((await database(`photoUploads/${data.key}`)) as { sha256: string }).sha256).toBe(sha256(jpeg));
    expect((await objectBytes(`images/originals/${data.key}`)).equals(jpeg)).toBe(true);
    // The partial upload is gone from the bucket, and no copy kept a temp file of it.
    expect(await objects("uploads-partial/")).toEqual([]);
    expect(await localPartials()).toEqual([]);

    // The finish retried on the other copy (B's answer was lost) gives the first answer, no second record.
    const again = await finish(a, { tusUpload: id, idempotencyKey });
    expect(again.data).toMatchObject({ ok: true, key: data.key, status: "stored" });
    const after = (await database("events/fsw25")) as Record<string, unknown>;
    expect(Object.keys(after).filter((k) => k.endsWith("-Two_copies"))).toEqual([data.key]);
  });

  it("creates nothing in the bucket without the uploader's consent, and finishes nothing without it", async () => {
    for (const copy of [a, b]) {
      for (const metadata of [{ filename: "none.jpg" }, { filename: "no.jpg", consent: "no" }] as Record<string, string>[]) {
        const res = await create(copy, jpeg.length, metadata, { consent: false });
        expect(res.status).toBe(400);
        expect(await res.text()).toBe(`${en["upload.noConsent"]}\n`);
      }
    }
    expect(await objects("uploads-partial/")).toEqual([]);
    expect(await localPartials()).toEqual([]);

    const photo = distinctJpeg(jpeg, "consent on Firebase");
    const created = await create(a, photo.length, { filename: "Consent.jpg", filetype: "image/jpeg" });
    const location = created.headers.get("location")!;
    const id = location.split("/").pop()!;
    for (let offset = 0; offset < photo.length; offset += 4 * CHUNK) {
      expect((await patch(a, location, photo.subarray(offset, offset + 4 * CHUNK), offset)).status).toBe(204);
    }
    const refused = await finish(b, { tusUpload: id }, { consent: false });
    expect(refused.res.status).toBe(400);
    expect(refused.data.fieldErrors).toEqual({ consent: en["upload.noConsent"] });
    // Not copied out of the bucket, no record.
    expect(await localPartials()).toEqual([]);
    const before = (await database("events/fsw25")) as Record<string, unknown>;
    expect(Object.keys(before ?? {}).filter((k) => k.endsWith("-Consent"))).toEqual([]);
    expect(await objects(`uploads-partial/${id}`)).toEqual([`uploads-partial/${id}`]);

    const { res, data } = await finish(b, { tusUpload: id });
    expect(res.status).toBe(200);
    const record = (await database(`events/fsw25/${data.key}`)) as { consentAt: string; privacyNotice: string };
    expect(record.privacyNotice).toBe(PRIVACY_NOTICE_VERSION);
    expect(Math.abs(Date.parse(record.consentAt) - Date.now())).toBeLessThan(60_000);
    // Never in the public index.
    const entries = JSON.stringify(await database("gallery"));
    expect(entries).not.toMatch(/consentAt|privacyNotice/);
  });

  it("refuses to finish, on any copy, an upload that is not complete, and lets either copy end it", async () => {
    const created = await create(a, jpeg.length, { filename: "Half.jpg", filetype: "image/jpeg" });
    const location = created.headers.get("location")!;
    const id = location.split("/").pop()!;
    expect((await patch(a, location, jpeg.subarray(0, CHUNK), 0)).status).toBe(204);
    for (const copy of [a, b]) {
      const { res, data } = await finish(copy, { tusUpload: id });
      expect(res.status).toBe(400);
      expect(data.formError).toBe("Error uploading file: The resumable upload is not complete yet.");
    }
    expect(await objects(`uploads-partial/${id}`)).toEqual([`uploads-partial/${id}`]);
    // A chunk that does not start at the held offset is refused (409) and changes nothing.
    expect((await patch(b, location, jpeg.subarray(0, CHUNK), 0)).status).toBe(409);
    expect(await offsetOn(a, location)).toBe(CHUNK);

    const ended = await fetch(b.url + location, { method: "DELETE", headers: TUS });
    expect(ended.status).toBe(204);
    expect(await objects(`uploads-partial/${id}`)).toEqual([]);
    expect((await fetch(a.url + location, { method: "HEAD", headers: TUS })).status).toBe(404);
    expect(await localPartials()).toEqual([]);
  });

  it("speaks the same tus on either copy: the same extensions, and Upload-Expires a day ahead on creation", async () => {
    for (const copy of [a, b]) {
      const options = await fetch(`${copy.url}/add-photo/tus/`, { method: "OPTIONS" });
      expect(options.headers.get("tus-extension")!.split(",").sort()).toEqual([
        "creation",
        "creation-with-upload",
        "expiration",
        "termination",
      ]);
      const created = await create(copy, 1000, { filename: "Day.jpg" });
      expect(created.status).toBe(201);
      const ahead = Date.parse(created.headers.get("upload-expires")!) - Date.now();
      expect(ahead).toBeGreaterThan(24 * 3_600_000 - 60_000);
      expect(ahead).toBeLessThanOrEqual(24 * 3_600_000 + 1000);
      const head = await fetch(copy.url + created.headers.get("location")!, { method: "HEAD", headers: TUS });
      expect(head.status).toBe(200);
      expect((await fetch(copy.url + created.headers.get("location")!, { method: "DELETE", headers: TUS })).status).toBe(204);
    }
  });

  it("finishes one upload posted to both copies at once exactly once: both answer the one stored photo", async () => {
    for (let round = 0; round < 3; round++) {
      const photo = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe, 0x00, 0x03, round]), jpeg.subarray(2)]);
      const created = await create(a, photo.length, { filename: `Both ${round}.jpg`, filetype: "image/jpeg" });
      const location = created.headers.get("location")!;
      const id = location.split("/").pop()!;
      expect((await patch(b, location, photo, 0)).status).toBe(204);
      const idempotencyKey = `0b7e5c4d-3a2f-4e1d-9c8b-${String(round).padStart(12, "0")}`;
      const both = await Promise.all([a, b].map((copy) => finish(copy, { tusUpload: id, idempotencyKey })));
      expect(
        both.map((x) => x.res.status),
        `round ${round}`,
      ).toEqual([200, 200]);
      expect(both[1]!.data.key).toBe(both[0]!.data.key);
      const record = (await database(`events/fsw25/${both[0]!.data.key}`)) as { title?: string } | null;
      expect(record?.title).toBe(`Both ${round}`);
      const records = (await database("events/fsw25")) as Record<string, { title: string }>;
      expect(Object.values(records).filter((r) => r.title === `Both ${round}`)).toHaveLength(1);
      expect(await objects(`uploads-partial/${id}`)).toEqual([]);
    }
    expect(await localPartials()).toEqual([]);
  }, 120_000);

  it("leaves both copies' logs free of sweep and resumable-upload errors (the sweep ran at start-up on each)", () => {
    for (const copy of [a, b]) {
      expect(copy.output()).not.toMatch(/Upload sweep failed|could not be read|Resumable upload failed/);
    }
  });
});
