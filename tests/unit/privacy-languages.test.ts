import { describe, expect, it } from "vitest";
import { LANGS } from "~/i18n/languages";
import { content } from "../../data/index";
import { isText } from "../../data/localize";
import { checkContent, marksOf } from "../../data/schema";
import {
  COOKIES,
  describeCookieLifetime,
  describeRetention,
  formatPeriod,
  OUTSIDE_SERVICES,
  RECORD_KINDS,
  RETENTION_TEXTS,
  STORAGE_FOLDERS,
  type RetentionPeriods,
} from "~/lib/privacy-inventory";
import { BACKUPS } from "~/lib/privacy-inventory";
import { privacyNotice } from "~/models/privacy.server";
import { parseConfig } from "~/config/config.server";

/** Fields of the inventory that name things rather than say them in words: the same in every language. */
const NAMING_FIELDS = new Set(["name", "path", "node", "folder", "hosts", "id", "kind", "period", "maxAgeSeconds", "personal"]);

/** Every text of an inventory entry that is not in all three languages, as "label.field". */
function untranslated(entry: unknown, label: string): string[] {
  if (typeof entry !== "object" || entry === null) return [];
  const problems: string[] = [];
  for (const [field, value] of Object.entries(entry)) {
    const at = `${label}.${field}`;
    if (value === null || typeof value === "boolean" || typeof value === "number") continue;
    if (typeof value === "string" || Array.isArray(value)) {
      if (!NAMING_FIELDS.has(field)) problems.push(`${at}: not in every language`);
      continue;
    }
    if (isText(value)) {
      for (const lang of LANGS) if (value[lang].trim() === "") problems.push(`${at}.${lang}: empty`);
      continue;
    }
    // A Text with a language missing, or a nested rule.
    const keys = Object.keys(value as object);
    if (keys.some((k) => (LANGS as readonly string[]).includes(k))) problems.push(`${at}: not in every language`);
    else problems.push(...untranslated(value, at));
  }
  return problems;
}

const PERIODS: RetentionPeriods = {
  partialUploadHours: 36,
  hiddenPhotoDays: 30,
  closedRemovalRequestDays: 60,
  auditDays: 1,
  sessionDays: 14,
  photoMailDays: 90,
};

describe("the privacy inventory in every language", () => {
  it("says each of its texts in English, Portuguese and German", () => {
    const entries: [string, unknown][] = [
      ...Object.entries(COOKIES).map(([key, c]): [string, unknown] => [`COOKIES.${key}`, c]),
      ...RECORD_KINDS.map((k): [string, unknown] => [`RECORD_KINDS[${k.node}]`, k]),
      ...STORAGE_FOLDERS.map((f): [string, unknown] => [`STORAGE_FOLDERS[${f.folder}]`, f]),
      ...OUTSIDE_SERVICES.map((s): [string, unknown] => [`OUTSIDE_SERVICES[${s.id}]`, s]),
      ["RETENTION_TEXTS", RETENTION_TEXTS],
    ];
    expect(entries.length).toBeGreaterThan(25);
    expect(entries.flatMap(([label, entry]) => untranslated(entry, label))).toEqual([]);
  });

  it("fails a text with a language missing, an empty one, or English alone", () => {
    const cookie = COOKIES.myUploads;
    expect(untranslated({ ...cookie, purpose: { en: "Why", pt: "Por quê" } }, "c")).toEqual(["c.purpose: not in every language"]);
    expect(untranslated({ ...cookie, holds: { en: "Keys", pt: "Chaves", de: " " } }, "c")).toEqual(["c.holds.de: empty"]);
    expect(untranslated({ ...cookie, who: "Uploaders" }, "c")).toEqual(["c.who: not in every language"]);
    const rule = { kind: "period", period: "auditDays", after: { en: "the action", de: "der Aktion" } };
    expect(untranslated({ node: "auditLog", retention: rule }, "r")).toEqual(["r.retention.after: not in every language"]);
  });

  it("keeps each value of a sentence in every language", () => {
    for (const [key, text] of Object.entries(RETENTION_TEXTS)) {
      expect(marksOf(text.pt), key).toEqual(marksOf(text.en));
      expect(marksOf(text.de), key).toEqual(marksOf(text.en));
    }
  });
});

