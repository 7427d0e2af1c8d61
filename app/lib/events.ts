import type { FestivalEvent } from "../../data/types";

export const DAY_MS = 24 * 60 * 60 * 1000;
export const UPCOMING_TRUNCATE = 320;
export const PAST_TRUNCATE = 150;

export type EventState = "upcoming" | "past" | "running";

/** Festival-local days; midnight UTC keeps the arithmetic free of DST jumps. */
export function parseDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

export function eventStart(event: Pick<FestivalEvent, "date">): Date {
  return parseDay(event.date[0]);
}

/** The last day is a full day on board. */
export function eventEnd(event: Pick<FestivalEvent, "date">): Date {
  return new Date(parseDay(event.date[1]).getTime() + DAY_MS - 1);
}

export function eventState(event: Pick<FestivalEvent, "date">, now: Date): EventState {
  if (eventStart(event).getTime() > now.getTime()) return "upcoming";
  if (eventEnd(event).getTime() < now.getTime()) return "past";
  return "running";
}

/** Rounded to the nearest day. */
export function daysLeft(event: Pick<FestivalEvent, "date">, now: Date): number {
  return Math.round((eventStart(event).getTime() - now.getTime()) / DAY_MS);
}

export function sortNewestFirst<T extends Pick<FestivalEvent, "date" | "id">>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => eventStart(b).getTime() - eventStart(a).getTime() || b.id.localeCompare(a.id));
}

/** Book Now opens this one's ticket link: the latest start date. */
export function latestEvent<T extends Pick<FestivalEvent, "date" | "id">>(events: readonly T[]): T | undefined {
  return sortNewestFirst(events)[0];
}

export function yearOf(isoDate: string): number {
  return parseDay(isoDate).getUTCFullYear();
}
