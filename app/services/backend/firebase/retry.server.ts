import { withTimeout } from "~/lib/timeout";

/** docs/product.md, Storage and database rules: operations give up after 120 s of retrying, uploads after 600 s. */
export interface RetryPolicy {
  deadlineMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A timed-out attempt counts as retryable. */
  attemptTimeoutMs: number;
}

export const OPERATION_RETRY: RetryPolicy = {
  deadlineMs: 120_000,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  attemptTimeoutMs: 30_000,
};

export const UPLOAD_RETRY: RetryPolicy = {
  deadlineMs: 600_000,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  attemptTimeoutMs: 300_000,
};

export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

const TRANSIENT_NETWORK_CODES = new Set(["ECONNRESET", "ETIMEDOUT", "EPIPE", "ECONNREFUSED", "EAI_AGAIN", "UND_ERR_SOCKET"]);

export class AttemptTimeoutError extends Error {
  override name = "AttemptTimeoutError";
}

export class RetryLimitError extends Error {
  override name = "RetryLimitError";
  constructor(
    readonly attempts: number,
    options: { cause: unknown },
  ) {
    super("Max retry time for operation exceeded, please try again.", options);
  }
}

/** From fetch, gaxios or @google-cloud/storage. */
export function statusOf(error: unknown): number | null {
  const e = error as { code?: unknown; status?: unknown; response?: { status?: unknown } } | null;
  for (const candidate of [e?.response?.status, e?.status, e?.code]) {
    if (typeof candidate === "number" && candidate >= 100 && candidate < 600) return candidate;
  }
  // The resumable uploader reports a failed chunk only in words: "Retry limit exceeded - status: 503".
  const match = error instanceof Error ? /\bstatus:? (\d{3})\b/.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

export function isTransient(error: unknown): boolean {
  if (error instanceof AttemptTimeoutError) return true;
  const status = statusOf(error);
  if (status !== null) return isRetryableStatus(status);
  const e = error as { code?: unknown; cause?: { code?: unknown }; name?: unknown } | null;
  const code = typeof e?.code === "string" ? e.code : typeof e?.cause?.code === "string" ? e.cause.code : "";
  return TRANSIENT_NETWORK_CODES.has(code) || e?.name === "AbortError";
}

export interface RetryHooks {
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number;
}

/** Full jitter, so many servers retrying at once spread out; stops before the deadline would pass. */
export async function withRetry<T>(
  operation: (signal: AbortSignal) => Promise<T>,
  policy: RetryPolicy,
  hooks: RetryHooks = {},
): Promise<T> {
  const sleep = hooks.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = hooks.now ?? Date.now;
  const random = hooks.random ?? Math.random;
  const started = now();
  for (let attempt = 0; ; attempt++) {
    const controller = new AbortController();
    try {
      return await withTimeout(
        operation(controller.signal),
        policy.attemptTimeoutMs,
        () => new AttemptTimeoutError(`No answer within ${policy.attemptTimeoutMs} ms`),
        () => controller.abort(),
      );
    } catch (error) {
      if (!isTransient(error)) throw error;
      const delay = Math.round(random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt));
      if (now() + delay - started > policy.deadlineMs) throw new RetryLimitError(attempt + 1, { cause: error });
      await sleep(delay);
    }
  }
}
