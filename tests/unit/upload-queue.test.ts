import { Upload, type HttpRequest, type HttpResponse, type PreviousUpload, type UploadOptions } from "tus-js-client";
import { describe, expect, it } from "vitest";
import {
  DIRECT_UPLOAD_MAX_BYTES,
  GIVE_UP_AFTER_MS,
  LARGEST_CHUNK_BYTES,
  ProgressClock,
  RETRY_DELAYS,
  STALL_AFTER_MS,
  ResumeKeys,
  fileFingerprint,
  newIdempotencyKey,
  nextChunkSize,
  runQueue,
  shouldRetry,
  stallAfterMs,
  uploadIdFromUrl,
} from "~/browser/uploader/upload-queue";
import { batchPercent } from "~/components/upload-queue-list";
import { en } from "~/i18n/messages/en";
import { createTranslator } from "~/i18n/translate";
import { postUntilAnswered, sendPhoto, type Answer, type SenderDeps, type UploadClass } from "~/browser/uploader/upload-sender";

/** The words the page hands the uploader: here the English ones. */
const t = createTranslator("en", en);
const WAITING_MESSAGE = en["upload.waiting"];

/** A tus server in memory, reached through tus-js-client's HTTP-stack option: it records every request. */
class FakeTusServer {
  uploads = new Map<string, { length: number; offset: number; metadata: string }>();
  requests: { method: string; url: string; offset?: number; bytes?: number; headers?: Record<string, string> }[] = [];
  /** When set, creation is refused with this status and a line of plain text, as @tus/server does. */
  refuseCreation: [number, string] | null = null;
  /** Called before a PATCH is stored: may keep only part of the body and cut the connection. */
  cut: ((offset: number, bytes: number) => number | null) | null = null;
  patchStatus = 204;
  /** When it answers true for a PATCH's offset, that PATCH is held open for ever, storing nothing (once). */
  hold: ((offset: number) => boolean) | null = null;
  private next = 1;

  stack() {
    const handle = this.handle.bind(this);
    return {
      getName: () => "fake",
      createRequest(method: string, url: string): HttpRequest {
        const headers: Record<string, string> = {};
        return {
          getMethod: () => method,
          getURL: () => url,
          setHeader: (k: string, v: string) => void (headers[k] = v),
          getHeader: (k: string) => headers[k],
          setProgressHandler: () => {},
          abort: () => Promise.resolve(),
          getUnderlyingObject: () => null,
          send: (body?: Buffer) => handle(method, url, headers, body),
        } as unknown as HttpRequest;
      },
    };
  }

  private answer(status: number, headers: Record<string, string> = {}, body = ""): HttpResponse {
    return {
      getStatus: () => status,
      getHeader: (k: string) => headers[k],
      getBody: () => body,
      getUnderlyingObject: () => null,
    } as unknown as HttpResponse;
  }

  async handle(method: string, url: string, headers: Record<string, string>, body?: Buffer): Promise<HttpResponse> {
    if (method === "POST") {
      if (this.refuseCreation) return this.answer(this.refuseCreation[0], {}, this.refuseCreation[1]);
      const id = `u${this.next++}`;
      this.uploads.set(id, { length: Number(headers["Upload-Length"]), offset: 0, metadata: headers["Upload-Metadata"] ?? "" });
      this.requests.push({ method, url, headers: { ...headers } });
      return this.answer(201, { Location: `http://site.test/add-photo/tus/${id}` });
    }
    const upload = this.uploads.get(uploadIdFromUrl(url));
    if (!upload) return this.answer(404);
    if (method === "HEAD") {
      this.requests.push({ method, url, offset: upload.offset });
      return this.answer(200, { "Upload-Offset": String(upload.offset), "Upload-Length": String(upload.length) });
    }
    const offset = Number(headers["Upload-Offset"]);
    const bytes = body?.length ?? 0;
    this.requests.push({ method, url, offset, bytes });
    if (offset !== upload.offset) return this.answer(409);
    if (this.hold?.(offset)) {
      this.hold = null;
      return new Promise<HttpResponse>(() => {});
    }
    if (this.patchStatus !== 204) return this.answer(this.patchStatus, {}, '{"formError":"Error uploading file: refused."}');
    const kept = this.cut?.(offset, bytes);
    if (kept != null) {
      this.cut = null;
      upload.offset += kept;
      throw new Error("connection reset");
    }
    upload.offset += bytes;
    return this.answer(204, { "Upload-Offset": String(upload.offset) });
  }
}

