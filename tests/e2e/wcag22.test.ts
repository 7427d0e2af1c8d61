import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGS, type Lang } from "../../app/i18n/languages";
import { CONSENT_FIELD } from "../../app/lib/photo-upload";
import { makeClip } from "../fixtures/clips";
import { makeJpeg } from "../fixtures/images";
import { axeViolations, launchBrowser, newContext, type ViewportName } from "../support/browser";
import { addAccounts, organiser, signIn } from "../support/review";
import { listFiles, startServer, type TestServer } from "../support/server";
import { startSmtp, type SmtpListener } from "../support/smtp";
import { distinctJpeg, upload } from "../support/upload";

// WCAG 2.2 AA as axe checks it (tests/support/browser.ts, AXE_TAGS) on every page and state of the site:
// every address of the sitemap and the pages it leaves out, in every language at phone and desktop width,
// and every organiser page in English at both widths. One server, one browser; each case one context.

const PASSWORD = "every target big enough";
const ACCOUNTS = { phone: "phone-crew@example.org", desktop: "desktop-crew@example.org" } as const;
const WIDTHS: readonly ViewportName[] = ["phone", "desktop"];

let smtp: SmtpListener;
let server: TestServer;
let browser: Browser;
let photo: Buffer;
let sitemap: string[];
/** The site at its public origin (SITE_URL's default), which organiser forms must be posted from. */
let site: string;
const keys = { approved: "", waiting: "", clip: "", waitingClip: "" };

async function send(file: { bytes: Uint8Array; name: string; type?: string }, title: string, boat = ""): Promise<string> {
  const { res, data } = await upload(server, { file, fields: { title, edition: "FSW25", boat }, asScript: true });
  expect(res.status, JSON.stringify(data)).toBeLessThan(300);
  return data.key!;
}

