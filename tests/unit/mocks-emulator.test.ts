import { randomBytes, randomUUID } from "node:crypto";
import type { Bucket } from "@google-cloud/storage";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getDownloadURL, getStorage } from "firebase-admin/storage";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGoogleMocks, NULL_ETAG } from "../mocks";
import { startMockHttpServer, startMockServer, type MockServer } from "../mocks/node";

/** The emulator form of both services: what STORAGE_EMULATOR_HOST / FIREBASE_DATABASE_EMULATOR_HOST point at. */
const STORAGE_EMULATOR = "http://127.0.0.1:9199";
const DATABASE_EMULATOR = "127.0.0.1:9000";
const BUCKET = "fsw-test.appspot.com";

const mocks = createGoogleMocks({ storageEmulatorHosts: [STORAGE_EMULATOR], rtdbEmulatorHosts: [`http://${DATABASE_EMULATOR}`] });
let mockServer: MockServer;
let app: App;
let bucket: Bucket;
const savedEnv = process.env.STORAGE_EMULATOR_HOST;

beforeAll(() => {
  mockServer = startMockServer(mocks);
  // @google-cloud/storage reads the variable when the client is built; getDownloadURL on every call.
  process.env.STORAGE_EMULATOR_HOST = STORAGE_EMULATOR;
  app = initializeApp({ projectId: "fsw-test", storageBucket: BUCKET }, `mocks-emulator-${randomUUID()}`);
  bucket = getStorage(app).bucket();
});

afterAll(async () => {
  await deleteApp(app);
  if (savedEnv === undefined) delete process.env.STORAGE_EMULATOR_HOST;
  else process.env.STORAGE_EMULATOR_HOST = savedEnv;
  mockServer.close();
  expect(mockServer.unhandled).toEqual([]);
});

describe("storage emulator host", () => {
  it("takes uploads, lists, serves download URLs, all without OAuth", async () => {
    const token = randomUUID();
    const small = randomBytes(700);
    const large = randomBytes(400_000);
    await bucket.file("events/fsw25/small.png").save(small, {
      resumable: false,
      preconditionOpts: { ifGenerationMatch: 0 },
      metadata: { contentType: "image/png", metadata: { firebaseStorageDownloadTokens: token } },
    });
    await bucket
      .file("events/fsw25/large.jpg")
      .save(large, { resumable: true, chunkSize: 262_144, preconditionOpts: { ifGenerationMatch: 0 } });
    expect(mocks.readObject(BUCKET, "events/fsw25/large.jpg")!.bytes.equals(large)).toBe(true);

    const [files] = await bucket.getFiles({ prefix: "events/fsw25/", delimiter: "/" });
    expect(files.map((f) => f.name)).toEqual(["events/fsw25/large.jpg", "events/fsw25/small.png"]);
    // The client's base URL is the bare emulator host, so the JSON API is reached at /b/… there.
    expect(mocks.calls.some((c) => c.url.startsWith(`${STORAGE_EMULATOR}/b/${BUCKET}/o?`))).toBe(true);

    const url = await getDownloadURL(bucket.file("events/fsw25/small.png"));
    expect(url).toBe(`${STORAGE_EMULATOR}/v0/b/${BUCKET}/o/events%2Ffsw25%2Fsmall.png?alt=media&token=${token}`);
    const res = await fetch(url);
    expect(Buffer.from(await res.arrayBuffer()).equals(small)).toBe(true);

    expect(mocks.countCalls({ service: "oauth" })).toBe(0);
  });
});

describe("database emulator host", () => {
  it("takes ?ns= and the emulator's administrator token", async () => {
    const url = `http://${DATABASE_EMULATOR}/events/fsw25/k1.json?ns=fsw-test-default-rtdb`;
    const headers = { Authorization: "Bearer owner", "Content-Type": "application/json", "if-match": NULL_ETAG };
    expect((await fetch(url, { method: "PUT", headers, body: JSON.stringify({ a: 1 }) })).status).toBe(200);
    const second = await fetch(url, { method: "PUT", headers, body: JSON.stringify({ a: 2 }) });
    expect(second.status).toBe(412);
    // Cancelling a mocked fetch body must settle (see startMockServer).
    await second.body?.cancel();
    expect(mocks.readDatabase("events/fsw25")).toEqual({ k1: { a: 1 } });
    expect((await fetch(url)).status).toBe(401);
  });
});

describe("startMockHttpServer", () => {
  it("serves the emulator form of the services over real HTTP, for other processes and browsers", async () => {
    const http = await startMockHttpServer((origin) =>
      createGoogleMocks({ storageEmulatorHosts: [origin], rtdbEmulatorHosts: [origin] }),
    );
    try {
      const bytes = randomBytes(3000);
      http.mocks.seedObject(BUCKET, "events/fsw25/photo.jpg", bytes, { contentType: "image/jpeg", downloadToken: "t1" });
      const url = `${http.origin}/v0/b/${BUCKET}/o/events%2Ffsw25%2Fphoto.jpg?alt=media&token=t1`;
      const res = await fetch(url);
      expect(res.headers.get("content-type")).toBe("image/jpeg");
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
      expect((await fetch(url.replace("t1", "t2"))).status).toBe(403);

      const record = `${http.origin}/events/fsw25/k.json?ns=fsw-test-default-rtdb`;
      const put = await fetch(record, {
        method: "PUT",
        headers: { Authorization: "Bearer owner", "if-match": NULL_ETAG },
        body: '{"a":1}',
      });
      expect(put.status).toBe(200);
      expect(http.mocks.readDatabase("events/fsw25/k")).toEqual({ a: 1 });

      http.mocks.addFault({ service: "download", network: "reset" });
      await expect(fetch(url)).rejects.toThrow();
      expect(http.mocks.countCalls({ service: "download" })).toBe(3);
    } finally {
      await http.close();
    }
  });
});
