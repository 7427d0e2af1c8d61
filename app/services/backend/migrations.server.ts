import { randomBytes } from "node:crypto";
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import type { BackendPorts } from "./backend.server";
import { DatabaseError, type RealtimeDatabase } from "./database.server";
import {
  MIGRATION_CLAIM_PATH,
  MIGRATION_TAKEOVERS_PATH,
  newerDataMessage,
  readSchemaVersion,
  RESTORE_MARKER_PATH,
  SCHEMA_VERSION_PATH,
  SchemaRefusal,
  UNFINISHED_RESTORE_MESSAGE,
} from "./schema.server";
import { isProcessAlive } from "~/lib/process-alive";

// Runs each migration the stored data lacks, in order, once across every copy of the site that starts on it:
// a create-only claim decides who runs it, the others wait for the version to move (decision 040).

export interface MigrationContext {
  /** PHOTO_REVIEW: the state an upload from before review gets. */
  photoReview: boolean;
}

export interface Migration {
  /** Takes the data from `version - 1` to `version`. */
  version: number;
  name: string;
  /** Idempotent, page by page through the ports; the counts it returns are logged. */
  run(ports: BackendPorts, context: MigrationContext): Promise<Record<string, number>>;
}

export interface MigrateOptions {
  context: MigrationContext;
  log?: (line: string) => void;
  /** Who claims, in the claim and the log. */
  by?: string;
  /** A claim not renewed for this long belongs to a copy that died: another takes it over. */
  leaseMs?: number;
  /** How long a copy waits for another's migration before it gives up (and its start fails). */
  waitMs?: number;
  pollMs?: number;
  /** The real clock, never SITE_NOW: a lease is time that really passed. */
  clock?: () => number;
}

export const MIGRATION_LEASE_MS = 10 * 60_000;
export const MIGRATION_WAIT_MS = 30 * 60_000;

interface Claim {
  version: number;
  by: string;
  at: string;
  token: string;
  aliveAt?: string;
  host: string;
  pid: number;
}

/** The claims this process holds: one naming this host and pid but not among them was left by a former process. */
const heldHere = new Set<string>();

/** On this very host, a claim's process can be asked for; elsewhere only the lease tells. */
function holderIsGone(held: Claim): boolean {
  if (held.host !== os.hostname() || !Number.isInteger(held.pid) || held.pid <= 0) return false;
  return held.pid === process.pid ? !heldHere.has(held.token) : !isProcessAlive(held.pid);
}

export interface MigrationRun {
  version: number;
  name: string;
  counts: Record<string, number>;
  ms: number;
}

/** A migration failed or could not be waited for; the message is the line the log shows. */
export class MigrationError extends Error {
  override name = "MigrationError";
}

/** 1, 2, 3… with no gap: a release's version is its last migration's. */
export function checkMigrationList(migrations: readonly Migration[]): number {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1)
      throw new Error(`Migration "${m.name}" is number ${i + 1} in the list but says version ${m.version}.`);
  });
  return migrations.length;
}

/** Resolves once the data is at the last migration's version; throws SchemaRefusal for data it must not touch. */
export async function runMigrations(
  ports: BackendPorts,
  migrations: readonly Migration[],
  options: MigrateOptions,
): Promise<{ from: number; to: number; ran: MigrationRun[] }> {
  const db = ports.database;
  const target = checkMigrationList(migrations);
  const log = options.log ?? (() => {});
  if ((await db.get(RESTORE_MARKER_PATH)) !== null) throw new SchemaRefusal(UNFINISHED_RESTORE_MESSAGE);
  const from = await readSchemaVersion(db);
  const ran: MigrationRun[] = [];
  const claims = new Claims(db, options, log);
  for (let version = from; ; version = await readSchemaVersion(db)) {
    if (version > target) throw new SchemaRefusal(newerDataMessage(version, target));
    if (version === target) {
      log(`The stored data is at schema version ${version}.`);
      return { from, to: version, ran };
    }
    const migration = migrations[version]!;
    const claim = await claims.claim(migration.version);
    if (!claim) continue;
    if ((await readSchemaVersion(db)) !== version) {
      await claims.release(claim);
      continue;
    }
    ran.push(await claims.holding(claim, () => runOne(ports, migration, options.context, options.clock ?? Date.now)));
    const done = ran[ran.length - 1]!;
    log(`Data migration ${done.version} (${done.name}): ${describeCounts(done.counts)}; ${(done.ms / 1000).toFixed(1)} s.`);
  }
}

async function runOne(ports: BackendPorts, migration: Migration, context: MigrationContext, clock: () => number) {
  const started = clock();
  try {
    const counts = await migration.run(ports, context);
    return { version: migration.version, name: migration.name, counts, ms: clock() - started };
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\.+$/, "");
    throw new MigrationError(
      `Data migration ${migration.version} (${migration.name}) failed: ${reason}. Nothing is lost; the next start runs it again.`,
      { cause: error },
    );
  }
}

function describeCounts(counts: Record<string, number>): string {
  const parts = Object.entries(counts).map(([what, n]) => `${n} ${what}`);
  return parts.length > 0 ? parts.join(", ") : "nothing to change";
}

const isAlreadyExists = (error: unknown) => error instanceof DatabaseError && error.code === "already-exists";

function isClaim(value: unknown): value is Claim {
  const c = value as Claim;
  return typeof c === "object" && c !== null && typeof c.token === "string" && typeof c.by === "string";
}

class Claims {
  private readonly by: string;
  private readonly leaseMs: number;
  private readonly waitMs: number;
  private readonly pollMs: number;
  private readonly clock: () => number;

