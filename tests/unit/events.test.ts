import { describe, expect, it } from "vitest";
import { formatDateRange as formatRangeIn, formatDay, formatMonthShort } from "~/i18n/format";
import { translatorFor } from "~/i18n/i18n.server";
import { daysLeft, eventEnd, eventState, latestEvent, sortNewestFirst, yearOf } from "~/lib/events";

const fsw26 = { id: "fsw26", date: ["2026-06-13", "2026-06-20"] as [string, string] };
const at = (iso: string) => new Date(iso);

describe("eventState", () => {
  it("is upcoming while the start lies in the future", () => {
    expect(eventState(fsw26, at("2026-06-12T23:59:59.999Z"))).toBe("upcoming");
  });

  it("is running from the first moment of the start day to the last of the end day", () => {
    expect(eventState(fsw26, at("2026-06-13T00:00:00Z"))).toBe("running");
    expect(eventState(fsw26, at("2026-06-20T23:59:59.999Z"))).toBe("running");
  });

  it("is past once the end day is over", () => {
    expect(eventState(fsw26, at("2026-06-21T00:00:00Z"))).toBe("past");
    expect(eventState(fsw26, at("2026-11-22T12:00:00Z"))).toBe("past");
  });

  it("counts the whole end day", () => {
    expect(eventEnd(fsw26).toISOString()).toBe("2026-06-20T23:59:59.999Z");
  });
});

describe("daysLeft", () => {
  it("counts whole days to the start", () => {
    expect(daysLeft(fsw26, at("2026-05-01T00:00:00Z"))).toBe(43);
    expect(daysLeft(fsw26, at("2026-06-12T00:00:00Z"))).toBe(1);
  });

  it("rounds to the nearest whole day", () => {
    expect(daysLeft(fsw26, at("2026-06-11T12:00:01Z"))).toBe(1); // 1.49 days
    expect(daysLeft(fsw26, at("2026-06-11T11:59:59Z"))).toBe(2); // 1.50 days
    expect(daysLeft(fsw26, at("2026-06-12T13:00:00Z"))).toBe(0); // 0.46 days
  });

  it("does not jump at daylight-saving changes", () => {
    const autumn = { id: "x", date: ["2026-10-31", "2026-11-07"] as [string, string] };
    expect(daysLeft(autumn, at("2026-10-20T00:00:00Z"))).toBe(11);
  });
});

describe("sorting and the latest event", () => {
  const list = [
    { id: "fsw20", date: ["2020-09-12", "2020-09-19"] as [string, string] },
    fsw26,
    { id: "fsw19", date: ["2019-09-14", "2019-09-21"] as [string, string] },
  ];

  it("sorts newest first by start date without changing the input", () => {
    expect(sortNewestFirst(list).map((e) => e.id)).toEqual(["fsw26", "fsw20", "fsw19"]);
    expect(list.map((e) => e.id)).toEqual(["fsw20", "fsw26", "fsw19"]);
  });

  it("finds the event with the latest start", () => {
    expect(latestEvent(list)?.id).toBe("fsw26");
    expect(latestEvent([])).toBeUndefined();
  });
});

describe("date labels", () => {
  it("gives the year", () => {
    expect(yearOf("2026-01-01")).toBe(2026);
  });
});

describe("date labels in each language", () => {
  const SAME_MONTH = ["2026-06-13", "2026-06-20"] as const;
  const ACROSS_MONTHS = ["2025-06-28", "2025-07-05"] as const;
  const ACROSS_YEARS = ["2025-12-28", "2026-01-04"] as const;

  it("English through the language's formatter is what the site has always written", () => {
    expect(formatRangeIn("en", SAME_MONTH)).toBe("13 – 20 June 2026");
    expect(formatRangeIn("en", ACROSS_MONTHS)).toBe("28 June – 5 July 2025");
    expect(formatRangeIn("en", ACROSS_YEARS)).toBe("28 December 2025 – 4 January 2026");
    expect(formatDay("en", "2023-06-10")).toBe("10 June 2023");
    expect(formatMonthShort("en", "2019-09-14")).toBe("Sep");
    expect(formatMonthShort("en", "2026-06-13")).toBe("Jun");
  });

  it("German writes the day with a point and the month once", () => {
    expect(formatRangeIn("de", SAME_MONTH)).toBe("13.–20. Juni 2026");
    expect(formatRangeIn("de", ACROSS_MONTHS)).toBe("28. Juni – 5. Juli 2025");
    expect(formatRangeIn("de", ACROSS_YEARS)).toBe("28. Dezember 2025 – 4. Januar 2026");
    expect(formatDay("de", "2023-06-10")).toBe("10. Juni 2023");
    expect(formatMonthShort("de", "2019-03-14")).toBe("Mär");
    expect(formatMonthShort("de", "2019-10-14")).toBe("Okt");
  });

  it("Portuguese joins day, month and year with de", () => {
    expect(formatRangeIn("pt", SAME_MONTH)).toBe("13 – 20 de junho de 2026");
    expect(formatRangeIn("pt", ACROSS_MONTHS)).toBe("28 de junho – 5 de julho de 2025");
    expect(formatRangeIn("pt", ACROSS_YEARS)).toBe("28 de dezembro de 2025 – 4 de janeiro de 2026");
    expect(formatDay("pt", "2023-06-10")).toBe("10 de junho de 2023");
    expect(formatMonthShort("pt", "2019-09-14")).toBe("set.");
  });
});

describe("days left, counted in each language", () => {
  const words = (lang: "en" | "pt" | "de", count: number) => ({
    home: translatorFor(lang)("home.daysLeft", { count }),
    badge: translatorFor(lang)("eventDetails.daysLeft", { count }),
  });

  it("English keeps its wording", () => {
    expect(words("en", 1)).toEqual({ home: "1 day left", badge: "1 day left" });
    expect(words("en", 43)).toEqual({ home: "43 days left", badge: "43 days left" });
  });

  it("Portuguese has a singular and a plural", () => {
    expect(words("pt", 1)).toEqual({ home: "falta 1 dia", badge: "Falta 1 dia" });
    expect(words("pt", 43)).toEqual({ home: "faltam 43 dias", badge: "Faltam 43 dias" });
    expect(words("pt", 1200).home).toBe("faltam 1.200 dias");
  });

  it("German too", () => {
    expect(words("de", 1)).toEqual({ home: "noch 1 Tag", badge: "Noch 1 Tag" });
    expect(words("de", 43)).toEqual({ home: "noch 43 Tage", badge: "Noch 43 Tage" });
  });

  it("the events list marks the count, in every language", () => {
    const rich = (lang: "en" | "pt" | "de", count: number) =>
      translatorFor(lang).rich("events.daysLeft", { strong: (w) => `[${w}]` }, { count });
    const text = (node: unknown) => JSON.stringify(node);
    expect(text(rich("en", 1))).toContain("[1 day]");
    expect(text(rich("pt", 2))).toContain("[2 dias]");
    expect(text(rich("de", 1))).toContain("[1 Tag]");
  });

  it("photo counts in the gallery's alt texts are numbered the language's way", () => {
    expect(translatorFor("en")("gallery.photoAlt", { prefix: "FSW20", index: 2, count: 6 })).toBe("FSW20, photo 2 of 6");
    expect(translatorFor("pt")("gallery.photoAlt", { prefix: "FSW20", index: 2, count: 6 })).toBe("FSW20, foto 2 de 6");
    expect(translatorFor("de")("home.participants", { count: 1 })).toBe("1 teilnehmende Person");
    expect(translatorFor("pt")("home.participants", { count: 33 })).toBe("33 participantes");
  });
});
