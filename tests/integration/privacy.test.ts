import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import {
  COOKIE_NAMES,
  COOKIES,
  DATA_DIR_WORKING_ENTRIES,
  OUTSIDE_SERVICES,
  RECORD_KINDS,
  RECORD_NODES,
  STORAGE_FOLDER_NAMES,
} from "~/lib/privacy-inventory";
import { PRIVACY_NOTICE_VERSION } from "~/lib/privacy-notice";
import { LocalDatabase } from "~/services/backend/database.server";
import { LocalStorage } from "~/services/backend/storage.server";
import { links, text } from "../support/html";
import { addAccounts, organiser, signIn } from "../support/review";
import { startServer, type TestServer } from "../support/server";
import { distinctJpeg, upload } from "../support/upload";

let server: TestServer;
/** Every Set-Cookie the server sent in this file, as sent. */
const setCookies: string[] = [];

const origin = () => server.url.replace("127.0.0.1", "localhost");

async function fetchSite(pathname: string, init: RequestInit = {}) {
  const res = await fetch(server.url + pathname, { redirect: "manual", ...init });
  setCookies.push(...res.headers.getSetCookie());
  return res;
}

beforeAll(async () => {
  server = await startServer({
    REQUEST_LOG: "off",
    SITE_NOW: "2026-07-01T12:00:00Z",
    RETAIN_HIDDEN_PHOTO_DAYS: "45",
    RETAIN_REMOVAL_REQUEST_DAYS: "60",
    RETAIN_AUDIT_DAYS: "400",
    UPLOAD_PARTIAL_HOURS: "36",
  });
});
afterAll(async () => {
  await server?.stop();
});

describe("the privacy page", () => {
  it("names the controller, every cookie, every kind of record, every outside service, and its date", async () => {
    const res = await fetchSite("/privacy");
    expect(res.status).toBe(200);
    const page = text(await res.text());
    const { legalEntity } = await import("../../data/legal");
    expect(page).toContain(legalEntity.name);
    expect(page).toContain(legalEntity.email);
    for (const cookie of Object.values(COOKIES)) expect(page).toContain(cookie.name);
    for (const kind of RECORD_KINDS) expect(page).toContain(`Database: ${kind.node}`);
    for (const service of OUTSIDE_SERVICES) expect(page).toContain(service.name.en);
    expect(page).toContain("Version of 29 November 2026");
    expect(PRIVACY_NOTICE_VERSION).toBe("2026-11-29");
    for (const right of ["Art. 15", "Art. 16", "Art. 17", "Art. 18", "Art. 20", "Art. 21", "Art. 7(3)", "Art. 77"]) {
      expect(page).toContain(right);
    }
    expect(page).toContain("§ 25(2) no. 2 TDDDG");
  });

  it("states each period in force as a number with its unit", async () => {
    const page = text(await (await fetchSite("/privacy")).text());
    expect(page).toContain("removed 36 hours after its last part arrived");
    expect(page).toContain("36 hours after the last part arrived");
    expect(page).toContain("deleted 45 days after it was hidden");
    expect(page).toContain("45 days after an organiser hid it");
    expect(page).toContain("Until the request is closed, then 60 days");
    expect(page).toContain("60 days after it was closed");
    expect(page).toContain("deleted after 400 days");
    expect(page).toContain("400 days after the action");
    expect(page).toContain("the session ends after 14 days at the latest");
    // The uploader's list lives 30 days in the browser.
    expect(page).toMatch(/fsw_my_uploads.*30 days/);
  });

  it("is linked from the footer beside the imprint", async () => {
    const html = await (await fetchSite("/home")).text();
    const footer = html.slice(html.indexOf("<footer"));
    const hrefs = links(footer).map((l) => l.href);
    expect(hrefs).toContain("/privacy");
    expect(hrefs.indexOf("/privacy")).toBe(hrefs.indexOf("/about-fsw") + 1);
  });

  it("asks the browser to clear what the site keeps on the device, on a post from the site only", async () => {
    const res = await fetchSite("/privacy", { method: "POST", headers: { Origin: origin() } });
    expect(res.status).toBe(200);
    expect(res.headers.get("clear-site-data")).toBe('"cache", "cookies", "storage"');
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(text(await res.text())).toContain("Done: your browser has been asked to remove");
    const forged = await fetchSite("/privacy", { method: "POST", headers: { Origin: "https://evil.example" } });
    expect(forged.status).toBe(403);
    expect(forged.headers.get("clear-site-data")).toBeNull();
    await forged.body?.cancel();
  });
});

