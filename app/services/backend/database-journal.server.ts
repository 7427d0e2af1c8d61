import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { threadId } from "node:worker_threads";
import { isProcessAlive } from "~/lib/process-alive";

// A write's steps are journalled and flushed before the tree changes, and replayed by whoever finds
// the journal, so a write is all or nothing across a kill at any point (decision 016).
export interface JournalStep {
  path: string[];
  value: unknown;
}

interface LockHolder {
  pid: number;
  thread: number;
  token: string;
}

const JOURNAL_VERSION = 1;

/** Temp file, flushed, renamed over the target. */
export async function writeFileAtomic(tmpDir: string, target: string, text: string): Promise<void> {
  await fs.mkdir(tmpDir, { recursive: true });
  const temp = path.join(tmpDir, `${randomUUID()}.part`);
  try {
    const handle = await fs.open(temp, "wx");
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(temp, target);
  } finally {
    await fs.rm(temp, { force: true });
  }
}

async function syncFolder(dir: string): Promise<void> {
  const handle = await fs.open(dir, "r").catch(() => null);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Some platforms refuse to flush a folder; the file itself was flushed.
  } finally {
    await handle.close();
  }
}

/** Waiters are served in arrival order, so a writer is never starved. */
class ReadWriteLock {
  private readers = 0;
  private writer = false;
  private readonly waiting: Array<{ write: boolean; grant: () => void }> = [];

  async run<T>(write: boolean, fn: () => Promise<T>): Promise<T> {
    if (this.waiting.length > 0 || this.writer || (write && this.readers > 0)) {
      await new Promise<void>((grant) => this.waiting.push({ write, grant }));
    } else {
      this.take(write);
    }
    try {
      return await fn();
    } finally {
      if (write) this.writer = false;
      else this.readers--;
      this.pump();
    }
  }

  private take(write: boolean) {
    if (write) this.writer = true;
    else this.readers++;
  }

  private pump() {
    for (let next = this.waiting[0]; next; next = this.waiting[0]) {
      if (this.writer || (next.write && this.readers > 0)) return;
      this.waiting.shift();
      this.take(next.write);
      next.grant();
    }
  }
}

/** Per data directory, whichever LocalDatabase object asks. */
const locks = new Map<string, ReadWriteLock>();

/** Its process ended, or it names this thread: a former process with the same pid, as in a restarted container. */
function isStale(holder: LockHolder | null): boolean {
  if (!holder) return true; // torn by the disk itself: the lock file is linked into place whole
  return holder.pid === process.pid ? holder.thread === threadId : !isProcessAlive(holder.pid);
}

/** Undefined when there is none, null when it is unreadable. */
async function readHolder(file: string): Promise<LockHolder | null | undefined> {
  const text = await fs.readFile(file, "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as LockHolder;
  } catch {
    return null;
  }
}

export class Journal {
  private readonly file: string;
  private readonly lockFile: string;
  private readonly lock: ReadWriteLock;

  /** `apply` must be idempotent. */
  constructor(
    private readonly dataDir: string,
    private readonly tmpDir: string,
    private readonly apply: (step: JournalStep) => Promise<void>,
  ) {
    this.file = path.join(dataDir, "database.journal.json");
    this.lockFile = path.join(dataDir, "database.lock");
    const key = path.resolve(dataDir);
    this.lock = locks.get(key) ?? new ReadWriteLock();
    locks.set(key, this.lock);
  }

  /** After every other write of this process, holding the lock file other processes wait for, after a crash's journal. */
  write<T>(fn: () => Promise<T>): Promise<T> {
    return this.lock.run(true, async () => {
      const release = await this.acquireFile();
      try {
        await this.recover();
        return await fn();
      } finally {
        await release();
      }
    });
  }

  async read<T>(fn: () => Promise<T>): Promise<T> {
    if (await exists(this.file)) await this.write(async () => undefined);
    return this.lock.run(false, fn);
  }

  /** Call inside `write`. */
  async commit(steps: JournalStep[], afterStep?: (done: number) => void): Promise<void> {
    const entry = { version: JOURNAL_VERSION, steps };
    await writeFileAtomic(this.tmpDir, this.file, `${JSON.stringify(entry, null, 2)}\n`);
    await syncFolder(this.dataDir);
    afterStep?.(0);
    for (const [i, step] of steps.entries()) {
      await this.apply(step);
      afterStep?.(i + 1);
    }
    await fs.rm(this.file);
  }

  private async recover(): Promise<void> {
    const text = await fs.readFile(this.file, "utf8").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (text === null) return;
    const steps = parseJournal(text);
    if (steps) {
      for (const step of steps) await this.apply(step);
    } else {
      // Only a file torn by the disk itself gets here (the journal is renamed into place whole).
      console.error(`The database journal ${this.file} is unreadable; the write it held is dropped.`);
    }
    await fs.rm(this.file);
  }

  /** Created by a link, which fails when it exists; the answer gives it back. */
  private async acquireFile(): Promise<() => Promise<void>> {
    const me: LockHolder = { pid: process.pid, thread: threadId, token: randomUUID() };
    await fs.mkdir(this.tmpDir, { recursive: true });
    const mine = path.join(this.tmpDir, `${me.token}.lock`);
    await fs.writeFile(mine, JSON.stringify(me), { flag: "wx" });
    try {
      for (let wait = 1; ; wait = Math.min(wait * 2, 20)) {
        const taken = await fs.link(mine, this.lockFile).then(
          () => true,
          (error: NodeJS.ErrnoException) => {
            if (error.code === "EEXIST") return false;
            throw error;
          },
        );
        if (taken) break;
        const holder = await readHolder(this.lockFile);
        if (holder === undefined) continue; // given back in the meantime
        if (isStale(holder)) await this.breakLock(holder?.token ?? null);
        else await sleep(wait / 2 + Math.random() * wait);
      }
    } finally {
      await fs.rm(mine, { force: true });
    }
    return () => fs.rm(this.lockFile, { force: true });
  }

  /** Moved aside first, and put back when it turns out another waiter already broke it and took the lock. */
  private async breakLock(staleToken: string | null): Promise<void> {
    const aside = path.join(this.tmpDir, `${randomUUID()}.lock`);
    const moved = await fs.rename(this.lockFile, aside).then(
      () => true,
      () => false,
    );
    if (!moved) return;
    const holder = await readHolder(aside);
    if (holder && holder.token !== staleToken) await fs.link(aside, this.lockFile).catch(() => undefined);
    await fs.rm(aside, { force: true });
  }
}

function parseJournal(text: string): JournalStep[] | null {
  try {
    const entry = JSON.parse(text) as { version?: unknown; steps?: unknown };
    if (entry.version !== JOURNAL_VERSION || !Array.isArray(entry.steps)) return null;
    const steps = entry.steps as JournalStep[];
    const valid = steps.every(
      (s) =>
        typeof s === "object" &&
        s !== null &&
        Array.isArray(s.path) &&
        s.path.every((p) => typeof p === "string") &&
        "value" in s,
    );
    return valid ? steps : null;
  } catch {
    return null;
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}
