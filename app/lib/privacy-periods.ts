import type { Text } from "../../data/localize";
import { translatorFor } from "~/i18n/i18n.server";
import type { Lang } from "~/i18n/languages";
import type { CookieEntry, RetentionPeriods, RetentionRule } from "./privacy-inventory";
import { fillText } from "~/i18n/template";

// The inventory's periods and retention rules in words, in the page's language; the numbers are the
// configuration's. German sentences take the period in the accusative ("30 Tage nach …"), never in the dative.

const DAY = 24 * 60 * 60;

/** The sentences around a period, `{period}` and `{after}` filled in by `describeRetention`. */
export const RETENTION_TEXTS = {
  period: { en: "{period} after {after}", pt: "{period} após {after}", de: "{period} nach {after}" },
  /** A period of 0: English turns "it was closed" into "it is closed". */
  atOnce: { en: "Deleted as soon as {after}", pt: "Excluído logo após {after}", de: "Wird direkt nach {after} gelöscht" },
  photo: {
    en: "As long as the photo is shown; {period} after an organiser hid it; at once when it is withdrawn or deleted",
    pt: "Enquanto a foto estiver sendo exibida; {period} depois que alguém da organização a ocultou; imediatamente quando ela é retirada ou excluída",
    de: "Solange das Foto gezeigt wird; {period}, nachdem jemand aus dem Orga-Team es verborgen hat; sofort, wenn es zurückgezogen oder gelöscht wird",
  },
  session: {
    en: "Until the browser closes; the session ends after {period} at the latest",
    pt: "Até o navegador ser fechado; a sessão termina no máximo {period} após o login",
    de: "Bis der Browser geschlossen wird; die Sitzung endet spätestens {period} nach der Anmeldung",
  },
} as const satisfies Record<string, Text>;

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

export function describeCookieLifetime(cookie: CookieEntry, periods: RetentionPeriods, lang: Lang = "en"): string {
  if (cookie.maxAgeSeconds === null)
    return fillText(RETENTION_TEXTS.session[lang], { period: formatPeriod(periods.sessionDays, "day", lang) });
  if (cookie.maxAgeSeconds < 3600) return formatPeriod(cookie.maxAgeSeconds, "second", lang);
  return formatPeriod(Math.round(cookie.maxAgeSeconds / DAY), "day", lang);
}
