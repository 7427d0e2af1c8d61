import type { Translator } from "~/i18n/translate";
import { CONSENT_FIELD, CONSENT_VALUE } from "~/lib/photo-upload";
import { UPLOAD_WORDS, UploadRefusal, type UploadFieldWords } from "~/lib/upload-refusal";
import { PRIVACY_NOTICE_VERSION } from "~/lib/privacy-notice";
import type { PhotoRecord } from "~/lib/photo-layout";

// The uploader's confirmation that they may share the photos and that the people in them agree
// (docs/product.md, Photo uploads): checked before anything is kept, and its time kept with the record.

/**
 * What the form says above the box, in the page's data rather than its scripts, which are measured
 * (docs/PERFORMANCE.md), and in the page's language. With review on, organisers see a photo before anyone else.
 */
export function consentNotice(photoReview: boolean, t: Translator): { notice: string; label: string } {
  return {
    notice: photoReview ? t("upload.consent.noticeReview") : t("upload.consent.noticePublic"),
    label: t("upload.consent.label"),
  };
}

/** Exactly the box's value: an empty, `no` or `on` box is no confirmation. */
export function consentGiven(value: string | null | undefined): boolean {
  return value === CONSENT_VALUE;
}

/** Its text first; `others`: the form's other mistakes, shown at the same time. */
export function consentRefusal(others: UploadFieldWords = {}): UploadRefusal {
  return UploadRefusal.ofFields({ [CONSENT_FIELD]: UPLOAD_WORDS.noConsent, ...others });
}

/** For tus creation: its upload metadata carries the box under the form field's name. */
export function requireConsent(value: string | null | undefined): void {
  if (!consentGiven(value)) throw consentRefusal();
}

/** A photo kept offline through the week on the boats, and a while after, is still sent. */
export const CONSENT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** A phone's clock a little ahead of ours still counts; its time is then taken as ours. */
const CLOCK_AHEAD_MS = 5 * 60 * 1000;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

export type ConsentProof = Pick<PhotoRecord, "consentAt" | "privacyNotice">;

/**
 * When the box was ticked: the browser's time (a photo that waited offline was confirmed when it was
 * queued) when it is plausible — an ISO time at most 30 days before the server received it and not
 * after (five minutes of clock drift are taken as the receipt time); otherwise, and without
 * JavaScript, the time the server received the confirmation. The notice is the one in force then.
 */
export function consentProof(claimed: string | undefined, receivedAt: number): ConsentProof {
  const at = typeof claimed === "string" && ISO_TIME.test(claimed) ? Date.parse(claimed) : Number.NaN;
  const plausible = Number.isFinite(at) && at >= receivedAt - CONSENT_MAX_AGE_MS && at <= receivedAt + CLOCK_AHEAD_MS;
  return {
    consentAt: new Date(plausible ? Math.min(at, receivedAt) : receivedAt).toISOString(),
    privacyNotice: PRIVACY_NOTICE_VERSION,
  };
}
