import type { Text } from "../../data/localize";
import { RETENTION_TEXTS } from "../../data/privacy-inventory";
import { translatorFor } from "~/i18n/i18n.server";
import type { Lang } from "~/i18n/languages";
import { fillText } from "~/i18n/template";

// The inventory's periods and retention rules in words, in the page's language; the numbers are the
// configuration's, the sentences data/privacy-inventory.ts's.

/** The periods the retention sweep enforces; their values come from the configuration. */
export interface RetentionPeriods {
  partialUploadHours: number;
  hiddenPhotoDays: number;
  closedRemovalRequestDays: number;
  auditDays: number;
  sessionDays: number;
  photoMailDays: number;
}

export type RetentionRule =
  /** Removed by the retention sweep once the configured period has passed; `after` is the moment it counts from. */
  | { kind: "period"; period: keyof RetentionPeriods; after: Text }
  /** Removed with what it belongs to, or on its own; said in words. */
  | { kind: "text"; text: Text }
  /** Kept with its photo: while shown; a hidden photo's after its period; gone at once when withdrawn or deleted. */
  | { kind: "photo" };

const DAY = 24 * 60 * 60;

/** "30 days", "24 hours", "1 day"; "30 dias", "30 Tage". */
export function formatPeriod(value: number, unit: "day" | "hour" | "second", lang: Lang = "en"): string {
  const t = translatorFor(lang);
  if (unit === "hour") return t("privacy.period.hours", { count: value });
  if (unit === "second") return t("privacy.period.seconds", { count: value });
  return t("privacy.period.days", { count: value });
}

export function describeRetention(rule: RetentionRule, periods: RetentionPeriods, lang: Lang = "en"): string {
  switch (rule.kind) {
    case "period": {
      const value = periods[rule.period];
      const after = rule.after[lang];
      // A period of 0: English turns "it was closed" into "it is closed".
      if (value === 0) return fillText(RETENTION_TEXTS.atOnce[lang], { after: after.replace(/^it was /, "it is ") });
      const period = formatPeriod(value, rule.period === "partialUploadHours" ? "hour" : "day", lang);
      return fillText(RETENTION_TEXTS.period[lang], { period, after });
    }
    case "text":
      return rule.text[lang];
    case "photo":
      return fillText(RETENTION_TEXTS.photo[lang], { period: formatPeriod(periods.hiddenPhotoDays, "day", lang) });
  }
}

export function describeCookieLifetime(
  cookie: { maxAgeSeconds: number | null },
  periods: RetentionPeriods,
  lang: Lang = "en",
): string {
  if (cookie.maxAgeSeconds === null)
    return fillText(RETENTION_TEXTS.session[lang], { period: formatPeriod(periods.sessionDays, "day", lang) });
  if (cookie.maxAgeSeconds < 3600) return formatPeriod(cookie.maxAgeSeconds, "second", lang);
  return formatPeriod(Math.round(cookie.maxAgeSeconds / DAY), "day", lang);
}
