import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server";
import { tusMetadata } from "../support/upload";

// The resumable endpoint against the tus 1.0.0 protocol, one block per section of it, for the core
// and each extension the server advertises in Tus-Extension.
const PARTIAL_HOURS = 2;
const HOUR = 3_600_000;
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ UPLOAD_RATE_LIMIT: "0", UPLOAD_PARTIAL_HOURS: String(PARTIAL_HOURS) });
});

afterAll(async () => {
  await server?.stop();
});

const TUS = { "Tus-Resumable": "1.0.0" };
/** A creation carries the uploader's consent as upload metadata, as the browser's does. */
const CREATE = { ...TUS, "Upload-Metadata": tusMetadata({}) };
const CHUNK = { "Content-Type": "application/offset+octet-stream" };
const endpoint = () => `${server.url}/add-photo/tus/`;
const partial = (id: string) => path.join(server.dataDir, "uploads-partial", id);

async function created(size: number): Promise<string> {
  const res = await fetch(endpoint(), { method: "POST", headers: { ...CREATE, "Upload-Length": String(size) } });
  expect(res.status).toBe(201);
  return server.url + res.headers.get("location")!;
}

function patch(url: string, body: Buffer, offset: number, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "PATCH",
    headers: { ...TUS, ...CHUNK, "Upload-Offset": String(offset), ...headers },
    body: new Uint8Array(body),
  });
}

/** An RFC 7231 (IMF-fixdate) date, and how far from now it lies. */
function expiresIn(header: string | null): number {
  expect(header).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  return Date.parse(header!) - Date.now();
}

describe("Core Protocol", () => {
  it("OPTIONS names the version and exactly the extensions that work", async () => {
    const res = await fetch(endpoint(), { method: "OPTIONS" });
    expect(res.status).toBe(204);
    expect(res.headers.get("tus-version")).toBe("1.0.0");
    const extensions = res.headers.get("tus-extension")!.split(",").sort();
    expect(extensions).toEqual(["creation", "creation-with-upload", "expiration", "termination"]);
    expect(Number(res.headers.get("tus-max-size"))).toBeGreaterThan(0);
  });

  it("answers a version it does not speak with 412 and the versions it does (Tus-Version)", async () => {
    const url = await created(10);
    for (const [method, target] of [
      ["POST", endpoint()],
      ["HEAD", url],
      ["PATCH", url],
      ["DELETE", url],
    ] as const) {
      const res = await fetch(target, {
        method,
        headers: { "Tus-Resumable": "0.2.2", "Upload-Length": "10", "Upload-Offset": "0", ...CHUNK },
        body: method === "PATCH" ? new Uint8Array(10) : undefined,
      });
      expect(res.status, method).toBe(412);
      expect(res.headers.get("tus-version"), method).toBe("1.0.0");
    }
    const none = await fetch(url, { method: "HEAD" });
    expect(none.status).toBe(412);
    expect(none.headers.get("tus-version")).toBe("1.0.0");
    // Nothing was written by the refused PATCH.
    expect((await fetch(url, { method: "HEAD", headers: TUS })).headers.get("upload-offset")).toBe("0");
  });

  it("answers a PATCH whose Content-Type is not application/offset+octet-stream with 415, keeping the offset", async () => {
    const url = await created(10);
    for (const type of ["application/octet-stream", "image/jpeg", "text/plain"]) {
      const res = await patch(url, Buffer.alloc(10), 0, { "Content-Type": type });
      expect(res.status, type).toBe(415);
    }
    const missing = await fetch(url, { method: "PATCH", headers: { ...TUS, "Upload-Offset": "0" }, body: new Uint8Array(10) });
    expect(missing.status).toBe(415);
    expect((await fetch(url, { method: "HEAD", headers: TUS })).headers.get("upload-offset")).toBe("0");
  });

  it("HEAD tells the offset and length, uncached; a PATCH at the wrong offset is 409 and changes nothing", async () => {
    const bytes = randomBytes(3000);
    const url = await created(bytes.length);
    const first = await patch(url, bytes.subarray(0, 1000), 0);
    expect(first.status).toBe(204);
    expect(first.headers.get("upload-offset")).toBe("1000");
    expect(first.headers.get("tus-resumable")).toBe("1.0.0");
    const head = await fetch(url, { method: "HEAD", headers: TUS });
    expect(head.status).toBe(200);
    expect(head.headers.get("upload-offset")).toBe("1000");
    expect(head.headers.get("upload-length")).toBe("3000");
    expect(head.headers.get("cache-control")).toBe("no-store");
    expect((await patch(url, bytes.subarray(500), 500)).status).toBe(409);
    expect((await patch(url, bytes.subarray(1000), 1000)).status).toBe(204);
    expect((await fs.readFile(partial(url.split("/").pop()!))).equals(bytes)).toBe(true);
  });

  it("answers HEAD and PATCH on an upload it never had with 404", async () => {
    const url = `${endpoint()}${"ab".repeat(16)}`;
    expect((await fetch(url, { method: "HEAD", headers: TUS })).status).toBe(404);
    expect((await patch(url, Buffer.alloc(4), 0)).status).toBe(404);
  });
});