/** tus-js-client's URL store interface over a map that outlives one "page" (like localStorage). */
function urlStore(map: Map<string, PreviousUpload>) {
  let n = 0;
  return {
    findAllUploads: async () => [...map.values()],
    findUploadsByFingerprint: async (fp: string) =>
      [...map.entries()].filter(([k]) => k.startsWith(`${fp}::`)).map(([k, v]) => ({ ...v, urlStorageKey: k })),
    removeUpload: async (key: string) => void map.delete(key),
    addUpload: async (fp: string, upload: PreviousUpload) => {
      const key = `${fp}::${n++}`;
      map.set(key, upload);
      return key;
    },
  };
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

/** tus-js-client for Node reads Buffers: the test's File carries its bytes alongside. */
const bytesOf = new WeakMap<File, Buffer>();
function photo(name: string, size: number) {
  const bytes = Buffer.alloc(size, 7);
  const file = new File([bytes], name, { type: "image/jpeg", lastModified: 1_700_000_000_000 });
  bytesOf.set(file, bytes);
  return file;
}
const NodeUpload = class extends Upload {
  constructor(file: File, options: UploadOptions) {
    super(bytesOf.get(file)!, options);
  }
} as unknown as UploadClass;

function deps(server: FakeTusServer, urls: Map<string, PreviousUpload>, answers: (Answer | Error)[], now = () => 0) {
  const posts: FormData[] = [];
  const sleeps: number[] = [];
  let loads = 0;
  const d: SenderDeps = {
    loadUpload: async () => {
      loads++;
      return NodeUpload;
    },
    post: async (url, body, onProgress) => {
      expect(url).toBe("/add-photo/upload");
      posts.push(body);
      onProgress?.(1);
      const next = answers.shift() ?? ok("stored");
      if (next instanceof Error) throw next;
      return next;
    },
    sleep: async (ms) => void sleeps.push(ms),
    now,
    tusOptions: { httpStack: server.stack() as never, urlStorage: urlStore(urls) as never },
    t,
  };
  return { d, posts, sleeps, loads: () => loads };
}

const ok = (status: "stored" | "duplicate", key = "1-a"): Answer => ({
  status: 200,
  text: JSON.stringify({
    ok: true,
    key,
    status,
    message: status === "stored" ? "Image uploaded successfully!" : "Already shared.",
  }),
  retryAfter: 0,
});

describe("chunk sizes", () => {
  it("start at 262144 bytes and double after each stored chunk up to 33554432", () => {
    const schedule = [262144];
    while (schedule.length < 12) schedule.push(nextChunkSize(schedule.at(-1)!));
    expect(schedule).toEqual([
      262144, 524288, 1048576, 2097152, 4194304, 8388608, 16777216, 33554432, 33554432, 33554432, 33554432, 33554432,
    ]);
    expect(nextChunkSize(LARGEST_CHUNK_BYTES)).toBe(LARGEST_CHUNK_BYTES);
  });

  it("are what tus-js-client really sends: each PATCH twice the last", async () => {
    const server = new FakeTusServer();
    const size = 262144 + 524288 + 1048576 + 2097152 + 1000;
    const { d, posts } = deps(server, new Map(), []);
    const outcome = await sendPhoto(
      photo("big.jpg", size),
      [["title", "Big"]],
      "fp-big",
      new ResumeKeys(memoryStorage(), () => "key-1"),
      d,
      () => {},
    );
    expect(outcome).toEqual({ status: "stored", key: "1-a", message: "Image uploaded successfully!" });
    const patches = server.requests.filter((r) => r.method === "PATCH").map((r) => r.bytes);
    expect(patches).toEqual([262144, 524288, 1048576, 2097152, 1000]);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.get("tusUpload")).toBe("u1");
    expect(posts[0]!.get("idempotencyKey")).toBe("key-1");
    expect(posts[0]!.get("title")).toBe("Big");
    expect(posts[0]!.get("photo")).toBeNull();
  });
});

