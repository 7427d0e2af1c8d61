import { claimPath, hashClaimPath, requestClaimPath } from "~/lib/photo-layout";
import type { RealtimeDatabase } from "../backend/database.server";

/** Its own, and the hash and request claims while they still name it (another upload may hold them since). */
export async function claimsOf(db: RealtimeDatabase, key: string): Promise<string[]> {
  const claim = (await db.get(claimPath(key))) as { sha256?: unknown; idempotencyKey?: unknown } | null;
  const named = [
    typeof claim?.sha256 === "string" ? hashClaimPath(claim.sha256) : null,
    typeof claim?.idempotencyKey === "string" ? requestClaimPath(claim.idempotencyKey) : null,
  ].filter((p): p is string => p !== null);
  const held = await Promise.all(named.map(async (path) => ((await db.get(path)) === key ? path : null)));
  return [claimPath(key), ...held.filter((p): p is string => p !== null)];
}
