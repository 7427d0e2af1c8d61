import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { ActionFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as pageAction } from "~/routes/($lang).add-photo/route";
import { action as jsonAction } from "~/routes/($lang).add-photo.upload";
import { getDatabase, getStorage, resetBackendForTests } from "~/services/backend/backend.server";
import { setConfigForTests } from "~/config/config.server";
import { shutdownImagePool } from "~/services/images/image-processing.server";
import {
  CLAIMS_PATH as PHOTO_UPLOADS_PATH,
  HASH_CLAIMS_PATH as PHOTO_HASHES_PATH,
  RECORDS_PATH as PHOTO_RECORDS_PATH,
  REQUEST_CLAIMS_PATH as PHOTO_IDEMPOTENCY_PATH,
} from "~/lib/photo-layout";
import { variantQueueIdle } from "~/services/images/variants.server";
import { MAX_FILES_PER_POST, MAX_TEXT_PARTS } from "~/services/uploads/photo-staging.server";
import { PARTIAL_UPLOADS_PREFIX } from "~/services/backend/firebase/partial-uploads.server";
import { partialUploadsDir } from "~/services/backend/partial-uploads.server";
import { makeJpeg } from "../fixtures/images";
import { DEFAULT_BUCKET } from "../mocks";
import { mockedFirebase, tempDir, type MockedFirebase } from "../support/backends";
import { CONSENT, distinctJpeg } from "../support/upload";
import { en } from "~/i18n/messages/en";
import { PRIVACY_NOTICE_VERSION } from "~/lib/privacy-notice";

let firebase: MockedFirebase;
let jpeg: Buffer;
const dirs: Array<() => Promise<void>> = [];

beforeAll(async () => {
  firebase = mockedFirebase();
  jpeg = await makeJpeg(320, 240);
});

afterAll(async () => {
  await variantQueueIdle();
  setConfigForTests(null);
  resetBackendForTests();
  await shutdownImagePool();
  firebase?.close();
  await Promise.all(dirs.map((remove) => remove()));
});

type Part = { name: string; bytes: Uint8Array; type?: string };

/** With the consent box ticked, unless `consent` is given as undefined (left out) or another value. */
function post(url: string, files: Part[], fields: Record<string, string | undefined> = {}, method = "POST") {
  const form = new FormData();
  for (const f of files) form.append("photo", new File([new Uint8Array(f.bytes)], f.name, { type: f.type ?? "image/jpeg" }));
  for (const [k, v] of Object.entries({ ...CONSENT, ...fields })) if (v !== undefined) form.append(k, v);
  return new Request(url, { method, body: form });
}

const run = (action: (args: ActionFunctionArgs) => Promise<Response>, request: Request) =>
  action({ request, params: {}, context: {} });

async function records() {
  return ((await getDatabase().get(PHOTO_RECORDS_PATH)) ?? {}) as Record<string, Record<string, unknown>>;
}

async function storedPaths() {
  const storage = await getStorage();
  const lists = await Promise.all(
    ["images/originals", "images/thumbnails", "variants/images/originals"].map((f) => storage.list(f)),
  );
  return lists.flat();
}

let dataDir = "";
// Once the uploads' variants, made after the answers, have given back their own temporary files.
const tempFiles = async () => {
  await variantQueueIdle();
  return fs.readdir(path.join(dataDir, "tmp")).catch(() => [] as string[]);
};

