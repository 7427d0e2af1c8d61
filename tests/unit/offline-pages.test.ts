import { describe, expect, it } from "vitest";
import { events } from "../../data/events";
import { faq } from "../../data/faq";
import { BOAT_PACK_QUESTIONS, boatPackAnswers } from "~/models/boat-pack.server";
import { contentIn } from "~/models/content.server";
import { offlineEdition, offlinePagePath, offlinePages } from "~/models/offline.server";

describe("the edition kept for offline use", () => {
  it("is the running one during an edition, even with the next one announced", () => {
    expect(offlineEdition(new Date("2025-06-14T00:00:00Z"))?.id).toBe("fsw25");
    expect(offlineEdition(new Date("2025-06-21T23:59:59Z"))?.id).toBe("fsw25");
  });

  it("is the next one to start between editions, not the newest", () => {
    expect(offlineEdition(new Date("2025-06-22T00:00:00Z"))?.id).toBe("fsw26");
    // Before the first edition every one is upcoming: the soonest, not the last in the list.
    expect(offlineEdition(new Date("2010-01-01T00:00:00Z"))?.id).toBe("fsw19");
  });

  it("is the latest once every edition is over", () => {
    const latest = [...events].sort((a, b) => b.date[0].localeCompare(a.date[0]))[0]!;
    expect(offlineEdition(new Date("2040-01-01T00:00:00Z"))?.id).toBe(latest.id);
  });

  it("lists each page once, that edition's only, and nothing private", () => {
    const paths = offlinePages(new Date("2025-06-17T12:00:00Z")).map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/event-details/fsw25/boat-pack");
    expect(paths.filter((p) => p.startsWith("/event-details/") && !p.startsWith("/event-details/fsw25"))).toEqual([]);
    expect(paths.filter((p) => /^\/(organisers|add-photo\/)/.test(p) || p.includes("photos.zip"))).toEqual([]);
    // Every person the edition names has their page kept (a member's profile or a guest's page).
    const fsw25 = events.find((e) => e.id === "fsw25")!;
    const people = offlinePages(new Date("2025-06-17T12:00:00Z")).map((p) => p.label);
    for (const name of [...fsw25.teachers, ...fsw25.musicians, ...fsw25.skippers]) expect(people).toContain(name);
  });
});

describe("the boat pack's answers", () => {
  it("are each still a question of the FAQ, with its answer word for word", () => {
    const topics = faq.flatMap((s) => s.topics);
    for (const question of BOAT_PACK_QUESTIONS) expect(topics.map((t) => t.question.en)).toContain(question);
    expect(boatPackAnswers()).toEqual(
      BOAT_PACK_QUESTIONS.map((question) => ({ question, answer: topics.find((t) => t.question.en === question)!.answer.en })),
    );
  });
});

describe("the pages kept in another language", () => {
  const AT = new Date("2026-05-01T00:00:00Z");

  it.each(["pt", "de"] as const)("are the English list's pages at their %s addresses, in the same order", (lang) => {
    const english = offlinePages(AT).map((p) => p.path);
    const pages = offlinePages(AT, lang);
    expect(pages.map((p) => p.path)).toEqual(english.map((path) => `/${lang}${path}`));
    expect(pages.map((p) => p.path)).toContain(`/${lang}/event-details/fsw26/boat-pack`);
    expect(pages.map((p) => p.path)).toContain(`/${lang}/rates-details?medal=gold`);
    expect(pages.map((p) => p.path)).toContain(`/${lang}/add-photo`);
    expect(offlinePagePath(lang)).toBe(`/${lang}/offline`);
  });

  it("are named in that language, with the people's names as they are", () => {
    const labels = (lang: "pt" | "de") => new Map(offlinePages(AT, lang).map((p) => [p.path.slice(3), p.label]));
    const pt = labels("pt");
    const de = labels("de");
    expect(pt.get("/home")).toBe("Início");
    expect(de.get("/home")).toBe("Startseite");
    expect(pt.get("/events")).toBe("Edições");
    expect(de.get("/events")).toBe("Törns");
    expect(pt.get("/faq")).toBe("Perguntas frequentes");
    expect(de.get("/about-fsw")).toBe("Impressum");
    expect(de.get("/add-photo")).toBe("Fotos hochladen");
    expect(pt.get("/event-details/fsw26/boat-pack")).toMatch(/^Guia de bordo: /);
    expect(de.get("/event-details/fsw26/boat-pack")).toMatch(/^Bordmappe: /);
    expect(de.get("/rates-details?medal=gold")).toMatch(/^Preise: /);
    const fsw26 = events.find((e) => e.id === "fsw26")!;
    for (const name of [...fsw26.teachers, ...fsw26.musicians, ...fsw26.skippers]) {
      expect([...pt.values()]).toContain(name);
      expect([...de.values()]).toContain(name);
    }
  });

  it("leave English as it was: unprefixed, English names, /offline", () => {
    const pages = offlinePages(AT);
    expect(pages.slice(0, 2)).toEqual([
      { path: "/home", label: "Home" },
      { path: "/events", label: "Events" },
    ]);
    expect(pages.at(-1)).toEqual({ path: "/add-photo", label: "Add a photo" });
    expect(pages.find((p) => p.path === "/rates-details?medal=gold")?.label).toMatch(/^Rates: /);
    expect(offlinePagePath()).toBe("/offline");
  });
});

describe("the boat pack's answers in another language", () => {
  it.each(["pt", "de"] as const)("are the same topics, in the same order, as the %s FAQ gives them", (lang) => {
    const english = contentIn("en").faq.flatMap((s) => s.topics);
    const local = contentIn(lang).faq.flatMap((s) => s.topics);
    const expected = BOAT_PACK_QUESTIONS.map((question) => local[english.findIndex((t) => t.question === question)]!);
    expect(boatPackAnswers(lang)).toEqual(expected.map((t) => ({ question: t.question, answer: t.answer })));
  });
});
