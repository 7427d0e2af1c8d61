import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { startServer, type TestServer } from "../support/server";
import { CONSENT, distinctJpeg, tusMetadata } from "../support/upload";
import { en } from "../../app/i18n/messages/en";
import { PRIVACY_NOTICE_VERSION } from "../../app/lib/privacy-notice";

const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;
const ACCESS_CODE = "harbour-wifi-2025";
let server: TestServer;
let jpeg: Buffer;

beforeAll(async () => {
  [server, jpeg] = await Promise.all([
    startServer({ UPLOAD_RATE_LIMIT: "0", MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES), UPLOAD_ACCESS_CODE: ACCESS_CODE }),
    makeJpeg(2400, 1800),
  ]);
});

afterAll(async () => {
  await server?.stop();
});

const TUS = { "Tus-Resumable": "1.0.0" };
async function create(size: number, metadata: Record<string, string>, { consent = true } = {}) {
  return fetch(`${server.url}/add-photo/tus/`, {
    method: "POST",
    headers: { ...TUS, "Upload-Length": String(size), "Upload-Metadata": tusMetadata(metadata, { consent }) },
  });
}

async function offsetOf(location: string): Promise<number> {
  const res = await fetch(server.url + location, { method: "HEAD", headers: TUS });
  expect(res.status).toBe(200);
  return Number(res.headers.get("upload-offset"));
}

/** A PATCH whose connection is cut after `cutAfter` bytes of the body (a dropped harbour connection). */
function interruptedPatch(location: string, body: Buffer, offset: number, cutAfter: number): Promise<number> {
  return new Promise((resolve) => {
    const url = new URL(server.url + location);
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
    req.on("error", () => resolve(cutAfter));
    req.on("response", (res) => {
      res.resume();
      resolve(cutAfter);
    });
    req.write(body.subarray(0, cutAfter), () => setTimeout(() => req.destroy(), 300));
  });
}

async function patch(location: string, body: Buffer, offset: number) {
  return fetch(server.url + location, {
    method: "PATCH",
    headers: { ...TUS, "Upload-Offset": String(offset), "Content-Type": "application/offset+octet-stream" },
    body: new Uint8Array(body),
  });
}