describe("the uploader's consent", () => {
  it("travels as tus metadata named like the box, and with the finish and a small photo's post", async () => {
    const server = new FakeTusServer();
    const { d, posts } = deps(server, new Map(), []);
    const fields: [string, string][] = [
      ["title", "Given"],
      ["consent", "yes"],
      ["consentAt", "2026-06-15T10:00:00.000Z"],
    ];
    const keys = new ResumeKeys(memoryStorage(), () => "key-c");
    await sendPhoto(photo("big.jpg", 300_000), fields, "fp-big", keys, d, () => {});
    const created = server.requests.find((r) => r.method === "POST")!;
    const metadata = Object.fromEntries(
      String(created.headers!["Upload-Metadata"])
        .split(",")
        .map((pair) => pair.split(" "))
        .map(([k, v]) => [k, Buffer.from(v ?? "", "base64").toString()]),
    );
    expect(metadata).toMatchObject({ consent: "yes", filename: "big.jpg" });
    await sendPhoto(photo("small.jpg", 1000), fields, "fp-small", keys, d, () => {});
    for (const post of posts) {
      expect(post.get("consent")).toBe("yes");
      expect(post.get("consentAt")).toBe("2026-06-15T10:00:00.000Z");
    }
    expect(posts).toHaveLength(2);
  });

  it("is sent empty when the box was not ticked, so the server refuses to create the upload", async () => {
    const server = new FakeTusServer();
    const { d } = deps(server, new Map(), []);
    await sendPhoto(photo("big.jpg", 300_000), [["title", "x"]], "fp-x", new ResumeKeys(memoryStorage(), () => "k"), d, () => {});
    const created = server.requests.find((r) => r.method === "POST")!;
    expect(String(created.headers!["Upload-Metadata"])).toMatch(/(^|,)consent(,|$| )/);
    expect(String(created.headers!["Upload-Metadata"])).not.toContain(`consent ${Buffer.from("yes").toString("base64")}`);
  });
});

