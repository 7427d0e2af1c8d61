import fs from "node:fs/promises";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { AxeBuilder } from "@axe-core/playwright";
import { ROOT } from "./server";
import type { Lang } from "../../app/i18n/languages";
import { de } from "../../app/i18n/messages/de";
import { en } from "../../app/i18n/messages/en";
import { pt } from "../../app/i18n/messages/pt";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const SCREENSHOT_DIR = path.join(ROOT, "test-results/screenshots");

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export async function launchBrowser(): Promise<Browser> {
  await fs.access(CHROMIUM).catch(() => {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** A context that never reaches the internet: outside hosts get a tiny stand-in page. */
export async function newContext(
  browser: Browser,
  { viewport = "desktop", javaScript = true }: { viewport?: ViewportName; javaScript?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    javaScriptEnabled: javaScript,
    isMobile: viewport === "phone",
    hasTouch: viewport === "phone",
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>outside</title><p>outside page</p>" }),
  );
  return context;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  // Lazy images load only near the viewport: scroll through the page once so they are in the
  // picture. The waiting happens here, not in the page, whose timers stand still without JavaScript.
  const { height, step } = await page.evaluate(() => ({ height: document.body.scrollHeight, step: window.innerHeight }));
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(30);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // Until every image on show has loaded (or failed) and the fonts are in, asked from here because the
  // page's own timers stand still without JavaScript; not the half second of silence of "networkidle"
  // on every page. A lazy image that is not displayed (a closed lightbox's) never starts, so it is not
  // waited for; one that does not arrive gives up after 5 s: the picture is a record, not a check.
  const settled = () =>
    page.evaluate(
      () =>
        [...document.images].every((img) => img.complete || img.getClientRects().length === 0) &&
        document.fonts.status === "loaded",
    );
  for (const deadline = Date.now() + 5000; Date.now() < deadline && !(await settled());) await page.waitForTimeout(50);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** The rules axe runs: WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2's AA is target size), and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

/** axe-core on the current page, in a JavaScript-enabled context, bounded in time. */
export async function axeViolations(page: Page, timeoutMs = 30_000) {
  const run = new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`axe did not finish within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const result = await Promise.race([run, timeout]);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    }));
  } finally {
    clearTimeout(timer);
  }
}

/** The consent box's label in each language, as the form shows it. */
export const CONSENT_LABELS: Record<Lang, string> = {
  en: en["upload.consent.label"],
  pt: pt["upload.consent.label"] as string,
  de: de["upload.consent.label"] as string,
};

/** Ticks the box every upload must carry, as a visitor does before sending (docs/product.md, Photo uploads). */
export async function giveConsent(page: Page, lang: Lang = "en"): Promise<void> {
  await page.getByRole("checkbox", { name: CONSENT_LABELS[lang] }).check();
}
