import { LOCALES, type Lang } from "./languages";

// Dates, numbers and money, written the language's way on the server. Festival dates are calendar
// days (YYYY-MM-DD) and are formatted as such, in UTC, so no time zone can move them a day.

const DAY_MS = 24 * 60 * 60 * 1000;

function day(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

const cache = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}:${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: options.timeZone ?? "UTC" });
    cache.set(key, format);
  }
  return format;
}

const LONG: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };

/** "13 June 2026", "13. Juni 2026", "13 de junho de 2026". */
export function formatDay(lang: Lang, isoDate: string): string {
  return dateFormat(lang, LONG).format(day(isoDate));
}

/** A moment (not a calendar day) as a date in `timeZone`. */
export function formatDate(lang: Lang, date: Date, timeZone = "UTC"): string {
  return dateFormat(lang, { ...LONG, timeZone }).format(date);
}

/** "13 – 20 June 2026", "13.–20. Juni 2026", "13 – 20 de junho de 2026", without repeating parts. */
export function formatDateRange(lang: Lang, [start, end]: readonly [string, string]): string {
  if (lang === "en") return englishRange(start, end);
  // ICU spaces the dash with thin spaces in some languages; the site writes plain ones everywhere.
  return dateFormat(lang, LONG)
    .formatRange(day(start), day(end))
    .replace(/\u2009/g, " ");
}

/** English as the site has always written it: spaced dashes, the day before the month. */
function englishRange(start: string, end: string): string {
  const s = day(start);
  const e = day(end);
  const long = (iso: string) => formatDay("en", iso);
  if (s.getUTCFullYear() !== e.getUTCFullYear()) return `${long(start)} – ${long(end)}`;
  if (s.getUTCMonth() !== e.getUTCMonth())
    return `${dateFormat("en", { day: "numeric", month: "long" }).format(s)} – ${long(end)}`;
  return `${s.getUTCDate()} – ${long(end)}`;
}

const ENGLISH_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Jun", "jun.", "Jun": the short month of a calendar day. English keeps its three letters ("Sep", not "Sept"). */
export function formatMonthShort(lang: Lang, isoDate: string): string {
  if (lang === "en") return ENGLISH_MONTHS[day(isoDate).getUTCMonth()] ?? "";
  return dateFormat(lang, { month: "short" }).format(day(isoDate));
}

/** Calendar days from `now` to `isoDate`, rounded; pass the count to a plural message for the words. */
export function daysUntil(isoDate: string, now: Date): number {
  return Math.round((day(isoDate).getTime() - now.getTime()) / DAY_MS);
}

export function formatNumber(lang: Lang, value: number): string {
  return new Intl.NumberFormat(LOCALES[lang]).format(value);
}

/** "€1,290", "1.290 €", "€ 1.290": whole euros without cents, cents when there are any. */
export function formatMoney(lang: Lang, amount: number, currency = "EUR"): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(LOCALES[lang], {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}