describe("periods in words", () => {
  it("count with each language's plural", () => {
    expect([1, 30].map((n) => formatPeriod(n, "day"))).toEqual(["1 day", "30 days"]);
    expect([1, 30].map((n) => formatPeriod(n, "day", "pt"))).toEqual(["1 dia", "30 dias"]);
    expect([1, 30].map((n) => formatPeriod(n, "day", "de"))).toEqual(["1 Tag", "30 Tage"]);
    expect([1, 24].map((n) => formatPeriod(n, "hour", "de"))).toEqual(["1 Stunde", "24 Stunden"]);
    expect([1, 24].map((n) => formatPeriod(n, "hour", "pt"))).toEqual(["1 hora", "24 horas"]);
    expect(formatPeriod(120, "second", "de")).toBe("120 Sekunden");
  });

  it("say each retention rule in the page's language, English as before", () => {
    const closed = RECORD_KINDS.find((k) => k.node === "closedRemovalRequests")!.retention;
    expect(describeRetention(closed, PERIODS)).toBe("60 days after it was closed");
    expect(describeRetention(closed, PERIODS, "de")).toBe("60 Tage nach dem Abschluss");
    expect(describeRetention(closed, PERIODS, "pt")).toBe("60 dias após o encerramento");
    const none = { ...PERIODS, closedRemovalRequestDays: 0 };
    expect(describeRetention(closed, none)).toBe("Deleted as soon as it is closed");
    expect(describeRetention(closed, none, "de")).toBe("Wird direkt nach dem Abschluss gelöscht");
    expect(describeRetention(closed, none, "pt")).toBe("Excluído logo após o encerramento");
    const audit = RECORD_KINDS.find((k) => k.node === "auditLog")!.retention;
    expect(describeRetention(audit, PERIODS, "de")).toBe("1 Tag nach der Aktion");
    expect(describeRetention({ kind: "photo" }, PERIODS, "de")).toContain("30 Tage, nachdem jemand aus dem Orga-Team");
    expect(describeRetention({ kind: "photo" }, PERIODS, "pt")).toContain("30 dias depois que alguém da organização");
    const partial = STORAGE_FOLDERS.find((f) => f.folder === "uploads-partial")!.retention;
    expect(describeRetention(partial, PERIODS, "de")).toBe("36 Stunden nach Eingang des letzten Teils");
  });

  it("give each cookie's lifetime in the page's language", () => {
    expect(describeCookieLifetime(COOKIES.myUploads, PERIODS, "de")).toBe("30 Tage");
    expect(describeCookieLifetime(COOKIES.myUploads, PERIODS, "pt")).toBe("30 dias");
    expect(describeCookieLifetime(COOKIES.uploadNotice, PERIODS, "pt")).toBe("120 segundos");
    expect(describeCookieLifetime(COOKIES.organiserSession, PERIODS)).toBe(
      "Until the browser closes; the session ends after 14 days at the latest",
    );
    expect(describeCookieLifetime(COOKIES.organiserSession, PERIODS, "de")).toBe(
      "Bis der Browser geschlossen wird; die Sitzung endet spätestens 14 Tage nach der Anmeldung",
    );
  });
});