// Each test sends camera photos through the real image workers: seconds of CPU on a shared two-core
// machine, more than the default five while another file runs beside it.
describe.each(["embedded", "firebase"] as const)("uploads on the %s backend", { timeout: 30_000 }, (kind) => {
  beforeAll(async () => {
    const { dir, remove } = await tempDir();
    dirs.push(remove);
    dataDir = dir;
    setConfigForTests({
      dataDir: dir,
      uploadRateLimit: 0,
      firebase: kind === "firebase" ? { ...firebase.config, retryScale: 0.01 } : null,
    });
    resetBackendForTests();
    await getStorage();
  });

  it("stores several photos of one post without JavaScript, each its own record with the shared fields", async () => {
    const files = ["Deck party.jpg", "Harbour.jpg", "Sunset.jpeg"].map((name) => ({
      name,
      bytes: distinctJpeg(jpeg, `${kind} ${name}`),
    }));
    const res = await run(
      pageAction,
      post("http://localhost/add-photo", files, { edition: "FSW25", city: "Hvar", tags: "sea, boat", title: "" }),
    );
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as {
      results: Array<{ name: string; status: string; key: string; messages: string[] }>;
    };
    expect(results.map((r) => [r.name, r.status])).toEqual(files.map((f) => [f.name, "stored"]));
    for (const r of results) expect(r.messages).toEqual(["Image uploaded successfully!", "Data added successfully!"]);
    const all = await records();
    const mine = results.map((r) => all[r.key]!);
    expect(mine.map((r) => r.title)).toEqual(["Deck party", "Harbour", "Sunset"]);
    for (const record of mine) {
      expect(record).toMatchObject({ edition: "FSW25", city: "Hvar", tags: ["sea", "boat"], uploadedBy: "anonymous" });
    }
    expect(new Set(results.map((r) => r.key)).size).toBe(3);
    expect(await tempFiles()).toEqual([]);
  });

  it("refuses a post without the consent box, or with another value in it: 400, no record, no object, no staged file", async () => {
    await variantQueueIdle(); // the earlier uploads' variants, made after their answers
    const before = [await storedPaths(), await records()];
    const files = [0, 1].map((i) => ({ name: `unasked-${i}.jpg`, bytes: distinctJpeg(jpeg, `${kind} unasked ${i}`) }));
    for (const consent of [undefined, "", "no", "true"]) {
      const page = await run(pageAction, post("http://localhost/add-photo", files, { title: "Unasked", consent }));
      expect(page.status, String(consent)).toBe(400);
      const data = (await page.json()) as { fieldErrors: Record<string, string>; values: Record<string, string> };
      expect(data.fieldErrors).toEqual({ consent: en["upload.noConsent"] });
      expect(data.values.title).toBe("Unasked");
      const script = await run(jsonAction, post("http://localhost/add-photo/upload", [files[0]!], { consent }));
      expect(script.status, String(consent)).toBe(400);
    }
    expect([await storedPaths(), await records()]).toEqual(before);
    expect(await tempFiles()).toEqual([]);
  });

  it("keeps with each record when consent was given and the notice in force", async () => {
    const ticked = new Date(Date.now() - 3 * 24 * 3600_000).toISOString();
    const res = await run(
      jsonAction,
      post("http://localhost/add-photo/upload", [{ name: "queued.jpg", bytes: distinctJpeg(jpeg, `${kind} queued`) }], {
        consentAt: ticked,
      }),
    );
    expect(res.status).toBe(200);
    const { key } = (await res.json()) as { key: string };
    expect((await records())[key]).toMatchObject({ consentAt: ticked, privacyNotice: PRIVACY_NOTICE_VERSION });
    await variantQueueIdle();
  });

  it("refuses the one bad file among good ones by its name and leaves nothing of it behind", async () => {
    const before = await storedPaths();
    const good = [0, 1].map((i) => ({ name: `good-${i}.jpg`, bytes: distinctJpeg(jpeg, `${kind} good ${i}`) }));
    const bad = { name: "not-a-photo.jpg", bytes: Buffer.from("these are not the pixels you are looking for") };
    const res = await run(pageAction, post("http://localhost/add-photo", [good[0]!, bad, good[1]!], { title: "Mixed" }));
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as {
      results: Array<{ name: string; status: string; key?: string; messages: string[] }>;
    };
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ["good-0.jpg", "stored"],
      ["not-a-photo.jpg", "refused"],
      ["good-1.jpg", "stored"],
    ]);
    expect(results[1]!.messages[0]).toMatch(/^Error uploading file: /);
    const added = (await storedPaths()).filter((p) => !before.includes(p));
    const keys = results.filter((r) => r.key).map((r) => r.key!);
    expect(added.length).toBeGreaterThan(0);
    for (const p of added) expect(keys.some((k) => p.includes(k))).toBe(true);
    expect(Object.values(await records()).filter((r) => r.title === "Mixed")).toHaveLength(2);
    expect(await tempFiles()).toEqual([]);
  });

  it("answers the same bytes a second time as already shared, by anyone, with one record", async () => {
    const bytes = distinctJpeg(jpeg, `${kind} twice`);
    const first = await run(jsonAction, post("http://localhost/add-photo/upload", [{ name: "a.jpg", bytes }]));
    const again = await run(jsonAction, post("http://localhost/add-photo/upload", [{ name: "renamed.jpg", bytes }]));
    const one = (await first.json()) as { key: string; status: string };
    const two = (await again.json()) as { key: string; status: string; message: string };
    expect(one.status).toBe("stored");
    expect(two).toMatchObject({
      ok: true,
      key: one.key,
      status: "duplicate",
      message: "Already shared: this photo is in the gallery.",
    });
    const sha = ((await getDatabase().get(`${PHOTO_UPLOADS_PATH}/${one.key}`)) as { sha256: string }).sha256;
    expect(await getDatabase().get(`${PHOTO_HASHES_PATH}/${sha}`)).toBe(one.key);
    expect(Object.keys(await records()).filter((k) => k.endsWith("-a") || k.endsWith("-renamed"))).toEqual([one.key]);
  });

  it("stores two concurrent posts of the same bytes once", async () => {
    const bytes = distinctJpeg(jpeg, `${kind} race`);
    const answers = await Promise.all(
      ["race-1.jpg", "race-2.jpg"].map(async (name) => {
        const res = await run(jsonAction, post("http://localhost/add-photo/upload", [{ name, bytes }]));
        return (await res.json()) as { key: string; status: string };
      }),
    );
    expect(answers.map((a) => a.status).sort()).toEqual(["duplicate", "stored"]);
    expect(answers[0]!.key).toBe(answers[1]!.key);
    expect(Object.keys(await records()).filter((k) => /-race-\d$/.test(k))).toHaveLength(1);
  });

  it("answers a retried request with the same idempotency key with the first result and no second record", async () => {
    const idempotencyKey = `retry-${kind}-0b4f1c9e`;
    const bytes = distinctJpeg(jpeg, `${kind} retry`);
    const send = () =>
      run(jsonAction, post("http://localhost/add-photo/upload", [{ name: "retry.jpg", bytes }], { idempotencyKey }));
    const first = (await (await send()).json()) as { key: string; status: string };
    const second = (await (await send()).json()) as { key: string; status: string };
    expect(first.status).toBe("stored");
    expect(second).toEqual({ ...first, ok: true });
    expect(await getDatabase().get(`${PHOTO_IDEMPOTENCY_PATH}/${idempotencyKey}`)).toBe(first.key);
    expect(Object.keys(await records()).filter((k) => k.endsWith("-retry"))).toEqual([first.key]);
  });

  /**
   * A finished upload as tus leaves it: on the embedded default the bytes and their description
   * beside them (@tus/file-store); on Firebase one object under the bucket's private prefix with the
   * declared size and metadata as custom metadata (@tus/gcs-store).
   */
  async function partialUpload(bytes: Buffer, filename: string) {
    const id = randomBytes(16).toString("hex");
    const metadata = { filename, filetype: "image/jpeg" };
    if (kind === "firebase") {
      firebase.mocks.seedObject(DEFAULT_BUCKET, `${PARTIAL_UPLOADS_PREFIX}${id}`, bytes, {
        contentType: "application/octet-stream",
        metadata: { tus_version: "1.0.0", size: String(bytes.length), offset: "0", metadata: JSON.stringify(metadata) },
      });
      return { id, left: async () => firebase.mocks.listObjects(DEFAULT_BUCKET, `${PARTIAL_UPLOADS_PREFIX}${id}`) };
    }
    const dir = partialUploadsDir(dataDir);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, id), bytes);
    const info = { id, size: bytes.length, offset: 0, metadata, creation_date: new Date().toISOString() };
    await fs.writeFile(path.join(dir, `${id}.json`), JSON.stringify(info));
    return { id, left: async () => (await fs.readdir(dir)).filter((n) => n.startsWith(id)) };
  }

  const finish = (fields: Record<string, string>, { consent = true } = {}) =>
    run(
      jsonAction,
      new Request("http://localhost/add-photo/upload", {
        method: "POST",
        body: new URLSearchParams({ ...(consent ? CONSENT : {}), ...fields }),
      }),
    );

  it("refuses to finish a resumable upload without the consent box: not taken, not copied, nothing stored", async () => {
    await variantQueueIdle(); // the earlier uploads' variants, made after their answers
    const before = [await storedPaths(), await records()];
    const partial = await partialUpload(distinctJpeg(jpeg, `${kind} resumable without consent`), "unasked.jpg");
    const kept = await partial.left();
    const res = await finish({ tusUpload: partial.id, title: "Unasked" }, { consent: false });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      consent: en["upload.noConsent"],
    });
    expect([await storedPaths(), await records()]).toEqual(before);
    expect(await partial.left()).toEqual(kept);
    expect(await tempFiles()).toEqual([]);
  });

  it("finishes a resumable upload through the same pipeline, then removes it", async () => {
    const bytes = distinctJpeg(jpeg, `${kind} resumable`);
    const partial = await partialUpload(bytes, "Resumed at sea.jpg");
    const res = await finish({ tusUpload: partial.id, idempotencyKey: `resume-${kind}-5f2a`, city: "Split", title: "" });
    expect(res.status).toBe(200);
    const data = (await res.json()) as { key: string; status: string };
    expect(data.status).toBe("stored");
    expect(data.key).toMatch(/^\d+-Resumed_at_sea$/);
    expect((await records())[data.key]).toMatchObject({ title: "Resumed at sea", city: "Split", type: "image/jpeg" });
    expect(await storedPaths()).toContain(`images/originals/${data.key}`);
    expect(await partial.left()).toEqual([]);
    expect(await tempFiles()).toEqual([]);
  });

  it("refuses a resumable upload that is not a photo, removes it, and stores nothing", async () => {
    const before = await storedPaths();
    const partial = await partialUpload(Buffer.from("plain text, not pixels"), "notes.jpg");
    const res = await finish({ tusUpload: partial.id });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(((await res.json()) as { fieldErrors: { photo: string } }).fieldErrors.photo).toMatch(/^Error uploading file: /);
    expect(await storedPaths()).toEqual(before);
    expect(await partial.left()).toEqual([]);
    expect(await tempFiles()).toEqual([]);
  });

  it("refuses a resumable upload that is not complete yet, and keeps it for the rest of its bytes", async () => {
    const bytes = distinctJpeg(jpeg, `${kind} half sent`);
    const partial = await partialUpload(bytes.subarray(0, 1000), "half.jpg");
    if (kind === "firebase") {
      const name = `${PARTIAL_UPLOADS_PREFIX}${partial.id}`;
      firebase.mocks.state.bucket(DEFAULT_BUCKET)!.get(name)!.metadata.size = String(bytes.length);
    } else {
      const file = path.join(partialUploadsDir(dataDir), `${partial.id}.json`);
      const info = JSON.parse(await fs.readFile(file, "utf8")) as { size: number };
      await fs.writeFile(file, JSON.stringify({ ...info, size: bytes.length }));
    }
    const before = await storedPaths();
    const res = await finish({ tusUpload: partial.id });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { formError: string }).formError).toBe(
      "Error uploading file: The resumable upload is not complete yet.",
    );
    expect(await storedPaths()).toEqual(before);
    expect((await partial.left()).length).toBeGreaterThan(0);
    expect(await tempFiles()).toEqual([]);
  });

  it("refuses a resumable upload id that names nothing, or a path", async () => {
    for (const tusUpload of ["0123456789abcdef0123456789abcdef", "../../database/events/fsw25", "..%2F..%2Fetc"]) {
      const res = await finish({ tusUpload });
      expect(res.status, tusUpload).toBe(400);
      expect(((await res.json()) as { formError: string }).formError).toBe(
        "Error uploading file: The resumable upload was not found. Please send the photo again.",
      );
    }
  });

  it("refuses a malformed idempotency key without storing anything", async () => {
    const before = await storedPaths();
    const res = await run(
      jsonAction,
      post("http://localhost/add-photo/upload", [{ name: "k.jpg", bytes: distinctJpeg(jpeg, `${kind} k`) }], {
        idempotencyKey: "../../x",
      }),
    );
    expect(res.status).toBe(400);
    expect(await storedPaths()).toEqual(before);
  });
});

