import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECORDS_PATH } from "../../app/lib/photo-layout";
import { RESUMABLE_FIELD } from "../../app/lib/photo-upload";
import { makeClip, personalMetadataIn } from "../fixtures/clips";
import { makeJpeg } from "../fixtures/images";
import { readNode } from "../support/review";
import { startServer, type TestServer } from "../support/server";
import { CONSENT, tusMetadata, upload } from "../support/upload";

const run = promisify(execFile);
// Photos up to 2 MB: every test clip but the WebM is larger, so each path must take a clip by the clip limit.
const ENV = { UPLOAD_RATE_LIMIT: "0", PHOTO_REVIEW: "off", MAX_UPLOAD_BYTES: String(2 * 1024 * 1024) };
type Clip = Awaited<ReturnType<typeof makeClip>>;
type Record_ = {
  type: string;
  original: string;
  poster: string;
  thumbnail: string;
  duration: number;
  dimensions: { width: number };
};

let scratch: string;
beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-clips-"));
});
afterAll(async () => {
  await fs.rm(scratch, { recursive: true, force: true });
});

/** What an upload leaves in the data folder's tmp/ (a variant being made in the background is not one). */
async function uploadLeftovers(server: TestServer): Promise<string[]> {
  return (await fs.readdir(path.join(server.dataDir, "tmp"))).filter((f) => !f.endsWith(".variant-source"));
}

/** The same clip with other bytes at its end: the site sees a new upload. */
const distinct = (clip: Clip, tag: string): Clip => ({ ...clip, bytes: Buffer.concat([clip.bytes, Buffer.from(tag)]) });

async function records(server: TestServer): Promise<Map<string, Record_>> {
  return new Map(Object.entries(await readNode(server, RECORDS_PATH)) as Array<[string, Record_]>);
}

const absolute = (server: TestServer, url: string) => (url.startsWith("/") ? server.url + url : url);

async function served(server: TestServer, url: string): Promise<{ file: string; res: Response; bytes: Buffer }> {
  const res = await fetch(absolute(server, url));
  expect(res.status, url).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  const file = path.join(
    scratch,
    `${Math.random().toString(36).slice(2)}${path.extname(new URL(absolute(server, url)).pathname)}`,
  );
  await fs.writeFile(file, bytes);
  return { file, res, bytes };
}

async function tusUpload(server: TestServer, clip: Clip): Promise<Response> {
  const headers = { "Tus-Resumable": "1.0.0" };
  const created = await fetch(`${server.url}/add-photo/tus/`, {
    method: "POST",
    headers: {
      ...headers,
      "Upload-Length": String(clip.bytes.length),
      "Upload-Metadata": tusMetadata({ filename: clip.name, filetype: clip.type }),
    },
  });
  expect(created.status).toBe(201);
  const location = created.headers.get("location")!;
  const half = Math.floor(clip.bytes.length / 2);
  for (const [start, end] of [
    [0, half],
    [half, clip.bytes.length],
  ] as const) {
    const res = await fetch(server.url + location, {
      method: "PATCH",
      headers: { ...headers, "Upload-Offset": String(start), "Content-Type": "application/offset+octet-stream" },
      body: new Uint8Array(clip.bytes.subarray(start, end)),
    });
    expect(res.status).toBe(204);
  }
  const id = location.split("/").pop()!;
  return fetch(`${server.url}/add-photo/upload`, {
    method: "POST",
    body: new URLSearchParams({ ...CONSENT, [RESUMABLE_FIELD]: id, edition: "FSW25", title: "By tus" }),
  });
}