describe("the privacy notice of each language", () => {
  const config = parseConfig({ RETAIN_HIDDEN_PHOTO_DAYS: "30", RETAIN_AUDIT_DAYS: "1", UPLOAD_PARTIAL_HOURS: "1" });

  it("states the configured periods in its language", () => {
    expect(privacyNotice(config, "de").periods).toEqual({
      partialUploads: "1 Stunde",
      hiddenPhotos: "30 Tage",
      closedRemovalRequests: "90 Tage",
      audit: "1 Tag",
      sessions: "14 Tage",
      photoMail: "90 Tage",
    });
    expect(privacyNotice(config, "pt").periods).toMatchObject({
      partialUploads: "1 hora",
      hiddenPhotos: "30 dias",
      audit: "1 dia",
    });
    expect(privacyNotice(config).periods).toMatchObject({ partialUploads: "1 hour", hiddenPhotos: "30 days", audit: "1 day" });
  });

  it("dates itself and names its tables' rows in its language, the same facts in each", () => {
    const [en, pt, de] = LANGS.map((lang) => privacyNotice(config, lang));
    expect([en!.date, pt!.date, de!.date]).toEqual(["29 November 2026", "29 de novembro de 2026", "29. November 2026"]);
    expect(de!.records[0]!.where).toBe("Datenbank: events");
    expect(pt!.records.at(-1)!.where).toBe("Arquivos: uploads-partial/");
    expect(de!.text.controller.title).toBe("Verantwortlicher");
    for (const notice of [pt!, de!]) {
      expect(notice.cookies.map((c) => c.name)).toEqual(en!.cookies.map((c) => c.name));
      expect(notice.services.map((s) => s.id)).toEqual(en!.services.map((s) => s.id));
      expect(notice.records).toHaveLength(en!.records.length);
      expect(notice.controller).toEqual(en!.controller);
    }
  });
});

describe("the privacy notice on backups and deleted files", () => {
  const backups = (lang: "en" | "pt" | "de", env: Record<string, string>) =>
    privacyNotice(parseConfig(env), lang).records.find((r) => r.what === BACKUPS.what[lang]);

  it("names the archives and how long they are kept, from BACKUP_EVERY_HOURS and BACKUP_KEEP, in each language", () => {
    const env = { BACKUP_DIR: "/var/backups/fsw", BACKUP_EVERY_HOURS: "12", BACKUP_KEEP: "10" };
    expect(backups("en", env)).toEqual({
      where: "Backups (archives of the whole site)",
      what: BACKUPS.what.en,
      kept: expect.stringMatching(/^At most 5 days: the newest 10 archives, one every 12 hours\. After a restore/),
    });
    expect(backups("pt", env)?.kept).toMatch(/^No máximo 5 dias: os 10 arquivos mais recentes, um a cada 12 horas\./);
    expect(backups("de", env)?.kept).toMatch(/^Höchstens 5 Tage: die neuesten 10 Archive, eines alle 12 Stunden\./);
    // The defaults: one a day, fourteen kept.
    expect(backups("en", { BACKUP_DIR: "/b" })?.kept).toMatch(/^At most 14 days: the newest 14 archives, one every 24 hours/);
  });

  it("names them beside a Firebase site (its scheduled job), and not where no archive is made", () => {
    const firebase = {
      FIREBASE_PROJECT_ID: "fsw-site",
      FIREBASE_STORAGE_BUCKET: "fsw-site.firebasestorage.app",
      FIREBASE_DATABASE_URL: "https://fsw-site-default-rtdb.firebaseio.com",
    };
    expect(backups("en", firebase)).toBeDefined();
    expect(backups("en", {})).toBeUndefined();
  });

  it("says that Cloud Storage may keep a deleted file for up to 7 days", () => {
    for (const lang of LANGS) {
      const google = privacyNotice(parseConfig({}), lang).services.find((s) => s.id === "google")!;
      expect(google.role).toMatch(/7/);
    }
  });
});

describe("the notice's and the statement's words", () => {
  it("keep every value and link of the English in Portuguese and German", () => {
    expect(checkContent(content)).toEqual([]);
    const broken = structuredClone(content);
    (broken.privacy.lead as { de: string }).de = "Stand: heute.";
    (broken.accessibility.reporting.text as { pt: string }).pt = "Escreva para {email}.";
    expect(checkContent(broken)).toEqual([
      "privacy.lead.de: uses no marks where the English uses <time> {date}",
      "accessibility.reporting.text.pt: uses {email} where the English uses <email> {email}",
    ]);
  });

  it("leave none empty", () => {
    const broken = structuredClone(content);
    (broken.privacy.rights.items[0] as { pt: string }).pt = "";
    expect(checkContent(broken)).toEqual(["privacy.rights.items[0].pt: must not be empty"]);
  });
});