describe("the limits of one post", () => {
  beforeAll(async () => {
    const { dir, remove } = await tempDir();
    dirs.push(remove);
    dataDir = dir;
    setConfigForTests({ dataDir: dir, uploadRateLimit: 0, firebase: null });
    resetBackendForTests();
    await getStorage();
  });

  it(`refuses more than ${MAX_TEXT_PARTS} text parts with 413 and a clear message, storing nothing`, async () => {
    const before = await storedPaths();
    const fields: Record<string, string> = {};
    for (let i = 0; i < 2000; i++) fields[`extra${i}`] = "x";
    for (const [action, url] of [
      [pageAction, "http://localhost/add-photo"],
      [jsonAction, "http://localhost/add-photo/upload"],
    ] as const) {
      const res = await run(action, post(url, [{ name: "cap.jpg", bytes: distinctJpeg(jpeg, `cap ${url}`) }], fields));
      expect(res.status).toBe(413);
      expect(((await res.json()) as { formError: string }).formError).toBe(
        `The form has too many fields (at most ${MAX_TEXT_PARTS}).`,
      );
    }
    expect(await storedPaths()).toEqual(before);
    expect(await tempFiles()).toEqual([]);
  });

  it(`refuses more than ${MAX_FILES_PER_POST} photos in one post, storing none of them`, async () => {
    const before = await storedPaths();
    const files = Array.from({ length: MAX_FILES_PER_POST + 1 }, (_, i) => ({
      name: `many-${i}.jpg`,
      bytes: distinctJpeg(jpeg, `many ${i}`),
    }));
    const res = await run(pageAction, post("http://localhost/add-photo", files));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { fieldErrors: { photo: string } }).fieldErrors.photo).toBe(
      `Error uploading file: Please send at most ${MAX_FILES_PER_POST} photos at once.`,
    );
    expect(await storedPaths()).toEqual(before);
    expect(await tempFiles()).toEqual([]);
  });

  it.each(["PUT", "DELETE", "PATCH"])("answers %s on both upload addresses with 405 and Allow", async (method) => {
    for (const [action, url] of [
      [pageAction, "http://localhost/add-photo"],
      [jsonAction, "http://localhost/add-photo/upload"],
    ] as const) {
      const res = await run(action, post(url, [{ name: "m.jpg", bytes: jpeg }], {}, method));
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD, POST");
    }
  });

  it("still says 'Please select a file to upload.' when a post carries no photo", async () => {
    const res = await run(pageAction, post("http://localhost/add-photo", [], { title: "nothing" }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: { photo: string } }).fieldErrors.photo).toBe("Please select a file to upload.");
  });
});
