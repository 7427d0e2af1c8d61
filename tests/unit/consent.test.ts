import { describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "~/lib/privacy-notice";
import { CONSENT_MAX_AGE_MS, consentGiven, consentProof, requireConsent } from "~/services/uploads/consent.server";
import { UploadRefusal } from "~/lib/upload-refusal";
import { en } from "~/i18n/messages/en";

const RECEIVED = Date.parse("2026-06-20T18:00:00.000Z");
const iso = (ms: number) => new Date(ms).toISOString();

describe("the uploader's consent", () => {
  it("is the box's value exactly", () => {
    expect(consentGiven("yes")).toBe(true);
    for (const value of [undefined, null, "", "no", "on", "true", "YES", " yes", "yes\n"])
      expect(consentGiven(value)).toBe(false);
  });

  it("refuses without it, for the box's field, in the visitor's words", () => {
    const thrown = (() => {
      try {
        requireConsent("no");
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(UploadRefusal);
    expect(thrown).toMatchObject({ status: 400, text: en["upload.noConsent"], field: "consent" });
    expect(() => requireConsent("yes")).not.toThrow();
  });

  it("keeps the time the browser says the box was ticked, when it is plausible, with the notice in force", () => {
    const queued = RECEIVED - 5 * 24 * 3600_000;
    expect(consentProof(iso(queued), RECEIVED)).toEqual({ consentAt: iso(queued), privacyNotice: PRIVACY_NOTICE_VERSION });
    expect(consentProof(iso(RECEIVED - CONSENT_MAX_AGE_MS), RECEIVED).consentAt).toBe(iso(RECEIVED - CONSENT_MAX_AGE_MS));
    // A phone's clock a minute ahead: taken as the time it arrived, never a time after it.
    expect(consentProof(iso(RECEIVED + 60_000), RECEIVED).consentAt).toBe(iso(RECEIVED));
  });

  it("takes the time it arrived without a time, or with one that is not plausible", () => {
    for (const claimed of [
      undefined,
      "",
      "yesterday",
      "2026-06-20",
      "2026-06-20T18:00:00+02:00",
      "2026-02-31T10:00:00.000Z",
      iso(RECEIVED - CONSENT_MAX_AGE_MS - 1000),
      iso(RECEIVED + 24 * 3600_000),
      "1970-01-01T00:00:00.000Z",
      "9999-12-31T23:59:59.999Z",
    ]) {
      expect(consentProof(claimed, RECEIVED), String(claimed)).toEqual({
        consentAt: iso(RECEIVED),
        privacyNotice: PRIVACY_NOTICE_VERSION,
      });
    }
  });
});
