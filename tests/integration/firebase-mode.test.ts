import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeBmp, makeJpeg } from "../fixtures/images";
import { images, text } from "../support/html";
import { startServer, type TestServer } from "../support/server";
import { distinctJpeg, upload } from "../support/upload";
import { en } from "../../app/i18n/messages/en";
import { PRIVACY_NOTICE_VERSION } from "../../app/lib/privacy-notice";

// The whole site on its Firebase backend, against the modelled Google services (npm run start:mocks).
let server: TestServer;
let control: string;

beforeAll(async () => {
  server = await startServer({ UPLOAD_RATE_LIMIT: "0", FIREBASE_RETRY_SCALE: "0.01", PHOTO_REVIEW: "off" }, { mocks: true });
  control = `${server.mockOrigin}/__mocks`;
});

afterAll(async () => {
  await server?.stop();
});

beforeEach(async () => {
  await fetch(`${control}/calls`, { method: "DELETE" });
  await fetch(`${control}/faults`, { method: "DELETE" });
});

async function calls(): Promise<Array<{ service: string; method: string; url: string; faulted: boolean }>> {
  return (await fetch(`${control}/calls`)).json() as never;
}
async function objects(prefix = "images/"): Promise<string[]> {
  return (await fetch(`${control}/objects?prefix=${encodeURIComponent(prefix)}`)).json() as never;
}
async function records(): Promise<Record<string, Record<string, unknown>>> {
  return ((await (await fetch(`${control}/database?path=events/fsw25`)).json()) ?? {}) as never;
}
async function fault(spec: Record<string, unknown>) {
  await fetch(`${control}/faults`, {
    method: "POST",
    body: JSON.stringify(spec),
    headers: { "content-type": "application/json" },
  });
}

