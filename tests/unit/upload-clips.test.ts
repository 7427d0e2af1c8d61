import type { UploadOptions } from "tus-js-client";
import { describe, expect, it, vi } from "vitest";
import { dateTaken } from "~/browser/uploader/exif-date";
import { declaredType, isClipFile, refusalBeforeSending } from "~/browser/uploader/file-kind";
import { OfflineQueue, browserStore, fitsOffline, type Disk, type KeptPhoto } from "~/browser/uploader/offline-queue";
import {
  DIRECT_UPLOAD_MAX_BYTES,
  FIRST_CHUNK_BYTES,
  LARGEST_CHUNK_BYTES,
  ResumeKeys,
  nextChunkSize,
} from "~/browser/uploader/upload-queue";
import { sendPhoto, type Answer, type SenderDeps, type UploadClass } from "~/browser/uploader/upload-sender";
import { de } from "~/i18n/messages/de";
import { en } from "~/i18n/messages/en";
import { pt } from "~/i18n/messages/pt";
import { createTranslator } from "~/i18n/translate";
import { jpegWithExif } from "../fixtures/exif-date";

// Clips in the browser's uploader: told from photos by type or name, checked against their own limit,
// never read, sent resumably with a type the server can tell, and kept offline only where there is room.

const MB = 1024 * 1024;
const tEn = createTranslator("en", en);
const tDe = createTranslator("de", de);
const tPt = createTranslator("pt", pt);
const LIMITS = { photoBytes: 25 * MB, clips: { maxBytes: 300 * MB } };

