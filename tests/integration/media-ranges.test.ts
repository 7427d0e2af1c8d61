import fs from "node:fs/promises";
import { request } from "node:http";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { images } from "../support/html";
import { startServer, type TestServer } from "../support/server";
import { upload } from "../support/upload";

// A video player (iOS Safari first of all) asks for parts of a file: the media of both backends answer them.
let embedded: TestServer;
let firebase: TestServer;
let photo: Buffer;
const PHOTO = "/media/misc/range-photo.jpg";

beforeAll(async () => {
  [embedded, firebase] = await Promise.all([
    startServer({ REQUEST_LOG: "off", UPLOAD_RATE_LIMIT: "0" }),
    startServer({ REQUEST_LOG: "off", FIREBASE_RETRY_SCALE: "0.01" }, { mocks: true }),
  ]);
  photo = Buffer.from(await makeJpeg(1200, 800));
  await fs.writeFile(path.join(embedded.dataDir, "storage/misc/range-photo.jpg"), photo);
});

afterAll(async () => {
  await Promise.all([embedded?.stop(), firebase?.stop()]);
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The answer as sent, its body not decoded: what a browser's network layer sees. */
function raw(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("the embedded default's /media", () => {
  it("says on every whole answer, GET and HEAD, that it answers ranges", async () => {
    for (const method of ["GET", "HEAD"]) {
      const res = await raw(embedded.url + PHOTO, {}, method);
      expect(res.status).toBe(200);
      expect(res.headers["accept-ranges"]).toBe("bytes");
      expect(res.headers["content-length"]).toBe(String(photo.length));
      expect(res.headers["etag"]).toMatch(/^"[\w-]+"$/);
    }
  });

  it("answers a stored photo's ranges with 206 and exactly those bytes, as a video player asks them", async () => {
    const size = photo.length;
    const whole = await raw(embedded.url + PHOTO);
    for (const [range, start, end] of [
      ["bytes=0-1", 0, 1],
      ["bytes=0-", 0, size - 1],
      ["bytes=1000-4999", 1000, 4999],
      [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
      ["bytes=-500", size - 500, size - 1],
      [`bytes=${size - 1}-`, size - 1, size - 1],
    ] as const) {
      const res = await raw(embedded.url + PHOTO, { Range: range });
      expect(res.status, range).toBe(206);
      expect(res.headers["content-range"]).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers["content-length"]).toBe(String(end - start + 1));
      for (const name of ["content-type", "cache-control", "etag", "accept-ranges", "content-security-policy"]) {
        expect(res.headers[name], name).toEqual(whole.headers[name]);
      }
      expect(res.body.equals(photo.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it("answers a range past the end with 416, and HEAD with a Range as GET without the body", async () => {
    const refused = await raw(embedded.url + PHOTO, { Range: `bytes=${photo.length}-` });
    expect(refused.status).toBe(416);
    expect(refused.headers["content-range"]).toBe(`bytes */${photo.length}`);
    const head = await raw(embedded.url + PHOTO, { Range: "bytes=100-199" }, "HEAD");
    expect(head.status).toBe(206);
    expect(head.headers["content-range"]).toBe(`bytes 100-199/${photo.length}`);
    expect(head.headers["content-length"]).toBe("100");
    expect(head.body.length).toBe(0);
  });

  it("sends the whole file for several ranges, a Range that does not parse, or an If-Range of another version", async () => {
    const etag = (await raw(embedded.url + PHOTO, {}, "HEAD")).headers["etag"] as string;
    const asked: Record<string, string>[] = [
      { Range: "bytes=0-1,5-6" },
      { Range: "bytes=9-1" },
      { Range: "bytes=0-1", "If-Range": '"an-older-one"' },
    ];
    for (const headers of asked) {
      const res = await raw(embedded.url + PHOTO, headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.body.equals(photo)).toBe(true);
    }
    expect((await raw(embedded.url + PHOTO, { Range: "bytes=0-1", "If-Range": etag })).status).toBe(206);
  });

  it("still answers an upload nobody approved with 404, Range or not", async () => {
    const { res, data } = await upload(embedded, {
      file: { bytes: await makeJpeg(300, 200), name: "waiting.jpg" },
      fields: { title: "Waiting for review" },
      asScript: true,
    });
    expect(res.status, JSON.stringify(data)).toBe(200);
    // Stored, but waiting for an organiser.
    await fs.access(path.join(embedded.dataDir, "storage/images/originals", data.key!));
    const url = `${embedded.url}/media/images/originals/${data.key}`;
    for (const range of ["bytes=0-1", "bytes=-10", "bytes=99999999-"]) {
      const answer = await raw(url, { Range: range });
      expect(answer.status, range).toBe(404);
      expect(answer.headers["content-range"]).toBeUndefined();
    }
  });

  it("never compresses a part of a drawing, before or after the whole is kept in memory", async () => {
    const url = `${embedded.url}/media/misc/next-edition.svg`;
    const stored = await fs.readFile(path.join(embedded.dataDir, "storage/misc/next-edition.svg"));
    const ask = () => raw(url, { Range: "bytes=2000-9999", "Accept-Encoding": "gzip" });
    const part = async () => {
      const res = await ask();
      expect(res.status).toBe(206);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers["content-range"]).toBe(`bytes 2000-9999/${stored.length}`);
      expect(res.body.equals(stored.subarray(2000, 10_000))).toBe(true);
    };
    await part();
    // The whole drawing, compressed: its validator is weak, so no If-Range can join its bytes to plain ones.
    const whole = await raw(url, { "Accept-Encoding": "gzip" });
    expect(whole.status).toBe(200);
    expect(whole.headers["content-encoding"]).toBe("gzip");
    expect(whole.headers["etag"]).toMatch(/^W\//);
    expect(gunzipSync(whole.body).equals(stored)).toBe(true);
    // Now kept in memory (server/files.mjs): a part is still the route's, and the whole is still whole.
    await part();
    const kept = await raw(url, { "Accept-Encoding": "gzip" });
    expect(kept.headers["etag"]).toBe(whole.headers["etag"]);
    expect(gunzipSync(kept.body).equals(stored)).toBe(true);
    const plain = await raw(url, { "Accept-Encoding": "identity" });
    expect(plain.status).toBe(200);
    expect(plain.headers["accept-ranges"]).toBe("bytes");
    expect(plain.headers["etag"]).toBe(`${whole.headers["etag"]}`.slice(2));
    expect(plain.body.equals(stored)).toBe(true);
    const ifRange = await raw(url, { Range: "bytes=0-9", "If-Range": whole.headers["etag"] as string });
    expect(ifRange.status).toBe(200);
  });
});

describe("Firebase's download URLs (modelled)", () => {
  it("answer a range with 206 and exactly those bytes, and one past the end with 416", async () => {
    const html = await (await fetch(`${firebase.url}/home`)).text();
    const src = images(html)[0]!.src.replace(/&amp;/g, "&");
    expect(src).toMatch(new RegExp(`^${firebase.mockOrigin}/v0/b/.+\\?alt=media&token=`));
    const whole = await raw(src);
    expect(whole.status).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    const size = whole.body.length;
    for (const [range, start, end] of [
      ["bytes=0-1", 0, 1],
      ["bytes=100-", 100, size - 1],
      ["bytes=-50", size - 50, size - 1],
      [`bytes=10-${size * 2}`, 10, size - 1],
    ] as const) {
      const res = await raw(src, { Range: range });
      expect(res.status, range).toBe(206);
      expect(res.headers["content-range"]).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers["content-length"]).toBe(String(end - start + 1));
      expect(res.body.equals(whole.body.subarray(start, end + 1)), range).toBe(true);
    }
    const refused = await raw(src, { Range: `bytes=${size}-` });
    expect(refused.status).toBe(416);
    expect(refused.headers["content-range"]).toBe(`bytes */${size}`);
    expect((await raw(src, { Range: "bytes=0-1,5-6" })).body.equals(whole.body)).toBe(true);
  });
});
