import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CRC32C, type Bucket } from "@google-cloud/storage";
import { applicationDefault, cert, deleteApp, initializeApp, type App, type ServiceAccount } from "firebase-admin/app";
import { getDownloadURL, getStorage } from "firebase-admin/storage";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { makeServiceAccount, writeServiceAccount } from "../fixtures/service-account";
import { SCOPES } from "../mocks/common";
import { createGoogleMocks, crc32cBase64, NULL_ETAG } from "../mocks";
import { startMockServer, type MockServer } from "../mocks/node";

const BUCKET = "fsw-test.appspot.com";
const DB = "https://fsw-test-default-rtdb.firebaseio.com";
const CHUNK = 262_144;

const mocks = createGoogleMocks();
const account = makeServiceAccount();
let mockServer: MockServer;
let app: App;
let bucket: Bucket;

/** firebase-admin takes the key file's snake_case JSON as is; its TypeScript type only names camelCase. */
const asCredential = (json: object) => cert(json as ServiceAccount);

beforeAll(() => {
  mockServer = startMockServer(mocks);
  mocks.registerServiceAccount(account);
  app = initializeApp(
    { credential: asCredential(account), storageBucket: BUCKET, databaseURL: DB },
    `mocks-google-${randomUUID()}`,
  );
  bucket = getStorage(app).bucket();
  // firebase-admin builds the Storage client itself, but its retry options are one shared mutable object.
  // save() hands maxRetryDelay to async-retry as maxTimeout next to a fixed 1 s minTimeout: below 1 s it throws.
  Object.assign(bucket.storage.retryOptions, { maxRetryDelay: 1, retryDelayMultiplier: 1.5, totalTimeout: 10 });
});

/**
 * Client retries of getMetadata/getFiles (retry-request) can be fast; save() and resumable uploads cannot
 * (see above). autoRetry is switched on explicitly: delete() without a precondition turns the shared flag
 * off for its duration and restores the value captured when its File was made, so a File created while
 * another delete was still settling can leave it off for good.
 */
async function withFastRetries<T>(run: () => Promise<T>): Promise<T> {
  const options = bucket.storage.retryOptions;
  const saved = { maxRetryDelay: options.maxRetryDelay, autoRetry: options.autoRetry };
  Object.assign(options, { maxRetryDelay: 0.02, autoRetry: true });
  try {
    return await run();
  } finally {
    Object.assign(options, saved);
  }
}

afterAll(async () => {
  await deleteApp(app);
  mockServer.close();
});

afterEach(() => {
  expect(mockServer.unhandled).toEqual([]);
  mocks.state.faults.length = 0;
  mocks.state.latencyMs = 0;
});

async function accessToken(): Promise<string> {
  return (await app.options.credential!.getAccessToken()).access_token;
}

const saveOptions = (contentType: string, token?: string) => ({
  resumable: false,
  preconditionOpts: { ifGenerationMatch: 0 },
  metadata: { contentType, ...(token && { metadata: { firebaseStorageDownloadTokens: token } }) },
});

describe("crc32c", () => {
  it("matches the CRC32C of @google-cloud/storage and the published check value", () => {
    expect(crc32cBase64(Buffer.from("123456789"))).toBe(Buffer.from("e3069283", "hex").toString("base64"));
    for (const size of [0, 1, 7, 1000, 70_001]) {
      const bytes = randomBytes(size);
      const reference = new CRC32C();
      reference.update(bytes);
      expect(crc32cBase64(bytes)).toBe(reference.toString());
    }
  });
});

