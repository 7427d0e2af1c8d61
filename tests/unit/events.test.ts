import { describe, expect, it } from "vitest";
import {
  daysLeft,
  eventEnd,
  eventState,
  formatDateRange,
  latestEvent,
  monthAbbreviation,
  sortNewestFirst,
  yearOf,
} from "~/lib/events";

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
  it("gives the month abbreviation and year", () => {
    expect(monthAbbreviation("2026-06-13")).toBe("Jun");
    expect(monthAbbreviation("2019-09-14")).toBe("Sep");
    expect(yearOf("2026-01-01")).toBe(2026);
  });

  it("formats a range without repeating what both ends share", () => {
    expect(formatDateRange(["2026-06-13", "2026-06-20"])).toBe("13 – 20 June 2026");
    expect(formatDateRange(["2025-06-28", "2025-07-05"])).toBe("28 June – 5 July 2025");
    expect(formatDateRange(["2025-12-28", "2026-01-04"])).toBe("28 December 2025 – 4 January 2026");
  });
});
