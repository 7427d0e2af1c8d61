import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { startServer, type TestServer } from "../support/server";
import { CONSENT, distinctJpeg, tusMetadata } from "../support/upload";

// A hostile client against the built server: many creations at once, and one upload finished twice at once.
const MB = 1024 * 1024;
const QUEUE_BYTES = 100 * MB;
const UPLOAD_SIZE = 15 * MB;
let server: TestServer;
let jpeg: Buffer;

beforeAll(async () => {
  [server, jpeg] = await Promise.all([
    startServer({ UPLOAD_RATE_LIMIT: "0", UPLOAD_QUEUE_BYTES: String(QUEUE_BYTES), MAX_UPLOAD_BYTES: String(20 * MB) }),
    makeJpeg(2400, 1800),
  ]);
});

afterAll(async () => {
  await server?.stop();
});

const TUS = { "Tus-Resumable": "1.0.0" };
const partialDir = () => path.join(server.dataDir, "uploads-partial");
const recordsDir = () => path.join(server.dataDir, "database/events/fsw25");
const listed = (dir: string) => fs.readdir(dir).catch(() => [] as string[]);

function create(size: number, filename = "bay.jpg") {
  return fetch(`${server.url}/add-photo/tus/`, {
    method: "POST",
    headers: { ...TUS, "Upload-Length": String(size), "Upload-Metadata": tusMetadata({ filename }) },
  });
}

async function declaredBytes(): Promise<number> {
  let total = 0;
  for (const name of await listed(partialDir())) {
    if (!name.endsWith(".json")) continue;
    total += (JSON.parse(await fs.readFile(path.join(partialDir(), name), "utf8")) as { size: number }).size;
  }
  return total;
}

describe("admission of resumable uploads against UPLOAD_QUEUE_BYTES", () => {
  it("holds the limit under 40 parallel creations: the check and the reservation are one step", async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => create(UPLOAD_SIZE)));
    const admitted = answers.filter((r) => r.status === 201);
    const refused = answers.filter((r) => r.status !== 201);
    // Six fit in 100 MB (90 MB); the seventh would not.
    expect(admitted).toHaveLength(Math.floor(QUEUE_BYTES / UPLOAD_SIZE));
    expect(new Set(refused.map((r) => r.status))).toEqual(new Set([429]));
    for (const r of refused) {
      expect(await r.text()).toBe("Too many photos are waiting on the server. Please try again in a minute.\n");
    }
    // Nothing half-stored: the admitted uploads and nothing else, within the limit.
    expect(await declaredBytes()).toBeLessThanOrEqual(QUEUE_BYTES);
    const ids = admitted.map((r) => r.headers.get("location")!.split("/").pop()!);
    expect((await listed(partialDir())).sort()).toEqual(ids.flatMap((id) => [id, `${id}.json`]).sort());

    // The refused reservations were let go, and a terminated upload frees its share.
    expect((await create(UPLOAD_SIZE)).status).toBe(429);
    const gone = await fetch(server.url + admitted[0]!.headers.get("location")!, { method: "DELETE", headers: TUS });
    expect(gone.status).toBe(204);
    const next = await create(UPLOAD_SIZE);
    expect(next.status).toBe(201);
    for (const location of [...admitted.slice(1), next].map((r) => r.headers.get("location")!)) {
      expect((await fetch(server.url + location, { method: "DELETE", headers: TUS })).status).toBe(204);
    }
    expect(await listed(partialDir())).toEqual([]);
  });
});

async function sentWhole(photo: Buffer, filename: string): Promise<string> {
  const created = await create(photo.length, filename);
  expect(created.status).toBe(201);
  const location = created.headers.get("location")!;
  const sent = await fetch(server.url + location, {
    method: "PATCH",
    headers: { ...TUS, "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" },
    body: new Uint8Array(photo),
  });
  expect(sent.status).toBe(204);
  return location.split("/").pop()!;
}

async function finish(fields: Record<string, string>) {
  const res = await fetch(`${server.url}/add-photo/upload`, {
    method: "POST",
    body: new URLSearchParams({ ...CONSENT, ...fields }),
  });
  return { status: res.status, data: (await res.json()) as { ok: boolean; key?: string; status?: string; formError?: string } };
}

describe("one resumable upload finished by two posts at once", () => {
  it("answers both with the one stored photo when they carry the same idempotency key, never a 500", async () => {
    for (let round = 0; round < 6; round++) {
      const before = (await listed(recordsDir())).length;
      const id = await sentWhole(distinctJpeg(jpeg, `same key ${round}`), `Harbour ${round}.jpg`);
      const idempotencyKey = `6f1c2b3a-0d4e-4f5a-8b6c-7d8e9f0a1b${String(round).padStart(2, "0")}`;
      const both = await Promise.all([finish({ tusUpload: id, idempotencyKey }), finish({ tusUpload: id, idempotencyKey })]);
      expect(
        both.map((b) => b.status),
        `round ${round}`,
      ).toEqual([200, 200]);
      expect(both.map((b) => b.data.status)).toEqual(["stored", "stored"]);
      expect(both[1]!.data.key).toBe(both[0]!.data.key);
      expect((await listed(recordsDir())).length - before).toBe(1);
      // The upload and whatever was made from it on the way are gone.
      expect((await listed(partialDir())).filter((n) => n.startsWith(id))).toEqual([]);
    }
  });

  it("stores it once and answers the other post with a clear 4xx or the same photo when no key is sent", async () => {
    for (let round = 0; round < 6; round++) {
      const before = (await listed(recordsDir())).length;
      const id = await sentWhole(distinctJpeg(jpeg, `no key ${round}`), `Jetty ${round}.jpg`);
      const both = await Promise.all([finish({ tusUpload: id }), finish({ tusUpload: id })]);
      const stored = both.filter((b) => b.status === 200);
      expect(stored.length, `round ${round}`).toBeGreaterThanOrEqual(1);
      for (const other of both.filter((b) => b.status !== 200)) {
        expect(other.status).toBe(400);
        expect(other.data.formError).toBe(
          "Error uploading file: The resumable upload was not found. Please send the photo again.",
        );
      }
      expect(new Set(stored.map((b) => b.data.key)).size).toBe(1);
      expect((await listed(recordsDir())).length - before).toBe(1);
      expect((await listed(partialDir())).filter((n) => n.startsWith(id))).toEqual([]);
    }
    expect(server.output()).not.toMatch(/ENOENT|Upload failed/);
  });
});
