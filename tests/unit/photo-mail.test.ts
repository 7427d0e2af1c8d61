import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PHOTO_NEWS_PATH, photoNewsPath, recordPath, type UploadRecord } from "~/lib/photo-layout";
import { PHOTO_MAIL_PATH, photoMailPath, photoMailSendPath } from "~/lib/photo-mail";
import { getDatabase, getStorage, resetBackendForTests } from "~/services/backend/backend.server";
import { getConfig, parseConfig, setConfigForTests } from "~/config/config.server";
import { closeMailForTests } from "~/services/mail/mail.server";
import { confirmationMessage, newsMessage } from "~/services/mail/photo-mail-messages.server";
import {
  checkPhotoMailAddress,
  confirmSignUp,
  photoMailLinkWorks,
  signUp,
  subscriberKey,
  unsubscribe,
} from "~/services/mail/photo-mail.server";
import { checkPhotoMail, describeParticipantMail, stopPhotoMailForTests } from "~/services/mail/photo-news.server";
import { setReviewState } from "~/services/review/photo-review.server";
import { sweepRetention } from "~/services/review/retention.server";
import { mockedFirebase, tempDir, type MockedFirebase } from "../support/backends";
import { startSmtp, type ReceivedMail, type SmtpListener } from "../support/smtp";

// The participants' mail against a real SMTP listener, on both backends: double opt-in, one mail per edition per
// interval with the count, one-click unsubscribe, and the retention sweep on its own clock.

vi.setConfig({ testTimeout: 30_000 });

const SITE = "https://fsw.example.org";
const SECRET = "a-secret-of-thirty-two-characters-at-least";
const TITLE = "FSW25 – Sardinia & Corsica";
const DAY = 24 * 3_600_000;

describe("the participants' mails", () => {
  it("ask to confirm in the sign-up's language, with the link and what happens otherwise", () => {
    const en = confirmationMessage({ lang: "en", title: TITLE, confirmUrl: `${SITE}/c?x=1&y=2` });
    expect(en.subject).toBe(`Please confirm: new photos of ${TITLE} by e-mail · Forró Sailing Week`);
    expect(en.text).toContain(`Confirm my address: ${SITE}/c?x=1&y=2`);
    expect(en.text).toContain("deleted within 48 hours");
    expect(en.html).toContain(`<a href="${SITE}/c?x=1&amp;y=2">Confirm my address</a>`);
    expect(en.html).toContain("Sardinia &amp; Corsica");
    const de = confirmationMessage({ lang: "de", title: "FSW25", confirmUrl: `${SITE}/de/c` });
    expect(de.subject).toMatch(/^Bitte bestätigen: neue Fotos von FSW25 per E-Mail/);
    expect(de.html.startsWith('<!DOCTYPE html><html lang="de">')).toBe(true);
    const pt = confirmationMessage({ lang: "pt", title: "FSW25", confirmUrl: `${SITE}/pt/c` });
    expect(pt.html.startsWith('<!DOCTYPE html><html lang="pt-BR">')).toBe(true);
  });

  it("count the new photos with each language's plural, and carry a visible unsubscribe link", () => {
    const input = { title: "FSW25", galleryUrl: `${SITE}/g`, unsubscribeUrl: `${SITE}/off` };
    expect(newsMessage({ ...input, lang: "en", count: 1 }).subject).toBe("1 new photo of FSW25 · Forró Sailing Week");
    const three = newsMessage({ ...input, lang: "en", count: 3 });
    expect(three.text).toContain("3 new photos of FSW25 are in the gallery.");
    expect(three.text).toContain(`See the photos: ${SITE}/g`);
    expect(three.text).toContain(`Unsubscribe: ${SITE}/off`);
    expect(three.html).toContain(`<a href="${SITE}/off">Unsubscribe</a>`);
    expect(newsMessage({ ...input, lang: "pt", count: 1 }).subject).toMatch(/^1 foto nova de FSW25/);
    expect(newsMessage({ ...input, lang: "pt", count: 1200 }).subject).toMatch(/^1\.200 fotos novas de FSW25/);
    expect(newsMessage({ ...input, lang: "de", count: 2 }).text).toContain("In der Galerie sind 2 neue Fotos von FSW25.");
  });

  it("take an address as it is kept (trimmed, lower case) and refuse anything else", () => {
    expect(checkPhotoMailAddress("  Ana.Souza@Example.ORG ")).toBe("ana.souza@example.org");
    for (const bad of [
      "",
      "ana",
      "<script>@x.org",
      "a@b",
      `${"a".repeat(250)}@example.org`,
      "x".repeat(10_000),
      "a@b.org\r\nBcc: c@d.org",
    ])
      expect(checkPhotoMailAddress(bad), bad.slice(0, 20)).toBeNull();
  });
});

