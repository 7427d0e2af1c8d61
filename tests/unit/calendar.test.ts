import ICAL from "ical.js";
import { afterAll, describe, expect, it } from "vitest";
import { events as eventSources } from "../../data/events";
import { localize } from "../../data/localize";
import { setConfigForTests } from "~/config/config.server";
import { eventCalendar, eventsFeed } from "~/models/calendar.server";
import { contentIn } from "~/models/content.server";
import { loader as feedLoader } from "~/routes/($lang).events[.]ics";
import { loader as calendarLoader } from "~/routes/($lang).calendar.$file";

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
  const ics = eventCalendar("en", fsw20);
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
    expect(eventCalendar("en", fsw20)).toBe(ics);
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
    const feed = eventsFeed("en");
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

describe("calendars in other languages", () => {
  const calendarOf = (ics: string) => new ICAL.Component(ICAL.parse(ics));
  const args = (url: string, params: Record<string, string>) => ({ request: new Request(url), params, context: {} });

  it("the English files say so, and describe the festival in English", () => {
    const feed = calendarOf(eventsFeed("en"));
    expect(feed.getFirstPropertyValue("prodid")).toBe("-//Forró Sailing Week//website//EN");
    expect(feed.getFirstPropertyValue("x-wr-caldesc")).toBe(
      "Editions of Forró Sailing Week: a week on chartered sailboats with Forró dance workshops.",
    );
    expect(feed.getFirstPropertyValue("url")).toBe(`${SITE}/events`);
  });

  it("/pt/events.ics is in Portuguese: its words, its language, the editions' texts and the Portuguese addresses", async () => {
    const res = feedLoader(args(`${SITE}/pt/events.ics`, { lang: "pt" }));
    expect(res.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const ics = await res.text();
    const feed = calendarOf(ics);
    expect(feed.getFirstPropertyValue("prodid")).toBe("-//Forró Sailing Week//website//PT");
    expect(feed.getFirstPropertyValue("x-wr-caldesc")).toBe(
      "Edições da Forró Sailing Week: uma semana em veleiros fretados com oficinas de forró.",
    );
    expect(feed.getFirstPropertyValue("url")).toBe(`${SITE}/pt/events`);
    const pt = contentIn("pt");
    for (const e of vevents(ics)) {
      const source = pt.events.find((s) => `${s.id}@fsw.example` === e.uid)!;
      expect(e.summary).toBe(source.title);
      expect(e.location).toBe(`${source.city}, ${source.region}`);
      expect(e.description.endsWith(`${SITE}/pt/event-details/${source.id}`)).toBe(true);
      expect(e.component.getFirstPropertyValue("url")).toBe(`${SITE}/pt/event-details/${source.id}`);
    }
    // The same UIDs as the English feed: one edition is one event in any language.
    expect(vevents(ics).map((e) => e.uid)).toEqual(vevents(eventsFeed("en")).map((e) => e.uid));
  });

  it("/de/calendar/fsw20.ics is one German event file, and an unknown edition answers in German", async () => {
    const res = calendarLoader(args(`${SITE}/de/calendar/FSW20.ics`, { lang: "de", file: "FSW20.ics" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="fsw20.ics"');
    const ics = await res.text();
    const cal = calendarOf(ics);
    expect(cal.getFirstPropertyValue("prodid")).toBe("-//Forró Sailing Week//website//DE");
    expect(cal.getFirstPropertyValue("x-wr-caldesc")).toContain("eine Woche auf gecharterten Segelbooten");
    const [event] = vevents(ics);
    expect(event!.summary).toBe(contentIn("de").findEvent("fsw20")!.title);
    expect(event!.component.getFirstPropertyValue("url")).toBe(`${SITE}/de/event-details/fsw20`);
    const missing = calendarLoader(args(`${SITE}/de/calendar/fsw99.ics`, { lang: "de", file: "fsw99.ics" }));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Eine Ausgabe mit diesem Namen gibt es bei uns nicht.");
  });
});
