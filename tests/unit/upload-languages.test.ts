import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { de } from "~/i18n/messages/de";
import { en } from "~/i18n/messages/en";
import { pt } from "~/i18n/messages/pt";
import { action as pageAction } from "~/routes/($lang).add-photo/route";
import { action as jsonAction, loader as jsonLoader } from "~/routes/($lang).add-photo.upload";
import { resetBackendForTests } from "~/services/backend/backend.server";
import { setConfigForTests } from "~/config/config.server";
import { shutdownImagePool } from "~/services/images/image-processing.server";
import { checkRemovalForm } from "~/services/review/removal-requests.server";
import { tempDir } from "../support/backends";
import { CONSENT } from "../support/upload";

// The upload's answers, with and without JavaScript, are written in the language of the address they
// were posted to; English stays word for word as it always was.

let removeDir: () => Promise<void>;

beforeAll(async () => {
  const { dir, remove } = await tempDir();
  removeDir = remove;
  setConfigForTests({ dataDir: dir, uploadRateLimit: 0 });
  resetBackendForTests();
});

afterAll(async () => {
  setConfigForTests(null);
  resetBackendForTests();
  await shutdownImagePool();
  await removeDir?.();
});

type Answer = { ok: false; status: number; formError?: string; fieldErrors: Record<string, string> };

function post(url: string, fields: Record<string, string>, file?: { name: string; bytes: Uint8Array; type: string }) {
  const form = new FormData();
  if (file) form.append("photo", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(url, { method: "POST", body: form });
}

async function answer(
  action: (args: ActionFunctionArgs) => Promise<Response>,
  request: Request,
  lang: string | undefined,
  context: AppLoadContext = {},
) {
  const res = await action({ request, params: lang === undefined ? {} : { lang }, context });
  return { status: res.status, data: (await res.json()) as Answer };
}

const ROUTES = [
  ["the form without JavaScript", pageAction, "/add-photo"],
  ["the JSON route", jsonAction, "/add-photo/upload"],
] as const;

describe.each(ROUTES)("%s", (_, action, path) => {
  it("answers a post without a file in German on /de: 400 and the German message on the file field", async () => {
    const { status, data } = await answer(action, post(`http://localhost/de${path}`, { title: "Hafen", ...CONSENT }), "de");
    expect(status).toBe(400);
    expect(data.fieldErrors).toEqual({ photo: de["upload.noFile"] });
    expect(data.fieldErrors.photo).toBe("Bitte wähl eine Datei zum Hochladen aus.");
  });

  it("asks for the consent box in German, naming the missing file with it", async () => {
    const { status, data } = await answer(action, post(`http://localhost/de${path}`, { title: "Hafen" }), "de");
    expect(status).toBe(400);
    expect(data.fieldErrors).toEqual({ consent: de["upload.noConsent"], photo: de["upload.noFile"] });
    expect(data.fieldErrors.consent).toBe(
      "Bitte bestätige, dass du diese Fotos teilen darfst und die Menschen darauf einverstanden sind.",
    );
  });

  it("answers in Portuguese on /pt", async () => {
    const { data } = await answer(action, post(`http://localhost/pt${path}`, { title: "Porto" }), "pt");
    expect(data.fieldErrors).toEqual({ consent: pt["upload.noConsent"], photo: pt["upload.noFile"] });
  });

  it("keeps English word for word at the unprefixed address", async () => {
    const missing = await answer(action, post(`http://localhost${path}`, { title: "Harbour", ...CONSENT }), undefined);
    expect(missing.status).toBe(400);
    expect(missing.data.fieldErrors).toEqual({ photo: "Please select a file to upload." });
    const unasked = await answer(action, post(`http://localhost${path}`, { title: "Harbour" }), undefined);
    expect(unasked.data.fieldErrors).toEqual({
      consent: "Please confirm that you may share these photos and that the people in them agree.",
      photo: "Please select a file to upload.",
    });
  });

  it("writes a refusal found deep in the pipeline in German too: a file that is no photo, the field too long", async () => {
    const notAPhoto = { name: "notes.jpg", bytes: new TextEncoder().encode("just some text, not a photo"), type: "image/jpeg" };
    const refused = await answer(action, post(`http://localhost/de${path}`, { ...CONSENT }, notAPhoto), "de");
    const text = refused.data.fieldErrors.photo ?? refused.data.formError ?? JSON.stringify(refused.data);
    expect(refused.status).toBe(415);
    expect(text).toBe(
      "Fehler beim Hochladen: Diese Datei ist kein Foto, das wir lesen können. " +
        "Bitte wähl ein Bild als JPEG, PNG, WebP, HEIC, GIF, BMP oder TIFF.",
    );
    const long = await answer(action, post(`http://localhost/de${path}`, { title: "t".repeat(121), ...CONSENT }), "de");
    expect(long.data.fieldErrors.title).toBe("Das Feld „Titel“ ist zu lang (höchstens 120 Zeichen).");
  });

  it("tells a client over the rate limit to wait, in German", async () => {
    const { status, data } = await answer(action, post(`http://localhost/de${path}`, {}), "de", {
      uploadRateLimited: { retryAfterSeconds: 42 },
    });
    expect(status).toBe(429);
    expect(data.formError).toBe(
      "Zu viele Uploads von deiner Verbindung. Bitte warte 42 Sekunden und versuch es dann noch einmal.",
    );
  });

  it("answers another method in German", async () => {
    const request = new Request(`http://localhost/de${path}`, { method: "PUT", body: "x" });
    const { status, data } = await answer(action, request, "de");
    expect(status).toBe(405);
    expect(data.formError).toBe(de["upload.refused.postOnly"]);
  });
});

describe("the JSON route's address opened in a browser", () => {
  it("sends the visitor to the form in the address's language", async () => {
    for (const [lang, form] of [
      [undefined, "/add-photo"],
      ["de", "/de/add-photo"],
      ["pt", "/pt/add-photo"],
    ] as const) {
      const prefix = lang ? `/${lang}` : "";
      const res = jsonLoader({
        request: new Request(`http://localhost${prefix}/add-photo/upload`),
        params: lang ? { lang } : {},
        context: {},
      });
      expect(res.headers.get("location")).toBe(form);
    }
  });
});

describe("the removal request form's checks", () => {
  it("name the mistakes in the visitor's language, English as before", async () => {
    const { translatorFor } = await import("~/i18n/i18n.server");
    expect(checkRemovalForm({ why: "", email: "nope" }, translatorFor("de"))).toEqual({
      why: de["upload.removal.whyMissing"],
      email: de["upload.removal.emailInvalid"],
    });
    expect(checkRemovalForm({ why: "", email: "nope" })).toEqual({
      why: en["upload.removal.whyMissing"],
      email: "This does not look like an e-mail address (or leave the field empty).",
    });
    expect(checkRemovalForm({ why: "x".repeat(1001), email: "" }).why).toBe("Please keep it to 1000 characters.");
  });
});