describe("a dropped connection", () => {
  it("resumes from the server's offset, not from zero, and every byte arrives once", async () => {
    const server = new FakeTusServer();
    const size = 262144 + 524288 + 300000;
    // The second chunk is cut after 100000 of its bytes reached the server.
    server.cut = (offset) => (offset === 262144 ? 100000 : null);
    const { d } = deps(server, new Map(), []);
    const outcome = await sendPhoto(
      photo("cut.jpg", size),
      [],
      "fp-cut",
      new ResumeKeys(memoryStorage(), () => "k"),
      d,
      () => {},
    );
    expect(outcome.status).toBe("stored");
    const after = server.requests.slice(server.requests.findIndex((r) => r.method === "PATCH" && r.offset === 262144) + 1);
    expect(after[0]).toMatchObject({ method: "HEAD", offset: 362144 });
    expect(after[1]).toMatchObject({ method: "PATCH", offset: 362144 });
    expect(server.uploads.get("u1")).toMatchObject({ offset: size, length: size });
    expect(server.requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });

  it("after a reload, the same file chosen again resumes its upload with the same idempotency key", async () => {
    const server = new FakeTusServer();
    const urls = new Map<string, PreviousUpload>();
    const storage = memoryStorage();
    const size = 262144 * 3;
    const file = photo("reload.jpg", size);
    let clock = 0;
    // First page: the connection drops after the first chunk and stays down past the give-up time.
    server.cut = (offset) => (offset === 262144 ? 0 : null);
    const first = deps(server, urls, [], () => (clock += GIVE_UP_AFTER_MS));
    let keys = 0;
    const outcome1 = await sendPhoto(
      file,
      [],
      fileFingerprint(file),
      new ResumeKeys(storage, () => `key-${++keys}`),
      first.d,
      () => {},
    );
    expect(outcome1.status).toBe("waiting");
    expect(first.posts).toHaveLength(0);
    expect(server.uploads.get("u1")!.offset).toBe(262144);
    // Second page: new instances over the same storage.
    const before = server.requests.length;
    const second = deps(server, urls, []);
    const outcome2 = await sendPhoto(
      file,
      [],
      fileFingerprint(file),
      new ResumeKeys(storage, () => `key-${++keys}`),
      second.d,
      () => {},
    );
    expect(outcome2.status).toBe("stored");
    expect(server.requests.filter((r) => r.method === "POST")).toHaveLength(1);
    const resumed = server.requests.slice(before).filter((r) => r.method === "PATCH");
    expect(resumed.map((r) => [r.offset, r.bytes])).toEqual([
      [262144, 262144],
      [524288, 262144],
    ]);
    expect(second.posts[0]!.get("idempotencyKey")).toBe("key-1");
    expect(second.posts[0]!.get("tusUpload")).toBe("u1");
    expect(server.uploads.get("u1")!.metadata).toContain(`idempotencyKey ${Buffer.from("key-1").toString("base64")}`);
    // Answered: nothing left to resume.
    expect(storage.map.size).toBe(0);
    expect(urls.size).toBe(0);
  });

  it("keeps the key of a file whose bytes are all on the server until the upload route answers", async () => {
    const storage = memoryStorage();
    const file = photo("done.jpg", 400000);
    const server = new FakeTusServer();
    const first = deps(server, new Map(), [], () => Date.now());
    first.d.post = async () => {
      throw new Error("offline");
    };
    let clock = 0;
    first.d.now = () => (clock += 200000);
    const out = await sendPhoto(file, [], "fp-done", new ResumeKeys(storage, () => "key-A"), first.d, () => {});
    expect(out.status).toBe("waiting");
    expect(JSON.parse(storage.map.get("fp-done")!)).toEqual({ idempotencyKey: "key-A", tusUpload: "u1" });
    const second = deps(server, new Map(), []);
    await sendPhoto(file, [], "fp-done", new ResumeKeys(storage, () => "key-B"), second.d, () => {});
    expect(second.loads()).toBe(0);
    expect(server.requests.filter((r) => r.method === "POST")).toHaveLength(1);
    expect(second.posts[0]!.get("tusUpload")).toBe("u1");
    expect(second.posts[0]!.get("idempotencyKey")).toBe("key-A");
  });

  it("gives up on a refused chunk at once, with the server's reason", async () => {
    const server = new FakeTusServer();
    server.patchStatus = 413;
    const storage = memoryStorage();
    const { d } = deps(server, new Map(), []);
    const out = await sendPhoto(photo("huge.jpg", 600000), [], "fp-huge", new ResumeKeys(storage, () => "k"), d, () => {});
    expect(out).toEqual({ status: "refused", message: "Error uploading file: refused." });
    expect(server.requests.filter((r) => r.method === "PATCH")).toHaveLength(1);
    expect(storage.map.size).toBe(0);
  });
});

describe("a stalled or lost connection", () => {
  it("a PATCH held open without an answer is aborted after the stall time and resumed from the server's offset", async () => {
    const server = new FakeTusServer();
    const size = 262144 * 3;
    server.hold = (offset) => offset === 262144;
    const { d, posts } = deps(server, new Map(), []);
    d.stallMs = 30;
    const outcome = await sendPhoto(
      photo("held.jpg", size),
      [],
      "fp-held",
      new ResumeKeys(memoryStorage(), () => "k-held"),
      d,
      () => {},
    );
    expect(outcome.status).toBe("stored");
    const held = server.requests.findIndex((r) => r.method === "PATCH" && r.offset === 262144);
    const after = server.requests.slice(held + 1);
    expect(after[0]).toMatchObject({ method: "HEAD", offset: 262144 });
    expect(after[1]).toMatchObject({ method: "PATCH", offset: 262144 });
    expect(server.uploads.get("u1")).toMatchObject({ offset: size, length: size });
    expect(server.requests.filter((r) => r.method === "POST")).toHaveLength(1);
    expect(posts).toHaveLength(1);
  });

  it("the stall time is 30 s unless the page sets window.fswUploadStallMs to a positive number", () => {
    const global = globalThis as { fswUploadStallMs?: unknown };
    expect(STALL_AFTER_MS).toBe(30000);
    expect(stallAfterMs()).toBe(30000);
    try {
      global.fswUploadStallMs = 1500;
      expect(stallAfterMs()).toBe(1500);
      for (const bad of [0, -5, "10", Number.NaN, Number.POSITIVE_INFINITY]) {
        global.fswUploadStallMs = bad;
        expect(stallAfterMs()).toBe(30000);
      }
    } finally {
      delete global.fswUploadStallMs;
    }
  });

  it("offline, a cut upload waits at once with its key and partial upload, and resumes once the connection is back", async () => {
    const server = new FakeTusServer();
    const urls = new Map<string, PreviousUpload>();
    const storage = memoryStorage();
    const size = 262144 * 3;
    const file = photo("offline.jpg", size);
    server.cut = (offset) => (offset === 262144 ? 100000 : null);
    let online = true;
    const first = deps(server, urls, []);
    first.d.online = () => online;
    const cutting = server.cut;
    server.cut = (offset, bytes) => {
      const kept = cutting(offset, bytes);
      if (kept != null) online = false;
      return kept;
    };
    let keys = 0;
    const waited = await sendPhoto(
      file,
      [],
      fileFingerprint(file),
      new ResumeKeys(storage, () => `key-${++keys}`),
      first.d,
      () => {},
    );
    expect(waited).toEqual({ status: "waiting", message: WAITING_MESSAGE });
    // No attempt while offline: the cut PATCH is the last request.
    expect(server.requests.at(-1)).toMatchObject({ method: "PATCH", offset: 262144 });
    expect(first.posts).toHaveLength(0);

    online = true;
    const second = deps(server, urls, []);
    second.d.online = () => online;
    const stored = await sendPhoto(
      file,
      [],
      fileFingerprint(file),
      new ResumeKeys(storage, () => `key-${++keys}`),
      second.d,
      () => {},
    );
    expect(stored.status).toBe("stored");
    expect(server.requests.filter((r) => r.method === "POST")).toHaveLength(1);
    expect(second.posts.map((p) => p.get("idempotencyKey"))).toEqual(["key-1"]);
    expect(server.uploads.get("u1")!.offset).toBe(size);
  });

  it("a small file's post that loses the connection while offline waits instead of trying again", async () => {
    const { d, posts } = deps(new FakeTusServer(), new Map(), [new Error("the connection was interrupted.")]);
    d.online = () => false;
    const storage = memoryStorage();
    const out = await sendPhoto(photo("s.jpg", 1000), [], "fp-s-off", new ResumeKeys(storage, () => "k-off"), d, () => {});
    expect(out.status).toBe("waiting");
    expect(posts).toHaveLength(1);
    expect(JSON.parse(storage.map.get("fp-s-off")!)).toEqual({ idempotencyKey: "k-off" });
  });
});

describe("small files", () => {
  it("are posted whole with their key; the tus client is never loaded", async () => {
    const server = new FakeTusServer();
    const { d, posts, loads } = deps(server, new Map(), [ok("duplicate")]);
    const file = photo("small.jpg", DIRECT_UPLOAD_MAX_BYTES);
    const out = await sendPhoto(file, [["city", "Lagos"]], "fp-s", new ResumeKeys(memoryStorage(), () => "key-s"), d, () => {});
    expect(out.status).toBe("duplicate");
    expect(loads()).toBe(0);
    expect(server.requests).toEqual([]);
    expect((posts[0]!.get("photo") as File).size).toBe(DIRECT_UPLOAD_MAX_BYTES);
    expect(posts[0]!.get("idempotencyKey")).toBe("key-s");
    expect(posts[0]!.get("city")).toBe("Lagos");
  });
});

describe("retry and give-up clock", () => {
  it("retries network failures and server errors, never a refusal, and stops 600000 ms after the last progress", () => {
    let now = 0;
    const clock = new ProgressClock(() => now);
    expect(shouldRetry(0, clock)).toBe(true);
    expect(shouldRetry(503, clock)).toBe(true);
    for (const status of [409, 423, 429]) expect(shouldRetry(status, clock)).toBe(true);
    for (const status of [400, 403, 404, 413, 415]) expect(shouldRetry(status, clock)).toBe(false);
    now = 599999;
    expect(shouldRetry(0, clock)).toBe(true);
    clock.progress(1000);
    now = 599999 + 599999;
    expect(shouldRetry(0, clock)).toBe(true);
    // The same bytes sent again are no progress.
    clock.progress(1000);
    now = 599999 + 600000;
    expect(shouldRetry(0, clock)).toBe(false);
    clock.progress(1001);
    expect(shouldRetry(0, clock)).toBe(true);
  });

  it("backs off 0, 1, 2, 4 … s up to 30 s, a list long enough for the clock to decide", () => {
    expect(RETRY_DELAYS.slice(0, 7)).toEqual([0, 1000, 2000, 4000, 8000, 16000, 30000]);
    expect(Math.max(...RETRY_DELAYS)).toBe(30000);
    expect(RETRY_DELAYS.reduce((a, b) => a + b, 0)).toBeGreaterThan(GIVE_UP_AFTER_MS);
  });

  it("sends the fields again after a lost answer and a 429 with the same key, waiting as told", async () => {
    const { d, posts, sleeps } = deps(new FakeTusServer(), new Map(), [
      new Error("the connection was interrupted."),
      { status: 429, text: "{}", retryAfter: 7 },
      { status: 503, text: "", retryAfter: 0 },
      ok("stored"),
    ]);
    const waits: number[] = [];
    const out = await sendPhoto(
      photo("p.jpg", 1000),
      [],
      "fp-p",
      new ResumeKeys(memoryStorage(), () => "same"),
      d,
      () => {},
      (s) => waits.push(s),
    );
    expect(out.status).toBe("stored");
    expect(posts.map((p) => p.get("idempotencyKey"))).toEqual(["same", "same", "same", "same"]);
    expect(sleeps).toEqual([0, 7000, 2000]);
    expect(waits).toEqual([7]);
  });

  it("stops trying the upload route after the give-up time without an answer: the photo waits for the connection", async () => {
    let now = 0;
    let calls = 0;
    const out = await postUntilAnswered(
      {
        post: async () => {
          calls++;
          throw new Error("the connection was interrupted.");
        },
        sleep: async (ms) => void (now += ms),
        now: () => now,
        t,
      },
      () => new FormData(),
    );
    expect(out).toEqual({ status: "waiting", message: WAITING_MESSAGE });
    expect(now).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    expect(now).toBeLessThan(GIVE_UP_AFTER_MS + 30000);
    expect(calls).toBeGreaterThan(10);
  });

  it("passes the server's refusal on by its message", async () => {
    const { d } = deps(new FakeTusServer(), new Map(), [
      {
        status: 400,
        text: JSON.stringify({ ok: false, fieldErrors: { title: "Title is too long (at most 120 characters)." } }),
        retryAfter: 0,
      },
    ]);
    const storage = memoryStorage();
    const out = await sendPhoto(photo("t.jpg", 10), [], "fp-t", new ResumeKeys(storage, () => "k"), d, () => {});
    expect(out).toEqual({ status: "refused", message: "Title is too long (at most 120 characters)." });
    expect(storage.map.size).toBe(0);
  });
});

describe("the queue", () => {
  it("sends two files at a time, in order, and one failure does not stop the others", async () => {
    let active = 0;
    let most = 0;
    const started: number[] = [];
    const finished: number[] = [];
    const gates = new Map<number, () => void>();
    const run = runQueue([1, 2, 3, 4, 5], async (n) => {
      started.push(n);
      active++;
      most = Math.max(most, active);
      await new Promise<void>((resolve) => gates.set(n, resolve));
      active--;
      finished.push(n);
      if (n === 2) throw new Error("refused");
    });
    const release = async (n: number) => {
      while (!gates.has(n)) await new Promise((r) => setTimeout(r, 0));
      gates.get(n)!();
    };
    await release(1);
    await release(2);
    expect(started.slice(0, 2)).toEqual([1, 2]);
    await release(4);
    await release(3);
    await release(5);
    await run;
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(finished.sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("resume keys", () => {
  it("keep a file's key across instances (a reload) until forgotten; bad storage never stops an upload", () => {
    const storage = memoryStorage();
    let n = 0;
    const keys = new ResumeKeys(storage, () => `k${++n}`);
    const a = keys.get("fp-a");
    expect(a).toEqual({ idempotencyKey: "k1" });
    expect(new ResumeKeys(storage, () => "other").get("fp-a")).toEqual({ idempotencyKey: "k1" });
    expect(keys.get("fp-b").idempotencyKey).toBe("k2");
    keys.update("fp-a", { idempotencyKey: "k1", tusUpload: "u9" });
    expect(new ResumeKeys(storage, () => "x").get("fp-a")).toEqual({ idempotencyKey: "k1", tusUpload: "u9" });
    keys.forget("fp-a");
    expect(keys.get("fp-a").idempotencyKey).toBe("k3");
    storage.map.set("fp-c", "{not json");
    expect(keys.get("fp-c").idempotencyKey).toBe("k4");
    storage.map.set("fp-d", JSON.stringify({ idempotencyKey: 5 }));
    expect(keys.get("fp-d").idempotencyKey).toBe("k5");
    const broken = new ResumeKeys(
      {
        getItem: () => {
          throw new Error("denied");
        },
        setItem: () => {
          throw new Error("full");
        },
        removeItem: () => {
          throw new Error("denied");
        },
      },
      () => "k-broken",
    );
    expect(broken.get("x").idempotencyKey).toBe("k-broken");
    expect(() => broken.forget("x")).not.toThrow();
    expect(new ResumeKeys(null, () => "k-none").get("x").idempotencyKey).toBe("k-none");
  });

  it("fingerprints by name, type, size and date; keys are version 4 UUIDs", () => {
    const a = { name: "a.jpg", type: "image/jpeg", size: 10, lastModified: 5 };
    expect(fileFingerprint(a)).toBe(fileFingerprint({ ...a }));
    expect(fileFingerprint(a)).not.toBe(fileFingerprint({ ...a, size: 11 }));
    expect(fileFingerprint(a)).not.toBe(fileFingerprint({ ...a, lastModified: 6 }));
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
    expect(newIdempotencyKey((b) => b.fill(255))).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
  });

  it("batch progress counts bytes, not files", () => {
    expect(batchPercent([])).toBe(0);
    expect(
      batchPercent([
        { sent: 100, size: 100 },
        { sent: 0, size: 300 },
      ]),
    ).toBe(25);
    expect(batchPercent([{ sent: 500, size: 100 }])).toBe(100);
    expect(uploadIdFromUrl("http://x/add-photo/tus/abc123/")).toBe("abc123");
  });
});

describe("the access code", () => {
  it("goes to the tus endpoint as a header, never into the upload's metadata; a refusal in plain text is shown as such", async () => {
    const server = new FakeTusServer();
    const { d, posts } = deps(server, new Map(), []);
    const fields: [string, string][] = [
      ["accessCode", "sail-2025"],
      ["title", "Boat"],
    ];
    const out = await sendPhoto(
      photo("code.jpg", 300000),
      fields,
      "fp-code",
      new ResumeKeys(memoryStorage(), () => "k"),
      d,
      () => {},
    );
    expect(out.status).toBe("stored");
    const creation = server.requests.find((r) => r.method === "POST")!;
    expect(creation.headers!["Upload-Access-Code"]).toBe("sail-2025");
    expect(server.uploads.get("u1")!.metadata).not.toContain(Buffer.from("sail-2025").toString("base64"));
    expect(posts[0]!.get("accessCode")).toBe("sail-2025");

    const refusing = new FakeTusServer();
    refusing.refuseCreation = [403, "The access code is not correct.\n"];
    const second = deps(refusing, new Map(), []);
    const refused = await sendPhoto(
      photo("code2.jpg", 300000),
      [["accessCode", "wrong"]],
      "fp-c2",
      new ResumeKeys(memoryStorage(), () => "k"),
      second.d,
      () => {},
    );
    expect(refused).toEqual({ status: "refused", message: "Error uploading file: The access code is not correct." });
    expect(second.posts).toHaveLength(0);
  });
});
