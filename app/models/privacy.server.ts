import {
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
import type { Config } from "~/services/config.server";
import { legalEntity } from "./content.server";

/** The periods in force, as the retention sweep applies them. */
export function retentionPeriods(config: Config): RetentionPeriods {
  return config.retention;
}

/** What the privacy page shows, rendered from the inventory and the configuration. */
export function privacyNotice(config: Config) {
  const periods = retentionPeriods(config);
  const days = (n: number) => formatPeriod(n, "day");
  return {
    version: PRIVACY_NOTICE_VERSION,
    controller: legalEntity,
    periods: {
      partialUploads: formatPeriod(periods.partialUploadHours, "hour"),
      hiddenPhotos: days(periods.hiddenPhotoDays),
      closedRemovalRequests: periods.closedRemovalRequestDays === 0 ? null : days(periods.closedRemovalRequestDays),
      audit: days(periods.auditDays),
      sessions: days(periods.sessionDays),
    },
    reviewOn: config.photoReview,
    cookies: Object.values(COOKIES).map((c) => ({
      name: c.name,
      who: c.who,
      purpose: c.purpose,
      holds: c.holds,
      lifetime: describeCookieLifetime(c, periods),
    })),
    records: [
      ...RECORD_KINDS.map((k) => ({ where: `Database: ${k.node}`, what: k.what, kept: describeRetention(k.retention, periods) })),
      ...STORAGE_FOLDERS.filter((f) => f.personal).map((f) => ({
        where: `Files: ${f.folder}/`,
        what: f.what,
        kept: describeRetention(f.retention, periods),
      })),
    ],
    services: OUTSIDE_SERVICES.map((s) => ({ id: s.id, name: s.name, role: s.role, when: s.when, transfer: s.transfer })),
  };
}
