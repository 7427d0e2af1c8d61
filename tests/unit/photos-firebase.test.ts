import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetBackendForTests } from "~/services/backend/backend.server";
import { setConfigForTests } from "~/config/config.server";
import { shutdownImagePool } from "~/services/images/image-processing.server";
import { RECORDS_PATH as PHOTO_RECORDS_PATH } from "~/lib/photo-layout";
import { savePhoto } from "~/services/uploads/photos.server";
import { holdVariantQueueForTests, variantQueueIdle } from "~/services/images/variants.server";
import { makeJpeg } from "../fixtures/images";
import { mockedFirebase, tempDir, type MockedFirebase } from "../support/backends";
import { distinctJpeg, uploadForm } from "../support/upload";

let firebase: MockedFirebase;
let removeDir: () => Promise<void>;
let jpeg: Buffer;

beforeAll(async () => {
  firebase = mockedFirebase();
  const { dir, remove } = await tempDir();
  removeDir = remove;
  jpeg = await makeJpeg(640, 480);
  setConfigForTests({ dataDir: dir, firebase: { ...firebase.config, retryScale: 0.01 }, uploadRateLimit: 0 });
  resetBackendForTests();
});

afterAll(async () => {
  await variantQueueIdle();
  setConfigForTests(null);
  resetBackendForTests();
  await shutdownImagePool();
  firebase?.close();
  await removeDir?.();
});

beforeEach(() => {
  firebase.mocks.state.faults.length = 0;
});

const objects = () => [
  ...firebase.mocks.listObjects(firebase.config.storageBucket, "images/"),
  ...firebase.mocks.listObjects(firebase.config.storageBucket, "variants/images/"),
];
const records = () => (firebase.mocks.readDatabase(PHOTO_RECORDS_PATH) ?? {}) as Record<string, Record<string, unknown>>;

function send(name: string, fields: Record<string, string> = {}) {
  return savePhoto(
    new Request("http://localhost/add-photo", {
      method: "POST",
      body: uploadForm({ file: { bytes: distinctJpeg(jpeg, name), name }, fields }),
    }),
  );
}

// Real image work in the workers: seconds each beside a busy run, more than the default five.
describe("the uploader on Firebase", { timeout: 30_000 }, () => {
  it("stores original, thumbnail and record, answers, and only then makes the variants, with download URLs", async () => {
    const release = holdVariantQueueForTests();
    const result = await send("Göcek sunset.jpg", { title: "Göcek", tags: "sunset, boat" });
    expect(result.ok).toBe(true);
    if (!result.ok) return release();
    expect(result.key).toMatch(/^\d+-G_cek_sunset$/);
    // Answered with the record written while no variant exists yet.
    expect(records()[result.key]).toBeDefined();
    expect(objects()).toEqual(
      expect.arrayContaining([`images/originals/${result.key}`, `images/thumbnails/thumb-${result.key}`]),
    );
    expect(objects().filter((p) => p.startsWith(`variants/images/originals/${result.key}.`))).toEqual([]);
    release();
    await variantQueueIdle();
    expect(objects()).toEqual(
      expect.arrayContaining([
        `variants/images/originals/${result.key}.320w.webp`,
        `variants/images/originals/${result.key}.640w.jpg`,
        `variants/images/originals/${result.key}.ready.640x480`,
      ]),
    );
    const record = records()[result.key]!;
    expect(record).toMatchObject({ title: "Göcek", tags: ["sunset", "boat"], type: "image/jpeg", uploadedBy: "anonymous" });
    expect(record.dimensions).toEqual({ width: 640, height: 480 });
    for (const url of [record.original, record.thumbnail] as string[]) {
      expect(url).toMatch(
        /^https:\/\/firebasestorage\.googleapis\.com\/v0\/b\/fsw-test\.appspot\.com\/o\/images%2F.+\?alt=media&token=[0-9a-f-]{36}$/,
      );
    }
    const original = Buffer.from(await (await fetch(record.original as string)).arrayBuffer());
    // Stored without the comment that made the upload distinct (metadata is stripped): the photo itself.
    expect(original.equals(jpeg)).toBe(true);
  });

  it("removes the stored files and says 'Something went wrong' when the record cannot be written", async () => {
    const before = objects();
    firebase.mocks.addFault({ service: "rtdb", status: 401, times: 10 });
    const result = await send("denied.jpg");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.refusal.status).toBe(500);
    expect(result.refusal.formError).toBe(
      "Something went wrong: Client doesn't have permission to access the desired data. (permission_denied)",
    );
    expect(objects()).toEqual(before);
  });

  it("removes the original and says 'Error uploading file' when the thumbnail cannot be stored", async () => {
    const before = objects();
    firebase.mocks.addFault({ service: "storage", status: 403, times: 10, match: (url) => url.href.includes("thumb-") });
    const result = await send("half.jpg");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.refusal.formError).toMatch(
      /^Error uploading file: User does not have permission to access "images\/thumbnails\/thumb-\d+-half"\. \(storage\/unauthorized\)$/,
    );
    expect(objects()).toEqual(before);
    expect(Object.keys(records()).some((k) => k.endsWith("-half"))).toBe(false);
  });

  it("keeps the upload and removes the variants stored so far when a variant cannot be stored", async () => {
    const fault = firebase.mocks.addFault({
      service: "storage",
      status: 403,
      times: 10,
      match: (url) => url.href.includes(".640w.jpg"),
    });
    const result = await send("variant.jpg");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    await variantQueueIdle();
    // The variant was tried after the answer, and refused.
    expect(fault.hits).toBeGreaterThan(0);
    expect(records()[result.key]).toMatchObject({ title: "variant" });
    expect(objects()).toEqual(
      expect.arrayContaining([`images/originals/${result.key}`, `images/thumbnails/thumb-${result.key}`]),
    );
    expect(objects().filter((p) => p.startsWith(`variants/images/originals/${result.key}.`))).toEqual([]);
  });

  it("keeps both of two same-name uploads in the same millisecond", async () => {
    const fixed = Date.now();
    const [a, b] = await Promise.all(
      [1, 2].map((n) =>
        savePhoto(
          new Request("http://localhost/add-photo", {
            method: "POST",
            body: uploadForm({ file: { bytes: distinctJpeg(jpeg, `twin ${n}`), name: "twin.jpg" } }),
          }),
          {
            now: () => fixed,
          },
        ),
      ),
    );
    expect(a!.ok && b!.ok).toBe(true);
    const twins = Object.keys(records()).filter((k) => k.endsWith("-twin"));
    expect(twins.sort()).toEqual([`${fixed}-twin`, `${fixed + 1}-twin`]);
  });
});
