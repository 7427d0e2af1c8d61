import { describe, expect, it } from "vitest";
import { events as eventSources } from "../../data/events";
import { localize } from "../../data/localize";
import { faq } from "../../data/faq";
import { legalEntity } from "../../data/legal";
import type { FestivalEvent } from "../../data/types";
import { pageMeta, type SiteSeo } from "~/seo/meta";
import { placeOf, zonedIso } from "~/lib/places";
import { compactDate, googleCalendarUrl, shareLinks } from "~/routes/($lang).event-details.$id/share";
import { breadcrumbs, faqPage, festivalEvent, organization } from "~/seo/structured-data";
import { ConfigError, parseConfig, setConfigForTests } from "~/config/config.server";
import { contentIn } from "~/models/content.server";
import { eventNode } from "~/seo/event-node.server";
import { absoluteUrl } from "~/lib/urls";

// The editions in English, as the English pages show them.
const events = localize(eventSources, "en");

const fsw26 = events.find((e) => e.id === "fsw26")!;
const fsw20 = events.find((e) => e.id === "fsw20")!;
const SITE = "https://fsw.example";
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

describe("SITE_URL", () => {
  it("defaults to localhost on the configured port", () => {
    expect(parseConfig({}).siteUrl).toBe("http://localhost:3000");
    expect(parseConfig({ PORT: "8080" }).siteUrl).toBe("http://localhost:8080");
  });

  it("keeps the origin only, without a trailing slash, host in lower case", () => {
    expect(parseConfig({ SITE_URL: "https://FSW.example/" }).siteUrl).toBe("https://fsw.example");
    expect(parseConfig({ SITE_URL: " https://fsw.example:8443 " }).siteUrl).toBe("https://fsw.example:8443");
  });

  it.each([
    "fsw.example",
    "ftp://fsw.example",
    "https://fsw.example/festival",
    "https://fsw.example/?a=1",
    "https://u:p@fsw.example",
  ])("refuses %s with the variable's name", (value) => {
    expect(() => parseConfig({ SITE_URL: value })).toThrow(ConfigError);
    expect(() => parseConfig({ SITE_URL: value })).toThrow(/SITE_URL: must be the site's public origin/);
  });
});

describe("pageMeta", () => {
  const seo: SiteSeo = {
    siteUrl: SITE,
    siteImage: { url: `${SITE}/previews/site-0123456789abcdef.jpg`, type: "image/jpeg", width: 1200, height: 630, alt: "Card" },
  };
  const matches = [{ id: "root", data: { seo } }];
  const get = (tags: ReturnType<typeof pageMeta>, key: string) =>
    tags.find((t) => ("property" in t && t.property === key) || ("name" in t && t.name === key)) as
      { content: string } | undefined;

  it("gives canonical, og:url and the site card from the root's SITE_URL", () => {
    const tags = pageMeta("FAQ", "Answers", { matches, path: "/rates-details?medal=gold" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE}/rates-details?medal=gold` });
    expect(get(tags, "og:url")?.content).toBe(`${SITE}/rates-details?medal=gold`);
    expect(get(tags, "og:image")?.content).toBe(seo.siteImage.url);
    expect(get(tags, "og:image:width")?.content).toBe("1200");
    expect(get(tags, "og:image:alt")?.content).toBe("Card");
    expect(get(tags, "twitter:card")?.content).toBe("summary_large_image");
    expect(get(tags, "og:locale")?.content).toBe("en_GB");
  });

  it("names no canonical for a page that is not found", () => {
    const tags = pageMeta("Page Not found", "Gone", { matches, path: null });
    expect(tags.some((t) => "rel" in t)).toBe(false);
    expect(get(tags, "og:url")).toBeUndefined();
    expect(get(tags, "og:image")).toBeDefined();
  });

  it("adds the JSON-LD block only when given", () => {
    expect(pageMeta("A", "B", { matches, path: "/faq" }).some((t) => "script:ld+json" in t)).toBe(false);
    expect(pageMeta("A", "B", { matches, path: "/faq", jsonLd: { a: 1 } })).toContainEqual({ "script:ld+json": { a: 1 } });
  });

  it("builds absolute URLs on the site's origin only", () => {
    expect(absoluteUrl(SITE, "/events")).toBe(`${SITE}/events`);
    expect(absoluteUrl(SITE, "//evil.example/x")).toBe("https://evil.example/x");
    // Every path we pass starts with a single slash; the builders never take one from a request.
  });
});

describe("places and time zones", () => {
  it("knows the country and time zone of every edition", () => {
    for (const event of events) expect(placeOf(event), event.id).not.toBeNull();
    expect(placeOf(fsw26)).toEqual({ region: "Lycian Coast", country: "Turkey", countryCode: "TR", timeZone: "Europe/Istanbul" });
  });

  it("writes local days with the offset of that day, daylight saving included", () => {
    expect(zonedIso("2026-06-13", "00:00:00", "Europe/Zagreb")).toBe("2026-06-13T00:00:00+02:00");
    expect(zonedIso("2026-01-10", "00:00:00", "Europe/Zagreb")).toBe("2026-01-10T00:00:00+01:00");
    expect(zonedIso("2026-06-13", "00:00:00", "Europe/Istanbul")).toBe("2026-06-13T00:00:00+03:00");
    expect(zonedIso("2026-06-13", "00:00:00", "UTC")).toBe("2026-06-13T00:00:00+00:00");
  });
});

/** What a page carries: the builder's output as JSON, typed loosely for assertions. */
function rendered<T = Record<string, unknown>>(value: unknown): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function eventLd(event: FestivalEvent, state: "upcoming" | "past" | "running", lang: "en" | "pt" | "de" = "en") {
  return festivalEvent({
    event,
    lang,
    siteUrl: SITE,
    state,
    image: `${SITE}/previews/x.jpg`,
    organizerName: legalEntity.name,
    pageOf: (name) =>
      name === "Juliana Matos" ? "/team-details/juliana-matos" : `/teachers/${encodeURIComponent(name.toLowerCase())}`,
  });
}

describe("Event JSON-LD", () => {
  it("has the fields search engines ask for, dates with the time zone", () => {
    const ld = rendered(eventLd(fsw26, "upcoming"));
    expect(ld["@type"]).toBe("Event");
    expect(ld.name).toBe(fsw26.title);
    expect(ld.startDate).toBe("2026-06-13T00:00:00+03:00");
    expect(ld.endDate).toBe("2026-06-20T23:59:59+03:00");
    expect(ld.startDate).toMatch(ISO_WITH_ZONE);
    expect(ld.eventStatus).toBe("https://schema.org/EventScheduled");
    expect(ld.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
    expect(ld.url).toBe(`${SITE}/event-details/fsw26`);
    expect(ld.inLanguage).toBe("en");
    expect(ld.location).toEqual({
      "@type": "Place",
      name: "Göcek",
      address: { "@type": "PostalAddress", addressLocality: "Göcek", addressRegion: "Lycian Coast", addressCountry: "TR" },
    });
    expect(ld.organizer).toMatchObject({ "@type": "Organization", name: legalEntity.name });
    const performers = ld.performer as Array<{ name: string; url?: string }>;
    expect(performers.map((p) => p.name)).toEqual([...fsw26.teachers, ...fsw26.musicians]);
    expect(performers.find((p) => p.name === "Juliana Matos")?.url).toBe(`${SITE}/team-details/juliana-matos`);
    expect(performers.find((p) => p.name === "Bruno Teixeira")?.url).toBe(`${SITE}/teachers/bruno%20teixeira`);
    expect(ld.offers).toEqual({
      "@type": "Offer",
      url: fsw26.external_links.ticket_system,
      availability: "https://schema.org/InStock",
      priceCurrency: "EUR",
    });
  });

  it("offers tickets only when a ticket link exists, and not as in stock once the week has begun", () => {
    expect(rendered(eventLd(fsw20, "past")).offers).toBeUndefined();
    expect(rendered<{ offers: { availability: string } }>(eventLd(fsw26, "past")).offers.availability).toBe(
      "https://schema.org/SoldOut",
    );
  });

  it("leaves out performers when an edition had none named", () => {
    const ld = rendered(eventLd({ ...fsw20, teachers: [], musicians: [] }, "past"));
    expect(ld.performer).toBeUndefined();
  });
});

describe("other JSON-LD", () => {
  it("FAQPage carries every question with its answer", () => {
    const page = rendered<{ inLanguage: string; mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> }>(
      faqPage(localize(faq, "en"), "en"),
    );
    const questions = page.mainEntity;
    expect(page.inLanguage).toBe("en");
    expect(questions).toHaveLength(faq.flatMap((s) => s.topics).length);
    expect(questions[0]!.name).toBe(faq[0]!.topics[0]!.question.en);
    expect(questions.every((q) => q.acceptedAnswer.text.length > 0)).toBe(true);
  });

  it("BreadcrumbList numbers its items from 1 with absolute URLs", () => {
    const ld = rendered<{ itemListElement: Array<{ position: number; item: string }> }>(
      breadcrumbs(SITE, [
        { name: "Home", path: "/home" },
        { name: "Team", path: "/team" },
      ]),
    );
    expect(ld.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, `${SITE}/home`],
      [2, `${SITE}/team`],
    ]);
  });

  it("Organization comes from the imprint", () => {
    const ld = rendered(organization(legalEntity, SITE, ["https://www.facebook.com/x"]));
    expect(ld).toMatchObject({
      name: legalEntity.name,
      email: legalEntity.email,
      telephone: legalEntity.phone,
      url: `${SITE}/home`,
    });
    expect(ld.address).toMatchObject({ postalCode: legalEntity.zip, addressLocality: legalEntity.city });
    expect(ld.sameAs).toEqual(["https://www.facebook.com/x"]);
  });
});

describe("Google Calendar and share links", () => {
  it("ends an all-day event the day after its last day, across a month end", () => {
    expect(compactDate("2026-06-20", 1)).toBe("20260621");
    expect(compactDate("2025-06-30", 1)).toBe("20250701");
    expect(compactDate("2025-12-31", 1)).toBe("20260101");
  });

  it("carries the same data as the .ics file", () => {
    const url = new URL(googleCalendarUrl(fsw26, `${SITE}/event-details/fsw26`));
    expect(url.origin).toBe("https://calendar.google.com");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe(fsw26.title);
    expect(url.searchParams.get("dates")).toBe("20260613/20260621");
    expect(url.searchParams.get("location")).toBe(`${fsw26.city}, ${fsw26.region}`);
    expect(url.searchParams.get("details")).toContain(`${SITE}/event-details/fsw26`);
  });

  it("encodes the page's address into each share link", () => {
    const page = `${SITE}/event-details/fsw26`;
    const links = shareLinks("FSW26 – Turkish Coast & more", "Summary", page);
    expect(new URL(links.whatsapp).searchParams.get("text")).toBe(`FSW26 – Turkish Coast & more ${page}`);
    expect(new URL(links.facebook).searchParams.get("u")).toBe(page);
    expect(links.email.startsWith("mailto:?subject=")).toBe(true);
    expect(decodeURIComponent(links.email)).toContain(page);
    expect(links.email).not.toContain("&more");
  });
});

describe("JSON-LD in the page's language", () => {
  it("an edition on a Portuguese page says pt, links the Portuguese addresses and keeps the place's time zone", () => {
    const shown = { ...fsw26, title: "FSW26 – Costa Turca", region: "Costa Lícia, Turquia", description: "Uma semana." };
    const ld = rendered(
      festivalEvent({
        event: shown,
        lang: "pt",
        place: placeOf(fsw26),
        siteUrl: SITE,
        state: "upcoming",
        image: `${SITE}/previews/x.jpg`,
        organizerName: legalEntity.name,
        pageOf: (name) => (name === "Juliana Matos" ? "/team-details/juliana-matos" : "/teachers/x"),
      }),
    );
    expect(ld.inLanguage).toBe("pt");
    expect(ld.name).toBe("FSW26 – Costa Turca");
    expect(ld.description).toBe("Uma semana.");
    expect(ld.url).toBe(`${SITE}/pt/event-details/fsw26`);
    expect(ld["@id"]).toBe(`${SITE}/pt/event-details/fsw26#event`);
    expect(ld.startDate).toBe("2026-06-13T00:00:00+03:00");
    expect(ld.location).toMatchObject({ address: { addressRegion: "Costa Lícia", addressCountry: "TR" } });
    expect(ld.organizer).toMatchObject({ url: `${SITE}/pt/home` });
    const performers = ld.performer as Array<{ name: string; url: string }>;
    expect(performers.find((p) => p.name === "Juliana Matos")?.url).toBe(`${SITE}/pt/team-details/juliana-matos`);
  });

  it("the German events page's node is built from the German content", () => {
    setConfigForTests({ siteUrl: SITE });
    try {
      const de = contentIn("de").findEvent("fsw21")!;
      const ld = rendered(eventNode("de", de));
      expect(ld.inLanguage).toBe("de");
      expect(ld.name).toBe(de.title);
      expect(ld.url).toBe(`${SITE}/de/event-details/fsw21`);
      expect(ld.startDate).toBe("2021-09-11T00:00:00+03:00");
      // The country that names the time zone is read from the English content, whatever the German one calls it.
      const translated = rendered(eventNode("de", { ...de, region: "Ionische Inseln, Griechenland" }));
      expect(translated.startDate).toBe("2021-09-11T00:00:00+03:00");
      expect(translated.location).toMatchObject({ address: { addressRegion: "Ionische Inseln", addressCountry: "GR" } });
      expect(rendered(eventNode("en", fsw20)).url).toBe(`${SITE}/event-details/fsw20`);
    } finally {
      setConfigForTests(null);
    }
  });

  it("the organisation is one across languages, its address the language's home page", () => {
    expect(rendered(organization(legalEntity, SITE, [], "de"))).toMatchObject({
      "@id": `${SITE}/#organization`,
      url: `${SITE}/de/home`,
    });
  });
});