describe("Cloud Storage through firebase-admin", () => {
  it("multipart save stores bytes and metadata; a second create-only save gets 412", async () => {
    const name = "images/originals/1700000000000-small.png";
    const bytes = randomBytes(2048);
    const token = randomUUID();
    const file = bucket.file(name);
    await file.save(bytes, saveOptions("image/png", token));

    const stored = mocks.readObject(BUCKET, name)!;
    expect(stored.bytes.equals(bytes)).toBe(true);
    expect(stored.contentType).toBe("image/png");
    expect(stored.metadata).toEqual({ firebaseStorageDownloadTokens: token });
    expect(stored.md5Hash).toBe(createHash("md5").update(bytes).digest("base64"));
    expect(file.metadata.crc32c).toBe(stored.crc32c);
    expect(file.metadata.size).toBe("2048");
    expect(mocks.countCalls({ service: "storage", method: "POST", urlIncludes: "uploadType=multipart" })).toBe(1);
    expect(mocks.calls.find((c) => c.service === "storage" && c.method === "POST")!.url).toContain("ifGenerationMatch=0");

    await expect(file.save(bytes, saveOptions("image/png"))).rejects.toMatchObject({ code: 412 });
    expect(mocks.countCalls({ service: "storage", status: 412 })).toBe(1);
    expect(mocks.readObject(BUCKET, name)!.metadata).toEqual({ firebaseStorageDownloadTokens: token });
  });

  it("a 600 KB resumable save goes through several chunk PUTs and stores identical bytes", async () => {
    const name = "images/originals/1700000000001-large.jpg";
    const bytes = randomBytes(600 * 1024);
    const file = bucket.file(name);
    const before = mocks.calls.length;
    await file.save(bytes, {
      resumable: true,
      chunkSize: CHUNK,
      preconditionOpts: { ifGenerationMatch: 0 },
      metadata: { contentType: "image/jpeg", metadata: { firebaseStorageDownloadTokens: randomUUID() } },
    });
    const calls = mocks.calls.slice(before).filter((c) => c.service === "storage");
    expect(calls.map((c) => `${c.method} ${c.status}`)).toEqual(["POST 200", "PUT 308", "PUT 308", "PUT 200"]);
    expect(calls[0]!.url).toContain("uploadType=resumable");
    const stored = mocks.readObject(BUCKET, name)!;
    expect(stored.bytes.equals(bytes)).toBe(true);
    expect(stored.contentType).toBe("image/jpeg");
    expect(file.metadata.crc32c).toBe(crc32cBase64(bytes));

    await expect(
      file.save(bytes, { resumable: true, chunkSize: CHUNK, preconditionOpts: { ifGenerationMatch: 0 } }),
    ).rejects.toMatchObject({ code: 412 });
  });

  it("crc32c validation: a wrong crc32c in the response makes the client fail and delete the object", async () => {
    const name = "images/thumbnails/thumb-1700000000002-bad.jpg";
    mocks.addFault({ service: "storage", method: "POST", corrupt: "crc32c" });
    await expect(bucket.file(name).save(randomBytes(500), saveOptions("image/jpeg"))).rejects.toMatchObject({
      code: "FILE_NO_UPLOAD",
    });
    expect(mocks.readObject(BUCKET, name)).toBeUndefined();
    expect(mocks.countCalls({ service: "storage", method: "DELETE", status: 204 })).toBe(1);
  });

  it("crc32c validation: bytes corrupted in a resumable chunk are detected too", async () => {
    const name = "images/originals/1700000000003-flipped.jpg";
    mocks.addFault({ service: "storage", method: "PUT", corrupt: "data" });
    await expect(
      bucket
        .file(name)
        .save(randomBytes(300_000), { resumable: true, chunkSize: CHUNK, preconditionOpts: { ifGenerationMatch: 0 } }),
    ).rejects.toMatchObject({ code: "FILE_NO_UPLOAD" });
    expect(mocks.readObject(BUCKET, name)).toBeUndefined();
  });

  it("getDownloadURL gives the token URL, which serves the bytes; wrong or missing tokens get 403", async () => {
    const name = "events/fsw25/photo one.png";
    const bytes = randomBytes(1500);
    const token = randomUUID();
    await bucket.file(name).save(bytes, saveOptions("image/png", token));

    const url = await getDownloadURL(bucket.file(name));
    expect(url).toBe(
      `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/events%2Ffsw25%2Fphoto%20one.png?alt=media&token=${token}`,
    );
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);

    expect((await fetch(url.replace(token, randomUUID()))).status).toBe(403);
    expect((await fetch(url.replace(/&token=.*$/, ""))).status).toBe(403);
    expect((await fetch(url.replace("events%2Ffsw25%2F", "events/fsw25/"))).status).toBe(404);

    await bucket.file("events/fsw25/no-token.png").save(bytes, saveOptions("image/png"));
    await expect(getDownloadURL(bucket.file("events/fsw25/no-token.png"))).rejects.toMatchObject({
      code: "storage/no-download-token",
    });
  });

  it("setMetadata adds a download token (PATCH merges custom metadata, bumps metageneration)", async () => {
    const name = "rates/gold/boat.jpg";
    mocks.seedObject(BUCKET, name, randomBytes(100), { contentType: "image/jpeg", metadata: { keep: "yes" } });
    const file = bucket.file(name);
    const [before] = await file.getMetadata();
    expect(before.metadata).toEqual({ keep: "yes" });
    const token = randomUUID();
    const [after] = await file.setMetadata({ metadata: { firebaseStorageDownloadTokens: token } });
    expect(after.metadata).toEqual({ keep: "yes", firebaseStorageDownloadTokens: token });
    expect(after.metageneration).toBe("2");
    expect(await getDownloadURL(file)).toContain(`token=${token}`);
  });

  it("lists a folder page by page, with sub-folders as prefixes", async () => {
    const folder = "events/fsw26/";
    const names = ["a.jpg", "b.jpg", "c.jpg", "d.jpg", "e.jpg"].map((n) => folder + n);
    for (const n of names) mocks.seedObject(BUCKET, n, randomBytes(10), { contentType: "image/jpeg" });
    mocks.seedObject(BUCKET, `${folder}thumbs/a.jpg`, randomBytes(10), { contentType: "image/jpeg" });
    mocks.seedObject(BUCKET, "events/fsw260/other.jpg", randomBytes(10), { contentType: "image/jpeg" });

    // The paginator treats maxResults as a total cap and turns autoPaginate off: one page comes back.
    const [firstPage, nextQuery] = await bucket.getFiles({ prefix: folder, delimiter: "/", maxResults: 2, autoPaginate: true });
    expect(firstPage.map((f) => f.name)).toEqual(names.slice(0, 2));
    expect(nextQuery).toMatchObject({ pageToken: expect.any(String) });

    // Following nextPageToken by hand walks the whole folder.
    const seen: string[] = [];
    const prefixes: string[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const [files, next, response] = await bucket.getFiles({
        prefix: folder,
        delimiter: "/",
        maxResults: 2,
        autoPaginate: false,
        pageToken,
      });
      seen.push(...files.map((f) => f.name));
      prefixes.push(...((response as { prefixes?: string[] }).prefixes ?? []));
      pageToken = (next as { pageToken?: string } | null)?.pageToken;
      pages++;
    } while (pageToken);
    expect(seen).toEqual(names);
    expect(prefixes).toEqual([`${folder}thumbs/`]);
    expect(pages).toBe(3);

    // autoPaginate does follow page tokens when the server pages on its own.
    mocks.state.listPageSize = 2;
    try {
      const before = mocks.countCalls({ service: "storage", method: "GET" });
      const [all] = await bucket.getFiles({ prefix: folder, delimiter: "/" });
      expect(all.map((f) => f.name)).toEqual(names);
      expect(mocks.countCalls({ service: "storage", method: "GET" }) - before).toBe(3);
    } finally {
      mocks.state.listPageSize = 1000;
    }
  });

  it("deletes objects; a missing one is 404 unless ignoreNotFound", async () => {
    const name = "images/originals/1700000000004-gone.png";
    await bucket.file(name).save(randomBytes(10), saveOptions("image/png"));
    await bucket.file(name).delete();
    expect(mocks.readObject(BUCKET, name)).toBeUndefined();
    await expect(bucket.file(name).delete()).rejects.toMatchObject({ code: 404 });
    await expect(bucket.file(name).delete({ ignoreNotFound: true })).resolves.toBeDefined();
    await expect(bucket.file(name).getMetadata()).rejects.toMatchObject({ code: 404 });
  });
});

