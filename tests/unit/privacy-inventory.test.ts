import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGS } from "~/i18n/languages";
import * as layout from "~/lib/photo-layout";
import * as mailLayout from "~/lib/photo-mail";
import {
  assertRecordNode,
  assertStorageFolder,
  COOKIES,
  InventoryError,
  isInventoriedHost,
  OUTSIDE_SERVICES,
  RECORD_KINDS,
  RECORD_NODES,
  STORAGE_FOLDER_NAMES,
  STORAGE_FOLDERS,
} from "~/lib/privacy-inventory";
import { retentionPeriods } from "~/models/privacy.server";
import { openBackend, type BackendPorts } from "~/services/backend/backend.server";
import { parseConfig } from "~/config/config.server";
import { NOTICES_PATH, accountPath } from "~/services/organisers/organisers.server";
import { SESSION_COOKIE } from "~/services/organisers/organiser-auth.server";
import { myUploadsCookie } from "~/services/uploads/my-uploads.server";
import { uploadNotice } from "~/services/uploads/flash.server";
import { uploaderNameCookie } from "~/services/uploads/uploader-name.server";
import { demoMediaDir } from "~/services/backend/seed.server";
import { pathsInEveryLanguage } from "~/document/language-paths.server";
import { mockedFirebase, tempDir, type MockedFirebase } from "../support/backends";
import { documentCsp } from "../../server/security.mjs";
import { UPLOADER_COOKIES } from "../../server/pages.mjs";

