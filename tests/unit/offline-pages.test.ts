import { describe, expect, it } from "vitest";
import { events } from "../../data/events";
import { faq } from "../../data/faq";
import { BOAT_PACK_QUESTIONS, boatPackAnswers } from "~/models/boat-pack.server";
import { offlineEdition, offlinePages } from "~/models/offline.server";

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