describe("pages on Firebase", () => {
  // First, while no image URL is cached yet.
  it("leaves an image empty and logs it when its lookup is refused, and the page still renders", async () => {
    await fault({ service: "storage", status: 403, times: 1000, matchUrlIncludes: "team%2Fskipper.svg" });
    const res = await fetch(`${server.url}/team-details/marco-bellini`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("storage-image--empty");
    expect(server.output()).toContain('Image "team/skipper.svg" could not be resolved');
  });

  it("says at start-up that Firebase is in use", () => {
    expect(server.output()).toContain("backend: Firebase project fsw-test (bucket fsw-test.appspot.com");
  });

  it.each(["/home", "/events", "/event-details/fsw25", "/team", "/rates", "/rates-details?medal=gold", "/add-photo"])(
    "%s renders with download URLs from the bucket",
    async (p) => {
      const res = await fetch(server.url + p);
      expect(res.status).toBe(200);
      const html = await res.text();
      if (p === "/add-photo") return;
      const srcs = images(html).map((i) => i.src.replace(/&amp;/g, "&"));
      expect(srcs.length).toBeGreaterThan(0);
      for (const src of srcs)
        expect(src).toMatch(new RegExp(`^${server.mockOrigin}/v0/b/fsw-test\\.appspot\\.com/o/.+\\?alt=media&token=`));
      const image = await fetch(srcs[0]!);
      expect(image.status).toBe(200);
      expect(await image.text()).toContain("<svg");
    },
  );

  it("asks Google nothing for a warm /home", async () => {
    await fetch(`${server.url}/home`);
    await fetch(`${control}/calls`, { method: "DELETE" });
    expect((await fetch(`${server.url}/home`)).status).toBe(200);
    expect(await calls()).toEqual([]);
  });

  it("lists the gallery folder of an edition from the bucket", async () => {
    await fetch(`${server.url}/event-details/fsw22`);
    expect(
      (await calls()).some((c) => c.method === "GET" && /\/b\/fsw-test\.appspot\.com\/o\?.*prefix=events%2Ffsw22%2F/.test(c.url)),
    ).toBe(true);
  });

  it("shows the gallery error text when the listing keeps failing, and the page still renders", async () => {
    await fault({ service: "storage", status: 503, times: 1000, matchUrlIncludes: "prefix=rates%2Fbronze" });
    const res = await fetch(`${server.url}/rates-details?medal=bronze`);
    expect(res.status).toBe(200);
    expect(text(await res.text())).toContain("Something went wrong!");
  });
});

describe("the uploader on Firebase", () => {
  it("stores both files in the bucket, the record in the database, and lists the photo", async () => {
    const { res } = await upload(server, {
      file: { bytes: await makeJpeg(800, 600), name: "harbour.jpg" },
      fields: { title: "Harbour" },
    });
    expect(res.status).toBe(303);
    const key = Object.keys(await records()).find((k) => k.endsWith("-harbour"))!;
    expect(key).toBeDefined();
    expect(await objects()).toEqual(expect.arrayContaining([`images/originals/${key}`, `images/thumbnails/thumb-${key}`]));
    const page = await (await fetch(`${server.url}/add-photo`)).text();
    expect(page).toContain(encodeURIComponent(`images/thumbnails/thumb-${key}`));
    const record = (await records())[key]!;
    expect(record.privacyNotice).toBe(PRIVACY_NOTICE_VERSION);
    expect(Math.abs(Date.parse(String(record.consentAt)) - Date.now())).toBeLessThan(60_000);
    // Published at once (review off); the public index knows nothing of the consent.
    const entry = await (await fetch(`${control}/database?path=${encodeURIComponent(`gallery/all/${key}`)}`)).json();
    expect(entry).toMatchObject({ title: "Harbour" });
    expect(JSON.stringify(entry)).not.toMatch(/consentAt|privacyNotice/);
  });

  it("keeps a name and a boat with the record and, published, in its public entry; remembers the name for the form", async () => {
    const { res } = await upload(server, {
      file: { bytes: distinctJpeg(await makeJpeg(320, 240), "named on firebase"), name: "named.jpg" },
      fields: { title: "Named", name: "Ana <i>Souza</i>", boat: "lagoon 450", edition: "FSW25" },
    });
    expect(res.status).toBe(303);
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("fsw_name="))!
      .split(";")[0]!;
    const key = Object.keys(await records()).find((k) => k.endsWith("-named"))!;
    const record = (await records())[key]!;
    expect(record).toMatchObject({ name: "Ana <i>Souza</i>", boat: "Lagoon 450", uploadedBy: "anonymous" });
    expect(record.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const entry = await (await fetch(`${control}/database?path=${encodeURIComponent(`gallery/all/${key}`)}`)).json();
    expect(entry).toMatchObject({ by: "Ana <i>Souza</i>", boat: "Lagoon 450", day: record.day });
    const form = await (await fetch(`${server.url}/add-photo`, { headers: { cookie } })).text();
    expect(form).toContain('value="Ana &lt;i&gt;Souza&lt;/i&gt;"');
    // Its variants follow the answer: made before the next test counts the writes.
    await expect
      .poll(async () => (await objects(`variants/images/originals/${key}.ready.`)).length, { timeout: 60_000, interval: 250 })
      .toBe(1);
  });

  it("keeps nothing of a photo sent without the consent box, over the form or the JSON route: 400, no write", async () => {
    const [before, recordsBefore] = [await objects(""), await records()];
    const jpeg = await makeJpeg(400, 300);
    for (const asScript of [false, true]) {
      const { res, body, data } = await upload(server, {
        file: { bytes: distinctJpeg(jpeg, `unasked ${asScript}`), name: "unasked.jpg" },
        consent: false,
        asScript,
      });
      expect(res.status).toBe(400);
      if (asScript) expect(data.fieldErrors).toEqual({ consent: en["upload.noConsent"] });
      else expect(text(body)).toContain(en["upload.noConsent"]);
    }
    expect((await calls()).filter((c) => c.method !== "GET")).toEqual([]);
    expect(await objects("")).toEqual(before);
    expect(await records()).toEqual(recordsBefore);
  });

  it("starts the modelled services once: the thumbnail workers inherit the preload but do not act on it", async () => {
    // The upload above ran in a thumbnail worker thread, which loads the same --import preload.
    const starts = server.output().match(/Modelled Google services \(msw\) on /g) ?? [];
    expect(starts).toHaveLength(1);
  });

  it("leaves nothing behind when the upload of the original keeps failing in the middle", async () => {
    const before = await objects();
    // A BMP is stored as it comes (it carries no metadata to strip): 720 KB, well past the failure point.
    const big = await makeBmp(600, 400);
    await fault({ service: "storage", failUploadAfterBytes: 100_000, times: 1000 });
    const { res, data } = await upload(server, {
      file: { bytes: big, name: "broken.bmp", type: "image/bmp" },
      asScript: true,
    });
    expect(res.status).toBe(500);
    expect(data.formError).toBe(
      "Error uploading file: Max retry time for operation exceeded, please try again. (storage/retry-limit-exceeded)",
    );
    expect(await objects()).toEqual(before);
    expect(Object.keys(await records()).some((k) => k.endsWith("-broken"))).toBe(false);
  });

  it("removes the stored files when the database refuses the record", async () => {
    const before = await objects();
    await fault({ service: "rtdb", status: 401, times: 1000, matchUrlIncludes: "-refused" });
    const { res, data } = await upload(server, {
      file: { bytes: await makeJpeg(400, 300), name: "refused.jpg" },
      asScript: true,
    });
    expect(res.status).toBe(500);
    expect(data.formError).toMatch(/^Something went wrong: Client doesn't have permission to access the desired data\./);
    expect(await objects()).toEqual(before);
  });
});
