import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessibility } from "../../data/accessibility";
import { makeJpeg } from "../fixtures/images";
import { LANGS, localePath } from "~/i18n/languages";
import { RECORDS_PATH } from "~/lib/photo-layout";
import { problemWithAlt } from "../support/alt-text";
import { images, text, decodeEntities } from "../support/html";
import { addAccounts, organiser, readNode, signIn, type Organiser } from "../support/review";
import { startServer, type TestServer } from "../support/server";
import { CONSENT, distinctJpeg, tusMetadata, upload, uploadForm } from "../support/upload";

const altsOf = (html: string) => images(html).map(({ attrs }) => /\salt="([^"]*)"/.exec(attrs)?.[1] ?? null);
/** Whether the accessibility statement lists approved photos without a description, in each language. */
const statementLists = async (server: TestServer) =>
  Promise.all(
    LANGS.map(async (lang) => {
      const html = decodeEntities(await (await fetch(server.url + localePath(lang, "/accessibility"))).text());
      const listed = [accessibility.failures.photos[lang], accessibility.known.photos[lang]].map((t) => html.includes(t));
      expect(listed[0], lang).toBe(listed[1]);
      return listed[0];
    }),
  );
const labelsOf = (html: string) => [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => decodeEntities(m[1]!));

const DESCRIBED = {
  form: "Two dancers <b>spinning</b> on the deck at sunset",
  json: "A skipper laughing at the helm & a wave behind",
  tus: "Six people in a circle singing on the foredeck",
};
const EMAIL = "ana@example.com";
const PASSWORD = "a long enough passphrase";

