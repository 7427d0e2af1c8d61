import ICAL from "ical.js";
import { afterAll, describe, expect, it } from "vitest";
import { events as eventSources } from "../../data/events";
import { localize } from "../../data/localize";
import { setConfigForTests } from "~/services/config.server";
import { eventCalendar, eventsFeed } from "~/models/calendar.server";

// The editions in English, as the English pages show them.
const events = localize(eventSources, "en");

const SITE = "https://fsw.example";
const fsw20 = events.find((e) => e.id === "fsw20")!;

// Set before the describe blocks below build their files.
setConfigForTests({ siteUrl: SITE });
afterAll(() => setConfigForTests(null));

function vevents(ics: string) {
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
}

describe("an edition's .ics file", () => {
  const ics = eventCalendar(fsw20);
  const [event] = vevents(ics);

  it("is one all-day event from the first to the last day inclusive", () => {
    expect(vevents(ics)).toHaveLength(1);
    expect(event!.startDate.isDate).toBe(true);
    expect(event!.startDate.toString()).toBe("2020-09-12");
    // DTEND is exclusive: the day after the last day.
    expect(event!.endDate.isDate).toBe(true);
    expect(event!.endDate.toString()).toBe("2020-09-20");
  });

  it("carries summary, location with its commas, description with paragraphs, URL and a stable UID", () => {
    expect(event!.summary).toBe(fsw20.title);
    expect(event!.location).toBe(`${fsw20.city}, ${fsw20.region}`);
    expect(event!.description).toContain("\n\nThis small edition");
    expect(event!.description.endsWith(`${SITE}/event-details/fsw20`)).toBe(true);
    expect(event!.component.getFirstPropertyValue("url")).toBe(`${SITE}/event-details/fsw20`);
    expect(event!.uid).toBe("fsw20@fsw.example");
    expect(eventCalendar(fsw20)).toBe(ics);
  });

  it("folds long lines at 75 octets with CRLF and escapes commas and semicolons", () => {
    const lines = ics.split("\r\n");
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(lines.some((l) => l.startsWith(" "))).toBe(true);
    expect(ics).toContain("LOCATION:Sukošan\\, Zadar Archipelago & Kornati\\, Croatia");
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/(^|[^\r])\n/);
  });
});

describe("the /events.ics feed", () => {
  it("holds every edition once, each with its own UID, named for the festival", () => {
    const feed = eventsFeed();
    const all = vevents(feed);
    expect(all.map((e) => e.uid).sort()).toEqual(events.map((e) => `${e.id}@fsw.example`).sort());
    const calendar = new ICAL.Component(ICAL.parse(feed));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Forró Sailing Week");
    for (const e of all) {
      const source = events.find((s) => `${s.id}@fsw.example` === e.uid)!;
      expect(e.startDate.toString()).toBe(source.date[0]);
      expect(e.summary).toBe(source.title);
    }
  });
});
