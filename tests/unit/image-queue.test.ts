import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig, setConfigForTests } from "~/config/config.server";
import { processImage } from "~/services/images/image-processing.server";
import {
  closeImagePool,
  imagePoolStats,
  runImageJob,
  shutdownImagePool,
  type ImagePriority,
} from "~/services/images/image-queue.server";
import { makeJpeg } from "../fixtures/images";

let dir: string;
let photo: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "fsw-image-queue-"));
  photo = path.join(dir, "photo.jpg");
  await writeFile(photo, await makeJpeg(1600, 1000));
  await shutdownImagePool();
  setConfigForTests({ thumbnails: { ...parseConfig({}).thumbnails, concurrency: 1 } });
}, 60_000);

afterAll(async () => {
  await shutdownImagePool();
  setConfigForTests(null);
  await rm(dir, { recursive: true, force: true });
});

const thumbnailAt = (priority: ImagePriority, signal?: AbortSignal) =>
  processImage(photo, { thumbnail: { width: 50 }, priority, signal });

describe("the image queue", () => {
  it("gives a free worker to a waiting upload before any background job that came earlier", async () => {
    const order: string[] = [];
    const track = (name: string, job: Promise<unknown>) => job.then(() => order.push(name));
    const first = track("first", thumbnailAt("foreground"));
    // The worker is busy with the first job (a decode takes hundreds of ms; checking a header, one).
    await expect.poll(() => imagePoolStats(), { timeout: 20_000, interval: 2 }).toMatchObject({ pending: 1, queued: 0 });
    await Promise.all([
      first,
      track("background 1", thumbnailAt("background")),
      track("background 2", thumbnailAt("background")),
      track("upload", thumbnailAt("foreground")),
    ]);
    expect(order).toEqual(["first", "upload", "background 1", "background 2"]);
  }, 60_000);

  it("runs an upload's variants before storage images' variants that came earlier, and after any upload", async () => {
    const order: string[] = [];
    const track = (name: string, job: Promise<unknown>) => job.then(() => order.push(name));
    // A long first job (every variant of the photo): the worker is warm by now, and the others join the line meanwhile.
    const first = track("first", processImage(photo, { variants: true, priority: "foreground" }));
    await expect.poll(() => imagePoolStats(), { timeout: 20_000, interval: 2 }).toMatchObject({ pending: 1, queued: 0 });
    await Promise.all([
      first,
      track("storage variants", thumbnailAt("background")),
      track("upload variants 1", thumbnailAt("upload-variants")),
      track("upload", thumbnailAt("foreground")),
      track("upload variants 2", thumbnailAt("upload-variants")),
    ]);
    expect(order).toEqual(["first", "upload", "upload variants 1", "upload variants 2", "storage variants"]);
  }, 60_000);

  it("lets a cancelled job leave the line at once, without waiting for its turn, and runs the rest", async () => {
    const order: string[] = [];
    const cancel = new AbortController();
    const running = thumbnailAt("foreground").then(() => order.push("running"));
    const cancelled = thumbnailAt("foreground", cancel.signal).then(
      () => order.push("cancelled job ran"),
      (error: Error) => order.push(`cancelled: ${error.message}`),
    );
    const after = thumbnailAt("background").then(() => order.push("after"));
    // One job on the worker, two in line.
    await expect.poll(() => imagePoolStats(), { timeout: 20_000, interval: 5 }).toMatchObject({ pending: 3, queued: 2 });
    cancel.abort(new Error("the visitor left"));
    await cancelled;
    expect(order).toEqual(["cancelled: the visitor left"]);
    expect(imagePoolStats().queued).toBe(1);
    await Promise.all([running, after]);
    expect(order).toEqual(["cancelled: the visitor left", "running", "after"]);
    expect(imagePoolStats()).toMatchObject({ pending: 0, queued: 0 });
  }, 60_000);

  it("at a stop, refuses the jobs not started and finishes the one running before its workers end (decision 042)", async () => {
    const order: string[] = [];
    const running = thumbnailAt("foreground").then(
      () => order.push("running finished"),
      (error: Error) => order.push(`running: ${error.message}`),
    );
    const waiting = thumbnailAt("upload-variants").then(
      () => order.push("waiting ran"),
      (error: Error) => order.push(`waiting: ${error.message}`),
    );
    await expect.poll(() => imagePoolStats(), { timeout: 20_000, interval: 5 }).toMatchObject({ pending: 2, queued: 1 });
    await closeImagePool(30_000);
    await Promise.all([running, waiting]);
    expect(order).toEqual(["waiting: The server is stopping.", "running finished"]);
    expect(imagePoolStats()).toEqual({ pending: 0, queued: 0, workers: 0, pixelBytes: 0 });
  }, 60_000);

  it("runs a job kind the worker does not have as a failed job, never a hang", async () => {
    const error = await runImageJob("nothing" as never, {}, { priority: "foreground", timeoutMs: 10_000 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(imagePoolStats()).toMatchObject({ pending: 0, queued: 0 });
  }, 60_000);
});
