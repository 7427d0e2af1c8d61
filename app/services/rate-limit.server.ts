/**
 * A sliding-window limit per client, in memory: enough for one server; behind several servers each
 * keeps its own window, which only makes the limit more generous, never wrong.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs = 60_000,
    private readonly maxClients = 10_000,
  ) {}

  /** Records an attempt; returns how many seconds to wait when over the limit, else 0. */
  hit(client: string, now = Date.now()): number {
    if (this.limit <= 0) return 0;
    const since = now - this.windowMs;
    const recent = (this.hits.get(client) ?? []).filter((t) => t > since);
    if (recent.length >= this.limit) {
      this.hits.set(client, recent);
      return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.hits.delete(client);
    this.hits.set(client, recent);
    if (this.hits.size > this.maxClients) {
      // Maps keep insertion order and active clients were just re-inserted: drop the stalest.
      const oldest = this.hits.keys().next().value;
      if (oldest !== undefined) this.hits.delete(oldest);
    }
    return 0;
  }
}
