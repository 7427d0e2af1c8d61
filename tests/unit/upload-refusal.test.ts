import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECORDS_PATH } from "~/lib/photo-layout";
import { methodNotAllowed, refusalAnswer, resultItems } from "~/routes/($lang).add-photo/upload-answers.server";
import { UploadRefusal } from "~/lib/upload-refusal";
import { action as pageAction } from "~/routes/($lang).add-photo/route";
import { action as jsonAction } from "~/routes/($lang).add-photo.upload";
import { getDatabase, resetBackendForTests } from "~/services/backend/backend.server";
import { setConfigForTests } from "~/config/config.server";
import { ImageError, inspectImage } from "~/services/images/image-inspect.server";
import { ImageBusyError, shutdownImagePool } from "~/services/images/image-queue.server";
import { tooLarge } from "~/services/uploads/photo-staging.server";
import { makeJpeg } from "../fixtures/images";
import { tempDir } from "../support/backends";
import { CONSENT, distinctJpeg } from "../support/upload";

let dir: string;
let removeDir: () => Promise<void>;

beforeAll(async () => {
  ({ dir, remove: removeDir } = await tempDir());
});

afterAll(async () => {
  await removeDir?.();
});

/** The refusal inspectImage throws for these bytes. */
async function refusalOf(name: string, bytes: Uint8Array): Promise<unknown> {
  const file = path.join(dir, name);
  await fs.writeFile(file, bytes);
  return inspectImage(file).then(
    () => null,
    (error: unknown) => error,
  );
}

describe("a refused image", () => {
  it("is the upload's refusal where it is found: 415 for what is not a photo, with the visitor's text on the file field", async () => {
    const refusal = await refusalOf("notes.jpg", new TextEncoder().encode("just some text, not a photo"));
    expect(refusal).toBeInstanceOf(ImageError);
    expect(refusal).toBeInstanceOf(UploadRefusal);
    const { status, text, field, message } = refusal as ImageError;
    expect({ status, field }).toEqual({ status: 415, field: "photo" });
    expect(text).toMatch(/^Error uploading file: This file is not a photo we can read\. Please choose a .+ image\.$/);
    // The other image work (thumbnails, variants) logs the bare reason.
    expect(message).toMatch(/^This file is not a photo we can read\./);
  });

  it("a header without a size is a 400, and too many pixels a 413", async () => {
    const noSize = await refusalOf("cut.jpg", Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]));
    expect(noSize).toMatchObject({ status: 400, code: "decode-failed", field: "photo" });
    // A PNG header that claims 100000 × 100000 pixels: refused before anything decodes it.
    const png = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(png, 0);
    png.write("IHDR", 12, "latin1");
    png.writeUInt32BE(100_000, 16);
    png.writeUInt32BE(100_000, 20);
    png[24] = 8;
    png[25] = 2;
    const bomb = await refusalOf("bomb.png", png);
    expect(bomb).toMatchObject({ status: 413, code: "too-large", field: "photo" });
    expect((bomb as ImageError).text).toMatch(/^Error uploading file: /);
  });

  it("a full line is a 429 with Retry-After, while the preview card keeps its own text", () => {
    const busy = new ImageBusyError();
    expect(busy).toBeInstanceOf(UploadRefusal);
    expect({ status: busy.status, retryAfter: busy.retryAfter, field: busy.field }).toEqual({
      status: 429,
      retryAfter: busy.retryAfterSeconds,
      field: null,
    });
    expect(busy.formError).toBe("Error uploading file: We are processing many photos right now. Please try again in a minute.");
    expect(busy.message).toBe("The server is busy processing other photos. Please try again in a moment.");
  });
});

