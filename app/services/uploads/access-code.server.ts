import { createHash, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config/config.server";

/** True when no code is set or `given` is it; both hashed first, so the comparison takes the same time. */
export function accessCodeAccepted(given: string | null | undefined, config: Pick<Config, "uploadAccessCode">): boolean {
  const expected = config.uploadAccessCode;
  if (!expected) return true;
  const digest = (v: string) => createHash("sha256").update(v).digest();
  return timingSafeEqual(digest(given ?? ""), digest(expected));
}