describe("the participants' mail configuration", () => {
  it("is off without SMTP_URL or its secret, with one mail a day per edition and 90 days after the edition", () => {
    const config = parseConfig({});
    expect(config.participantMail).toEqual({ secret: null, intervalSeconds: 86_400, rateLimit: 10 });
    expect(config.retention.photoMailDays).toBe(90);
    expect(describeParticipantMail(config)).toBe("participants' mail about new photos is off (no SMTP_URL)");
    const smtp = { SMTP_URL: "smtp://127.0.0.1:2525" };
    expect(describeParticipantMail(parseConfig(smtp))).toContain("off (no PHOTO_MAIL_SECRET)");
    const on = parseConfig({ ...smtp, PHOTO_MAIL_SECRET: SECRET, PARTICIPANT_MAIL_SECONDS: "1" });
    expect(describeParticipantMail(on)).toBe("participants' mail about new photos: at most one per edition every 1 s");
    expect(describeParticipantMail(on)).not.toContain(SECRET);
    expect(() => parseConfig({ PARTICIPANT_MAIL_SECONDS: "0" })).toThrow(/PARTICIPANT_MAIL_SECONDS: must be at least 1/);
    expect(() => parseConfig({ PARTICIPANT_MAIL_SECONDS: "2.5" })).toThrow(/PARTICIPANT_MAIL_SECONDS: must be a whole number/);
    expect(() => parseConfig({ PHOTO_MAIL_SECRET: "short" })).toThrow(/PHOTO_MAIL_SECRET: must be at least 32 characters/);
    expect(() => parseConfig({ RETAIN_PHOTO_MAIL_DAYS: "0" })).toThrow(/RETAIN_PHOTO_MAIL_DAYS: must be at least 1/);
  });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, check: () => T | undefined | false): Promise<T> {
  for (let waited = 0; ; waited += 50) {
    const value = check();
    if (value) return value;
    if (waited > 20_000) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** The link of a mail's text that leads to `path`, as a site path with its query. */
function linkIn(mail: ReceivedMail, path: string): URL {
  return new URL(new RegExp(`${SITE}\\S*${path}\\?\\S+`).exec(mail.text)![0]);
}

/** A header as it reads unfolded (a long one may go on over several lines). */
const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, "mi").exec(mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " "))?.[1];

const linkParams = (url: URL) => [url.searchParams.get("subscriber")!, url.searchParams.get("token")!] as const;

describe.each(["embedded", "firebase"] as const)("the participants' mail on the %s backend", (kind) => {
  let smtp: SmtpListener;
  let firebase: MockedFirebase | undefined;
  const dirs: Array<() => Promise<void>> = [];
  let photo = 0;

  beforeAll(async () => {
    smtp = await startSmtp();
    if (kind === "firebase") firebase = mockedFirebase();
    const { dir, remove } = await tempDir();
    dirs.push(remove);
    const base = parseConfig({ SMTP_URL: smtp.url, PHOTO_MAIL_SECRET: SECRET, PARTICIPANT_MAIL_SECONDS: "3600" });
    setConfigForTests({
      dataDir: dir,
      siteUrl: SITE,
      firebase: firebase ? { ...firebase.config, retryScale: 0.01 } : null,
      mail: { ...base.mail, from: "fsw@example.org" },
      participantMail: base.participantMail,
    });
    resetBackendForTests();
    await getStorage();
    vi.spyOn(console, "info").mockImplementation(() => undefined);
  });

  afterEach(() => stopPhotoMailForTests());

  afterAll(async () => {
    vi.restoreAllMocks();
    closeMailForTests();
    setConfigForTests(null);
    resetBackendForTests();
    firebase?.close();
    await smtp?.close();
    await Promise.all(dirs.map((remove) => remove()));
  });

  /** Photos of FSW25 approved through the review, as an organiser's button does it. */
  async function approve(count: number, clips = false) {
    const keys = Array.from({ length: count }, () => `${1_750_000_000_000 + ++photo}-photo${photo}`);
    for (const key of keys) {
      const record: UploadRecord = {
        original: "o",
        thumbnail: "t",
        uploadedAt: new Date().toISOString(),
        title: key,
        edition: "FSW25",
        ...(clips ? { type: "video/mp4", poster: "p", duration: 12.5 } : {}),
      };
      await getDatabase().set(recordPath(key), record);
    }
    await setReviewState(keys, "approved", "ana@example.org");
    return keys;
  }

  /** The last mail's interval over, as if it went long ago. */
  async function intervalOver() {
    const sends = (await getDatabase().get(photoMailSendPath("fsw25"))) as Record<string, { at: number }>;
    for (const [n, send] of Object.entries(sends))
      await getDatabase().set(`${photoMailSendPath("fsw25")}/${n}/at`, send.at - 3_600_000);
  }

  const to = (address: string) => smtp.mails.filter((m) => m.to.includes(address));

  it("mails a new address once to confirm, keeps no token and no address in any key, and mails nothing more until confirmed", async () => {
    await signUp("FSW25", "  Ana@Example.org ", "en");
    const mail = await until("the confirmation", () => to("ana@example.org")[0]);
    expect(mail.subject).toContain("Please confirm");
    const link = linkIn(mail, "/event-details/fsw25/photo-mail/confirm");
    const [subscriber, token] = linkParams(link);
    expect(subscriber).toBe(subscriberKey("ana@example.org"));
    const stored = JSON.stringify(await getDatabase().get(PHOTO_MAIL_PATH));
    expect(stored).toContain('"email":"ana@example.org"');
    expect(stored).not.toContain(token);
    expect(Object.keys((await getDatabase().get(photoMailPath("fsw25"))) as object)).toEqual([subscriber]);
    // Signed up again at once, from another page: no second mail (and never more than three in all).
    await signUp("fsw25", "ana@example.org", "de");
    // Photos approved meanwhile go to nobody unconfirmed.
    await approve(2);
    expect(await checkPhotoMail()).toBeNull();
    await sleep(300);
    expect(to("ana@example.org")).toHaveLength(1);
    // Opening the link confirms nothing; a wrong or another's token does nothing either.
    expect(await photoMailLinkWorks("fsw25", "confirm", subscriber, token)).toBe(true);
    expect(await confirmSignUp("fsw25", subscriber, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBe(false);
    expect(await unsubscribe("fsw25", subscriber, token)).toBe(false);
    expect(await confirmSignUp("fsw24", subscriber, token)).toBe(false);
    expect(await confirmSignUp("fsw25", subscriber, token)).toBe(true);
    expect(await confirmSignUp("fsw25", subscriber, token)).toBe(false);
    expect(await photoMailLinkWorks("fsw25", "confirm", subscriber, token)).toBe(false);
  });

  it("sends one mail for however many new photos, removes exactly what it counted, and none while nothing is new", async () => {
    await approve(3);
    expect(await checkPhotoMail()).toBeNull();
    const news = await until("the news", () => to("ana@example.org")[1]);
    // The two approved before the confirmation were not announced yet: they count too.
    expect(news.subject).toBe("5 new photos of FSW25 – Aeolian Islands · Forró Sailing Week");
    expect(header(news, "List-Unsubscribe")).toMatch(
      /^<https:\/\/fsw\.example\.org\/event-details\/fsw25\/photo-mail\/unsubscribe\?subscriber=[0-9a-f]{64}&token=[\w-]+>$/,
    );
    expect(header(news, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(news.text).toContain(`See the photos: ${SITE}/event-details/fsw25#event-gallery-heading`);
    expect(await getDatabase().get(photoNewsPath("fsw25"))).toBeNull();
    // Nothing new: nothing sent. New photos within the interval wait for its end.
    expect(await checkPhotoMail()).toBeNull();
    await approve(1);
    expect(await checkPhotoMail()).toBeGreaterThan(Date.now() + 3_500_000);
    await intervalOver();
    await approve(1);
    // Several checks at once, as two copies of the site would run them: one claim, one mail.
    await Promise.all([checkPhotoMail(), checkPhotoMail(), checkPhotoMail()]);
    const second = await until("the next news", () => to("ana@example.org")[2]);
    expect(second.subject).toMatch(/^2 new photos of/);
    await sleep(300);
    expect(to("ana@example.org")).toHaveLength(3);
    expect(Object.keys((await getDatabase().get(photoMailSendPath("fsw25"))) as object)).toEqual([
      "000000000001",
      "000000000002",
    ]);
  });

  it("writes to each participant in the language they signed up in", async () => {
    await signUp("fsw25", "bia@example.com.br", "pt");
    await signUp("fsw25", "jan@example.de", "de");
    for (const [address, path] of [
      ["bia@example.com.br", "/pt/event-details/fsw25/photo-mail/confirm"],
      ["jan@example.de", "/de/event-details/fsw25/photo-mail/confirm"],
    ] as const) {
      const mail = await until(`${address}'s confirmation`, () => to(address)[0]);
      expect(await confirmSignUp("fsw25", ...linkParams(linkIn(mail, path)))).toBe(true);
    }
    await intervalOver();
    await approve(1);
    await checkPhotoMail();
    const pt = await until("the Portuguese news", () => to("bia@example.com.br")[1]);
    expect(pt.subject).toBe("1 foto nova de FSW25 – Ilhas Eólias · Forró Sailing Week");
    expect(pt.text).toContain(`${SITE}/pt/event-details/fsw25#event-gallery-heading`);
    expect(pt.text).toContain("Cancelar inscrição: https://fsw.example.org/pt/event-details/fsw25/photo-mail/unsubscribe?");
    const de = await until("the German news", () => to("jan@example.de")[1]);
    expect(de.subject).toMatch(/^1 neues Foto von FSW25/);
    expect(to("ana@example.org")).toHaveLength(4);
  });

  it("stops at once for whoever unsubscribes, with a link of theirs only", async () => {
    const last = to("ana@example.org").at(-1)!;
    const off = new URL(header(last, "List-Unsubscribe")!.slice(1, -1));
    const [subscriber, token] = linkParams(off);
    expect(await unsubscribe("fsw25", subscriberKey("bia@example.com.br"), token)).toBe(false);
    expect(await unsubscribe("fsw25", subscriber, token)).toBe(true);
    expect(await unsubscribe("fsw25", subscriber, token)).toBe(false);
    expect(await getDatabase().get(photoMailPath("fsw25", subscriber))).toBeNull();
    await intervalOver();
    await approve(2);
    await checkPhotoMail();
    await until("the others' news", () => to("jan@example.de")[2]);
    expect(to("ana@example.org")).toHaveLength(4);
    // Signed up again later: a new sign-up, whose old links do nothing.
    await signUp("fsw25", "ana@example.org", "en");
    await until("a new confirmation", () => to("ana@example.org")[4]);
    expect(await unsubscribe("fsw25", subscriber, token)).toBe(false);
  });

  it("counts clips apart from photos, read from the records of what it counts", async () => {
    await intervalOver();
    await approve(2);
    await approve(1, true);
    await checkPhotoMail();
    const de = await until("the German news with a clip", () => to("jan@example.de")[3]);
    expect(de.subject).toBe("2 neue Fotos und 1 neues Video von FSW25 – Liparische Inseln · Forró Sailing Week");
    expect(de.text).toContain("In der Galerie sind 2 neue Fotos und 1 neues Video von FSW25 – Liparische Inseln.");
    expect(de.text).toContain(`Fotos und Videos ansehen: ${SITE}/de/event-details/fsw25#event-gallery-heading`);
    const pt = await until("the Portuguese news with a clip", () => to("bia@example.com.br")[3]);
    expect(pt.subject).toBe("2 fotos novas e 1 vídeo novo de FSW25 – Ilhas Eólias · Forró Sailing Week");
    expect(await getDatabase().get(photoNewsPath("fsw25"))).toBeNull();
  });

  it("keeps a photo new when no mail could go, and logs the failure without the address", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const refusing = await startSmtp({ onRcptTo: (_a, _s, callback) => callback(new Error("No such mailbox here")) });
    const base = parseConfig({ SMTP_URL: refusing.url, PHOTO_MAIL_SECRET: SECRET });
    setConfigForTests({ ...getConfig(), mail: { ...base.mail } });
    closeMailForTests();
    try {
      await intervalOver();
      const [key] = await approve(1);
      expect(await checkPhotoMail()).toBeGreaterThan(Date.now());
      expect(Object.keys((await getDatabase().get(photoNewsPath("fsw25"))) as object)).toEqual([key]);
      const lines = warn.mock.calls.map((c) => String(c[0]));
      expect(lines.some((l) => l.startsWith("Mail failed: new photos of fsw25"))).toBe(true);
      expect(lines.join("\n")).not.toMatch(/@example|No such mailbox/);
    } finally {
      setConfigForTests({ ...getConfig(), mail: { ...base.mail, smtpUrl: smtp.url } });
      closeMailForTests();
      await refusing.close();
      warn.mockRestore();
    }
  });

  it("lets the retention sweep delete unconfirmed sign-ups after 48 hours and confirmed ones a stated time after the edition", async () => {
    await getDatabase().remove(PHOTO_MAIL_PATH);
    await getDatabase().remove(PHOTO_NEWS_PATH);
    const end = Date.parse("2025-06-22T00:00:00Z");
    const at = end - 10 * DAY;
    await signUp("fsw25", "late@example.org", "en", at);
    await signUp("fsw25", "kept@example.org", "en", at);
    const mail = await until("the confirmation", () => to("kept@example.org")[0]);
    expect(await confirmSignUp("fsw25", ...linkParams(linkIn(mail, "/photo-mail/confirm")), at + DAY)).toBe(true);
    const keys = async () => Object.keys(((await getDatabase().get(photoMailPath("fsw25"))) ?? {}) as object).sort();
    const late = subscriberKey("late@example.org");
    const kept = subscriberKey("kept@example.org");
    expect((await sweepRetention(at + 47 * 3_600_000)).photoMailSignUps).toBe(0);
    expect(await keys()).toEqual([kept, late].sort());
    // Its link has stopped working by then too.
    expect((await sweepRetention(at + 48 * 3_600_000)).photoMailSignUps).toBe(1);
    expect(await keys()).toEqual([kept]);
    expect((await sweepRetention(end + 89 * DAY)).photoMailSignUps).toBe(0);
    const report = await sweepRetention(end + 90 * DAY);
    expect(report.photoMailSignUps).toBe(1);
    expect(report.failed).toEqual([]);
    expect(await getDatabase().get(PHOTO_MAIL_PATH)).toBeNull();
  });
});
