import { Readable } from "node:stream";
import { Upload } from "@tus/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firebaseBucket } from "~/services/backend/firebase/app.server";
import {
  BucketLocker,
  BucketPartialUploads,
  PARTIAL_UPLOADS_PREFIX,
  bucketPartialInfo,
} from "~/services/backend/firebase/partial-uploads.server";
import { DEFAULT_BUCKET } from "../mocks";
import { mockedFirebase, type MockedFirebase } from "../support/backends";

// @tus/gcs-store and the cross-copy lock against the modelled bucket (msw in this process).
let firebase: MockedFirebase;
let store: BucketPartialUploads;
let locker: BucketLocker;

beforeAll(() => {
  firebase = mockedFirebase();
  const bucket = firebaseBucket(firebase.config);
  store = new BucketPartialUploads(bucket);
  locker = new BucketLocker(bucket);
});

afterAll(() => firebase?.close());

const names = () => firebase.mocks.listObjects(DEFAULT_BUCKET, PARTIAL_UPLOADS_PREFIX);
const bytesOf = (id: string) => firebase.mocks.readObject(DEFAULT_BUCKET, PARTIAL_UPLOADS_PREFIX + id)?.bytes;
let n = 0;
const newId = () => `${(++n).toString(16).padStart(2, "0")}`.padEnd(32, "a");

async function created(size: number) {
  const id = newId();
  await store.create(new Upload({ id, size, offset: 0, metadata: { filename: "dawn.jpg" } }));
  return id;
}

describe("partial uploads in the bucket (@tus/gcs-store under a private prefix)", () => {
  it("keeps an upload under uploads-partial/ and composes each chunk onto it, as any copy reads it", async () => {
    const data = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251));
    const id = await created(data.length);
    expect(names()).toContain(`${PARTIAL_UPLOADS_PREFIX}${id}`);
    expect(await store.write(Readable.from([data.subarray(0, 1000)]), id, 0)).toBe(1000);
    expect(await store.write(Readable.from([data.subarray(1000)]), id, 1000)).toBe(3000);
    expect(bytesOf(id)?.equals(data)).toBe(true);
    expect(await bucketPartialInfo(firebaseBucket(firebase.config), id)).toMatchObject({
      size: 3000,
      offset: 3000,
      metadata: { filename: "dawn.jpg" },
    });
    // No chunk is left beside it, and nothing lives at the bucket's root.
    expect(names().filter((name) => name.includes(id))).toEqual([`${PARTIAL_UPLOADS_PREFIX}${id}`]);
    expect(firebase.mocks.listObjects(DEFAULT_BUCKET, id)).toEqual([]);
    await store.remove(id);
    expect(names().filter((name) => name.includes(id))).toEqual([]);
  });

  it("keeps the upload when its first chunk fails in Cloud Storage, so it resumes from zero instead of vanishing", async () => {
    const id = await created(2000);
    firebase.mocks.addFault({ service: "storage", method: "PUT", failUploadAfterBytes: 10, status: 503 });
    await expect(store.write(Readable.from([Buffer.alloc(2000, 7)]), id, 0)).rejects.toBeTruthy();
    const upload = await store.getUpload(id);
    expect({ offset: upload.offset, size: upload.size }).toEqual({ offset: 0, size: 2000 });
    expect(await store.write(Readable.from([Buffer.alloc(2000, 7)]), id, 0)).toBe(2000);
    expect(bytesOf(id)?.equals(Buffer.alloc(2000, 7))).toBe(true);
  });

  it("keeps the bytes already held when a later chunk fails, and leaves no chunk behind", async () => {
    const id = await created(2000);
    await store.write(Readable.from([Buffer.alloc(1000, 1)]), id, 0);
    firebase.mocks.addFault({ service: "storage", method: "PUT", failUploadAfterBytes: 10, status: 503 });
    await expect(store.write(Readable.from([Buffer.alloc(1000, 2)]), id, 1000)).rejects.toBeTruthy();
    expect((await store.getUpload(id)).offset).toBe(1000);
    expect(names().filter((name) => name.includes(id))).toEqual([`${PARTIAL_UPLOADS_PREFIX}${id}`]);
  });
});

describe("the lock every copy sees", () => {
  it("lets one request in at a time, asks the holder to let go, and hands over once it does", async () => {
    const id = newId();
    const first = locker.newLock(id);
    let released = 0;
    await first.lock(new AbortController().signal, () => {
      released++;
      // The holder drains, then lets go (as @tus/server does after a release request).
      setTimeout(() => void first.unlock(), 50);
    });
    expect(names()).toContain(`${PARTIAL_UPLOADS_PREFIX}${id}.lock`);
    const second = locker.newLock(id);
    let secondHolds = false;
    const waiting = second.lock(new AbortController().signal, () => undefined).then(() => (secondHolds = true));
    await new Promise((r) => setTimeout(r, 300));
    // Still held: the holder has not seen the request yet (it reads it on its next heartbeat).
    expect(secondHolds).toBe(false);
    await waiting;
    expect(released).toBeGreaterThan(0);
    await second.unlock();
    expect(names()).not.toContain(`${PARTIAL_UPLOADS_PREFIX}${id}.lock`);
  }, 15_000);

  it("breaks a lock whose holder stopped its heartbeat long ago (a copy that died)", async () => {
    const id = newId();
    const name = `${PARTIAL_UPLOADS_PREFIX}${id}.lock`;
    firebase.mocks.seedObject(DEFAULT_BUCKET, name, "", { contentType: "application/octet-stream" });
    firebase.mocks.state.bucket(DEFAULT_BUCKET)!.get(name)!.updated = new Date(Date.now() - 120_000).toISOString();
    const lock = locker.newLock(id);
    await lock.lock(new AbortController().signal, () => undefined);
    await lock.unlock();
    expect(names()).not.toContain(name);
  });

  it("gives up when the request is aborted while the lock is held by a live request", async () => {
    const id = newId();
    const holder = locker.newLock(id);
    await holder.lock(new AbortController().signal, () => undefined);
    const abort = new AbortController();
    setTimeout(() => abort.abort(), 200);
    await expect(locker.newLock(id).lock(abort.signal, () => undefined)).rejects.toMatchObject({ status_code: 423 });
    await holder.unlock();
  });
});
