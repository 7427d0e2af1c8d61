import { randomBytes } from "node:crypto";
import type { ReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseRange, storedObjectEtag } from "~/http/byte-range.server";
import { loader as mediaLoader } from "~/routes/media.$";
import { LocalStorage } from "~/services/backend/storage.server";
import { useBackend } from "../support/backends";

describe("a Range header", () => {
  const size = 1000;

  it.each([
    ["bytes=0-499", 0, 499],
    ["bytes=500-999", 500, 999],
    ["bytes=0-0", 0, 0],
    ["bytes=999-999", 999, 999],
    ["bytes=500-", 500, 999],
    ["bytes=0-", 0, 999],
    ["bytes=-1", 999, 999],
    ["bytes=-300", 700, 999],
    ["BYTES=10-19", 10, 19],
    [" bytes=10-19 ", 10, 19],
    ["bytes=010-019", 10, 19],
    ["bytes=10-19,", 10, 19],
    ["bytes= 10-19", 10, 19],
  ])("%j asks for bytes %i to %i", (header, start, end) => {
    expect(parseRange(header, size)).toEqual({ kind: "part", start, end });
  });

  it("ends at the file's last byte when it asks past it, and gives the whole file for a suffix longer than it", () => {
    expect(parseRange("bytes=900-1999", size)).toEqual({ kind: "part", start: 900, end: 999 });
    expect(parseRange("bytes=0-99999999999999999999", size)).toEqual({ kind: "part", start: 0, end: 999 });
    expect(parseRange("bytes=-5000", size)).toEqual({ kind: "part", start: 0, end: 999 });
  });

  it.each(["bytes=1000-", "bytes=1000-1000", "bytes=5000-6000", "bytes=99999999999999999999-", "bytes=-0"])(
    "%j asks for nothing the file has: unsatisfiable",
    (header) => {
      expect(parseRange(header, size)).toEqual({ kind: "unsatisfiable" });
    },
  );

  it("finds nothing to give of an empty file", () => {
    expect(parseRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-10", 0)).toEqual({ kind: "unsatisfiable" });
  });

  it.each([
    null,
    "",
    "bytes",
    "bytes=",
    "bytes=-",
    "bytes=,",
    "bytes=a-b",
    "bytes=1-a",
    "bytes=+1-2",
    "bytes=1.5-2",
    "bytes=-1-2",
    "bytes=20-10",
    "bytes 0-10",
    "bytes:0-10",
    "items=0-10",
    "0-10",
    "bytes=0-10, bytes=20-30",
    "bytes=0-1,x",
  ])("%j does not parse, or speaks of another unit: ignored, the whole file", (header) => {
    expect(parseRange(header, size)).toEqual({ kind: "whole" });
  });

  it("asking for several parts gets the whole file, even when one of them is past the end", () => {
    expect(parseRange("bytes=0-1,5-6", size)).toEqual({ kind: "whole" });
    expect(parseRange("bytes=0-1, -5", size)).toEqual({ kind: "whole" });
    expect(parseRange("bytes=0-1,5000-6000", size)).toEqual({ kind: "whole" });
  });
});

describe("a stored object's validator", () => {
  it("is a strong ETag, the same for the same path and size and another for either changed", () => {
    const etag = storedObjectEtag("misc/hero.svg", 1234);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(storedObjectEtag("misc/hero.svg", 1234)).toBe(etag);
    expect(storedObjectEtag("misc/hero.svg", 1235)).not.toBe(etag);
    expect(storedObjectEtag("misc/hero2.svg", 1234)).not.toBe(etag);
  });
});

describe("the /media route with Range", () => {
  const backend = useBackend("local");
  const bytes = randomBytes(10_000);
  const stored = "clips/sea.bin";

  afterEach(() => vi.restoreAllMocks());

  /** Straight into the store, as the demo media are seeded: a test folder is in no privacy inventory. */
  async function store(p: string, body: Uint8Array) {
    const storage = new LocalStorage(backend.dataDir);
    if ((await storage.open(p)) === null) await storage.put(p, body, { contentType: "application/octet-stream" });
  }

  async function get(p: string, headers: Record<string, string> = {}, method = "GET") {
    const response = await mediaLoader({
      params: { "*": p },
      request: new Request(`http://x/media/${p}`, { method, headers }),
      context: {},
    });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  }

  it("says it answers ranges on a whole file, GET and HEAD, with a strong ETag", async () => {
    await store(stored, bytes);
    for (const method of ["GET", "HEAD"]) {
      const { response, body } = await get(stored, {}, method);
      expect(response.status).toBe(200);
      expect(response.headers.get("accept-ranges")).toBe("bytes");
      expect(response.headers.get("etag")).toBe(storedObjectEtag(stored, bytes.length));
      expect(response.headers.get("content-length")).toBe(String(bytes.length));
      expect(body.equals(method === "GET" ? bytes : Buffer.alloc(0))).toBe(true);
    }
  });

  it.each([
    ["bytes=0-1", 0, 1],
    ["bytes=100-199", 100, 199],
    ["bytes=9000-", 9000, 9999],
    ["bytes=-10", 9990, 9999],
    ["bytes=9990-20000", 9990, 9999],
  ])("answers %j with 206 and exactly bytes %i to %i", async (range, start, end) => {
    await store(stored, bytes);
    const whole = await get(stored);
    const { response, body } = await get(stored, { Range: range });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes ${start}-${end}/${bytes.length}`);
    expect(response.headers.get("content-length")).toBe(String(end - start + 1));
    for (const name of ["content-type", "cache-control", "etag", "accept-ranges"]) {
      expect(response.headers.get(name), name).toBe(whole.response.headers.get(name));
    }
    expect(body.equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it("answers HEAD with a Range as GET, without the body", async () => {
    await store(stored, bytes);
    const { response, body } = await get(stored, { Range: "bytes=10-29" }, "HEAD");
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 10-29/${bytes.length}`);
    expect(response.headers.get("content-length")).toBe("20");
    expect(body.length).toBe(0);
  });

  it("answers a range past the end with 416 and the file's size, cached nowhere", async () => {
    await store(stored, bytes);
    for (const method of ["GET", "HEAD"]) {
      const { response } = await get(stored, { Range: "bytes=10000-" }, method);
      expect(response.status).toBe(416);
      expect(response.headers.get("content-range")).toBe(`bytes */${bytes.length}`);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("ignores a Range that does not parse and several ranges: 200 with the whole file", async () => {
    await store(stored, bytes);
    for (const range of ["bytes=20-10", "items=0-1", "bytes=0-1,5-6"]) {
      const { response, body } = await get(stored, { Range: range });
      expect(response.status, range).toBe(200);
      expect(body.equals(bytes)).toBe(true);
    }
  });

  it("honours If-Range only when it is this file's ETag; otherwise the whole file", async () => {
    await store(stored, bytes);
    const etag = storedObjectEtag(stored, bytes.length);
    const part = await get(stored, { Range: "bytes=0-9", "If-Range": etag });
    expect(part.response.status).toBe(206);
    expect(part.body.equals(bytes.subarray(0, 10))).toBe(true);
    for (const ifRange of [`W/${etag}`, '"another"', "Wed, 21 Oct 2015 07:28:00 GMT", storedObjectEtag(stored, 1)]) {
      const { response, body } = await get(stored, { Range: "bytes=0-9", "If-Range": ifRange });
      expect(response.status, ifRange).toBe(200);
      expect(body.equals(bytes)).toBe(true);
    }
    // A validator that does not match drops the Range, even one that could not be satisfied.
    expect((await get(stored, { Range: "bytes=20000-", "If-Range": '"another"' })).response.status).toBe(200);
  });

  it("answers an upload nobody approved with 404, whatever the Range", async () => {
    const upload = "images/originals/1700000000000-hidden";
    await store(upload, bytes);
    for (const range of ["bytes=0-1", "bytes=20000-", "bytes=0-1,5-6"]) {
      const { response } = await get(upload, { Range: range });
      expect(response.status, range).toBe(404);
      expect(response.headers.get("content-range")).toBeNull();
    }
    expect((await get("clips/missing.bin", { Range: "bytes=0-1" })).response.status).toBe(404);
  });

  it("reads only the part asked of a 50 MB file from the disk", async () => {
    const big = "clips/long.bin";
    const size = 50 * 1024 * 1024;
    const tail = randomBytes(100);
    const file = path.join(backend.dataDir, "storage", ...big.split("/"));
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, "");
    await fs.truncate(file, size - tail.length);
    await fs.appendFile(file, tail);
    // Every stream the route gets from the store, and how many bytes each pulled from the file.
    const streams: ReadStream[] = [];
    const open = LocalStorage.prototype.open;
    vi.spyOn(LocalStorage.prototype, "open").mockImplementation(async function (this: LocalStorage, p: string) {
      const opened = await open.call(this, p);
      return (
        opened && {
          ...opened,
          stream: (range) => {
            const stream = opened.stream(range) as ReadStream;
            streams.push(stream);
            return stream;
          },
        }
      );
    });
    const { response, body } = await get(big, { Range: `bytes=${size - 150}-` });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes ${size - 150}-${size - 1}/${size}`);
    expect(body.equals(Buffer.concat([Buffer.alloc(50), tail]))).toBe(true);
    expect(streams.map((s) => s.bytesRead)).toEqual([150]);
  });
});