describe("Creation", () => {
  it("creates an upload of the given Upload-Length at the Location it answers", async () => {
    const res = await fetch(endpoint(), { method: "POST", headers: { ...CREATE, "Upload-Length": "1234" } });
    expect(res.status).toBe(201);
    expect(res.headers.get("location")).toMatch(/^\/add-photo\/tus\/[0-9a-f]{32}$/);
    const head = await fetch(server.url + res.headers.get("location")!, { method: "HEAD", headers: TUS });
    expect(head.headers.get("upload-length")).toBe("1234");
    expect(head.headers.get("upload-offset")).toBe("0");
  });

  it("refuses a deferred length, which it does not advertise (creation-defer-length), with 400 and keeps nothing", async () => {
    const before = await fs.readdir(path.join(server.dataDir, "uploads-partial"));
    const res = await fetch(endpoint(), { method: "POST", headers: { ...CREATE, "Upload-Defer-Length": "1" } });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("Upload-Length is required.\n");
    expect(await fs.readdir(path.join(server.dataDir, "uploads-partial"))).toEqual(before);
  });
});

describe("Creation With Upload", () => {
  it("takes the first bytes with the creation and answers their offset", async () => {
    const bytes = randomBytes(2000);
    const res = await fetch(endpoint(), {
      method: "POST",
      headers: { ...CREATE, ...CHUNK, "Upload-Length": "4000" },
      body: new Uint8Array(bytes),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("upload-offset")).toBe("2000");
    const id = res.headers.get("location")!.split("/").pop()!;
    expect((await fs.readFile(partial(id))).equals(bytes)).toBe(true);
  });
});

describe("Expiration", () => {
  it("answers Upload-Expires, an RFC 7231 date UPLOAD_PARTIAL_HOURS ahead, on creation and on every PATCH", async () => {
    const res = await fetch(endpoint(), { method: "POST", headers: { ...CREATE, "Upload-Length": "3000" } });
    const ahead = expiresIn(res.headers.get("upload-expires"));
    expect(ahead).toBeGreaterThan(PARTIAL_HOURS * HOUR - 60_000);
    expect(ahead).toBeLessThanOrEqual(PARTIAL_HOURS * HOUR + 1000);
    const url = server.url + res.headers.get("location")!;
    const id = url.split("/").pop()!;
    // An upload paused for an hour: its next chunk is progress, so it lasts UPLOAD_PARTIAL_HOURS from then.
    const anHourAgo = new Date(Date.now() - HOUR);
    await Promise.all([id, `${id}.json`].map((n) => fs.utimes(partial(n), anHourAgo, anHourAgo)));
    const chunk = await patch(url, Buffer.alloc(1000), 0);
    expect(chunk.status).toBe(204);
    const extended = expiresIn(chunk.headers.get("upload-expires"));
    expect(extended).toBeGreaterThan(PARTIAL_HOURS * HOUR - 60_000);
    expect(extended).toBeLessThanOrEqual(PARTIAL_HOURS * HOUR + 1000);
  });

  it("answers an upload without progress for UPLOAD_PARTIAL_HOURS with 410 Gone, and takes no byte of it", async () => {
    const url = await created(3000);
    const id = url.split("/").pop()!;
    const expired = new Date(Date.now() - PARTIAL_HOURS * HOUR - 60_000);
    await Promise.all([id, `${id}.json`].map((n) => fs.utimes(partial(n), expired, expired)));
    expect((await fetch(url, { method: "HEAD", headers: TUS })).status).toBe(410);
    expect((await patch(url, Buffer.alloc(1000), 0)).status).toBe(410);
    expect((await fs.stat(partial(id))).size).toBe(0);
  });

  it("sends no Upload-Expires once the upload is complete", async () => {
    const url = await created(1000);
    const last = await patch(url, Buffer.alloc(1000), 0);
    expect(last.status).toBe(204);
    expect(last.headers.get("upload-expires")).toBeNull();
  });
});

describe("Termination", () => {
  it("removes an upload on DELETE (204), after which it is 404", async () => {
    const url = await created(2000);
    expect((await patch(url, Buffer.alloc(500), 0)).status).toBe(204);
    const res = await fetch(url, { method: "DELETE", headers: TUS });
    expect(res.status).toBe(204);
    expect((await fetch(url, { method: "HEAD", headers: TUS })).status).toBe(404);
    const id = url.split("/").pop()!;
    await expect(fs.stat(partial(id))).rejects.toThrow();
    await expect(fs.stat(partial(`${id}.json`))).rejects.toThrow();
  });
});