  constructor(
    private readonly db: RealtimeDatabase,
    options: MigrateOptions,
    private readonly log: (line: string) => void,
  ) {
    this.by = options.by ?? `${os.hostname()} pid ${process.pid}`;
    this.leaseMs = options.leaseMs ?? MIGRATION_LEASE_MS;
    this.waitMs = options.waitMs ?? MIGRATION_WAIT_MS;
    this.pollMs = options.pollMs ?? 1000;
    this.clock = options.clock ?? Date.now;
  }

  /** Ours, or null once another copy has taken the data to `version`. */
  async claim(version: number): Promise<Claim | null> {
    const giveUpAt = this.clock() + this.waitMs;
    let told = false;
    for (;;) {
      const at = new Date(this.clock()).toISOString();
      const token = randomBytes(12).toString("hex");
      const mine: Claim = { version, by: this.by, at, token, aliveAt: at, host: os.hostname(), pid: process.pid };
      heldHere.add(token);
      try {
        await this.db.create(MIGRATION_CLAIM_PATH, mine);
        return mine;
      } catch (error) {
        heldHere.delete(token);
        if (!isAlreadyExists(error)) throw error;
      }
      if ((await readSchemaVersion(this.db)) >= version) return null;
      const held = await this.db.get(MIGRATION_CLAIM_PATH);
      const stale = held !== null && this.isStale(held);
      if (stale && (await this.takeOver(held))) continue;
      if (held !== null && !stale && !told) {
        const who = isClaim(held) ? `${held.by}, since ${held.at}` : "another copy";
        this.log(`Waiting for ${who}, to migrate the stored data to schema version ${version}.`);
        told = true;
      }
      if (this.clock() >= giveUpAt) {
        throw new MigrationError(
          `Gave up after ${Math.round(this.waitMs / 1000)} s waiting for another copy to migrate the stored data to schema version ${version}; start again.`,
        );
      }
      // Released a moment ago (then claim again at once), or still running, or being taken over by another copy.
      await sleep(held === null ? 5 : this.pollMs);
    }
  }

  /** A claim, or a takeover node, whose copy is gone. */
  private isStale(held: unknown): boolean {
    if (isClaim(held) && holderIsGone(held)) return true;
    const alive = isClaim(held) ? Date.parse(held.aliveAt ?? held.at) : Number.NaN;
    return Number.isNaN(alive) || this.clock() - alive > this.leaseMs;
  }

  /**
   * Only the copy that creates a takeover node of this very claim removes it, so two takers never both run; a taker
   * that dies at it is itself taken over, by the next node (`{token}-2`, …).
   */
  private async takeOver(held: unknown): Promise<boolean> {
    const claimToken = isClaim(held) && /^[0-9a-f]{8,64}$/.test(held.token) ? held.token : "unreadable";
    const token = randomBytes(12).toString("hex");
    heldHere.add(token);
    try {
      for (let n = 1; ; n++) {
        const node = `${MIGRATION_TAKEOVERS_PATH}/${claimToken}-${n}`;
        const at = new Date(this.clock()).toISOString();
        try {
          await this.db.create(node, { by: this.by, at, token, host: os.hostname(), pid: process.pid });
          break;
        } catch (error) {
          if (!isAlreadyExists(error)) throw error;
        }
        if (!this.isStale(await this.db.get(node))) return false;
      }
      const now = await this.db.get(MIGRATION_CLAIM_PATH);
      if (isClaim(now) ? now.token !== claimToken : claimToken !== "unreadable") return true;
      await this.db.remove(MIGRATION_CLAIM_PATH);
    } finally {
      heldHere.delete(token);
    }
    const who = isClaim(held) ? `${held.by} (claimed ${held.at}, last alive ${held.aliveAt})` : "an unreadable claim";
    const why =
      isClaim(held) && holderIsGone(held)
        ? "its process has ended"
        : `silent for longer than ${Math.round(this.leaseMs / 1000)} s`;
    this.log(`Took over the data migration from ${who}: ${why}.`);
    return true;
  }

  /** Runs `work` while renewing the claim; then raises the version and lets the claim go in one update. */
  async holding(claim: Claim, work: () => Promise<MigrationRun>): Promise<MigrationRun> {
    let beat: Promise<void> = Promise.resolve();
    const timer = setInterval(() => (beat = beat.then(() => this.renew(claim))), Math.max(10, this.leaseMs / 4));
    timer.unref();
    let done: MigrationRun;
    try {
      done = await work();
    } catch (error) {
      clearInterval(timer);
      await beat;
      await this.release(claim);
      throw error;
    }
    clearInterval(timer);
    await beat;
    const held = await this.db.get(MIGRATION_CLAIM_PATH);
    if (!isClaim(held) || held.token !== claim.token) {
      heldHere.delete(claim.token);
      throw new MigrationError(`Data migration ${claim.version} ran longer than its lease and was taken over; start again.`);
    }
    await this.db.update("/", {
      [SCHEMA_VERSION_PATH]: claim.version,
      [MIGRATION_CLAIM_PATH]: null,
      [MIGRATION_TAKEOVERS_PATH]: null,
    });
    heldHere.delete(claim.token);
    return done;
  }

  private async renew(claim: Claim): Promise<void> {
    try {
      const held = await this.db.get(MIGRATION_CLAIM_PATH);
      if (isClaim(held) && held.token === claim.token)
        await this.db.update(MIGRATION_CLAIM_PATH, { aliveAt: new Date(this.clock()).toISOString() });
    } catch (error) {
      console.warn("Could not renew the data migration's claim:", error instanceof Error ? error.message : error);
    }
  }

  async release(claim: Claim): Promise<void> {
    const held = await this.db.get(MIGRATION_CLAIM_PATH).catch(() => null);
    if (isClaim(held) && held.token === claim.token) await this.db.remove(MIGRATION_CLAIM_PATH).catch(() => undefined);
    heldHere.delete(claim.token);
  }
}
