import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { daysUntil, formatDateRange, formatDay, formatMoney, formatMonthShort } from "~/i18n/format";
import { CATALOGUES, translatorFor } from "~/i18n/i18n.server";
import { LANGS, localePath, splitLocalePath } from "~/i18n/languages";
import { en } from "~/i18n/messages/en";
import { createTranslator, type Message } from "~/i18n/translate";
import { renderToStaticMarkup } from "react-dom/server";
import { requestLang } from "~/http/page-language.server";

const APP = fileURLToPath(new URL("../../app", import.meta.url));
// The server's own answers (tus refusals) are written in the request's language too.
const SOURCES = [APP, fileURLToPath(new URL("../../server", import.meta.url))];

function request(url: string) {
  return new Request(`http://localhost${url}`);
}

function thrown(fn: () => unknown): Response {
  try {
    fn();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("nothing thrown");
}

describe("addresses in a language", () => {
  it("puts every language but English behind its prefix and takes it off again", () => {
    expect(localePath("en", "/events")).toBe("/events");
    expect(localePath("de", "/events")).toBe("/de/events");
    expect(localePath("pt", "/rates-details?medal=gold")).toBe("/pt/rates-details?medal=gold");
    expect(localePath("pt", "/")).toBe("/pt");
    expect(localePath("de", "https://example.org/x")).toBe("https://example.org/x");
    for (const lang of LANGS) {
      for (const path of ["/home", "/event-details/fsw25?page=2", "/"]) {
        expect(splitLocalePath(localePath(lang, path))).toEqual({ lang, path });
      }
    }
    expect(splitLocalePath("/en/faq?x=1")).toEqual({ lang: "en", path: "/faq?x=1" });
    expect(splitLocalePath("/dep/events")).toEqual({ lang: "en", path: "/dep/events" });
    expect(splitLocalePath("/de?x=1")).toEqual({ lang: "de", path: "/?x=1" });
  });

  it("reads the language from the address alone: /en answers 301 with its query, an unknown prefix is a 404", async () => {
    expect(requestLang({}, request("/events"))).toBe("en");
    expect(requestLang({ lang: "pt" }, request("/pt/events"))).toBe("pt");
    expect(requestLang({ lang: "de" }, request("/de/events"))).toBe("de");
    const moved = thrown(() => requestLang({ lang: "en" }, request("/en/event-details/fsw25?page=2")));
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/event-details/fsw25?page=2");
    const missing = thrown(() => requestLang({ lang: "fr" }, request("/fr/events")));
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { title: string }).title).toBe("Page Not found");
  });
});

describe("the translator", () => {
  const catalogue = {
    "x.count": { one: "{count} photo", other: "{count} photos" },
    "x.hello": "Hello {name}, see <link>the FAQ</link>.",
  } as unknown as Record<string, Message>;

  it("picks the plural form by the language's rules and writes numbers its way", () => {
    const t = createTranslator("de", catalogue);
    expect(t("x.count" as never, { count: 1 })).toBe("1 photo");
    expect(t("x.count" as never, { count: 1290 })).toBe("1.290 photos");
    expect(createTranslator("en", catalogue)("x.count" as never, { count: 0 })).toBe("0 photos");
    expect(createTranslator("pt", catalogue)("x.count" as never, { count: 0 })).toBe("0 photos");
    expect(createTranslator("pt", catalogue)("x.count" as never, { count: 1 })).toBe("1 photo");
  });

  it("lets any number choose its own words, exactly 0 among them", () => {
    const t = createTranslator("pt", {
      "x.summary":
        "{stored, plural, one {# guardada} other {# guardadas}}, {refused, plural, =0 {nenhuma recusada} other {# recusadas}}.",
    });
    expect(t("x.summary" as never, { stored: 1, refused: 0 })).toBe("1 guardada, nenhuma recusada.");
    expect(t("x.summary" as never, { stored: 0, refused: 1200 })).toBe("0 guardadas, 1.200 recusadas.");
    expect(t("x.summary" as never, {})).toContain("{stored, plural,");
  });

  it("hands marked words to the page's element and escapes the rest", () => {
    const t = createTranslator("en", catalogue);
    const html = renderToStaticMarkup(
      <p>{t.rich("x.hello" as never, { link: (words) => <a href="/faq">{words}</a> }, { name: "<b>Ana</b>" })}</p>,
    );
    expect(html).toBe('<p>Hello &lt;b&gt;Ana&lt;/b&gt;, see <a href="/faq">the FAQ</a>.</p>');
  });

  it("knows the product's not-found texts in each language", () => {
    expect(translatorFor("en")("error.notFound.title")).toBe("Page Not found");
    expect(translatorFor("en")("error.notFound.apology")).toBe("I am sorry");
    expect(translatorFor("de")("error.notFound.title")).not.toBe("Page Not found");
    expect(translatorFor("pt")("error.notFound.apology")).not.toBe("I am sorry");
  });
});

