import { execFile } from "node:child_process";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { isClip, posterPath, type PhotoRecord } from "~/lib/photo-layout";
import { getDatabase, getStorage } from "~/services/backend/backend.server";
import { shutdownImagePool } from "~/services/images/image-processing.server";
import { variantQueueIdle } from "~/services/images/variants.server";
import { savePhoto } from "~/services/uploads/photos.server";
import { deletePhoto } from "~/services/review/photo-review.server";
import { forgetFfmpegForTests } from "~/services/video/ffmpeg.server";
import { getConfig, setConfigForTests } from "~/config/config.server";
import { makeClip, personalMetadataIn, type ClipKind } from "../fixtures/clips";
import { makeJpeg, truncate } from "../fixtures/images";
import { useBackend, type BackendKind } from "../support/backends";
import { uploadForm } from "../support/upload";

const run = promisify(execFile);

afterAll(async () => {
  await variantQueueIdle();
  await shutdownImagePool();
});

function send(file: { bytes: Uint8Array; name: string; type: string }, fields: Record<string, string> = {}) {
  return savePhoto(
    new Request("http://localhost/add-photo", {
      method: "POST",
      body: uploadForm({ file, fields: { edition: "FSW25", ...fields } }),
    }),
  );
}

async function storedFile(dataDir: string, storagePath: string): Promise<string> {
  const file = path.join(dataDir, `read-${Math.random().toString(36).slice(2)}`);
  await (await getStorage()).download(storagePath, file, { maxBytes: 512 * 1024 * 1024 });
  return file;
}

async function probe(file: string) {
  const { stdout } = await run("ffprobe", ["-v", "error", "-show_streams", "-show_format", "-of", "json", file]);
  return JSON.parse(stdout) as {
    streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number; side_data_list?: unknown[] }>;
    format: { format_name: string; duration: string };
  };
}

