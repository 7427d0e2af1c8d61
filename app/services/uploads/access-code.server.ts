import { createHash, timingSafeEqual } from "node:crypto";
import type { Config } from "../config.server";

/**
 * The one check of UPLOAD_ACCESS_CODE, for the form and for resumable uploads alike: true when no
 * code is set or `given` is it. Both sides are hashed first, so the comparison takes the same time
 * whatever was typed and however long.
 */
export function accessCodeAccepted(given: string | null | undefined, config: Pick<Config, "uploadAccessCode">): boolean {
  const expected = config.uploadAccessCode;
  if (!expected) return true;
  const digest = (v: string) => createHash("sha256").update(v).digest();
  return timingSafeEqual(digest(given ?? ""), digest(expected));
}