describe("dates and money in each language", () => {
  it("writes a week's dates the language's way, months in words", () => {
    const june: [string, string] = ["2026-06-13", "2026-06-20"];
    expect(formatDateRange("en", june)).toBe("13 – 20 June 2026");
    expect(formatDateRange("de", june)).toBe("13.–20. Juni 2026");
    expect(formatDateRange("pt", june)).toBe("13 – 20 de junho de 2026");
    expect(formatDateRange("en", ["2025-06-28", "2025-07-05"])).toBe("28 June – 5 July 2025");
    expect(formatDateRange("de", ["2025-06-28", "2025-07-05"])).toBe("28. Juni – 5. Juli 2025");
    expect(formatDateRange("pt", ["2025-12-28", "2026-01-04"])).toBe("28 de dezembro de 2025 – 4 de janeiro de 2026");
    expect(formatDateRange("en", ["2025-12-28", "2026-01-04"])).toBe("28 December 2025 – 4 January 2026");
    expect(formatDay("de", "2026-06-13")).toBe("13. Juni 2026");
    expect(formatMonthShort("en", "2026-06-13")).toBe("Jun");
  });

  it("keeps calendar days whole whatever the time of day", () => {
    expect(daysUntil("2026-06-13", new Date("2026-06-10T23:30:00Z"))).toBe(2);
    expect(daysUntil("2026-06-13", new Date("2026-06-13T00:00:00Z"))).toBe(0);
  });

  it("writes euros the language's way", () => {
    expect(formatMoney("en", 1290)).toBe("€1,290");
    expect(formatMoney("de", 1290)).toBe("1.290\u00a0€");
    expect(formatMoney("pt", 1290.5)).toBe("€\u00a01.290,50");
  });
});

describe("the catalogues", () => {
  const fields = (message: Message) => (typeof message === "string" ? [message] : Object.values(message));
  const choices = (text: string) => text.replace(/\{(\w+), plural,(?:\s*[=\w]+\s*\{[^{}]*\})+\s*\}/g, "{$1}");
  const marks = (text: string) => [...choices(text).matchAll(/\{\w+\}|<\/?[a-z0-9]+>/g)].map((m) => m[0]).sort();

  it("give every key in every language, none empty, with the same values and marks as English", () => {
    const problems: string[] = [];
    for (const lang of LANGS) {
      const catalogue = CATALOGUES[lang];
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      for (const [key, message] of Object.entries(catalogue)) {
        const english = marks(fields(en[key as keyof typeof en])[0]!);
        for (const text of fields(message)) {
          if (text.trim() === "") problems.push(`${lang} ${key}: empty`);
          if (
            JSON.stringify(marks(text).filter((m) => !m.startsWith("{count"))) !==
            JSON.stringify(english.filter((m) => !m.startsWith("{count")))
          ) {
            problems.push(`${lang} ${key}: ${JSON.stringify(text)} does not carry ${english.join(" ")}`);
          }
        }
        if (typeof message !== "string" && message.other === undefined) problems.push(`${lang} ${key}: no "other" form`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("hold no key that no code uses (keys are written whole where they are used)", async () => {
    const entries = (await Promise.all(SOURCES.map((dir) => fs.readdir(dir, { recursive: true, withFileTypes: true })))).flat();
    const sources = await Promise.all(
      entries
        .filter((e) => e.isFile() && /\.(?:tsx?|mjs)$/.test(e.name) && !e.parentPath.includes(`${path.sep}messages`))
        .map((e) => fs.readFile(path.join(e.parentPath, e.name), "utf8")),
    );
    const code = sources.join("\n");
    const unused = Object.keys(en).filter((key) => !code.includes(`"${key}"`));
    expect(unused).toEqual([]);
  });
});
