import type { FestivalEvent } from "../../data/types";

const COUNTRIES: Record<string, { code: string; timeZone: string }> = {
  Croatia: { code: "HR", timeZone: "Europe/Zagreb" },
  Greece: { code: "GR", timeZone: "Europe/Athens" },
  Italy: { code: "IT", timeZone: "Europe/Rome" },
  Turkey: { code: "TR", timeZone: "Europe/Istanbul" },
  Türkiye: { code: "TR", timeZone: "Europe/Istanbul" },
  Spain: { code: "ES", timeZone: "Europe/Madrid" },
  Portugal: { code: "PT", timeZone: "Europe/Lisbon" },
  France: { code: "FR", timeZone: "Europe/Paris" },
  Montenegro: { code: "ME", timeZone: "Europe/Podgorica" },
  Malta: { code: "MT", timeZone: "Europe/Malta" },
};

export interface EventPlace {
  /** e.g. "Lycian Coast". */
  region: string;
  country: string;
  countryCode: string;
  timeZone: string;
}

/** Null when the country is not known here. */
export function placeOf(event: Pick<FestivalEvent, "region">): EventPlace | null {
  const parts = event.region.split(",").map((p) => p.trim());
  const country = parts.pop() ?? "";
  const known = COUNTRIES[country];
  return known ? { region: parts.join(", ") || country, country, countryCode: known.code, timeZone: known.timeZone } : null;
}

/** "+03:00", daylight saving included. */
export function utcOffset(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  const offset = name?.replace(/^GMT/, "") ?? "";
  return offset === "" ? "+00:00" : offset;
}

/** e.g. 2026-06-13T00:00:00+03:00. */
export function zonedIso(isoDate: string, time: string, timeZone: string): string {
  // The offset at local noon of that day: the festival's days never start or end inside a DST switch.
  return `${isoDate}T${time}${utcOffset(timeZone, new Date(`${isoDate}T12:00:00Z`))}`;
}

/** The calendar day (YYYY-MM-DD) it is at `at` in `timeZone`. */
export function dayIn(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(
    at,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