describe("OAuth", () => {
  it("firebase-admin and @google-cloud/storage use their own token endpoints; only issued tokens pass", async () => {
    await accessToken();
    const endpoints = new Set([...mocks.state.oauth.tokens.values()].map((t) => t.endpoint));
    expect(endpoints).toEqual(new Set(["https://oauth2.googleapis.com/token", "https://www.googleapis.com/oauth2/v4/token"]));
    for (const t of mocks.state.oauth.tokens.values()) expect(t.clientEmail).toBe(account.client_email);
    // Both clients cache their token: one token call each for the whole file.
    expect(mocks.countCalls({ service: "oauth" })).toBe(2);

    const res = await fetch(`https://storage.googleapis.com/storage/v1/b/${BUCKET}/o`, {
      headers: { Authorization: "Bearer ya29.forged" },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Invalid Credentials");
    expect((await fetch(`https://storage.googleapis.com/storage/v1/b/${BUCKET}/o`)).status).toBe(401);
  });

  it("a key file written by writeServiceAccount works as GOOGLE_APPLICATION_CREDENTIALS", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fsw-sa-"));
    const saved = process.env.GOOGLE_APPLICATION_CREDENTIALS;
    const adcAccount = makeServiceAccount();
    mocks.registerServiceAccount(adcAccount);
    process.env.GOOGLE_APPLICATION_CREDENTIALS = writeServiceAccount(dir, adcAccount);
    const adc = initializeApp(
      { credential: applicationDefault(), storageBucket: BUCKET, projectId: "fsw-test" },
      `mocks-google-adc-${randomUUID()}`,
    );
    try {
      const { access_token } = await adc.options.credential!.getAccessToken();
      expect(mocks.state.oauth.tokens.get(access_token)?.clientEmail).toBe(adcAccount.client_email);
      await getStorage(adc).bucket().file("adc/check.txt").save("adc", saveOptions("text/plain"));
      expect(mocks.readObject(BUCKET, "adc/check.txt")?.bytes.toString()).toBe("adc");
    } finally {
      await deleteApp(adc);
      if (saved === undefined) delete process.env.GOOGLE_APPLICATION_CREDENTIALS;
      else process.env.GOOGLE_APPLICATION_CREDENTIALS = saved;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("rejects assertions signed with another key", async () => {
    const forged = { ...makeServiceAccount(), client_email: account.client_email };
    const other = initializeApp({ credential: asCredential(forged), databaseURL: DB }, `mocks-google-forged-${randomUUID()}`);
    try {
      await expect(other.options.credential!.getAccessToken()).rejects.toThrow(/Invalid JWT Signature/);
    } finally {
      await deleteApp(other);
    }
  });
});

describe("Realtime Database REST", () => {
  const record = { name: "photo.png", url: "https://example.test/p.png", uploadedAt: 1_700_000_000_000 };

  it("GET null, create-only PUT with null_etag, 412 the second time, parent returns the subtree", async () => {
    const token = await accessToken();
    const auth = { Authorization: `Bearer ${token}` };
    const url = `${DB}/events/fsw25/1700000000000-photo.json`;

    let res = await fetch(url, { headers: { ...auth, "X-Firebase-ETag": "true" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
    expect(res.headers.get("etag")).toBe(NULL_ETAG);

    const put = () =>
      fetch(`${url}?print=silent`, {
        method: "PUT",
        headers: { ...auth, "Content-Type": "application/json", "if-match": NULL_ETAG },
        body: JSON.stringify(record),
      });
    res = await put();
    expect(res.status).toBe(204);

    res = await put();
    expect(res.status).toBe(412);
    expect(await res.json()).toEqual(record);
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^[A-Za-z0-9+/=]+$/);

    res = await fetch(`${DB}/events/fsw25.json?access_token=${token}`);
    expect(await res.json()).toEqual({ "1700000000000-photo": record });
    expect(mocks.readDatabase("events/fsw25")).toEqual({ "1700000000000-photo": record });

    res = await fetch(url, { headers: { ...auth, "X-Firebase-ETag": "true" } });
    expect(res.headers.get("etag")).toBe(etag);
  });

  it("models the tree: nested writes, arrays, deletes that prune empty parents", async () => {
    const token = await accessToken();
    const headers = { Authorization: `Bearer ${token}` };
    await fetch(`${DB}/tree/a.json`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ b: { c: 1 }, list: ["x", "y"], empty: {} }),
    });
    expect(mocks.readDatabase("tree")).toEqual({ a: { b: { c: 1 }, list: ["x", "y"] } });
    await fetch(`${DB}/tree/a/b/c.json`, { method: "DELETE", headers });
    expect(mocks.readDatabase("tree")).toEqual({ a: { list: ["x", "y"] } });
    await fetch(`${DB}/tree.json`, { method: "PUT", headers, body: "null" });
    expect(mocks.readDatabase("tree")).toBeNull();
    expect((await fetch(`${DB}/bad.key.json`, { headers })).status).toBe(400);
  });

  it("answers key-ordered queries with JSON-encoded bounds, PATCH by relative path, and refuses what it does not model", async () => {
    const token = await accessToken();
    const headers = { Authorization: `Bearer ${token}` };
    const q = (query: string) => fetch(`${DB}/ordered.json?${query}`, { headers });
    const patch = await fetch(`${DB}/ordered.json`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ "b/x": 1, a: 1, "10": 1, "9": 1, c: 1, gone: null }),
    });
    expect(patch.status).toBe(200);
    const key = encodeURIComponent(JSON.stringify("$key"));
    const keys = async (query: string) => Object.keys((await (await q(query)).json()) as object);
    expect(await keys(`orderBy=${key}&limitToFirst=3`)).toEqual(["9", "10", "a"]);
    expect(await keys(`orderBy=${key}&limitToLast=2`)).toEqual(["b", "c"]);
    expect(await keys(`orderBy=${key}&startAt=${encodeURIComponent('"a"')}&endAt=${encodeURIComponent('"b"')}`)).toEqual([
      "a",
      "b",
    ]);
    // Unquoted bounds are not JSON strings: refused as the REST API does.
    expect((await q(`orderBy=${key}&startAt=a`)).status).toBe(400);
    expect((await q(`orderBy=${key}&limitToFirst=1&limitToLast=1`)).status).toBe(400);
    expect((await q(`orderBy=${key}&limitToFirst=0`)).status).toBe(400);
    // Not modelled, so not answered: the request fails like a network error instead of passing quietly.
    for (const query of [
      `orderBy=${encodeURIComponent('"$value"')}`,
      "limitToFirst=1",
      `orderBy=${key}&equalTo=${encodeURIComponent('"a"')}`,
    ]) {
      await expect(q(query), query).rejects.toThrow();
    }
    expect(mockServer.unhandled).toHaveLength(3);
    mockServer.unhandled.length = 0;
  });

  it("answers 401 without a valid token", async () => {
    let res = await fetch(`${DB}/events/fsw25.json`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Permission denied" });
    res = await fetch(`${DB}/events/fsw25.json`, { headers: { Authorization: "Bearer nope" } });
    expect(res.status).toBe(401);
    const expired = mocks.state.issueToken(account.client_email, [SCOPES.userinfoEmail, SCOPES.firebaseDatabase], "test");
    expect((await fetch(`${DB}/events/fsw25.json?access_token=${expired.token}`)).status).toBe(200);
    expired.expiresAt = Date.now() - 1;
    expect((await fetch(`${DB}/events/fsw25.json?access_token=${expired.token}`)).status).toBe(401);
    const storageOnly = mocks.state.issueToken(account.client_email, [SCOPES.cloudPlatform, SCOPES.storageFull], "test");
    expect((await fetch(`${DB}/events/fsw25.json?access_token=${storageOnly.token}`)).status).toBe(401);
    res = await fetch(`https://unknown-db.firebaseio.com/x.json?access_token=${await accessToken()}`);
    expect(res.status).toBe(404);
  });
});

describe("faults", () => {
  it("503 once, then the client's retry succeeds", async () => {
    mocks.seedObject(BUCKET, "faults/503.txt", "hello", { contentType: "text/plain" });
    const fault = mocks.addFault({ service: "storage", method: "GET", status: 503 });
    const [metadata] = await withFastRetries(() => bucket.file("faults/503.txt").getMetadata());
    expect(metadata.size).toBe("5");
    expect(fault.remaining).toBe(0);
    expect(mocks.countCalls({ service: "storage", status: 503 })).toBe(1);
  });

  it("faults are consumed in order, each by the first call it matches", async () => {
    mocks.addFault({ service: "storage", method: "GET", status: 503 });
    mocks.addFault({ service: "storage", method: "GET", status: 429 });
    const before = mocks.calls.length;
    await withFastRetries(() => bucket.file("faults/503.txt").getMetadata());
    expect(mocks.calls.slice(before).map((c) => c.status)).toEqual([503, 429, 200]);
  });

  it("corrupted media is caught by the client's download validation (x-goog-hash)", async () => {
    mocks.addFault({
      service: "storage",
      method: "GET",
      corrupt: "data",
      match: (url) => url.searchParams.get("alt") === "media",
    });
    await expect(bucket.file("faults/503.txt").download()).rejects.toMatchObject({ code: "CONTENT_DOWNLOAD_MISMATCH" });
    const [contents] = await bucket.file("faults/503.txt").download();
    expect(contents.toString()).toBe("hello");
  });

  it("429 on a list is retried", async () => {
    mocks.addFault({ service: "storage", method: "GET", status: 429, match: (url) => url.pathname.endsWith("/o") });
    const before = mocks.calls.length;
    const [files] = await withFastRetries(() => bucket.getFiles({ prefix: "faults/" }));
    expect(files.map((f) => f.name)).toContain("faults/503.txt");
    expect(mocks.calls.slice(before).map((c) => c.status)).toEqual([429, 200]);
  });

  it("401 and 403 are not retried", async () => {
    mocks.addFault({ service: "storage", status: 401 });
    const before = mocks.countCalls({ service: "storage" });
    await expect(bucket.file("faults/503.txt").getMetadata()).rejects.toMatchObject({ code: 401 });
    expect(mocks.countCalls({ service: "storage" }) - before).toBe(1);

    mocks.addFault({ service: "rtdb", status: 403, times: 2 });
    const res = await fetch(`${DB}/events.json?access_token=${await accessToken()}`);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Forbidden" });
    expect(mocks.state.faults).toHaveLength(1);
    expect(mocks.state.faults[0]!.remaining).toBe(1);
  });

  it("delayMs and latencyMs slow calls down", async () => {
    const token = await accessToken();
    mocks.addFault({ service: "rtdb", delayMs: 150 });
    let started = Date.now();
    expect((await fetch(`${DB}/x.json?access_token=${token}`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);

    mocks.state.latencyMs = 60;
    started = Date.now();
    await fetch(`${DB}/x.json?access_token=${token}`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  it("failUploadAfterBytes: the resumable upload asks where it stopped and resumes", async () => {
    const name = "images/originals/1700000000005-resumed.jpg";
    const bytes = randomBytes(600 * 1024);
    mocks.addFault({ service: "storage", method: "PUT", failUploadAfterBytes: 100_000 });
    const before = mocks.calls.length;
    // The chunk retry waits min(2^n s + jitter, maxRetryDelay): 1 s here, the shortest save() tolerates.
    bucket.storage.retryOptions.autoRetry = true;
    await pipeline(
      Readable.from([bytes]),
      bucket.file(name).createWriteStream({ resumable: true, chunkSize: CHUNK, preconditionOpts: { ifGenerationMatch: 0 } }),
    );
    expect(mocks.readObject(BUCKET, name)!.bytes.equals(bytes)).toBe(true);
    const puts = mocks.calls.slice(before).filter((c) => c.method === "PUT");
    // 503 after 100 000 bytes, a status query (308, Range: bytes=0-99999), then 262 144 + 252 256 bytes from there.
    expect(puts.map((c) => c.status)).toEqual([503, 308, 308, 200]);
  });

  it("a reset connection is retried by the storage client and surfaces as ECONNRESET to fetch", async () => {
    mocks.addFault({ service: "storage", method: "GET", network: "reset" });
    const [metadata] = await withFastRetries(() => bucket.file("faults/503.txt").getMetadata());
    expect(metadata.name).toBe("faults/503.txt");
    expect(mocks.countCalls({ service: "storage", status: 0 })).toBe(1);

    mocks.addFault({ service: "rtdb", network: "reset" });
    const error = await fetch(`${DB}/x.json`).then(
      () => null,
      (e: unknown) => e as { code?: string; cause?: { code?: string } },
    );
    expect(error?.code ?? error?.cause?.code).toBe("ECONNRESET");
  });

  it("a token endpoint outage is retried by google-auth-library", async () => {
    const other = initializeApp(
      { credential: asCredential(makeServiceAccount()), databaseURL: DB },
      `mocks-google-oauth-${randomUUID()}`,
    );
    try {
      mocks.addFault({ service: "oauth", status: 503 });
      const { access_token } = await other.options.credential!.getAccessToken();
      expect(mocks.state.oauth.tokens.has(access_token)).toBe(true);
      expect(mocks.countCalls({ service: "oauth", status: 503 })).toBe(1);
    } finally {
      await deleteApp(other);
    }
  });
});

describe("startMockServer", () => {
  it("lets local requests through and fails any other unmocked request", async () => {
    const local = createServer((_req, res) => res.end("local"));
    await new Promise<void>((resolve) => local.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = local.address() as AddressInfo;
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("local");
    } finally {
      local.close();
    }
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await expect(fetch("https://example.com/")).rejects.toThrow();
      await expect(fetch(`https://storage.googleapis.com/storage/v1/b/${BUCKET}/notifications`)).rejects.toThrow();
    } finally {
      quiet.mockRestore();
    }
    expect(mockServer.unhandled).toEqual([
      "GET https://example.com/",
      `GET https://storage.googleapis.com/storage/v1/b/${BUCKET}/notifications`,
    ]);
    mockServer.unhandled.length = 0;
  });
});