/** Each served file of a clip: playable H.264, the right type, cached for good, answering ranges, nothing personal in it. */
async function checkServed(server: TestServer, record: Record_) {
  const rendition = await served(server, record.original);
  expect(rendition.res.headers.get("content-type")).toBe("video/mp4");
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-select_streams",
    "v:0",
    "-show_entries",
    "stream=codec_name",
    "-of",
    "csv=p=0",
    rendition.file,
  ]);
  expect(stdout.trim()).toBe("h264");
  const poster = await served(server, record.poster);
  const thumbnail = await served(server, record.thumbnail);
  for (const file of [rendition.file, poster.file, thumbnail.file]) expect(await personalMetadataIn(file), file).toEqual([]);
  const part = await fetch(absolute(server, record.original), { headers: { Range: "bytes=100-1123" } });
  expect(part.status).toBe(206);
  expect(Buffer.from(await part.arrayBuffer()).equals(rendition.bytes.subarray(100, 1124))).toBe(true);
  const past = await fetch(absolute(server, record.original), { headers: { Range: `bytes=${rendition.bytes.length + 10}-` } });
  expect(past.status).toBe(416);
  await past.body?.cancel();
  return rendition;
}

describe.each([
  ["embedded", false],
  ["Firebase (modelled)", true],
] as const)("clips on every upload path, %s", (_name, mocks) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(ENV, { mocks });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("says in its first lines that clips are taken, with which ffmpeg", () => {
    expect(server.output()).toMatch(/clips: on \(ffmpeg \S+ on PATH; up to 90 s and 300 MB\)/);
  });

  it("the form without JavaScript (photos and clips in one post), the script's JSON route and tus each store one record a file", async () => {
    const [mov, hevc, webm, rotated] = await Promise.all([
      makeClip("h264-mov"),
      makeClip("hevc-mp4"),
      makeClip("webm"),
      makeClip("rotated"),
    ]);
    const jpeg = await makeJpeg(1600, 1200);
    const tag = mocks ? "fb" : "local";
    const form = new FormData();
    form.append("photo", new File([new Uint8Array(jpeg)], "deck.jpg", { type: "image/jpeg" }));
    const movSent = distinct(mov, tag);
    form.append("photo", new File([new Uint8Array(movSent.bytes)], movSent.name, { type: movSent.type }));
    form.append("photo", new File([new Uint8Array(distinct(webm, tag).bytes)], webm.name, { type: webm.type }));
    for (const [k, v] of Object.entries({ ...CONSENT, edition: "FSW25" })) form.set(k, v);
    const before = (await records(server)).size;
    const posted = await fetch(`${server.url}/add-photo`, { method: "POST", body: form, redirect: "manual" });
    expect(posted.status).toBeLessThan(400);
    await posted.body?.cancel();
    const json = await upload(server, { file: distinct(hevc, tag), fields: { edition: "FSW25" }, asScript: true });
    expect(json.res.status, json.body).toBe(200);
    const tus = await tusUpload(server, distinct(rotated, tag));
    expect(tus.status, await tus.clone().text()).toBe(200);

    const all = await records(server);
    expect(all.size - before).toBe(5);
    const clips = [...all.values()].filter((r) => r.type === "video/mp4");
    expect(clips).toHaveLength(4);
    for (const clip of clips) {
      expect(clip.duration).toBeGreaterThan(1.5);
      await checkServed(server, clip);
    }
    expect(clips.map((c) => c.dimensions.width).sort((a, b) => a - b)).toEqual([640, 720, 1280, 1280]);
  });
});