describe.each(["embedded", "firebase"] as const)("a description for people who cannot see the photo (%s backend)", (backend) => {
  let server: TestServer;
  let jpeg: Buffer;
  let review: Organiser;
  let cookie: string;
  const keys: Record<string, string> = {};
  const key = (name: string) => keys[name] ?? "";

  beforeAll(async () => {
    [server, jpeg] = await Promise.all([
      startServer(
        { UPLOAD_RATE_LIMIT: "0", REQUEST_LOG: "off", FIREBASE_RETRY_SCALE: "0.01" },
        { mocks: backend === "firebase" },
      ),
      makeJpeg(1200, 800),
    ]);
    addAccounts(server, [[EMAIL, PASSWORD]]);
    cookie = await signIn(server, EMAIL, PASSWORD);
    review = organiser(server, cookie);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  const page = async (path: string) => (await fetch(server.url + path)).text();
  const publicPages = () =>
    LANGS.flatMap((lang) => [
      localePath(lang, "/event-details/fsw25"),
      localePath(lang, "/add-photo"),
      localePath(lang, "/event-details/fsw25/slideshow?paused=1"),
    ]);

  it("is taken from the form, the JSON route and a tus upload's finish, as text, and refused whole over its limit", async () => {
    const form = await upload(server, {
      file: { bytes: distinctJpeg(jpeg, "form"), name: "IMG_2041.jpg" },
      fields: { edition: "FSW25", alt: `  ${DESCRIBED.form.replace(" at ", "\r\nat ")} ` },
    });
    expect(form.res.status).toBe(303);
    for (const [name, alt] of [
      ["json", DESCRIBED.json],
      ["plain", ""],
    ] as const) {
      const { res, data } = await upload(server, {
        file: { bytes: distinctJpeg(jpeg, name), name: `DSC_00${name.length}.jpg` },
        fields: { edition: "FSW25", name: "Bia", ...(alt ? { alt } : {}) },
        asScript: true,
      });
      expect(res.status, JSON.stringify(data)).toBe(200);
      keys[name] = data.key!;
    }
    const bytes = distinctJpeg(jpeg, "tus");
    const created = await fetch(`${server.url}/add-photo/tus/`, {
      method: "POST",
      headers: {
        "Tus-Resumable": "1.0.0",
        "Upload-Length": String(bytes.length),
        "Upload-Metadata": tusMetadata({ filename: "PXL_20250614.jpg", filetype: "image/jpeg" }),
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get("location")!;
    const patched = await fetch(server.url + location, {
      method: "PATCH",
      headers: { "Tus-Resumable": "1.0.0", "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" },
      body: new Uint8Array(bytes),
    });
    expect(patched.status).toBe(204);
    const finish = await fetch(`${server.url}/add-photo/upload`, {
      method: "POST",
      body: new URLSearchParams({ ...CONSENT, tusUpload: location.split("/").pop()!, edition: "FSW25", alt: DESCRIBED.tus }),
    });
    const finished = (await finish.json()) as { key: string };
    expect(finish.status, JSON.stringify(finished)).toBe(200);
    keys.tus = finished.key;

    const before = Object.keys(await readNode(server, RECORDS_PATH));
    const tooLong = await fetch(`${server.url}/de/add-photo/upload`, {
      method: "POST",
      body: uploadForm({
        file: { bytes: distinctJpeg(jpeg, "long"), name: "long.jpg" },
        fields: { edition: "FSW25", alt: "x".repeat(301) },
      }),
    });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { fieldErrors: Record<string, string> }).fieldErrors.alt).toBe(
      "Die Beschreibung für Menschen, die das Foto nicht sehen können, darf höchstens 300 Zeichen haben.",
    );
    expect(Object.keys(await readNode(server, RECORDS_PATH))).toEqual(before);

    const records = await readNode(server, RECORDS_PATH);
    keys.form = before.find((key) => key.endsWith("IMG_2041")) ?? "";
    expect(records[keys.form]).toMatchObject({ alt: DESCRIBED.form, title: "IMG_2041" });
    expect(records[key("json")]).toMatchObject({ alt: DESCRIBED.json });
    expect(records[key("tus")]).toMatchObject({ alt: DESCRIBED.tus });
    expect(records[key("plain")]).not.toHaveProperty("alt");
  }, 180_000);

  it("is said nowhere public before approval", async () => {
    for (const path of publicPages()) {
      const html = decodeEntities(await page(path));
      for (const alt of Object.values(DESCRIBED)) expect(html, path).not.toContain(alt);
    }
    expect(await statementLists(server)).toEqual([false, false, false]);
  }, 120_000);

  it("is the text alternative everywhere once approved, escaped; one without has an honest fallback; the review filter lists exactly those", async () => {
    expect(await review.act("approve", Object.values(keys), { back: "/organisers" })).toBe(303);
    for (const path of publicPages()) {
      const html = await page(path);
      expect(html, path).not.toContain("<b>spinning</b>");
      const alts = altsOf(html);
      for (const alt of alts) expect(problemWithAlt(decodeEntities(alt ?? "")), `${path}: alt "${alt}"`).toBeNull();
      for (const label of labelsOf(html).filter((l) => /IMG_|DSC_|PXL_/.test(l))) expect.fail(`${path}: "${label}"`);
      if (path.includes("slideshow")) continue;
      for (const alt of Object.values(DESCRIBED))
        expect(
          alts.map((a) => decodeEntities(a ?? "")),
          path,
        ).toContain(alt);
    }
    const en = altsOf(await page("/event-details/fsw25")).map((a) => decodeEntities(a ?? ""));
    expect(en.some((a) => /^Photo by Bia, taken on .+, not described yet$/.test(a))).toBe(true);
    const de = altsOf(await page("/de/event-details/fsw25")).map((a) => decodeEntities(a ?? ""));
    expect(de.some((a) => /^Foto von Bia, aufgenommen am .+, noch nicht beschrieben$/.test(a))).toBe(true);
    for (const lang of LANGS) {
      const narrowed = altsOf(await page(localePath(lang, "/event-details/fsw25?by=bia"))).map((a) => decodeEntities(a ?? ""));
      expect(narrowed, lang).toContain(DESCRIBED.json);
      for (const alt of narrowed) expect(problemWithAlt(alt), `${lang} narrowed: "${alt}"`).toBeNull();
    }

    const reviewPage = async (query: string) =>
      (await fetch(`${server.url}/organisers${query}`, { headers: { Cookie: cookie } })).text();
    const listed = (html: string) =>
      [...html.matchAll(/form="review-bulk" name="key" id="[^"]+" value="([^"]+)"/g)].map((m) => m[1]);
    const filtered = await reviewPage("?state=approved&undescribed=1");
    expect(listed(filtered)).toEqual([key("plain")]);
    expect(await statementLists(server)).toEqual([true, true, true]);
    expect(filtered).toContain("1 approved photo or clip has no description for people who cannot see it.");
    expect(await reviewPage("?state=approved")).toContain('href="/organisers?state=approved&amp;undescribed=1"');

    expect(
      await review.act("edit", [key("plain")], { title: "", edition: "FSW25", tags: "", alt: "A sail filling with wind" }),
    ).toBe(303);
    expect(listed(await reviewPage("?state=approved&undescribed=1"))).toEqual([]);
    expect(await statementLists(server)).toEqual([false, false, false]);
    expect(altsOf(await page("/pt/event-details/fsw25")).map((a) => decodeEntities(a ?? ""))).toContain(
      "A sail filling with wind",
    );
    expect(JSON.stringify(await readNode(server, "auditLog"))).toContain("description for people who cannot see it");
  }, 180_000);

  it("never shows a title that is a file's name: not as a caption, a link's name or a text alternative", async () => {
    const removal = Object.values(keys).flatMap((k) => LANGS.map((lang) => localePath(lang, `/photos/${k}/remove`)));
    for (const path of [...publicPages(), ...removal]) {
      const html = await page(path);
      const said = [text(html), ...[...html.matchAll(/\s(?:alt|aria-label|title)="([^"]*)"/g)].map((m) => decodeEntities(m[1]!))];
      for (const words of said) expect(words, path).not.toMatch(/IMG_2041|DSC_00\d|PXL_20250614/);
    }
    const remove = await page(`/photos/${key("form")}/remove`);
    expect(altsOf(remove).map((a) => decodeEntities(a ?? ""))).toContain(DESCRIBED.form);
  }, 120_000);
});