/** A file that says it has `size` bytes without holding them. */
function sized(name: string, type: string, size: number): File {
  const file = new File(["x"], name, { type, lastModified: 1_700_000_000_000 });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("a clip is told from a photo", () => {
  it("by its MIME type, else by its name when the picker gives no type", () => {
    expect(isClipFile({ name: "deck.mp4", type: "video/mp4" })).toBe(true);
    expect(isClipFile({ name: "IMG_0001", type: "video/quicktime" })).toBe(true);
    expect(isClipFile({ name: "IMG_0001.MOV", type: "" })).toBe(true);
    expect(isClipFile({ name: "party.webm", type: "" })).toBe(true);
    expect(isClipFile({ name: "IMG_0001.JPG", type: "" })).toBe(false);
    expect(isClipFile({ name: "sunset.jpg", type: "image/jpeg" })).toBe(false);
    // The browser's type wins over a misleading name.
    expect(isClipFile({ name: "photo.mov", type: "image/jpeg" })).toBe(false);
  });

  it("goes to the tus server with the browser's type, or the one its extension names", () => {
    expect(declaredType({ name: "IMG_0001.MOV", type: "" })).toBe("video/quicktime");
    expect(declaredType({ name: "a.m4v", type: "" })).toBe("video/mp4");
    expect(declaredType({ name: "a.webm", type: "" })).toBe("video/webm");
    expect(declaredType({ name: "a.heic", type: "" })).toBe("image/heic");
    expect(declaredType({ name: "deck.mp4", type: "video/mp4" })).toBe("video/mp4");
    expect(declaredType({ name: "notes", type: "" })).toBe("");
  });
});

describe("sizes checked before sending, each type against its own limit", () => {
  it("lets a 200 MB clip go though a photo may have 25 MB, and refuses a 26 MB photo", () => {
    expect(refusalBeforeSending(sized("deck.mp4", "video/mp4", 200 * MB), LIMITS, tEn, "en")).toBeNull();
    expect(refusalBeforeSending(sized("deck.MOV", "", 300 * MB), LIMITS, tEn, "en")).toBeNull();
    expect(refusalBeforeSending(sized("big.jpg", "image/jpeg", 26 * MB), LIMITS, tEn, "en")).toBe(
      "Error uploading file: The file is larger than 25.00 MB.",
    );
  });

  it("refuses a clip over the clip limit in the page's language", () => {
    const clip = sized("boot.mov", "video/quicktime", 300 * MB + 1);
    expect(refusalBeforeSending(clip, LIMITS, tEn, "en")).toBe(
      "Error uploading file: The clip is larger than 300.00 MB, the most a clip may be.",
    );
    expect(refusalBeforeSending(clip, LIMITS, tDe, "de")).toBe(
      "Fehler beim Hochladen: Der Clip ist größer als 300,00 MB, mehr darf ein Clip nicht haben.",
    );
    expect(refusalBeforeSending(clip, LIMITS, tPt, "pt")).toBe(
      "Erro ao enviar o arquivo: O clipe é maior que 300,00 MB, o máximo para um clipe.",
    );
  });

  it("refuses every clip, however small, where the site takes none, and still lets photos go", () => {
    const off = { photoBytes: 25 * MB, clips: null };
    expect(refusalBeforeSending(sized("a.webm", "", 1000), off, tDe, "de")).toBe(
      "Fehler beim Hochladen: Clips kann diese Seite gerade nicht annehmen.",
    );
    expect(refusalBeforeSending(sized("a.jpg", "image/jpeg", 1000), off, tDe, "de")).toBeNull();
  });
});

describe("a clip in the browser", () => {
  it("is never read for a date taken, with or without a type, even when its bytes would carry one", async () => {
    for (const [name, type] of [
      ["clip.mov", ""],
      ["clip.mp4", "video/mp4"],
    ] as const) {
      const file = new File([jpegWithExif()], name, { type });
      const slice = vi.spyOn(file, "slice");
      expect(await dateTaken(file)).toBeNull();
      expect(slice).not.toHaveBeenCalled();
    }
    // The same bytes as a photo without a type are read.
    expect(await dateTaken(new File([jpegWithExif()], "photo.jpg"))).toBe("2025-09-14");
  });

  it("of 300 MB goes in growing chunks: at most 17 requests, none over 32 MiB, each a multiple of 256 KiB", () => {
    const sizes: number[] = [];
    let chunk = FIRST_CHUNK_BYTES;
    for (let sent = 0; sent < 300 * MB; sent += chunk, chunk = nextChunkSize(chunk)) sizes.push(chunk);
    expect(sizes.length).toBeLessThanOrEqual(17);
    expect(Math.max(...sizes)).toBe(LARGEST_CHUNK_BYTES);
    expect(sizes.every((s) => s % (256 * 1024) === 0)).toBe(true);
  });
});

/** tus-js-client's place, recording what the sender hands it, and storing every byte at once. */
function fakeTus(created: UploadOptions[]): UploadClass {
  return class {
    url = "http://site.test/add-photo/tus/u1";
    constructor(
      private readonly file: File,
      readonly options: UploadOptions,
    ) {
      created.push(options);
    }
    findPreviousUploads = () => Promise.resolve([]);
    resumeFromPreviousUpload() {}
    start() {
      this.options.onProgress?.(this.file.size, this.file.size);
      this.options.onSuccess?.({ lastResponse: null as never });
    }
    abort = () => Promise.resolve();
  } as unknown as UploadClass;
}

function senderDeps(created: UploadOptions[], posts: FormData[]): SenderDeps {
  const answer: Answer = { status: 200, text: JSON.stringify({ ok: true, key: "1-clip", status: "stored" }), retryAfter: 0 };
  return {
    loadUpload: async () => fakeTus(created),
    post: async (_url, body) => {
      posts.push(body);
      return answer;
    },
    sleep: async () => {},
    now: () => 0,
    t: tEn,
  };
}

describe("sending a clip", () => {
  it("a large one without a type goes resumably with its name and a video type, then is finished by its upload id", async () => {
    const created: UploadOptions[] = [];
    const posts: FormData[] = [];
    const clip = new File([new Uint8Array(DIRECT_UPLOAD_MAX_BYTES + 1)], "IMG_0042.MOV");
    const keys = new ResumeKeys(null, () => "key-clip");
    const out = await sendPhoto(clip, [["consent", "yes"]], "fp", keys, senderDeps(created, posts), () => {});
    expect(out.status).toBe("stored");
    expect(created).toHaveLength(1);
    expect(created[0]!.metadata).toMatchObject({ filename: "IMG_0042.MOV", filetype: "video/quicktime", consent: "yes" });
    expect(posts[0]!.get("tusUpload")).toBe("u1");
    expect(posts[0]!.get("photo")).toBeNull();
  });

  it("a small one is posted whole in the form's file field, like a photo", async () => {
    const created: UploadOptions[] = [];
    const posts: FormData[] = [];
    const clip = new File([new Uint8Array(1000)], "tiny.webm", { type: "video/webm" });
    await sendPhoto(clip, [], "fp", new ResumeKeys(null, () => "k"), senderDeps(created, posts), () => {});
    expect(created).toHaveLength(0);
    expect((posts[0]!.get("photo") as File).name).toBe("tiny.webm");
  });
});

/** idb-keyval's place: a map that outlives one page; `full` makes every write fail as a full disk does. */
function mapDisk(map = new Map<string, KeptPhoto>(), full = false): Disk & { map: Map<string, KeptPhoto> } {
  return {
    map,
    set: async (k, p) => {
      if (full) throw new DOMException("full", "QuotaExceededError");
      map.set(k, p);
    },
    del: async (k) => void map.delete(k),
    values: async () => [...map.values()],
  };
}

const keptClip = (key: string, size: number): KeptPhoto => ({
  idempotencyKey: key,
  file: sized(`${key}.mov`, "video/quicktime", size),
  fields: [["consent", "yes"]],
  added: 1,
});

describe("the offline queue with clips", () => {
  it("keeps a clip that fits across a reload until answered, like a photo", async () => {
    const disk = mapDisk();
    const roomy = async () => ({ quota: 2000 * MB, usage: 100 * MB });
    expect(await browserStore(disk, roomy).put(keptClip("a", 300 * MB))).toBe(true);
    const afterReload = browserStore(disk, roomy);
    expect((await afterReload.all()).map((p) => p.idempotencyKey)).toEqual(["a"]);
    let online = false;
    const sent: string[] = [];
    const queue = new OfflineQueue({
      store: afterReload,
      online: () => online,
      send: async (p) => (sent.push(p.idempotencyKey), { status: "stored", key: "1-a", message: "" }),
    });
    await queue.drain();
    expect(sent).toEqual([]);
    expect(disk.map.has("a")).toBe(true);
    online = true;
    await queue.drain();
    expect(sent).toEqual(["a"]);
    expect(disk.map.size).toBe(0);
  });

  it("keeps a clip too large for the room left in this page only: sent while online, gone after a reload", async () => {
    const disk = mapDisk();
    const tight = async () => ({ quota: 500 * MB, usage: 0 });
    const store = browserStore(disk, tight);
    expect(await store.put(keptClip("big", 300 * MB))).toBe(false);
    expect(await store.put(keptClip("small", 10 * MB))).toBe(true);
    expect(disk.map.has("big")).toBe(false);
    expect((await store.all()).map((p) => p.idempotencyKey).sort()).toEqual(["big", "small"]);
    expect((await browserStore(disk, tight).all()).map((p) => p.idempotencyKey)).toEqual(["small"]);
    const sent: string[] = [];
    await new OfflineQueue({
      store,
      online: () => true,
      send: async (p) => (sent.push(p.idempotencyKey), { status: "stored", key: "k", message: "" }),
    }).drain();
    expect(sent.sort()).toEqual(["big", "small"]);
    expect(await store.all()).toEqual([]);
  });

  it("a disk that refuses the write (quota) keeps the clip in memory; one already kept is updated there whatever the room", async () => {
    const full = browserStore(mapDisk(new Map(), true), async () => undefined);
    expect(await full.put(keptClip("q", 50 * MB))).toBe(false);
    expect((await full.all()).map((p) => p.idempotencyKey)).toEqual(["q"]);

    let usage = 0;
    const disk = mapDisk();
    const store = browserStore(disk, async () => ({ quota: 1000 * MB, usage }));
    const clip = keptClip("c", 300 * MB);
    expect(await store.put(clip)).toBe(true);
    usage = 900 * MB;
    expect(await store.put({ ...clip, tusUpload: "u9" })).toBe(true);
    expect(disk.map.get("c")?.tusUpload).toBe("u9");
  });

  it("tries where the browser tells no estimate, and keeps half the room left free", () => {
    expect(fitsOffline(300 * MB, undefined)).toBe(true);
    expect(fitsOffline(300 * MB, {})).toBe(true);
    expect(fitsOffline(300 * MB, { quota: 600 * MB, usage: 0 })).toBe(true);
    expect(fitsOffline(300 * MB, { quota: 600 * MB, usage: 1 })).toBe(false);
  });
});