describe("clips under load and when ffmpeg fails", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ ...ENV, THUMBNAIL_QUEUE_LIMIT: "6" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** ffmpeg processes the server has started, by pid. */
  async function ffmpegChildren(): Promise<number[]> {
    const pids: number[] = [];
    for (const entry of await fs.readdir("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      const cmd = await fs.readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "");
      if (cmd.startsWith("ffmpeg\0") || cmd.includes("/ffmpeg\0")) {
        if (cmd.includes(server.dataDir)) pids.push(Number(entry));
      }
    }
    return pids;
  }

  it("a resumable upload may be as large as a clip when it says it is one, and no larger than a photo when it says it is a photo", async () => {
    const create = (metadata: Record<string, string>) =>
      fetch(`${server.url}/add-photo/tus/`, {
        method: "POST",
        headers: {
          "Tus-Resumable": "1.0.0",
          "Upload-Length": String(100 * 1024 * 1024),
          "Upload-Metadata": tusMetadata(metadata),
        },
      });
    const photo = await create({ filename: "deck.jpg", filetype: "image/jpeg" });
    expect(photo.status).toBe(413);
    expect(await photo.text()).toMatch(/larger than 2\.00 MB/);
    expect((await create({ filename: "dance.mov", filetype: "video/quicktime" })).status).toBe(201);
    expect((await create({ filename: "dance.mov", filetype: "" })).status).toBe(201);
    const over = await fetch(`${server.url}/add-photo/tus/`, {
      method: "POST",
      headers: {
        "Tus-Resumable": "1.0.0",
        "Upload-Length": String(301 * 1024 * 1024),
        "Upload-Metadata": tusMetadata({ filename: "long.mp4", filetype: "video/mp4" }),
      },
    });
    expect(over.status).toBe(413);
  });

  it("20 clips at once: bounded by the line (stored or 429 with Retry-After), never a 5xx, one ffmpeg at a time", async () => {
    const portrait = await makeClip("portrait");
    let most = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        most = Math.max(most, (await ffmpegChildren()).length);
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        upload(server, { file: distinct(portrait, `load-${i}`), fields: { edition: "FSW25" }, asScript: true }),
      ),
    );
    sampling = false;
    await sampler;
    const statuses = answers.map((a) => a.res.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(7);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    for (const a of answers.filter((x) => x.res.status === 429)) expect(a.res.headers.get("retry-after")).toBe("5");
    expect(most).toBe(1);
    const stored = [...(await records(server)).values()].filter((r) => r.type === "video/mp4");
    expect(stored).toHaveLength(statuses.filter((s) => s === 200).length);
    expect(await uploadLeftovers(server)).toEqual([]);
  });

  it("a clip whose ffmpeg is killed mid-way: refused with a 400 that says so, nothing stored or left", async () => {
    const clip = distinct(await makeClip("h264-mov"), "killed");
    const before = await fs.readdir(path.join(server.dataDir, "storage/images/originals"));
    let killed = 0;
    let watching = true;
    const killer = (async () => {
      while (watching && killed === 0) {
        for (const pid of await ffmpegChildren()) {
          process.kill(pid, "SIGKILL");
          killed++;
        }
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const answer = await upload(server, {
      file: clip,
      fields: { edition: "FSW25" },
      asScript: true,
      headers: { "Accept-Language": "pt" },
    });
    watching = false;
    await killer;
    expect(killed).toBe(1);
    expect(answer.res.status).toBe(400);
    expect(answer.data.fieldErrors?.photo).toMatch(/could not be processed|Não foi possível processar o vídeo/);
    expect(await fs.readdir(path.join(server.dataDir, "storage/images/originals"))).toEqual(before);
    expect(await uploadLeftovers(server)).toEqual([]);
  });
});

describe("a site without a usable ffmpeg", () => {
  it("starts with photos only, says so in its first lines, and refuses a clip with a 415 that says why", async () => {
    const server = await startServer({ ...ENV, FFMPEG_PATH: "/nonexistent/ffmpeg" });
    try {
      const firstLines = server.output().split("\n").slice(0, 8).join("\n");
      expect(firstLines).toMatch(
        /clips: off, photos only: no usable ffmpeg \(\/nonexistent\/ffmpeg does not run \(not found\)\)/,
      );
      const clip = await upload(server, { file: await makeClip("webm"), fields: { edition: "FSW25" }, asScript: true });
      expect(clip.res.status).toBe(415);
      expect(clip.data.fieldErrors?.photo).toMatch(/photos only/);
      const photo = await upload(server, {
        file: { bytes: await makeJpeg(800, 600), name: "deck.jpg" },
        fields: { edition: "FSW25" },
        asScript: true,
      });
      expect(photo.res.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