async function variantsReady(key: string): Promise<void> {
  for (let waited = 0; ; waited += 200) {
    const variants = await listFiles(`${server.dataDir}/storage/variants/images/originals`);
    if (variants.some((f) => f.includes(`${key}.ready.`))) return;
    if (waited > 180_000) throw new Error(`No variants of ${key}\n${server.output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  let clip: { bytes: Buffer; name: string; type: string };
  smtp = await startSmtp();
  [server, browser, photo, clip] = await Promise.all([
    startServer({
      // Before the Turkish coast edition: the upcoming edition's badge, countdown and booking link are shown too.
      SITE_NOW: "2026-05-01T00:00:00Z",
      UPLOAD_RATE_LIMIT: "0",
      SIGN_IN_RATE_LIMIT: "0",
      REQUEST_LOG: "off",
      SMTP_URL: smtp.url,
      PHOTO_MAIL_SECRET: "wcag22-secret-of-32-characters-or-more",
      RETAIN_PHOTO_MAIL_DAYS: "3650",
      REMOVAL_REQUEST_RATE_LIMIT: "0",
    }),
    launchBrowser(),
    makeJpeg(1200, 800),
    makeClip("webm"),
  ]);
  site = server.url.replace("127.0.0.1", "localhost");
  addAccounts(
    server,
    Object.values(ACCOUNTS).map((email) => [email, PASSWORD] as const),
  );
  keys.approved = await send({ bytes: distinctJpeg(photo, "deck"), name: "deck.jpg" }, "Dancing on deck", "Lagoon 42");
  keys.clip = await send(clip, "Forró at anchor", "Bali 4.2");
  keys.waiting = await send({ bytes: distinctJpeg(photo, "waiting"), name: "waiting.jpg" }, "Waiting for review");
  keys.waitingClip = await send({ ...clip, bytes: Buffer.concat([clip.bytes, Buffer.from("waiting")]) }, "A clip to review");
  await Promise.all([variantsReady(keys.approved), variantsReady(keys.clip)]);
  const crew = organiser(server, await signIn(server, ACCOUNTS.desktop, PASSWORD));
  expect(await crew.act("approve", [keys.approved, keys.clip])).toBe(303);
  sitemap = [...(await (await fetch(`${server.url}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!.replace(/&amp;/g, "&")).pathname + new URL(loc!.replace(/&amp;/g, "&")).search,
  );
  expect(sitemap.length).toBeGreaterThan(100);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** Collects axe's findings by page and state; each check runs on the page as it stands. */
function checker(page: Page) {
  const found: Record<string, unknown> = {};
  return {
    found,
    async check(name: string) {
      const violations = await axeViolations(page, 60_000);
      if (violations.length) found[name] = violations;
    },
    async visit(path: string) {
      await page.goto(site + path, { waitUntil: "load" });
      const violations = await axeViolations(page, 60_000);
      if (violations.length) found[path] = violations;
    },
  };
}

/** A context that reaches the site at its public origin; the helper fakes every other host. */
async function open(viewport: ViewportName) {
  const context = await newContext(browser, { viewport });
  await context.route(new RegExp(`^${site.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}/`), (route) => route.continue());
  return context;
}

/**
 * A page of each kind at both widths, the others of its kind (every skipper, teacher, edition…, the same
 * markup with other words) at one width or the other, so every address is checked in every language.
 */
function ofWidth(paths: string[], viewport: ViewportName): string[] {
  const seen = new Map<string, number>();
  return paths.filter((path) => {
    const kind = path.replace(/^\/(pt|de)(?=\/)/, "").replace(/^(\/[^/?]+)[/?].*$/, "$1");
    const index = seen.get(kind) ?? 0;
    seen.set(kind, index + 1);
    return index === 0 || index % 2 === WIDTHS.indexOf(viewport);
  });
}

const prefix = (lang: Lang) => (lang === "en" ? "" : `/${lang}`);

describe.each(LANGS)("every public page in %s", (lang) => {
  it.each(WIDTHS)(
    "passes axe's WCAG 2.2 AA rules at %s width",
    async (viewport) => {
      const context = await open(viewport);
      const page = await context.newPage();
      const { found, check, visit } = checker(page);
      const at = prefix(lang);
      try {
        const own = sitemap.filter((path) => (lang === "en" ? !/^\/(pt|de)\//.test(path) : path.startsWith(`${at}/`)));
        expect(own.length).toBeGreaterThan(40);
        for (const path of ofWidth(own, viewport)) await visit(path);
        for (const path of [
          "/nowhere",
          "/offline",
          "/event-details/fsw25?boat=lagoon-42",
          "/event-details/fsw25?boat=bali-4-2",
          "/event-details/fsw25/slideshow",
          `/event-details/fsw25/slideshow?photo=${keys.clip}`,
          "/event-details/fsw25/poster",
          "/event-details/fsw26/boat-pack",
          "/event-details/fsw25/photo-mail",
          "/event-details/fsw25/photo-mail?sent=1",
          "/event-details/fsw25/photo-mail/confirm?token=no-such-link",
          "/event-details/fsw25/photo-mail/unsubscribe?token=no-such-link",
        ])
          await visit(at + path);

        // The gallery with its lightbox open.
        await page.goto(`${site}${at}/event-details/fsw25`, { waitUntil: "load" });
        await page.locator(".gallery__item").first().click();
        await page.locator(".modal:target, dialog[open]").first().waitFor();
        await check(`${at}/event-details/fsw25 lightbox`);

        // The removal form, refused without a reason, then sent.
        await visit(`${at}/photos/${keys.approved}/remove`);
        await page.locator('textarea[name="why"]').fill("   ");
        await page.locator('input[name="email"]').fill("not an address");
        await page.locator("form button[type=submit]").last().click();
        await page.locator('[aria-invalid="true"], [role="alert"]').first().waitFor();
        await check(`${at}/photos/…/remove refused`);
        await page.locator('textarea[name="why"]').fill("That is me in the front; please take it down.");
        await page.locator('input[name="email"]').fill("");
        await page.locator("form button[type=submit]").last().click();
        await page.waitForLoadState("load");
        await page.locator('textarea[name="why"]').waitFor({ state: "detached" });
        await check(`${at}/photos/…/remove sent`);

        // The upload form: refused, sent, and the uploader's own list with its withdrawal question.
        await page.goto(`${site}${at}/add-photo`, { waitUntil: "networkidle" });
        const form = page.locator(`form:has(input[name="${CONSENT_FIELD}"])`);
        await form.locator('input[type="file"]').setInputFiles({
          name: "notes.jpg",
          mimeType: "image/jpeg",
          buffer: Buffer.from("this is not a photo at all, just text"),
        });
        await form.locator(`input[name="${CONSENT_FIELD}"]`).check();
        await form.locator('button[type="submit"]').click();
        await page.locator(".upload-queue .field__error").first().waitFor({ timeout: 60_000 });
        await check(`${at}/add-photo refused`);
        await page.goto(`${site}${at}/add-photo`, { waitUntil: "networkidle" });
        await form.locator('input[type="file"]').setInputFiles({
          name: `${lang}-${viewport}.jpg`,
          mimeType: "image/jpeg",
          buffer: distinctJpeg(photo, `${lang}-${viewport}`),
        });
        await form.locator('input[name="title"]').fill(`Sent in ${lang} at ${viewport} width`);
        await form.locator(`input[name="${CONSENT_FIELD}"]`).check();
        await form.locator('button[type="submit"]').click();
        await page.locator(".notice--success").first().waitFor({ timeout: 90_000 });
        await check(`${at}/add-photo sent`);
        await page.goto(`${site}${at}/add-photo`, { waitUntil: "load" });
        await check(`${at}/add-photo with the uploader's own list`);
        const withdraw = page.locator("a.pending-uploads__withdraw").first();
        await withdraw.waitFor();
        await visit((await withdraw.getAttribute("href"))!);
        expect(found).toEqual({});
      } finally {
        await context.close();
      }
    },
    900_000,
  );
});

describe("every organiser page", () => {
  it.each(WIDTHS)(
    "passes axe's WCAG 2.2 AA rules at %s width",
    async (viewport) => {
      const context = await open(viewport);
      const page = await context.newPage();
      const { found, check, visit } = checker(page);
      try {
        await visit("/organisers/sign-in");
        await page.getByLabel("E-mail address").fill(ACCOUNTS[viewport]);
        await page.getByLabel("Password").fill("a wrong password here");
        await page.getByRole("button", { name: "Sign in" }).click();
        await page.getByRole("alert").first().waitFor();
        await check("sign-in refused");
        await page.getByLabel("E-mail address").fill(ACCOUNTS[viewport]);
        await page.getByLabel("Password").fill(PASSWORD);
        await page.getByRole("button", { name: "Sign in" }).click();
        await page.waitForURL(`${site}/organisers`);
        await check("/organisers");
        for (const path of [
          "/organisers?state=approved",
          "/organisers?state=hidden",
          "/organisers/removal-requests",
          "/organisers/audit",
          `/organisers/delete?key=${keys.waiting}`,
          "/organisers/mail-off?account=nobody&token=no-such-link",
          "/organisers/security",
        ])
          await visit(path);
        await page.getByRole("button", { name: "Set up the second factor" }).click();
        await page.getByText("Secret (type it into the app)").waitFor();
        await check("/organisers/security set-up");
        expect(found).toEqual({});
      } finally {
        await context.close();
      }
    },
    300_000,
  );
});