describe("the privacy inventory", () => {
  it("names every database node the code writes", () => {
    const nodes = [
      ...Object.entries({ ...layout, ...mailLayout })
        .filter(([name, value]) => name.endsWith("_PATH") && typeof value === "string")
        .map(([, value]) => value as string),
      NOTICES_PATH,
      accountPath("someone@example.org"),
      "organiserSessions/abc",
    ];
    expect(nodes.length).toBeGreaterThan(10);
    for (const node of nodes) expect(() => assertRecordNode(node), node).not.toThrow();
  });

  it("names only nodes the code knows (no stale entries)", async () => {
    const sources = await Promise.all(
      [
        "app/lib/photo-layout.ts",
        "app/lib/photo-mail.ts",
        "app/services/organisers/organisers.server.ts",
        "app/services/organisers/organiser-auth.server.ts",
      ].map((f) => readFile(f, "utf8")),
    );
    const code = sources.join("\n");
    for (const kind of RECORD_KINDS) expect(code, kind.node).toContain(`"${kind.node}`.replace(/^"/, ""));
  });

  it("names every storage folder the uploads, variants and demo media use", async () => {
    for (const p of [layout.originalPath("1-a"), layout.thumbnailPath("1-a"), ...layout.variantPathsOf("1-a")]) {
      expect(() => assertStorageFolder(p), p).not.toThrow();
    }
    const { readdir } = await import("node:fs/promises");
    for (const folder of await readdir(demoMediaDir())) expect(STORAGE_FOLDER_NAMES, folder).toContain(folder);
  });

  it("refuses a node or folder it does not name", () => {
    expect(() => assertRecordNode("analytics/visits")).toThrow(InventoryError);
    expect(() => assertRecordNode("/visitorProfiles")).toThrow(/not in the privacy inventory/);
    expect(() => assertStorageFolder("avatars/me.jpg")).toThrow(InventoryError);
    expect(RECORD_NODES.has("analytics")).toBe(false);
  });

  it("makes the cookies the site sets, with the name, path and lifetime it states", async () => {
    const notice = await uploadNotice().serialize("1-a");
    expect(notice).toMatch(new RegExp(`^${COOKIES.uploadNotice.name}=`));
    expect(notice).toContain(`Max-Age=${COOKIES.uploadNotice.maxAgeSeconds}`);
    expect(notice).toContain(`Path=${COOKIES.uploadNotice.path}`);
    const mine = await myUploadsCookie().serialize(["1-a"]);
    expect(mine).toMatch(new RegExp(`^${COOKIES.myUploads.name}=`));
    expect(mine).toContain(`Max-Age=${COOKIES.myUploads.maxAgeSeconds}`);
    expect(mine).toContain(`Path=${COOKIES.myUploads.path}`);
    const name = await uploaderNameCookie().serialize("Ana");
    expect(name).toMatch(new RegExp(`^${COOKIES.uploaderName.name}=`));
    expect(name).toContain(`Max-Age=${COOKIES.uploaderName.maxAgeSeconds}`);
    expect(name).toContain(`Path=${COOKIES.uploaderName.path}`);
    expect(SESSION_COOKIE).toBe(COOKIES.organiserSession.name);
  });

  it("keeps no page for another visitor while a request carries any of the uploader's cookies", () => {
    const uploaders = Object.values(COOKIES).filter((c) => c.who === COOKIES.uploadNotice.who);
    expect(uploaders.map((c) => `${c.name}=`).sort()).toEqual([...UPLOADER_COOKIES].sort());
  });

  it("sends the uploader's cookies to the upload pages of every language, as a browser matches cookie paths", async () => {
    const reaches = (cookiePath: string, page: string) =>
      page === cookiePath || (page.startsWith(cookiePath) && (cookiePath.endsWith("/") || page[cookiePath.length] === "/"));
    const pages = pathsInEveryLanguage("/add-photo").flatMap((p) => [p, `${p}/upload`, `${p}/mine/1-a/withdraw`]);
    expect(pages).toContain("/de/add-photo");
    for (const cookie of [
      await uploadNotice().serialize("1-a"),
      await myUploadsCookie().serialize(["1-a"]),
      await uploaderNameCookie().serialize("Ana"),
    ]) {
      const cookiePath = /; Path=([^;]+)/.exec(cookie)![1]!;
      for (const page of pages) expect(reaches(cookiePath, page), `${cookie} on ${page}`).toBe(true);
    }
  });

  it("names every host the pages' policy lets a browser contact", () => {
    const csp = documentCsp({ dev: false, storageEmulatorHost: null });
    const hosts = [...csp.matchAll(/https:\/\/([^\s;]+)/g)].map((m) => m[1]!);
    expect(hosts.length).toBeGreaterThan(1);
    for (const host of hosts) expect(isInventoriedHost(host), host).toBe(true);
    expect(isInventoriedHost("www.google-analytics.com")).toBe(false);
    expect(isInventoriedHost("fonts.googleapis.com")).toBe(false);
    expect(isInventoriedHost("evilfirebaseio.com")).toBe(false);
    expect(isInventoriedHost("fsw-test.firebaseio.com")).toBe(true);
  });

  it("gives every outside service a role and says when it is used", () => {
    for (const s of OUTSIDE_SERVICES) {
      for (const lang of LANGS) {
        expect(s.role[lang].length).toBeGreaterThan(10);
        expect(s.when[lang].length).toBeGreaterThan(10);
      }
    }
  });
});

describe.each(["embedded", "firebase"] as const)("the %s backend stores only what the inventory names", (kind) => {
  let ports: BackendPorts;
  let firebase: MockedFirebase | undefined;
  let remove: () => Promise<void>;

  beforeAll(async () => {
    const dir = await tempDir();
    remove = dir.remove;
    const base = parseConfig({ DATA_DIR: dir.dir });
    if (kind === "firebase") firebase = mockedFirebase();
    ports = openBackend({ dataDir: dir.dir, firebase: firebase ? firebase.config : base.firebase });
  });
  afterAll(async () => {
    firebase?.close();
    await remove();
  });

  it("refuses a record of an unnamed kind, and writes none of an update that names one", async () => {
    await expect(ports.database.create("tracking/visitor-1", { ip: "203.0.113.7" })).rejects.toThrow(InventoryError);
    await expect(ports.database.set("tracking", { a: 1 })).rejects.toThrow(InventoryError);
    await expect(ports.database.update("/", { "auditLog/a": { at: 1 }, "tracking/b": { ip: "x" } })).rejects.toThrow(
      InventoryError,
    );
    expect(await ports.database.get("tracking")).toBeNull();
    expect(await ports.database.get("auditLog/a")).toBeNull();
    await ports.database.update("/", { "auditLog/a": { at: 1 } });
    expect(await ports.database.get("auditLog/a")).toEqual({ at: 1 });
  });

  it("refuses a file in an unnamed folder", async () => {
    await expect(ports.storage.put("avatars/me.txt", Buffer.from("x"), { contentType: "text/plain" })).rejects.toThrow(
      InventoryError,
    );
    expect(await ports.storage.open("avatars/me.txt")).toBeNull();
    await ports.storage.put("images/originals/1-a", Buffer.from("x"), { contentType: "text/plain" });
    expect(await ports.storage.open("images/originals/1-a")).not.toBeNull();
  });

  if (kind === "firebase") {
    it("contacts only hosts the inventory names", () => {
      const hosts = new Set(firebase!.mocks.calls.map((c) => new URL(c.url).hostname));
      expect(hosts.size).toBeGreaterThan(0);
      for (const host of hosts) expect(isInventoriedHost(host), host).toBe(true);
    });
  }
});

describe("the periods the inventory states", () => {
  it("are the configuration's, and each is applied by a sweep", async () => {
    const config = parseConfig({
      RETAIN_HIDDEN_PHOTO_DAYS: "7",
      RETAIN_AUDIT_DAYS: "8",
      RETAIN_REMOVAL_REQUEST_DAYS: "9",
      UPLOAD_PARTIAL_HOURS: "10",
      RETAIN_PHOTO_MAIL_DAYS: "11",
    });
    const periods = retentionPeriods(config);
    expect(periods).toEqual({
      hiddenPhotoDays: 7,
      auditDays: 8,
      closedRemovalRequestDays: 9,
      partialUploadHours: 10,
      sessionDays: 14,
      photoMailDays: 11,
    });
    const stated = new Set(
      [...RECORD_KINDS, ...STORAGE_FOLDERS].flatMap((entry) =>
        entry.retention.kind === "period"
          ? [entry.retention.period]
          : entry.retention.kind === "photo"
            ? ["hiddenPhotoDays" as const]
            : [],
      ),
    );
    expect([...stated].sort()).toEqual(Object.keys(periods).sort());
    // Where each is applied (their behaviour: tests/unit/retention.test.ts, upload-sweep.test.ts, on both backends).
    const sweeps =
      (await readFile("app/services/review/retention.server.ts", "utf8")) +
      (await readFile("app/config/config.server.ts", "utf8"));
    for (const period of stated) {
      if (period === "partialUploadHours") expect(sweeps).toMatch(/uploadPartialMs: \(?e\.UPLOAD_PARTIAL_HOURS/);
      else if (period === "sessionDays") expect(sweeps).toContain("expireSignInRecords(now)");
      else expect(sweeps, period).toContain(`periods.${period} * DAY_MS`);
    }
  });
});
