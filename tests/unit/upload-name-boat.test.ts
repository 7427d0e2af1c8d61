import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { action as pageAction, loader as pageLoader } from "~/routes/($lang).add-photo/route";
import { action as jsonAction } from "~/routes/($lang).add-photo.upload";
import { getDatabase } from "~/services/backend/backend.server";
import { shutdownImagePool } from "~/services/images/image-processing.server";
import { variantQueueIdle } from "~/services/images/variants.server";
import { setReviewState } from "~/services/review/photo-review.server";
import { myUploads, myUploadsCookie } from "~/services/uploads/my-uploads.server";
import { savePhoto } from "~/services/uploads/photos.server";
import { uploaderNameCookie } from "~/services/uploads/uploader-name.server";
import { facetEntries, galleryIndexPath, recordPath, RECORDS_PATH, type UploadRecord } from "~/lib/photo-layout";
import { dayIn } from "~/lib/places";
import { COOKIES } from "~/lib/privacy-inventory";
import { withExifDate } from "../fixtures/exif-date";
import { makeJpeg } from "../fixtures/images";
import { useBackend } from "../support/backends";
import { distinctJpeg, uploadForm } from "../support/upload";

// Real uploads through the image workers, on a machine shared with other work.
vi.setConfig({ testTimeout: 30_000 });

const NAME = COOKIES.uploaderName.name;
let jpeg: Buffer;
let sent = 0;

beforeAll(async () => {
  jpeg = await makeJpeg(640, 480);
});
afterAll(async () => {
  await variantQueueIdle();
  await shutdownImagePool();
});

/** A new photo each time (the same bytes twice are "already shared"), posted as the page's script or its form does. */
function post(
  fields: Record<string, string>,
  { lang, cookie, bytes }: { lang?: "pt" | "de"; cookie?: string; bytes?: Buffer } = {},
) {
  const body = uploadForm({ file: { bytes: bytes ?? distinctJpeg(jpeg, `name-boat ${sent++}`), name: "deck.jpg" }, fields });
  const prefix = lang ? `/${lang}` : "";
  return (url: string) =>
    new Request(`http://localhost${prefix}${url}`, { method: "POST", body, headers: cookie ? { Cookie: cookie } : {} });
}
const params = (lang?: string) => (lang ? { lang } : {});

async function sendScripted(fields: Record<string, string>, options: Parameters<typeof post>[1] = {}) {
  const res = (await jsonAction({
    request: post(fields, options)("/add-photo/upload"),
    params: params(options.lang),
    context: {},
  })) as Response;
  return { res, body: (await res.json()) as { ok: boolean; key?: string; fieldErrors?: Record<string, string> } };
}

const nameCookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${NAME}=`));

describe.each(["local", "firebase"] as const)("a name and a boat given at upload, on the %s backend", (kind) => {
  const backend = useBackend(kind, {
    uploadRateLimit: 0,
    photoReview: true,
    siteNow: new Date("2025-07-01T12:00:00Z"),
  });
  // Registered after the backend's hooks, so it runs before they take the backend away.
  afterAll(() => variantQueueIdle());

  async function stored(): Promise<string[]> {
    const { firebase, dataDir } = backend;
    if (firebase) return firebase.mocks.listObjects(firebase.config.storageBucket, "");
    const found = await fs.readdir(dataDir, { recursive: true, withFileTypes: true }).catch(() => []);
    return found
      .filter((e) => e.isFile() && !e.parentPath.includes(`${path.sep}database`))
      .map((e) => path.relative(dataDir, path.join(e.parentPath, e.name)));
  }
  const records = async () => ((await getDatabase().get(RECORDS_PATH)) ?? {}) as Record<string, UploadRecord>;

  it("puts them on the record, and in the public index only once the photo is approved", async () => {
    const { res, body } = await sendScripted({ name: "  <b>Ana</b> Souza ", boat: "bali 4.2", edition: "FSW25", title: "Bow" });
    expect(res.status, JSON.stringify(body)).toBe(200);
    const key = body.key!;
    const record = (await getDatabase().get(recordPath(key))) as UploadRecord;
    // As typed, markup and all (it is text), and the boat as data/events.ts spells it; still shared by "anonymous".
    expect(record).toMatchObject({ name: "<b>Ana</b> Souza", boat: "Bali 4.2", edition: "FSW25", uploadedBy: "anonymous" });
    expect(record.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const facets = facetEntries(key, record);
    expect(Object.keys(facets)).toHaveLength(3);

    // Waiting for review: in no public list, under no facet.
    expect(await getDatabase().get(`${galleryIndexPath()}/${key}`)).toBeNull();
    expect(await getDatabase().get(`${galleryIndexPath("FSW25")}/${key}`)).toBeNull();
    for (const facet of Object.keys(facets)) expect(await getDatabase().get(facet)).toBeNull();
    // Its uploader sees the name and boat with it.
    const mine = (await myUploadsCookie().serialize([key])).split(";")[0]!;
    const own = await myUploads(new Request("http://localhost/add-photo", { headers: { Cookie: mine } }));
    expect(own).toEqual([expect.objectContaining({ key, name: "<b>Ana</b> Souza", boat: "Bali 4.2", state: "pending" })]);

    await setReviewState([key], "approved", "ana@example.com");
    const entry = { by: "<b>Ana</b> Souza", boat: "Bali 4.2", day: record.day, title: "Bow", edition: "FSW25" };
    expect(await getDatabase().get(`${galleryIndexPath()}/${key}`)).toMatchObject(entry);
    expect(await getDatabase().get(`${galleryIndexPath("FSW25")}/${key}`)).toMatchObject(entry);
    for (const [facet, label] of Object.entries(facets)) expect(await getDatabase().get(facet)).toBe(label);
    // Nothing of the consent or the uploader in the public entry.
    expect(JSON.stringify(await getDatabase().get(`${galleryIndexPath()}/${key}`))).not.toMatch(
      /consentAt|privacyNotice|uploadedBy/,
    );
  });

  it("stores neither when none is given", async () => {
    const { body } = await sendScripted({ name: "   ", boat: "", edition: "FSW24" });
    const record = (await getDatabase().get(recordPath(body.key!))) as UploadRecord;
    expect(record).not.toHaveProperty("name");
    expect(record).not.toHaveProperty("boat");
    expect(record.edition).toBe("FSW24");
  });

  it("refuses 10 kB of name, and a boat of another edition, in the page's language, keeping nothing", async () => {
    // The earlier uploads' variants are made after their answers: done before looking.
    await variantQueueIdle();
    const [before, recordsBefore] = [await stored(), await records()];
    const page = (await pageAction({
      request: post({ name: "N".repeat(10_000), edition: "FSW25" }, { lang: "pt" })("/add-photo"),
      params: params("pt"),
      context: {},
    })) as Response;
    expect(page.status).toBe(400);
    expect(((await page.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      name: "O campo “Seu nome” é longo demais (no máximo 80 caracteres).",
    });
    expect(page.headers.getSetCookie()).toEqual([]);
    const { res, body } = await sendScripted({ boat: "Dufour 460 Grand Large", edition: "FSW25" }, { lang: "de" });
    expect(res.status).toBe(400);
    expect(body.fieldErrors).toEqual({
      boat: "„Dufour 460 Grand Large“ ist kein Boot der FSW25: Bitte wähl eines aus der Liste (Lagoon 42, Lagoon 450, Bali 4.2, Jeanneau Sun Odyssey 519, Beneteau Oceanis 46.1).",
    });
    expect(await stored()).toEqual(before);
    expect(await records()).toEqual(recordsBefore);
  });
});

const LOCAL = { uploadRateLimit: 0, siteNow: new Date("2025-07-01T12:00:00Z") };

describe("the name remembered by this browser", () => {
  useBackend("local", LOCAL);
  afterAll(() => variantQueueIdle());

  const formFor = async (cookie?: string) => {
    const res = (await pageLoader({
      request: new Request("http://localhost/add-photo", { headers: cookie ? { Cookie: cookie } : {} }),
      params: {},
      context: {},
    })) as Response;
    return (await res.json()) as { name: string; boats: Record<string, string[]> };
  };

  it("is set by an upload with a name, fills the form in, and is removed by one sent without", async () => {
    const { res } = await sendScripted({ name: "Ana Souza", edition: "FSW25" });
    const set = nameCookieOf(res)!;
    expect(set).toContain(`Max-Age=${COOKIES.uploaderName.maxAgeSeconds}`);
    expect(set).toContain(`Path=${COOKIES.uploaderName.path}`);
    expect(set).toContain("HttpOnly");
    expect(set).toContain("SameSite=Lax");
    const cookie = set.split(";")[0]!;
    expect((await formFor(cookie)).name).toBe("Ana Souza");
    expect((await formFor()).name).toBe("");

    // Without JavaScript too: the form's post redirects with it.
    const plain = (await pageAction({
      request: post({ name: "Bea <i>Lima</i>", edition: "FSW25" }, { cookie })("/add-photo"),
      params: {},
      context: {},
    })) as Response;
    expect(plain.status).toBe(303);
    expect((await formFor(nameCookieOf(plain)!.split(";")[0]!)).name).toBe("Bea <i>Lima</i>");

    const emptied = await sendScripted({ name: "", edition: "FSW25" }, { cookie });
    expect(nameCookieOf(emptied.res)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    // Nobody gets the cookie for leaving the field empty.
    expect(nameCookieOf((await sendScripted({ name: "" })).res)).toBeUndefined();
    // A refused upload changes nothing.
    expect(nameCookieOf((await sendScripted({ name: "x".repeat(81) }, { cookie })).res)).toBeUndefined();
  });

  it("fills in nothing from a cookie this site did not sign, or from one holding what the form refuses", async () => {
    expect((await formFor(`${NAME}=${btoa(JSON.stringify("Mallory"))}`)).name).toBe("");
    const tooLong = (await uploaderNameCookie().serialize("x".repeat(200))).split(";")[0]!;
    expect((await formFor(tooLong)).name).toBe("");
  });

  it("offers each started edition's boats as data/events.ts lists them", async () => {
    const { boats } = await formFor();
    expect(boats.FSW25).toEqual(["Lagoon 42", "Lagoon 450", "Bali 4.2", "Jeanneau Sun Odyssey 519", "Beneteau Oceanis 46.1"]);
    expect(boats).not.toHaveProperty("FSW26");
  });
});

describe("the day a photo was taken", () => {
  useBackend("local", LOCAL);
  afterAll(() => variantQueueIdle());
  let camera: Buffer;
  beforeAll(async () => {
    // A camera-size photo with its date taken in its EXIF.
    camera = withExifDate(await makeJpeg(1600, 1200), "2025:06:16 23:50:00");
  });

  const dayOf = async (fields: Record<string, string>, bytes: Buffer, now?: number) => {
    const result = await savePhoto(post(fields, { bytes })("/add-photo"), now === undefined ? {} : { now: () => now });
    if (!result.ok) throw new Error(result.refusal.text);
    return (await getDatabase().get(recordPath(result.key))) as UploadRecord;
  };

  it("is the camera's date taken, whatever date is typed in", async () => {
    const record = await dayOf({ date: "2025-06-20", edition: "FSW25" }, camera);
    expect(record.day).toBe("2025-06-16");
    expect(record.date).toBe("2025-06-20");
  });

  it("is else the typed date when it is a calendar day", async () => {
    expect((await dayOf({ date: "2025-06-18", edition: "FSW25" }, distinctJpeg(jpeg, "typed"))).day).toBe("2025-06-18");
  });

  it("is else the day it arrived, as it was where the edition sailed", async () => {
    // 21:30 UTC: still the 15th in Sicily (UTC+2), already the 16th in Greece (UTC+3).
    const at = Date.parse("2025-06-15T21:30:00Z");
    expect(dayIn("Europe/Rome", new Date(at))).toBe("2025-06-15");
    const sicily = await dayOf({ date: "2025-02-30", edition: "FSW25" }, distinctJpeg(jpeg, "arrived 25"), at);
    expect(sicily.day).toBe("2025-06-15");
    const cyclades = await dayOf({ date: "", edition: "FSW23" }, distinctJpeg(jpeg, "arrived 23"), at);
    expect(cyclades.day).toBe("2025-06-16");
  });
});
