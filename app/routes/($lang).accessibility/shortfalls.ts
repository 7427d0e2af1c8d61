import type { AccessibilityStatus } from "../../../data/accessibility";

/** What still falls short of WCAG 2.2 AA, from the facts: each listed on the statement while it is true. */
export interface Shortfalls {
  /** Approved uploads without a description (decision 051). */
  photos: boolean;
  /** The home video's words are not transcribed, or its captions not checked against them. */
  video: boolean;
}

export function shortfallsOf(facts: {
  undescribedUploads: number;
  transcript: { passages: readonly unknown[]; captionsChecked: boolean };
}): Shortfalls {
  const { passages, captionsChecked } = facts.transcript;
  return { photos: facts.undescribedUploads > 0, video: passages.length === 0 || !captionsChecked };
}

export function statusOf(shortfalls: Shortfalls): AccessibilityStatus {
  return Object.values(shortfalls).some(Boolean) ? "partially meets" : "fully meets";
}
