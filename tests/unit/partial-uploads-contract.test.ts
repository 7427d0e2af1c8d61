import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { Upload } from "@tus/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firebaseBucket } from "~/services/backend/firebase/app.server";
import { bucketPartialUploads } from "~/services/backend/firebase/partial-uploads.server";
import { localPartialUploads, type PartialUploads } from "~/services/backend/partial-uploads.server";
import type { UploadRefusal } from "~/lib/upload-refusal";
import { Admission } from "~/services/uploads/resumable.server";
import { mockedFirebase, tempDir, type MockedFirebase } from "../support/backends";

// One contract for the partial-uploads port, run against both adapters: the embedded one under a
// temp DATA_DIR and the Firebase one against the modelled bucket (msw in this process).
let firebase: MockedFirebase;
let dataDir: string;
let removeDir: () => Promise<void>;
const ports = {} as Record<"embedded" | "firebase", PartialUploads>;

beforeAll(async () => {
  ({ dir: dataDir, remove: removeDir } = await tempDir());
  firebase = mockedFirebase();
  ports.embedded = localPartialUploads(dataDir);
  ports.firebase = bucketPartialUploads(firebaseBucket(firebase.config));
});

afterAll(async () => {
  firebase?.close();
  await removeDir?.();
});

let n = 0;
const newId = () => `${(++n).toString(16).padStart(4, "0")}`.padEnd(32, "c");
const tmp = () => path.join(dataDir, "tmp");

async function created(port: PartialUploads, size: number, metadata: Record<string, string> = { filename: "a.jpg" }) {
  const id = newId();
  await port.datastore.create(new Upload({ id, size, offset: 0, metadata }));
  return id;
}

describe.each(["embedded", "firebase"] as const)("the partial-uploads port on the %s backend", (kind) => {
  const port = () => ports[kind];

  it("describes an upload: declared size, bytes so far, metadata, and its last change", async () => {
    const before = Date.now() - 1000;
    const id = await created(port(), 3000, { filename: "Bay at dawn.jpg" });
    expect(await port().info(id)).toMatchObject({ size: 3000, offset: 0, metadata: { filename: "Bay at dawn.jpg" } });
    expect(await port().datastore.write(Readable.from([Buffer.alloc(1200, 1)]), id, 0)).toBe(1200);
    const info = (await port().info(id))!;
    expect(info.offset).toBe(1200);
    expect(info.changedAt).toBeGreaterThanOrEqual(before);
    expect(info.changedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await port().info(newId())).toBeNull();
  });

  it("opens a complete upload as a file with its SHA-256, and refuses one over the byte limit", async () => {
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7) % 256));
    const id = await created(port(), bytes.length);
    await port().datastore.write(Readable.from([bytes.subarray(0, 2000)]), id, 0);
    await port().datastore.write(Readable.from([bytes.subarray(2000)]), id, 2000);
    const file = await port().open(id, tmp(), 10_000);
    expect(file.bytes).toBe(bytes.length);
    expect(file.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect((await fs.readFile(file.tempPath)).equals(bytes)).toBe(true);
    // A copy is the caller's to remove; the upload's own file is the port's.
    expect(file.copied).toBe(kind === "firebase");
    if (file.copied) expect(path.dirname(file.tempPath)).toBe(tmp());
    await expect(port().open(id, tmp(), 4999)).rejects.toThrow();
    if (file.copied) await fs.rm(file.tempPath);
  });

  it("counts each upload's declared size in its claims until it is removed", async () => {
    const id = await created(port(), 7777);
    expect((await port().claims()).get(id)).toBe(7777);
    await port().remove(id);
    expect((await port().claims()).has(id)).toBe(false);
    expect(await port().info(id)).toBeNull();
    // Removing what is gone already is no error (a finish retried, the sweep after a termination).
    await port().remove(id);
  });

  it("sweeps the uploads without progress for the given age, and only those", async () => {
    const id = await created(port(), 100);
    expect(await port().sweep(60_000, Date.now())).toBe(0);
    expect(await port().info(id)).not.toBeNull();
    expect(await port().sweep(60_000, Date.now() + 120_000)).toBeGreaterThanOrEqual(1);
    expect(await port().info(id)).toBeNull();
  });

  it("lets one holder of an upload's lock in at a time, and the next in once it lets go", async () => {
    const id = newId();
    const first = port().locker.newLock(id);
    await first.lock(new AbortController().signal, async () => undefined);
    let secondHolds = false;
    const second = port().locker.newLock(id);
    const waiting = second.lock(new AbortController().signal, async () => undefined).then(() => (secondHolds = true));
    await new Promise((r) => setTimeout(r, 200));
    expect(secondHolds).toBe(false);
    await first.unlock();
    await waiting;
    expect(secondHolds).toBe(true);
    await second.unlock();
  }, 15_000);

  it("admits 40 parallel creations within the limit: the check and the reservation are one step", async () => {
    // An empty store of its own for this case: the earlier cases' uploads were swept.
    await port().sweep(0, Date.now() + 120_000);
    const limit = 10_000;
    const admission = new Admission(() => port().claims(), limit);
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const id = newId();
        const release = await admission.reserve(id, 1500).catch((refusal: unknown) => refusal);
        if (typeof release !== "function") return release as UploadRefusal;
        try {
          await port().datastore.create(new Upload({ id, size: 1500, offset: 0, metadata: {} }));
        } finally {
          release();
        }
        return "admitted";
      }),
    );
    expect(outcomes.filter((o) => o === "admitted")).toHaveLength(6);
    expect(outcomes.filter((o) => o !== "admitted")).toEqual(
      Array.from({ length: 34 }, () => expect.objectContaining({ status: 429 })),
    );
    const claimed = [...(await port().claims()).values()].reduce((a, b) => a + b, 0);
    expect(claimed).toBe(6 * 1500);
    await port().sweep(0, Date.now() + 120_000);
  }, 30_000);
});