describe("the upload routes' answer to a refusal", () => {
  it("sends its status, texts and the form's values, with Retry-After when it has one", async () => {
    const res = refusalAnswer(new ImageBusyError(), { title: "Sunset" });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(res.headers.get("connection")).toBeNull();
    expect(await res.json()).toEqual({
      ok: false,
      status: 429,
      fieldErrors: {},
      values: { title: "Sunset" },
      formError: "Error uploading file: We are processing many photos right now. Please try again in a minute.",
      retryAfter: 5,
    });
  });

  it("closes the connection after a body it left unread, and puts a file's text on the file field", async () => {
    const res = refusalAnswer(tooLarge(10 * 1024 * 1024, { unread: true }), {});
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    expect(res.headers.get("retry-after")).toBeNull();
    expect(await res.json()).toEqual({
      ok: false,
      status: 413,
      fieldErrors: { photo: "Error uploading file: The file is larger than 10.00 MB." },
      values: {},
    });
    const read = refusalAnswer(tooLarge(10 * 1024 * 1024), {});
    expect(read.headers.get("connection")).toBeNull();
  });

  it("keeps every field's own text when several fields are to be corrected", async () => {
    const refusal = UploadRefusal.ofFields({
      title: "Title is too long (at most 120 characters).",
      photo: "Please select a file to upload.",
    });
    expect(refusal.status).toBe(400);
    expect(refusal.formError).toBeUndefined();
    const body = (await refusalAnswer(refusal, { title: "x" }).json()) as { fieldErrors: object; formError?: string };
    expect(body.fieldErrors).toEqual({
      title: "Title is too long (at most 120 characters).",
      photo: "Please select a file to upload.",
    });
    expect(Object.keys(body.fieldErrors)).toEqual(["title", "photo"]);
    expect(body).not.toHaveProperty("formError");
  });

  it("lists a refused file of several by its refusal's text, next to the stored ones", () => {
    const items = resultItems([
      { ok: true, name: "a.jpg", status: "stored", key: "1-a" },
      { ok: false, name: "b.txt", refusal: new ImageError("This file is not a photo we can read.", "unsupported") },
      { ok: true, name: "c.jpg", status: "duplicate", key: "0-c" },
    ]);
    expect(items).toEqual([
      { name: "a.jpg", status: "stored", key: "1-a", messages: ["Image uploaded successfully!", "Data added successfully!"] },
      { name: "b.txt", status: "refused", messages: ["Error uploading file: This file is not a photo we can read."] },
      { name: "c.jpg", status: "duplicate", key: "0-c", messages: ["Already shared: this photo is in the gallery."] },
    ]);
  });

  it("answers another method than POST with 405 and Allow", async () => {
    const res = methodNotAllowed();
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(await res.json()).toEqual({ ok: false, formError: "This address takes photos by POST only." });
  });
});

describe("an upload while the image line is full", () => {
  const BUSY = "Error uploading file: We are processing many photos right now. Please try again in a minute.";
  let jpeg: Buffer;

  beforeAll(async () => {
    jpeg = await makeJpeg(320, 240);
    await shutdownImagePool();
    // Not one byte of upload may wait for a worker: every photo finds the line full.
    setConfigForTests({ dataDir: dir, uploadRateLimit: 0, uploadQueueBytes: 1 });
    resetBackendForTests();
  });

  afterAll(async () => {
    await shutdownImagePool();
    setConfigForTests(null);
    resetBackendForTests();
  });

  const post = (url: string, names: string[]) => {
    const form = new FormData();
    for (const name of names)
      form.append("photo", new File([new Uint8Array(distinctJpeg(jpeg, name))], name, { type: "image/jpeg" }));
    for (const [k, v] of Object.entries(CONSENT)) form.append(k, v);
    return new Request(url, { method: "POST", body: form });
  };

  it("is answered 429 with Retry-After and the busy text in JSON, and nothing is stored", async () => {
    const res = await jsonAction({ request: post("http://localhost/add-photo/upload", ["Deck.jpg"]), params: {}, context: {} });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toMatchObject({ ok: false, status: 429, formError: BUSY, retryAfter: 5, fieldErrors: {} });
    expect((await getDatabase().get(RECORDS_PATH)) ?? {}).toEqual({});
  });

  it("without JavaScript, lists each photo of the post as refused with that text, and answers the refusal's 429", async () => {
    const res = await pageAction({
      request: post("http://localhost/add-photo", ["Deck.jpg", "Harbour.jpg"]),
      params: {},
      context: {},
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      results: [
        { name: "Deck.jpg", status: "refused", messages: [BUSY] },
        { name: "Harbour.jpg", status: "refused", messages: [BUSY] },
      ],
    });
    expect((await getDatabase().get(RECORDS_PATH)) ?? {}).toEqual({});
  });
});
