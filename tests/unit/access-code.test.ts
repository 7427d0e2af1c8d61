import { describe, expect, it } from "vitest";
import { accessCodeAccepted } from "~/services/uploads/access-code.server";

// The one check both upload paths use: the form's field and a resumable upload's metadata or header.
describe("the upload access code", () => {
  it("lets everyone in when UPLOAD_ACCESS_CODE is not set", () => {
    expect(accessCodeAccepted(undefined, { uploadAccessCode: null })).toBe(true);
    expect(accessCodeAccepted("anything", { uploadAccessCode: null })).toBe(true);
  });

  it("takes exactly the code when it is set, and nothing else: absent, empty, other case, a prefix or more", () => {
    const config = { uploadAccessCode: "harbour-wifi-2025" };
    expect(accessCodeAccepted("harbour-wifi-2025", config)).toBe(true);
    for (const given of [undefined, null, "", "Harbour-wifi-2025", "harbour-wifi", "harbour-wifi-2025 ", "harbour-wifi-20255"]) {
      expect(accessCodeAccepted(given, config), String(given)).toBe(false);
    }
  });
});
