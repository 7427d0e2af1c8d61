import { randomBytes, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBombPng, makeJpeg, makePng, truncate } from "../fixtures/images";
import { loader as mediaLoader } from "~/routes/media.$";
import { resetBackendForTests } from "~/services/backend/backend.server";
import { setConfigForTests } from "~/config/config.server";
import { shutdownImagePool } from "~/services/images/image-processing.server";
import { listVariants, makeMissingVariants, makeVariants, type VariantRunResult } from "~/services/images/variants.server";
import { DbRuleError } from "~/services/backend/db-rules";
import { DatabaseError, LocalDatabase, type RealtimeDatabase } from "~/services/backend/database.server";
import { createFirebaseBackend } from "~/services/backend/firebase/app.server";
import { StorageError } from "~/services/backend/storage-errors.server";
import { LocalStorage, readAll, type MediaStorage } from "~/services/backend/storage.server";
import { FAST_RETRY, mockedFirebase, tempDir, type MockedFirebase } from "../support/backends";

interface Subject {
  storage: MediaStorage;
  database: RealtimeDatabase;
  /** The bytes a browser would get from a URL that urlFor returned. */
  read: (url: string) => Promise<Buffer | null>;
  /** The Cache-Control a browser would get with them. */
  cacheControl: (url: string) => Promise<string | null>;
}

let firebase: MockedFirebase;
let removeDir: () => Promise<void>;
const subjects: Record<"embedded" | "firebase", Subject> = {} as never;

