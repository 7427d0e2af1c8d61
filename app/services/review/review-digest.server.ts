import { DIGESTS_PATH, digestPath, isUploadRecord, recordPath, reviewIndexPath } from "~/lib/photo-layout";
import { organisersUrl } from "~/lib/urls";
import { getDatabase } from "../backend/backend.server";
import { getConfig } from "../../config/config.server";
import type { RealtimeDatabase } from "../backend/database.server";
import { DIGEST_TITLES, digestMessage } from "../mail/mail-messages.server";
import { mailEnabled } from "../mail/mail.server";
import { clipsAmong } from "../mail/photo-news.server";
import { mailOrganisers } from "../organisers/organiser-mail.server";

// At most one digest per REVIEW_DIGEST_SECONDS across every copy: whoever creates node n+1 sends (decision 025).

/** A batch of photos makes one mail: a minute, or half the interval when that is shorter. */
const GATHER_MS = 60_000;
/** More waiting photos are counted as "at least". */
const PENDING_LIMIT = 1000;

interface Digest {
  sequence: number;
  at: number;
  /** A photo counts as new until a digest names it. */
  keys: string[];
}

async function latestDigest(db: RealtimeDatabase): Promise<Digest | null> {
  const [row] = await db.queryByKey(DIGESTS_PATH, { limit: 1, from: "last" });
  if (!row) return null;
  const value = row[1] as { at?: unknown; keys?: unknown } | null;
  const keys = Array.isArray(value?.keys) ? value.keys.filter((k): k is string => typeof k === "string") : [];
  return { sequence: Number(row[0]), at: typeof value?.at === "number" ? value.at : 0, keys };
}

let scheduled = false;
let stopped = false;
let timer: NodeJS.Timeout | undefined;
let checking: Promise<void> = Promise.resolve();

const intervalMs = () => getConfig().mail.digestSeconds * 1000;

/** One plan at a time per copy; with `gather`, no sooner than GATHER_MS from now. */
export function scheduleReviewDigest(options: { gather: boolean } = { gather: true }): void {
  if (!mailEnabled() || scheduled || stopped) return;
  scheduled = true;
  const from = Date.now();
  void (async () => {
    const last = await latestDigest(getDatabase());
    const gather = options.gather ? from + Math.min(GATHER_MS, intervalMs() / 2) : 0;
    const due = Math.max(gather, last ? last.at + intervalMs() : 0);
    timer = setTimeout(
      () => {
        scheduled = false;
        checking = checkReviewDigest().catch(() => console.warn("Mail failed: review digest (the database did not answer)."));
      },
      Math.max(0, due - Date.now()),
    );
    timer.unref();
  })().catch(() => {
    scheduled = false;
    console.warn("Mail failed: review digest (the database did not answer).");
  });
}

export async function checkReviewDigest(): Promise<void> {
  const db = getDatabase();
  const last = await latestDigest(db);
  if (last && Date.now() < last.at + intervalMs()) {
    // Another copy sent one meanwhile: photos it did not see are for the next.
    scheduleReviewDigest({ gather: false });
    return;
  }
  const rows = await db.queryByKey(reviewIndexPath("pending"), { limit: PENDING_LIMIT, from: "last" });
  const keys = rows.map(([key]) => key).reverse();
  const named = new Set(last?.keys ?? []);
  if (!keys.some((key) => !named.has(key))) return;
  const sequence = (last?.sequence ?? 0) + 1;
  const at = Date.now();
  try {
    await db.create(digestPath(sequence), { at, keys });
  } catch (error) {
    if ((error as { code?: string }).code !== "already-exists") throw error;
    scheduleReviewDigest({ gather: false });
    return;
  }
  // The one before stays for a copy that read it a moment ago.
  if (last) await db.remove(digestPath(last.sequence - 1)).catch(() => undefined);
  const titles = await Promise.all(
    keys.slice(0, DIGEST_TITLES).map(async (key) => {
      const record = await db.get(recordPath(key));
      return isUploadRecord(record) ? record.title : "";
    }),
  );
  const clips = await clipsAmong(db, keys);
  const reviewUrl = new URL(organisersUrl(), getConfig().siteUrl).href;
  const sent = await mailOrganisers("review digest", (footer) =>
    digestMessage({ ...footer, count: keys.length, clips, atLeast: keys.length >= PENDING_LIMIT, titles, reviewUrl }),
  );
  if (!sent) {
    // The photos count as not named yet: the next interval tries again.
    await db.set(digestPath(sequence), { at, failed: true });
    scheduleReviewDigest({ gather: false });
  }
}

/** Photos that waited while no copy was running get their digest. */
export function startReviewDigest(): void {
  scheduleReviewDigest({ gather: false });
}

/** At a stop: nothing is planned any more; a digest being sent is finished. */
export function stopReviewDigest(): Promise<void> {
  stopped = true;
  clearTimeout(timer);
  return checking;
}

export function stopReviewDigestForTests(): void {
  clearTimeout(timer);
  scheduled = false;
}