async function finish(fields: Record<string, string>, { consent = true } = {}) {
  const body = new URLSearchParams({ ...(consent ? CONSENT : {}), ...fields });
  const res = await fetch(`${server.url}/add-photo/upload`, { method: "POST", body });
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

const partialDir = () => path.join(server.dataDir, "uploads-partial");

describe("a resumable upload (tus) at /add-photo/tus/", () => {
  it("goes on from the last byte the server holds after a dropped connection, and is finished into one record", async () => {
    expect(jpeg.length).toBeGreaterThan(262144);
    const idempotencyKey = "4d0c1a52-7a39-4f5e-9d3f-2f1b6e2c8a11";
    const created = await create(jpeg.length, {
      filename: "Bay at dawn.jpg",
      filetype: "image/jpeg",
      idempotencyKey,
      accessCode: ACCESS_CODE,
    });
    expect(created.status).toBe(201);
    const location = created.headers.get("location")!;
    expect(location).toMatch(/^\/add-photo\/tus\/[0-9a-f]{32}$/);
    const id = location.split("/").pop()!;

    const cut = 262144;
    let sent = await interruptedPatch(location, jpeg, 0, cut);
    let held = 0;
    for (let i = 0; i < 40 && held < cut; i++) {
      held = await offsetOf(location);
      if (held < cut) await new Promise((r) => setTimeout(r, 50));
    }
    expect(held).toBe(cut);

    const rest = jpeg.subarray(held);
    const resumed = await patch(location, rest, held);
    sent += rest.length;
    expect(resumed.status).toBe(204);
    expect(Number(resumed.headers.get("upload-offset"))).toBe(jpeg.length);
    // Every byte crossed the network once: nothing was sent again from zero.
    expect(sent).toBe(jpeg.length);

    const { res, data } = await finish({ tusUpload: id, idempotencyKey, accessCode: ACCESS_CODE, title: "" });
    expect(res.status).toBe(200);
    expect(data).toMatchObject({ ok: true, status: "stored" });
    expect(data.key).toMatch(/^\d{13}-Bay_at_dawn$/);
    const record = JSON.parse(
      await fs.readFile(path.join(server.dataDir, "database/events/fsw25", `${data.key}.json`), "utf8"),
    ) as { title: string; size: string };
    expect(record.title).toBe("Bay at dawn");
    // Stored whole (not served before an organiser approves it).
    const original = await fs.readFile(path.join(server.dataDir, "storage/images/originals", data.key));
    expect(original.equals(jpeg)).toBe(true);
    // The partial upload is gone once stored.
    expect((await fs.readdir(partialDir())).filter((n) => n.startsWith(id))).toEqual([]);

    // The finish step retried (its answer was lost) answers the first result.
    const again = await finish({ tusUpload: id, idempotencyKey, accessCode: ACCESS_CODE });
    expect(again.data).toMatchObject({ ok: true, key: data.key, status: "stored" });
  });

  it("refuses a photo over MAX_UPLOAD_BYTES before a byte is sent, and a wrong access code", async () => {
    const tooBig = await create(MAX_UPLOAD_BYTES + 1, { filename: "big.jpg", accessCode: ACCESS_CODE });
    expect(tooBig.status).toBe(413);
    const wrongCode = await create(1000, { filename: "x.jpg", accessCode: "guess" });
    expect(wrongCode.status).toBe(403);
    const noCode = await create(1000, { filename: "x.jpg" });
    expect(noCode.status).toBe(403);
    const names = await fs.readdir(partialDir()).catch(() => [] as string[]);
    expect(names).toEqual([]);
  });

  it("creates nothing without the uploader's consent, sent as upload metadata: 400 with the reason, no partial upload", async () => {
    const before = await fs.readdir(partialDir()).catch(() => [] as string[]);
    const refusals = [
      await create(jpeg.length, { filename: "none.jpg", accessCode: ACCESS_CODE }, { consent: false }),
      await create(jpeg.length, { filename: "no.jpg", accessCode: ACCESS_CODE, consent: "no" }),
      await create(jpeg.length, { filename: "on.jpg", accessCode: ACCESS_CODE, consent: "on" }),
      // The first bytes in the creation request itself (creation-with-upload) are not kept either.
      await fetch(`${server.url}/add-photo/tus/`, {
        method: "POST",
        headers: {
          ...TUS,
          "Upload-Length": String(jpeg.length),
          "Upload-Metadata": tusMetadata({ filename: "with-body.jpg", accessCode: ACCESS_CODE }, { consent: false }),
          "Content-Type": "application/offset+octet-stream",
        },
        body: new Uint8Array(jpeg.subarray(0, 5000)),
      }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(400);
      expect(res.headers.get("location")).toBeNull();
      expect(await res.text()).toBe(`${en["upload.noConsent"]}\n`);
    }
    expect(await fs.readdir(partialDir()).catch(() => [] as string[])).toEqual(before);
    // A wrong access code is still told first.
    expect((await create(1000, { filename: "x.jpg", accessCode: "guess" }, { consent: false })).status).toBe(403);
  });

  it("finishes nothing without the box, and keeps when it was ticked and the notice's version", async () => {
    const photo = distinctJpeg(jpeg, "kept offline");
    const created = await create(photo.length, { filename: "Kept offline.jpg", accessCode: ACCESS_CODE });
    expect(created.status).toBe(201);
    const location = created.headers.get("location")!;
    const id = location.split("/").pop()!;
    expect((await patch(location, photo, 0)).status).toBe(204);
    const records = () => fs.readdir(path.join(server.dataDir, "database/events/fsw25")).catch(() => [] as string[]);
    const recordsBefore = await records();

    const refused = await finish({ tusUpload: id, accessCode: ACCESS_CODE, title: "Kept offline" }, { consent: false });
    expect(refused.res.status).toBe(400);
    expect(refused.data.fieldErrors).toEqual({ consent: en["upload.noConsent"] });
    expect(await records()).toEqual(recordsBefore);
    // Not taken: the upload is still there to be finished properly.
    expect(await offsetOf(location)).toBe(photo.length);

    // Queued offline two hours ago: the browser's time of the tick is kept.
    const ticked = new Date(Date.now() - 2 * 3600_000).toISOString();
    const { res, data } = await finish({ tusUpload: id, accessCode: ACCESS_CODE, consentAt: ticked });
    expect(res.status).toBe(200);
    const record = JSON.parse(
      await fs.readFile(path.join(server.dataDir, "database/events/fsw25", `${data.key}.json`), "utf8"),
    ) as { consentAt: string; privacyNotice: string };
    expect(record).toMatchObject({ consentAt: ticked, privacyNotice: PRIVACY_NOTICE_VERSION });
  });

  it("refuses to finish an upload that is not complete, and keeps it for the rest", async () => {
    const created = await create(jpeg.length, { filename: "half.jpg", accessCode: ACCESS_CODE });
    const location = created.headers.get("location")!;
    const id = location.split("/").pop()!;
    expect((await patch(location, jpeg.subarray(0, 1000), 0)).status).toBe(204);
    const { res, data } = await finish({ tusUpload: id, accessCode: ACCESS_CODE });
    expect(res.status).toBe(400);
    expect(data.formError).toBe("Error uploading file: The resumable upload is not complete yet.");
    expect(await offsetOf(location)).toBe(1000);
    // Termination removes it.
    expect((await fetch(server.url + location, { method: "DELETE", headers: TUS })).status).toBe(204);
    expect((await fs.readdir(partialDir())).filter((n) => n.startsWith(id))).toEqual([]);
  });

  it("counts new resumable uploads against UPLOAD_RATE_LIMIT (429 with Retry-After), and not their chunks", async () => {
    const limited = await startServer({ UPLOAD_RATE_LIMIT: "1" });
    try {
      const start = (size: number) =>
        fetch(`${limited.url}/add-photo/tus/`, {
          method: "POST",
          headers: { ...TUS, "Upload-Length": String(size), "Upload-Metadata": tusMetadata({ filename: "a.jpg" }) },
        });
      const first = await start(2000);
      expect(first.status).toBe(201);
      const location = first.headers.get("location")!;
      for (const part of [0, 1]) {
        const res = await fetch(limited.url + location, {
          method: "PATCH",
          headers: { ...TUS, "Upload-Offset": String(part * 1000), "Content-Type": "application/offset+octet-stream" },
          body: new Uint8Array(1000),
        });
        expect(res.status).toBe(204);
      }
      const second = await start(2000);
      expect(second.status).toBe(429);
      expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await second.text()).toMatch(/^Too many uploads from your connection\./);
    } finally {
      await limited.stop();
    }
  });

  it("answers PUT and DELETE on the upload addresses with 405 and Allow over HTTP", async () => {
    for (const url of ["/add-photo", "/add-photo/upload"]) {
      for (const method of ["PUT", "DELETE"]) {
        const res = await fetch(server.url + url, { method, body: method === "PUT" ? "x" : undefined });
        expect(res.status, `${method} ${url}`).toBe(405);
        expect(res.headers.get("allow")).toBe("GET, HEAD, POST");
      }
    }
  });
});