beforeAll(async () => {
  const { dir, remove } = await tempDir();
  removeDir = remove;
  // The /media route serves the embedded store of the configured DATA_DIR: the same directory.
  setConfigForTests({ dataDir: dir });
  resetBackendForTests();
  const local = new LocalStorage(dir);
  subjects.embedded = {
    storage: local,
    database: new LocalDatabase(dir),
    read: async (url) => {
      const opened = await local.open(decodeURIComponent(url.replace(/^\/media\//, "")));
      if (!opened) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of opened.stream()) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    cacheControl: async (url) => {
      const path = url.replace(/^\/media\//, "");
      const response = await mediaLoader({
        params: { "*": decodeURIComponent(path) },
        request: new Request(`http://x${url}`),
        context: {},
      });
      return response.headers.get("cache-control");
    },
  };
  firebase = mockedFirebase();
  const backend = createFirebaseBackend(firebase.config, { operationRetry: FAST_RETRY, uploadRetry: FAST_RETRY });
  subjects.firebase = {
    ...backend,
    read: async (url) => {
      const res = await fetch(url);
      return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
    },
    cacheControl: async (url) => (await fetch(url)).headers.get("cache-control"),
  };
});

afterAll(async () => {
  await shutdownImagePool();
  setConfigForTests(null);
  resetBackendForTests();
  firebase?.close();
  await removeDir?.();
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  return "no error";
}

describe.each(["embedded", "firebase"] as const)("the %s backend", (name) => {
  const s = () => subjects[name];
  const folder = () => `contract/${name}-${randomUUID().slice(0, 8)}`;

  describe("storage", () => {
    it("stores an object and gives a URL that serves exactly its bytes", async () => {
      const dir = folder();
      const bytes = randomBytes(1000);
      expect(await s().storage.put(`${dir}/a.bin`, bytes, { contentType: "application/octet-stream" })).toEqual({ bytes: 1000 });
      const url = await s().storage.urlFor(`${dir}/a.bin`);
      expect((await s().read(url))?.equals(bytes)).toBe(true);
    });

    it("streams a large body (the resumable protocol above 262144 bytes) unchanged", async () => {
      const dir = folder();
      const bytes = randomBytes(700_000);
      async function* chunks() {
        for (let i = 0; i < bytes.length; i += 65_536) yield bytes.subarray(i, i + 65_536);
      }
      await s().storage.put(`${dir}/big.bin`, chunks(), { contentType: "application/octet-stream", size: bytes.length });
      expect((await s().read(await s().storage.urlFor(`${dir}/big.bin`)))?.equals(bytes)).toBe(true);
    });

    it("never overwrites: a second put of the same path fails and the first bytes stay", async () => {
      const dir = folder();
      await s().storage.put(`${dir}/once.txt`, "first", { contentType: "text/plain" });
      expect(await codeOf(s().storage.put(`${dir}/once.txt`, "second", { contentType: "text/plain" }))).toBe(
        "storage/already-exists",
      );
      expect((await s().read(await s().storage.urlFor(`${dir}/once.txt`)))?.toString()).toBe("first");
    });

    it("refuses a body over maxBytes with a 413 and keeps nothing", async () => {
      const dir = folder();
      const error = await s()
        .storage.put(`${dir}/huge.bin`, randomBytes(5000), { contentType: "application/octet-stream", maxBytes: 4096 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StorageError);
      expect((error as StorageError).status).toBe(413);
      expect(await s().storage.list(dir)).toEqual([]);
      expect(await codeOf(s().storage.urlFor(`${dir}/huge.bin`))).toBe("storage/object-not-found");
    });

    it("downloads an object to a new local file, within a byte limit, and leaves no file when it fails", async () => {
      const dir = folder();
      const bytes = randomBytes(300_000);
      await s().storage.put(`${dir}/d.bin`, bytes, { contentType: "application/octet-stream" });
      const { dir: local, remove } = await tempDir();
      try {
        expect(await s().storage.download(`${dir}/d.bin`, `${local}/copy`, { maxBytes: 1_000_000 })).toEqual({ bytes: 300_000 });
        expect((await readFile(`${local}/copy`)).equals(bytes)).toBe(true);
        expect(await codeOf(s().storage.download(`${dir}/d.bin`, `${local}/small`, { maxBytes: 1000 }))).toBe(
          "storage/server-file-wrong-size",
        );
        expect(await codeOf(s().storage.download(`${dir}/none.bin`, `${local}/none`, { maxBytes: 1000 }))).toBe(
          "storage/object-not-found",
        );
        expect((await readdir(local)).sort()).toEqual(["copy"]);
      } finally {
        await remove();
      }
    });

    it("answers object-not-found for a missing object", async () => {
      expect(await codeOf(s().storage.urlFor(`${folder()}/missing.svg`))).toBe("storage/object-not-found");
    });

    it("lists the direct children of a folder, sorted, and nothing for a missing folder", async () => {
      const dir = folder();
      for (const n of ["03.svg", "01.svg", "02.svg"]) await s().storage.put(`${dir}/${n}`, n, { contentType: "image/svg+xml" });
      await s().storage.put(`${dir}/nested/04.svg`, "x", { contentType: "image/svg+xml" });
      expect(await s().storage.list(dir)).toEqual([`${dir}/01.svg`, `${dir}/02.svg`, `${dir}/03.svg`]);
      expect(await s().storage.list(`${dir}/`)).toEqual([`${dir}/01.svg`, `${dir}/02.svg`, `${dir}/03.svg`]);
      expect(await s().storage.list(`${dir}/none`)).toEqual([]);
    });

    it("walks every object under a folder, subfolders included, in name order, and nothing for a missing folder", async () => {
      const dir = folder();
      const paths = [`${dir}/b.svg`, `${dir}/a/2.svg`, `${dir}/a/1.svg`, `${dir}/a-c.svg`, `${dir}/a/deep/3.svg`];
      for (const p of paths) await s().storage.put(p, p, { contentType: "image/svg+xml" });
      const walked: string[] = [];
      for await (const p of s().storage.listAll(dir)) walked.push(p);
      // The bucket's order: by bytes of the whole name, so "a-c" (0x2d) before "a/" (0x2f).
      expect(walked).toEqual([`${dir}/a-c.svg`, `${dir}/a/1.svg`, `${dir}/a/2.svg`, `${dir}/a/deep/3.svg`, `${dir}/b.svg`]);
      const none: string[] = [];
      for await (const p of s().storage.listAll(`${dir}/none`)) none.push(p);
      expect(none).toEqual([]);
    });

    it("walks past a page of a thousand objects", async () => {
      const dir = folder();
      const names = Array.from({ length: 1003 }, (_, i) => `${dir}/${String(i).padStart(4, "0")}.txt`);
      for (let i = 0; i < names.length; i += 50) {
        await Promise.all(names.slice(i, i + 50).map((p) => s().storage.put(p, "x", { contentType: "text/plain" })));
      }
      let count = 0;
      let last = "";
      for await (const p of s().storage.listAll(dir)) {
        expect(p > last).toBe(true);
        last = p;
        count++;
      }
      expect(count).toBe(1003);
    });

    it("follows pages when a listing is longer than maxResults", async () => {
      const dir = folder();
      for (let i = 0; i < 5; i++) await s().storage.put(`${dir}/${i}.txt`, String(i), { contentType: "text/plain" });
      expect(await s().storage.list(dir, { maxResults: 2 })).toHaveLength(5);
    });

    it("keeps maxResults between 1 and 1000", async () => {
      expect(await codeOf(s().storage.list(folder(), { maxResults: 0 }))).toBe("storage/invalid-argument");
      expect(await codeOf(s().storage.list(folder(), { maxResults: 1001 }))).toBe("storage/invalid-argument");
    });

    it("removes objects, and removing a missing one is no error", async () => {
      const dir = folder();
      await s().storage.put(`${dir}/gone.txt`, "x", { contentType: "text/plain" });
      await s().storage.urlFor(`${dir}/gone.txt`);
      await s().storage.remove(`${dir}/gone.txt`);
      await s().storage.remove(`${dir}/gone.txt`);
      expect(await codeOf(s().storage.urlFor(`${dir}/gone.txt`))).toBe("storage/object-not-found");
    });

    it.each(["../escape.txt", "a//b.txt", "", "a/./b", "a/../b", "é/x", "a/b\\c"])("refuses the path %j", async (p) => {
      expect(await codeOf(s().storage.put(p, "x", { contentType: "text/plain" }))).toBe("storage/invalid-argument");
      expect(await codeOf(s().storage.urlFor(p))).toBe("storage/invalid-argument");
      expect(await codeOf(s().storage.open(p))).toBe("storage/invalid-argument");
    });

    it("opens an object for reading: its exact bytes, its size and its type, as often as asked", async () => {
      const dir = folder();
      const png = await makePng(40, 30);
      await s().storage.put(`${dir}/p`, png, { contentType: "image/png", size: png.byteLength });
      const opened = await s().storage.open(`${dir}/p`);
      expect(opened).not.toBeNull();
      expect(opened!.size).toBe(png.byteLength);
      expect(opened!.contentType).toBe("image/png");
      expect((await readAll(opened!, 10_000_000)).equals(png)).toBe(true);
      expect((await readAll(opened!, 10_000_000)).equals(png)).toBe(true);
    });

    it("streams a large object unchanged, and refuses to read more than a limit into memory", async () => {
      const dir = folder();
      const bytes = randomBytes(700_000);
      await s().storage.put(`${dir}/big.bin`, bytes, { contentType: "application/octet-stream", size: bytes.length });
      const opened = (await s().storage.open(`${dir}/big.bin`))!;
      expect(opened.size).toBe(700_000);
      expect((await readAll(opened, 700_000)).equals(bytes)).toBe(true);
      expect(await codeOf(readAll(opened, 699_999))).toBe("storage/server-file-wrong-size");
    });

    it("reads a part of an object: exactly those bytes, from its start, middle or end, and only those", async () => {
      const dir = folder();
      const bytes = randomBytes(700_000);
      await s().storage.put(`${dir}/clip.bin`, bytes, { contentType: "application/octet-stream", size: bytes.length });
      const opened = (await s().storage.open(`${dir}/clip.bin`))!;
      for (const [start, end] of [
        [0, 0],
        [0, 1],
        [1000, 70_999],
        [699_990, 699_999],
        [0, 699_999],
      ] as const) {
        const stream = opened.stream({ start, end });
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(Buffer.from(chunk));
        expect(Buffer.concat(chunks).equals(bytes.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
        // What came from the store: the file's bytes read from disk, or Google's answer to a Range.
        if (name === "embedded") expect((stream as unknown as { bytesRead: number }).bytesRead).toBe(end - start + 1);
      }
      if (name === "firebase") {
        const reads = firebase.mocks.calls.filter(
          (c) => c.url.includes(encodeURIComponent(`${dir}/clip.bin`)) && /alt=media/.test(c.url),
        );
        expect(reads.map((c) => c.status)).toEqual([206, 206, 206, 206, 206]);
      }
    });

    it("refuses a range that is not within the object", async () => {
      const dir = folder();
      await s().storage.put(`${dir}/short.txt`, "0123456789", { contentType: "text/plain" });
      const opened = (await s().storage.open(`${dir}/short.txt`))!;
      const read = async (start: number, end: number) => {
        for await (const chunk of opened.stream({ start, end })) void chunk;
      };
      for (const [start, end] of [
        [5, 4],
        [0, 10],
        [10, 10],
        [-1, 3],
        [0.5, 3],
      ]) {
        expect(await codeOf(read(start!, end!)), `${start}-${end}`).toBe("storage/invalid-argument");
      }
    });

    it("opens nothing for a missing object, a removed one or a folder", async () => {
      const dir = folder();
      expect(await s().storage.open(`${dir}/missing.jpg`)).toBeNull();
      await s().storage.put(`${dir}/sub/x.txt`, "x", { contentType: "text/plain" });
      expect(await s().storage.open(`${dir}/sub`)).toBeNull();
      await s().storage.remove(`${dir}/sub/x.txt`);
      expect(await s().storage.open(`${dir}/sub/x.txt`)).toBeNull();
    });
  });

  describe("image variants", () => {
    const kinds = (bytes: Buffer | null) =>
      bytes?.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))
        ? "jpeg"
        : bytes?.toString("latin1", 8, 12) === "WEBP"
          ? "webp"
          : "?";

    it("makes every width of a photo beside it, served as immutable WebP and JPEG; a second run adds nothing", async () => {
      const photo = `${folder()}/photo.jpg`;
      await s().storage.put(photo, await makeJpeg(1600, 1200), { contentType: "image/jpeg" });
      expect(await listVariants(s().storage, photo)).toBeNull();
      const stored = await makeVariants(photo, { storage: s().storage });
      expect(stored.every((p) => p.startsWith(`variants/${photo.slice(0, photo.lastIndexOf("/"))}/photo.jpg.`))).toBe(true);
      const variants = await listVariants(s().storage, photo);
      expect(variants?.original).toEqual({ width: 1600, height: 1200 });
      expect(variants?.webp.map((v) => v.width)).toEqual([320, 640, 736, 960, 1280, 1600]);
      expect(variants?.jpeg.map((v) => v.width)).toEqual([320, 640, 736, 960, 1280, 1600]);
      for (const format of ["webp", "jpeg"] as const) {
        for (const v of variants![format]) expect(kinds(await s().read(v.url))).toBe(format);
      }
      expect(await s().cacheControl(variants!.webp[0]!.url)).toBe("public, max-age=31536000, immutable");
      expect(await makeVariants(photo, { storage: s().storage })).toEqual([]);
    }, 60_000);

    it("makes what is missing in a folder and names what failed; run again, it makes nothing new (npm run images)", async () => {
      const dir = folder();
      const jpeg = await makeJpeg(700, 500);
      await s().storage.put(`${dir}/1.jpg`, jpeg, { contentType: "image/jpeg" });
      await s().storage.put(`${dir}/2.png`, await makePng(400, 300), { contentType: "image/png" });
      await s().storage.put(`${dir}/3.svg`, "<svg/>", { contentType: "image/svg+xml" });
      await s().storage.put(`${dir}/4.jpg`, "not a photo", { contentType: "image/jpeg" });
      const summary = (results: VariantRunResult[]) => results.map((r) => `${r.path.slice(dir.length + 1)} ${r.outcome}`).sort();
      const first = await makeMissingVariants(s().storage, [dir], { concurrency: 2 });
      expect(summary(first)).toEqual(["1.jpg made", "2.png made", "4.jpg failed"]);
      expect(first.find((r) => r.outcome === "failed")?.reason).toMatch(/not a photo we can read/);
      const second = await makeMissingVariants(s().storage, [dir], { concurrency: 2 });
      expect(summary(second)).toEqual(["1.jpg had-variants", "2.png had-variants", "4.jpg failed"]);
    }, 60_000);

    it("judges images by content, not by name: an upload's key has no extension and still gets its variants", async () => {
      const dir = folder();
      const upload = `${dir}/1732000000000-photo`;
      await s().storage.put(upload, await makeJpeg(500, 400), { contentType: "image/jpeg" });
      await s().storage.put(`${dir}/1732000000001-drawing`, "<svg xmlns='http://www.w3.org/2000/svg'/>", {
        contentType: "image/svg+xml",
      });
      await s().storage.put(`${dir}/1732000000002-notes`, "just text", { contentType: "application/octet-stream" });
      const results = await makeMissingVariants(s().storage, [dir], { concurrency: 1 });
      expect(results.map((r) => `${r.path.slice(dir.length + 1)} ${r.outcome}`)).toEqual(["1732000000000-photo made"]);
      expect((await listVariants(s().storage, upload))?.original).toEqual({ width: 500, height: 400 });
    }, 60_000);

    it("refuses a corrupt image and a decompression bomb, and stores nothing for them", async () => {
      const dir = folder();
      const jpeg = await makeJpeg(800, 600);
      await s().storage.put(`${dir}/broken.jpg`, truncate(jpeg, Math.floor(jpeg.length / 2)), { contentType: "image/jpeg" });
      await s().storage.put(`${dir}/bomb.png`, makeBombPng(50_000, 50_000), { contentType: "image/png" });
      expect(await codeOf(makeVariants(`${dir}/broken.jpg`, { storage: s().storage }))).toBe("decode-failed");
      expect(await codeOf(makeVariants(`${dir}/bomb.png`, { storage: s().storage }))).toBe("too-large");
      expect(await s().storage.list(`variants/${dir}`)).toEqual([]);
    }, 60_000);
  });

  describe("database", () => {
    const base = () => `contract/${name}${randomUUID().replace(/-/g, "").slice(0, 8)}`;

    it("reads null where nothing is stored, and the record once created", async () => {
      const root = base();
      expect(await s().database.get(`${root}/k1`)).toBeNull();
      const record = { title: "Sunset", tags: ["a", "b"], dimensions: { width: 10, height: 5 }, uploadedBy: "anonymous" };
      await s().database.create(`${root}/k1`, record);
      expect(await s().database.get(`${root}/k1`)).toEqual(record);
      await s().database.create(`${root}/k2`, { title: "Other" });
      expect(await s().database.get(root)).toEqual({ k1: record, k2: { title: "Other" } });
    });

    it("creates only: a second write to the same key fails and the first record stays", async () => {
      const root = base();
      await s().database.create(`${root}/k`, { v: 1 });
      const error = await s()
        .database.create(`${root}/k`, { v: 2 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatabaseError);
      expect((error as DatabaseError).code).toBe("already-exists");
      expect(await s().database.get(`${root}/k`)).toEqual({ v: 1 });
    });

    it("lets exactly one of many simultaneous creates of a key win; once removed, the key can be created again", async () => {
      const root = base();
      const tries = Array.from({ length: 12 }, (_, i) => s().database.create(`${root}/lock`, { holder: i }));
      const outcomes = await Promise.allSettled(tries);
      const won = outcomes.flatMap((o, i) => (o.status === "fulfilled" ? [i] : []));
      expect(won).toHaveLength(1);
      for (const o of outcomes) {
        if (o.status === "rejected") expect((o.reason as DatabaseError).code).toBe("already-exists");
      }
      expect(await s().database.get(`${root}/lock`)).toEqual({ holder: won[0] });
      await s().database.remove(`${root}/lock`);
      await s().database.create(`${root}/lock`, { holder: "next" });
      expect(await s().database.get(`${root}/lock`)).toEqual({ holder: "next" });
    });

    /** One update that puts `token` in three subtrees at once, one of them a value written whole. */
    const spread = (root: string, token: string, whole: boolean) =>
      s().database.update(root, {
        "state/k": token,
        [`index/all/k`]: token,
        ...(whole ? { audit: { last: { token }, n: 1 } } : { "audit/last/token": token }),
      });
    const tokensIn = async (root: string) => {
      const tree = (await s().database.get(root)) as {
        state?: { k?: string };
        index?: { all?: { k?: string } };
        audit?: { last?: { token?: string } };
      } | null;
      return [tree?.state?.k, tree?.index?.all?.k, tree?.audit?.last?.token];
    };

    it("shows an update whole or not at all to readers that run while it is written", async () => {
      const root = base();
      await spread(root, "t0", true);
      const seen: unknown[][] = [];
      for (let round = 1; round <= 8; round++) {
        const writing = spread(root, `t${round}`, round % 2 === 0);
        const reads = Array.from({ length: 6 }, () => tokensIn(root));
        seen.push(...(await Promise.all(reads)));
        await writing;
      }
      const torn = seen.filter((tokens) => new Set(tokens).size !== 1);
      expect(torn).toEqual([]);
      expect(await tokensIn(root)).toEqual(["t8", "t8", "t8"]);
    });

    it("applies simultaneous updates one after the other: every path ends with the same one's values", async () => {
      const root = base();
      const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => spread(root, `u${i}`, i % 3 === 0)));
      expect(outcomes.filter((o) => o.status === "rejected")).toEqual([]);
      const tokens = await tokensIn(root);
      expect(new Set(tokens).size).toBe(1);
      expect(tokens[0]).toMatch(/^u\d$/);
    });

    it("reads a child inside a value written whole", async () => {
      const root = base();
      await s().database.create(`${root}/k`, { text: "hello", deep: { n: 1 } });
      expect(await s().database.get(`${root}/k/text`)).toBe("hello");
      expect(await s().database.get(`${root}/k/deep/n`)).toBe(1);
      expect(await s().database.get(`${root}/k/missing`)).toBeNull();
      expect(await s().database.get(`${root}/k/text/below`)).toBeNull();
    });

    it("set overwrites whatever is there, and set to null removes it", async () => {
      const root = base();
      await s().database.set(`${root}/k`, { a: 1, b: { c: 2 } });
      await s().database.set(`${root}/k`, { d: 3 });
      expect(await s().database.get(`${root}/k`)).toEqual({ d: 3 });
      await s().database.set(`${root}/k/b`, "leaf");
      expect(await s().database.get(`${root}/k`)).toEqual({ d: 3, b: "leaf" });
      await s().database.set(`${root}/k`, null);
      expect(await s().database.get(`${root}/k`)).toBeNull();
    });

    it("updates several children by relative path at once; a null child is removed, others stay", async () => {
      const root = base();
      await s().database.set(root, { keep: 1, gone: { x: 1 }, index: { a: true } });
      await s().database.update(root, { gone: null, "index/b": true, "deep/er/leaf": "v", keep: 2 });
      expect(await s().database.get(root)).toEqual({ keep: 2, index: { a: true, b: true }, deep: { er: { leaf: "v" } } });
      await s().database.update(root, { "index/a": null, "index/b": null });
      expect(await s().database.get(`${root}/index`)).toBeNull();
      await expect(s().database.update(root, { "bad.key": 1 })).rejects.toBeInstanceOf(DbRuleError);
      // One child inside another is ambiguous: refused before anything is written.
      const nested = await s()
        .database.update(root, { keep: 3, index: { c: true }, "index/d": true })
        .catch((e: unknown) => e);
      expect((nested as DatabaseError).code).toBe("invalid-argument");
      expect(await s().database.get(`${root}/keep`)).toBe(2);
    });

    it("removes a node and everything under it; removing a missing node is fine", async () => {
      const root = base();
      await s().database.set(`${root}/a`, { b: { c: 1 } });
      await s().database.set(`${root}/z`, 1);
      await s().database.remove(`${root}/a`);
      expect(await s().database.get(root)).toEqual({ z: 1 });
      await s().database.remove(`${root}/never/there`);
      await s().database.remove(`${root}/z/child`);
      expect(await s().database.get(root)).toEqual({ z: 1 });
    });

    it("reads a node shallowly: each child's key, primitives with their value, objects as true", async () => {
      const root = base();
      await s().database.set(root, { b: { deep: { deeper: 1 } }, a: "text", c: 3, d: false });
      await s().database.set(`${root}/e`, { x: 1 });
      expect(await s().database.shallow(root)).toEqual([
        ["a", "text"],
        ["b", true],
        ["c", 3],
        ["d", false],
        ["e", true],
      ]);
      expect(await s().database.shallow(`${root}/b`)).toEqual([["deep", true]]);
      expect(await s().database.shallow(`${root}/a`)).toEqual([]);
      expect(await s().database.shallow(`${root}/none`)).toEqual([]);
    });

    describe("queryByKey", () => {
      const keys = ["1700000000001-b", "1700000000000-a", "1700000000002-c", "1700000000003-d", "1700000000004-e"];
      async function seeded(): Promise<string> {
        const root = base();
        await s().database.update(root, Object.fromEntries(keys.map((k) => [k, { title: k }])));
        return root;
      }
      const sorted = [...keys].sort();
      const keysOf = (rows: Array<[string, unknown]>) => rows.map(([k]) => k);

      it("gives the first or the last children in key order, with their values", async () => {
        const root = await seeded();
        const first = await s().database.queryByKey(root, { limit: 2, from: "first" });
        expect(first).toEqual([
          [sorted[0], { title: sorted[0] }],
          [sorted[1], { title: sorted[1] }],
        ]);
        expect(keysOf(await s().database.queryByKey(root, { limit: 2, from: "last" }))).toEqual(sorted.slice(3));
        expect(keysOf(await s().database.queryByKey(root, { limit: 1000, from: "last" }))).toEqual(sorted);
      });

      it("narrows to startAt and endAt, both inclusive, before the limit", async () => {
        const root = await seeded();
        const q = (startAt: string | undefined, endAt: string | undefined, limit: number, from: "first" | "last") =>
          s().database.queryByKey(root, { startAt, endAt, limit, from }).then(keysOf);
        expect(await q(sorted[1], sorted[3], 10, "first")).toEqual(sorted.slice(1, 4));
        expect(await q(sorted[1], undefined, 2, "first")).toEqual(sorted.slice(1, 3));
        // The next older page: everything before a key, newest first.
        expect(await q(undefined, "1700000000003", 2, "last")).toEqual(sorted.slice(1, 3));
        expect(await q("1700000000002-c\uf8ff", undefined, 10, "first")).toEqual(sorted.slice(3));
        expect(await q("zzz", undefined, 10, "first")).toEqual([]);
      });

      it("answers an empty list for a missing node or a leaf", async () => {
        const root = base();
        expect(await s().database.queryByKey(`${root}/none`, { limit: 5, from: "first" })).toEqual([]);
        await s().database.set(`${root}/leaf`, "x");
        expect(await s().database.queryByKey(`${root}/leaf`, { limit: 5, from: "first" })).toEqual([]);
      });

      it("orders integer-looking keys first, as numbers, then the others as strings", async () => {
        const root = base();
        await s().database.update(root, {
          "10": "ten",
          "9": "nine",
          "2": "two",
          a: "a",
          "-1": "minus",
          "09": "zero-nine",
          B: "B",
        });
        const all = await s().database.queryByKey(root, { limit: 100, from: "first" });
        expect(keysOf(all)).toEqual(["-1", "2", "9", "10", "09", "B", "a"]);
        expect(all[1]).toEqual(["2", "two"]);
        expect(keysOf(await s().database.queryByKey(root, { startAt: "3", endAt: "B", limit: 100, from: "first" }))).toEqual([
          "9",
          "10",
          "09",
          "B",
        ]);
      });

      it.each([0, 1001, 1.5, -1])("refuses a limit of %d", async (limit) => {
        const error = await s()
          .database.queryByKey(base(), { limit, from: "first" })
          .catch((e: unknown) => e);
        expect((error as DatabaseError).code).toBe("invalid-argument");
      });
    });

    it.each([
      ["a key with a dot", "x/a.b", { v: 1 }],
      ["a key with #", "x/a#b", { v: 1 }],
      ["a key with $", "x/a$b", { v: 1 }],
      ["a key with [", "x/a[b", { v: 1 }],
      ["an empty path", "", { v: 1 }],
      ["an undefined value", "x/k", { v: undefined }],
      ["a function", "x/k", { v: () => 1 }],
      ["a nested bad key", "x/k", { "a/b": 1 }],
    ])("refuses %s with the shared validator", async (_label, p, value) => {
      await expect(s().database.create(p ? `${base()}/${p}` : p, value)).rejects.toBeInstanceOf(DbRuleError);
    });
  });
});

describe("the firebase backend under faults", () => {
  const fb = () => subjects.firebase;
  const mocks = () => firebase.mocks;
  const dir = () => `faults/${randomUUID().slice(0, 8)}`;

  async function seeded(): Promise<string> {
    const p = `${dir()}/x.svg`;
    mocks().seedObject(firebase.config.storageBucket, p, "<svg/>", { contentType: "image/svg+xml", downloadToken: randomUUID() });
    return p;
  }

  function storageCalls(p: string) {
    return mocks().countCalls((c) => c.service === "storage" && c.url.includes(encodeURIComponent(p)));
  }

  it("retries a 503 and succeeds", async () => {
    const p = await seeded();
    mocks().addFault({ service: "storage", status: 503, match: (url) => url.href.includes(encodeURIComponent(p)) });
    expect(await fb().storage.urlFor(p)).toContain("token=");
    expect(storageCalls(p)).toBe(2);
  });

  it("retries a 429 and a 408", async () => {
    const p = await seeded();
    mocks().addFault({ service: "storage", status: 429, match: (url) => url.href.includes(encodeURIComponent(p)) });
    mocks().addFault({ service: "storage", status: 408, match: (url) => url.href.includes(encodeURIComponent(p)) });
    expect(await fb().storage.urlFor(p)).toContain("token=");
    expect(storageCalls(p)).toBe(3);
  });

  it.each([
    [401, "storage/unauthenticated"],
    [403, "storage/unauthorized"],
    [402, "storage/quota-exceeded"],
    [404, "storage/object-not-found"],
  ])("does not retry a %i and maps it to %s", async (status, code) => {
    const p = await seeded();
    mocks().addFault({ service: "storage", status, times: 5, match: (url) => url.href.includes(encodeURIComponent(p)) });
    expect(await codeOf(fb().storage.urlFor(p))).toBe(code);
    expect(storageCalls(p)).toBe(1);
    mocks().state.faults.length = 0;
  });

  it("gives up with storage/retry-limit-exceeded and the product's message when 503s do not stop", async () => {
    const p = await seeded();
    mocks().addFault({
      service: "storage",
      status: 503,
      times: 10_000,
      match: (url) => url.href.includes(encodeURIComponent(p)),
    });
    const error = (await fb()
      .storage.urlFor(p)
      .catch((e: unknown) => e)) as StorageError;
    mocks().state.faults.length = 0;
    expect(error.code).toBe("storage/retry-limit-exceeded");
    expect(error.message).toBe("Max retry time for operation exceeded, please try again.");
    expect(storageCalls(p)).toBeGreaterThan(2);
  });

  it("a create-only write whose answer was lost is not taken for someone else's when it is retried", async () => {
    const p = `${dir()}/record`;
    const value = { title: "Harbour", tags: ["a"], size: { width: 3, height: 2 } };
    mocks().addFault({
      service: "rtdb",
      method: "PUT",
      network: "reset",
      afterEffect: true,
      match: (url) => url.pathname.includes(p),
    });
    await fb().database.create(p, value);
    expect(await fb().database.get(p)).toEqual(value);
    const again = (await fb()
      .database.create(p, value)
      .catch((e: unknown) => e)) as DatabaseError;
    expect(again.code).toBe("already-exists");
  });

  it("treats a call that does not answer in time as a timeout and retries it", async () => {
    const p = await seeded();
    mocks().addFault({
      service: "storage",
      delayMs: FAST_RETRY.attemptTimeoutMs + 400,
      match: (url) => url.href.includes(encodeURIComponent(p)),
    });
    expect(await fb().storage.urlFor(p)).toContain("token=");
    expect(storageCalls(p)).toBe(2);
  });

  it("downloads again after an attempt that did not answer in time, into the one file asked for", async () => {
    const p = await seeded();
    const { dir: folder, remove } = await tempDir("fsw-download-");
    mocks().addFault({
      service: "storage",
      method: "GET",
      delayMs: FAST_RETRY.attemptTimeoutMs + 400,
      match: (url) => url.href.includes(encodeURIComponent(p)) && url.searchParams.get("alt") === "media",
    });
    const { bytes } = await fb().storage.download(p, `${folder}/copy.svg`, { maxBytes: 1000 });
    expect(bytes).toBe(6);
    expect(await readFile(`${folder}/copy.svg`, "utf8")).toBe("<svg/>");
    await new Promise((r) => setTimeout(r, 600));
    expect(await readdir(folder)).toEqual(["copy.svg"]);
    await remove();
  });

  /**
   * Every unhandled rejection and uncaught exception of this process while `work` runs, until
   * `answered` says the late answer has been sent, and for a moment after it reached the client.
   */
  async function strayErrors(work: () => Promise<void>, answered: () => boolean): Promise<unknown[]> {
    const seen: unknown[] = [];
    const note = (error: unknown) => seen.push(error);
    process.on("unhandledRejection", note);
    process.on("uncaughtException", note);
    try {
      await work();
      while (!answered()) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      process.off("unhandledRejection", note);
      process.off("uncaughtException", note);
    }
    return seen;
  }

  function lateMediaAnswerSent(p: string): boolean {
    return mocks().calls.some(
      (c) => c.faulted && c.url.includes(encodeURIComponent(p)) && c.url.includes("alt=media") && c.durationMs > 0,
    );
  }

  // On Node 24 the library's stream, destroyed before its answer, made the answer throw in a promise
  // of the library's: an unhandled rejection, which ends a server that does not catch it.
  it("lets the answer of a given-up download come and go without an unhandled rejection", async () => {
    const p = await seeded();
    const { dir: folder, remove } = await tempDir("fsw-download-");
    mocks().addFault({
      service: "storage",
      method: "GET",
      delayMs: FAST_RETRY.attemptTimeoutMs + 200,
      match: (url) => url.href.includes(encodeURIComponent(p)) && url.searchParams.get("alt") === "media",
    });
    let bytes = 0;
    const seen = await strayErrors(
      async () => {
        ({ bytes } = await fb().storage.download(p, `${folder}/copy.svg`, { maxBytes: 1000 }));
      },
      () => lateMediaAnswerSent(p),
    );
    expect(seen).toEqual([]);
    expect(bytes).toBe(6);
    expect(mocks().calls.filter((c) => c.url.includes(encodeURIComponent(p)) && c.url.includes("alt=media"))).toHaveLength(2);
    expect(await readdir(folder)).toEqual(["copy.svg"]);
    await remove();
  });

  it("lets the answer of a read its reader gave up on come and go without an unhandled rejection", async () => {
    const p = await seeded();
    mocks().addFault({
      service: "storage",
      method: "GET",
      delayMs: 300,
      match: (url) => url.href.includes(encodeURIComponent(p)) && url.searchParams.get("alt") === "media",
    });
    const opened = await fb().storage.open(p);
    const seen = await strayErrors(
      async () => {
        const stream = opened!.stream() as Readable;
        stream.on("error", () => {});
        stream.resume();
        // The visitor hangs up once the request is on its way, before the answer.
        while (!mocks().calls.some((c) => c.faulted && c.url.includes(encodeURIComponent(p)))) {
          await new Promise((r) => setTimeout(r, 5));
        }
        stream.destroy();
      },
      () => lateMediaAnswerSent(p),
    );
    expect(seen).toEqual([]);
    expect(await readAll((await fb().storage.open(p))!, 1000)).toEqual(Buffer.from("<svg/>"));
  });

  it("resumes a failure in the middle of an upload by sending it again, and stores it once", async () => {
    const p = `${dir()}/big.bin`;
    const bytes = randomBytes(600_000);
    mocks().addFault({ service: "storage", failUploadAfterBytes: 300_000 });
    await fb().storage.put(p, () => [bytes] as unknown as AsyncIterable<Uint8Array>, {
      contentType: "application/octet-stream",
      size: bytes.length,
    });
    expect(mocks().calls.filter((c) => c.faulted && c.url.includes("/upload/")).length).toBe(1);
    expect(mocks().readObject(firebase.config.storageBucket, p)?.bytes.equals(bytes)).toBe(true);
    expect(mocks().listObjects(firebase.config.storageBucket, p)).toEqual([p]);
  });

  it("leaves no object behind when an upload keeps failing in the middle", async () => {
    const p = `${dir()}/broken.bin`;
    const faultedBefore = mocks().calls.filter((c) => c.faulted).length;
    const bytes = randomBytes(600_000);
    mocks().addFault({ service: "storage", failUploadAfterBytes: 100_000, times: 10_000 });
    const error = (await fb()
      .storage.put(p, () => [bytes] as unknown as AsyncIterable<Uint8Array>, {
        contentType: "application/octet-stream",
        size: bytes.length,
      })
      .catch((e: unknown) => e)) as StorageError;
    mocks().state.faults.length = 0;
    expect(error).toBeInstanceOf(StorageError);
    expect(error.code).toBe("storage/retry-limit-exceeded");
    expect(mocks().calls.filter((c) => c.faulted).length - faultedBefore).toBeGreaterThan(1);
    expect(mocks().listObjects(firebase.config.storageBucket, p)).toEqual([]);
  });

  it("asks Google nothing for a URL it already knows (warm cache), nor right after an upload", async () => {
    const p = await seeded();
    await fb().storage.urlFor(p);
    const before = mocks().calls.length;
    await fb().storage.urlFor(p);
    const fresh = `${dir()}/new.txt`;
    await fb().storage.put(fresh, "x", { contentType: "text/plain", size: 1 });
    const afterPut = mocks().calls.length;
    expect(await fb().storage.urlFor(fresh)).toContain("token=");
    expect(mocks().calls.length).toBe(afterPut);
    expect(afterPut - before).toBeGreaterThan(0);
  });

  it("learns download URLs from a listing, so a gallery costs one call", async () => {
    const folder = dir();
    for (const n of ["01.svg", "02.svg", "03.svg"]) {
      mocks().seedObject(firebase.config.storageBucket, `${folder}/${n}`, "<svg/>", {
        contentType: "image/svg+xml",
        downloadToken: randomUUID(),
      });
    }
    const before = mocks().calls.length;
    const paths = await fb().storage.list(folder);
    const urls = await Promise.all(paths.map((p) => fb().storage.urlFor(p)));
    expect(mocks().calls.length - before).toBe(1);
    for (const [i, url] of urls.entries()) {
      const token = mocks().readObject(firebase.config.storageBucket, paths[i]!)?.metadata.firebaseStorageDownloadTokens;
      expect(url).toContain(`token=${token}`);
    }
  });

  it("gives an object without a download token one, like the console does", async () => {
    const p = `${dir()}/tokenless.svg`;
    mocks().seedObject(firebase.config.storageBucket, p, "<svg/>", { contentType: "image/svg+xml" });
    const url = await fb().storage.urlFor(p);
    const token = new URL(url).searchParams.get("token");
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(mocks().readObject(firebase.config.storageBucket, p)?.metadata.firebaseStorageDownloadTokens).toBe(token);
    expect((await fetch(url)).status).toBe(200);
  });

  it("retries the database on 503 and maps 401 to permission_denied with the product's message", async () => {
    const root = `faults/db${randomUUID().replace(/-/g, "").slice(0, 8)}`;
    mocks().addFault({ service: "rtdb", status: 503 });
    await fb().database.create(`${root}/k`, { v: 1 });
    expect(mocks().readDatabase(`${root}/k`)).toEqual({ v: 1 });
    mocks().addFault({ service: "rtdb", status: 401, times: 5 });
    const error = (await fb()
      .database.get(root)
      .catch((e: unknown) => e)) as DatabaseError;
    mocks().state.faults.length = 0;
    expect(error.code).toBe("permission_denied");
    expect(error.message).toBe("Client doesn't have permission to access the desired data.");
  });

  it("reads a REST 404 as no data", async () => {
    mocks().addFault({ service: "rtdb", status: 404 });
    expect(await fb().database.get("faults/anything")).toBeNull();
  });

  it("sends an access token from the service account to both services", () => {
    const unauthorized = mocks().calls.filter(
      (c) => (c.service === "storage" || c.service === "rtdb") && c.status === 401 && !c.faulted,
    );
    expect(unauthorized).toEqual([]);
    expect(mocks().countCalls({ service: "oauth" })).toBeGreaterThanOrEqual(2);
  });
});