const storagePathOf = (url: string) =>
  decodeURIComponent(new URL(url, "http://x").pathname)
    .replace(/^\/media\//, "")
    .replace(/^\/v0\/b\/[^/]+\/o\//, "");

describe.each(["local", "firebase"] as BackendKind[])("clips on the %s backend", { timeout: 120_000 }, (kind) => {
  const backend = useBackend(kind, { uploadRateLimit: 0 });

  const pathOf = async (url: string, key: string, which: "original" | "poster") => {
    if (kind === "local") return storagePathOf(url);
    return which === "poster" ? posterPath(key) : `images/originals/${key}`;
  };

  it.each([
    ["h264-mov", 1280, 720, "2026-07-14"],
    ["hevc-mp4", 1280, 720, "2026-07-15"],
    ["webm", 640, 360, null],
    ["portrait", 720, 1280, null],
    ["rotated", 720, 1280, null],
  ] as Array<[ClipKind, number, number, string | null]>)(
    "%s: one record with an H.264 rendition, a poster and the duration, nothing personal kept",
    async (clip, width, height, day) => {
      const result = await send(await makeClip(clip), { title: `Dance ${clip}` });
      expect(result.ok, JSON.stringify(result)).toBe(true);
      if (!result.ok || !result.record) throw new Error("not stored");
      const record = result.record as PhotoRecord;
      expect(isClip(record)).toBe(true);
      expect(record).toMatchObject({ type: "video/mp4", dimensions: { width, height }, title: `Dance ${clip}` });
      expect(record.duration).toBeGreaterThan(1.5);
      expect(record.duration).toBeLessThan(3.5);
      expect(typeof record.poster).toBe("string");
      if (day) expect(record.day).toBe(day);
      expect(await getDatabase().get(`events/fsw25/${result.key}`)).toMatchObject({
        poster: record.poster,
        duration: record.duration,
      });

      const rendition = await storedFile(backend.dataDir, await pathOf(record.original, result.key, "original"));
      const facts = await probe(rendition);
      const video = facts.streams.find((s) => s.codec_type === "video")!;
      expect(video).toMatchObject({ codec_name: "h264", width, height });
      expect(video.side_data_list ?? []).toEqual([]);
      expect(facts.streams.find((s) => s.codec_type === "audio")?.codec_name).toBe("aac");
      expect(facts.format.format_name).toContain("mp4");
      const poster = await storedFile(backend.dataDir, await pathOf(record.poster!, result.key, "poster"));
      const thumbnail = await storedFile(backend.dataDir, `images/thumbnails/thumb-${result.key}`);
      for (const file of [rendition, poster, thumbnail]) expect(await personalMetadataIn(file), file).toEqual([]);
      const posterFacts = await probe(poster);
      expect(posterFacts.streams[0]).toMatchObject({ codec_name: "mjpeg", width, height });
    },
  );

  it.each([
    ["a ZIP named .mp4", async () => ({ bytes: zipBytes(), name: "dance.mp4", type: "video/mp4" }), 415, /not a photo or clip/],
    [
      "a truncated MP4",
      async () => ({ ...(await makeClip("portrait")), bytes: truncate((await makeClip("portrait")).bytes, 900_000) }),
      400,
      /damaged or incomplete/,
    ],
    ["ten silent minutes", () => makeClip("ten-minutes"), 413, /600 seconds long; clips may be at most 90 seconds/],
    ["16000 × 16000 pixels", () => makeClip("huge"), 413, /16000 × 16000 pixels; at most 4096 pixels per side/],
    ["sound without a picture", () => makeClip("audio-only"), 415, /sound but no picture/],
  ] as const)("refuses %s with a clear 4xx and stores nothing", async (_what, make, status, message) => {
    await variantQueueIdle();
    const storage = await getStorage();
    const before = await storage.list("images/originals");
    const posters = await storage.list("images/posters");
    const result = await send(await make());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.refusal.status).toBe(status);
    expect(result.refusal.message).toMatch(message);
    expect(await storage.list("images/originals")).toEqual(before);
    expect(await storage.list("images/posters")).toEqual(posters);
    expect(await readdir(path.join(backend.dataDir, "tmp"))).toEqual([]);
  });

  it("approved, a clip's variants are made from its poster; deleted, every file of it goes", async () => {
    const result = await send({
      ...(await makeClip("webm")),
      bytes: Buffer.concat([(await makeClip("webm")).bytes, Buffer.from("gone")]),
    });
    if (!result.ok) throw new Error(JSON.stringify(result));
    await variantQueueIdle();
    const storage = await getStorage();
    const variants = (await storage.list(`variants/images/originals`)).filter((p) => p.includes(result.key));
    expect(variants.some((p) => p.endsWith(".640w.webp"))).toBe(true);
    for (const variant of variants.filter((p) => /\.(jpg|webp)$/.test(p))) {
      expect(await personalMetadataIn(await storedFile(backend.dataDir, variant)), variant).toEqual([]);
    }
    const files = [`images/originals/${result.key}`, posterPath(result.key), `images/thumbnails/thumb-${result.key}`];
    for (const file of files) expect(await storage.open(file), file).not.toBeNull();
    await deletePhoto(result.key, "ana@example.com");
    for (const file of [...files, ...variants]) expect(await storage.open(file), file).toBeNull();
    expect(await getDatabase().get(`events/fsw25/${result.key}`)).toBeNull();
  });

  it("without a usable ffmpeg: photos are still taken, a clip is refused in words that say so", async () => {
    const video = getConfig().video;
    setConfigForTests({ ...getConfig(), video: { ...video, ffmpegPath: path.join(backend.dataDir, "no-ffmpeg") } });
    forgetFfmpegForTests();
    try {
      const portrait = await makeClip("portrait");
      const clip = await send({ ...portrait, bytes: Buffer.concat([portrait.bytes, Buffer.from("another clip")]) });
      expect(clip.ok).toBe(false);
      if (!clip.ok) expect([clip.refusal.status, clip.refusal.message]).toEqual([415, expect.stringMatching(/photos only/)]);
      const photo = await send({ bytes: await makeJpeg(800, 600), name: "deck.jpg", type: "image/jpeg" });
      expect(photo.ok).toBe(true);
    } finally {
      setConfigForTests({ ...getConfig(), video });
      forgetFfmpegForTests();
    }
  });
});

function zipBytes(): Buffer {
  const name = Buffer.from("a.txt");
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, Buffer.from("not a clip at all, just a zip entry")]);
}
