import { accessibility as accessibilityText } from "../../data/accessibility";
import { localize } from "../../data/localize";
import { privacy as privacyText } from "../../data/privacy";
import { formatDay } from "~/i18n/format";
import { fillLabels, translatorFor } from "~/i18n/i18n.server";
import type { Lang } from "~/i18n/languages";
import {
  BACKUPS,
  COOKIES,
  describeCookieLifetime,
  describeRetention,
  formatPeriod,
  OUTSIDE_SERVICES,
  RECORD_KINDS,
  STORAGE_FOLDERS,
  type RetentionPeriods,
} from "~/lib/privacy-inventory";
import { PRIVACY_NOTICE_VERSION } from "~/lib/privacy-notice";
import { fillText } from "~/i18n/template";
import type { Config } from "~/config/config.server";
import { contentIn } from "./content.server";

/** The row of the archives: on the embedded default with BACKUP_DIR, and beside every Firebase site (its scheduled job). */
function backupRecord(config: Config, lang: Lang) {
  const { everyHours, keep } = config.backups;
  return {
    where: translatorFor(lang)("privacy.record.backups"),
    what: BACKUPS.what[lang],
    kept: fillText(BACKUPS.kept[lang], {
      period: formatPeriod(Math.ceil((everyHours * keep) / 24), "day", lang),
      count: String(keep),
      every: formatPeriod(everyHours, "hour", lang),
    }),
  };
}

/** The periods in force, as the retention sweep applies them. */
export function retentionPeriods(config: Config): RetentionPeriods {
  return config.retention;
}

/** What the privacy page shows in `lang`, rendered from the inventory, its words and the configuration. */
export function privacyNotice(config: Config, lang: Lang = "en") {
  const periods = retentionPeriods(config);
  const t = translatorFor(lang);
  const days = (n: number) => formatPeriod(n, "day", lang);
  return {
    version: PRIVACY_NOTICE_VERSION,
    date: formatDay(lang, PRIVACY_NOTICE_VERSION),
    controller: contentIn(lang).legalEntity,
    periods: {
      partialUploads: formatPeriod(periods.partialUploadHours, "hour", lang),
      hiddenPhotos: days(periods.hiddenPhotoDays),
      closedRemovalRequests: periods.closedRemovalRequestDays === 0 ? null : days(periods.closedRemovalRequestDays),
      audit: days(periods.auditDays),
      sessions: days(periods.sessionDays),
      photoMail: days(periods.photoMailDays),
    },
    reviewOn: config.photoReview,
    cookies: Object.values(COOKIES).map((c) => ({
      name: c.name,
      who: c.who[lang],
      purpose: c.purpose[lang],
      holds: c.holds[lang],
      lifetime: describeCookieLifetime(c, periods, lang),
    })),
    records: [
      ...RECORD_KINDS.map((k) => ({
        where: t("privacy.record.database", { node: k.node }),
        what: k.what[lang],
        kept: describeRetention(k.retention, periods, lang),
      })),
      ...STORAGE_FOLDERS.filter((f) => f.personal).map((f) => ({
        where: t("privacy.record.files", { folder: f.folder }),
        what: f.what[lang],
        kept: describeRetention(f.retention, periods, lang),
      })),
      ...(config.backups.dir !== null || config.firebase !== null ? [backupRecord(config, lang)] : []),
    ],
    services: OUTSIDE_SERVICES.map((s) => ({
      id: s.id,
      name: s.name[lang],
      role: s.role[lang],
      when: s.when[lang],
      transfer: s.transfer?.[lang] ?? null,
    })),
    text: localize(privacyText, lang, fillLabels(lang)),
  };
}

/** The accessibility statement's words in `lang`. */
export function accessibilityStatementText(lang: Lang) {
  return localize(accessibilityText, lang, fillLabels(lang));
}