describe("the imprint", () => {
  it("says the EU's dispute platform is gone and keeps the consumer arbitration statement", async () => {
    const page = text(await (await fetchSite("/about-fsw")).text());
    expect(page).toContain("discontinued on 20 July 2025");
    expect(page).toContain("§ 36 VSBG");
    expect(page).not.toMatch(/ec\.europa\.eu\/consumers\/odr/i);
    expect(page).not.toMatch(/Consumers in the EU can use it/);
  });
});

describe("what the site really sets and stores", () => {
  it("sets no cookie for a visitor who only reads", async () => {
    for (const p of [
      "/home",
      "/events",
      "/event-details/fsw25",
      "/team",
      "/rates",
      "/faq",
      "/about-fsw",
      "/privacy",
      "/add-photo",
    ]) {
      const res = await fetch(server.url + p, { redirect: "manual" });
      expect(res.headers.getSetCookie(), p).toEqual([]);
      await res.body?.cancel();
    }
  });

  it("sets only cookies the inventory names, as it names them, through uploads, review and removal requests", async () => {
    const bytes = distinctJpeg(await makeJpeg(1200, 800), "privacy-inventory");
    const { res } = await upload(server, {
      file: { bytes, name: "inventory.jpg" },
      fields: { title: "Inventory", edition: "fsw25", consent: "yes", name: "Ina Ventory" },
    });
    setCookies.push(...res.headers.getSetCookie());
    expect(res.status).toBe(303);
    const shared = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .join("; ");
    await fetchSite("/add-photo", { headers: { Cookie: shared } }).then((r) => r.body?.cancel());

    addAccounts(server, [["privacy@example.org", "correct horse battery staple"]]);
    const cookie = await signIn(server, "privacy@example.org", "correct horse battery staple");
    setCookies.push(`${cookie}; Path=/organisers; HttpOnly; SameSite=Lax`);
    const key = /fsw_my_uploads=/.test(shared) ? await firstKey(cookie) : null;
    expect(key).not.toBeNull();
    expect(await organiser(server, cookie).act("approve", [key!])).toBe(303);
    const removal = await fetchSite(`/photos/${key}/remove`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin() },
      body: new URLSearchParams({ why: "I am in it", email: "me@example.org" }),
    });
    expect(removal.status).toBeLessThan(400);
    await removal.body?.cancel();
    for (let i = 0; i < 3; i++) {
      await fetchSite("/organisers/sign-in", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin() },
        body: new URLSearchParams({ email: "privacy@example.org", password: "wrong password" }),
      }).then((r) => r.body?.cancel());
    }
    await fetchSite("/organisers/sign-out", { method: "POST", headers: { Origin: origin(), Cookie: cookie } }).then((r) =>
      r.body?.cancel(),
    );

    expect(setCookies.length).toBeGreaterThan(3);
    const seen = new Set<string>();
    for (const header of setCookies) {
      const name = header.split("=")[0]!;
      seen.add(name);
      expect(COOKIE_NAMES, header).toContain(name);
      const entry = Object.values(COOKIES).find((c) => c.name === name)!;
      expect(header, header).toContain(`Path=${entry.path}`);
      const maxAge = /Max-Age=(\d+)/.exec(header)?.[1];
      // A cookie being cleared says Max-Age=0; otherwise the lifetime is the inventory's.
      if (maxAge !== "0") expect(maxAge === undefined ? null : Number(maxAge), header).toBe(entry.maxAgeSeconds);
    }
    expect([...seen].sort()).toEqual([...COOKIE_NAMES].sort());
  });

  it("keeps only what the inventory names in its data directory, database and storage", async () => {
    const top = await readdir(server.dataDir);
    const { root: databaseDir } = new LocalDatabase(server.dataDir);
    const storageDir = new LocalStorage(server.dataDir).root;
    for (const entry of top)
      expect([...DATA_DIR_WORKING_ENTRIES, path.basename(databaseDir), path.basename(storageDir)], entry).toContain(entry);
    const nodes = (await readdir(databaseDir)).map((n) => decodeURIComponent(n.replace(/\.json$/, "")));
    expect(nodes).toEqual(expect.arrayContaining(["events", "auditLog", "removalRequests", "organisers", "organiserSessions"]));
    for (const node of nodes) expect(RECORD_NODES, node).toContain(node);
    const folders = await readdir(storageDir);
    expect(folders).toEqual(expect.arrayContaining(["images", "team"]));
    for (const folder of folders) expect(STORAGE_FOLDER_NAMES, folder).toContain(folder);
  });
});

/** The newest waiting photo's key, from the organisers' queue. */
async function firstKey(cookie: string): Promise<string | null> {
  const html = await (await fetch(`${server.url}/organisers?state=pending`, { headers: { Cookie: cookie } })).text();
  return /name="key" value="([^"]+)"/.exec(html)?.[1] ?? null;
}
