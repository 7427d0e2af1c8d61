import { spawn, type ChildProcess } from "node:child_process";
import { randomInt } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LocalDatabase } from "~/services/backend/database.server";
import { tempDir } from "../support/backends";
import { CRASH_ROOT, crashUpdate, inspectCrashTree } from "../support/database-crash";

// kill -9 at any moment of the embedded database's writes, in processes of their own (decision 016).

let work = "";
let removeWork: () => Promise<void>;
let writer = "";

beforeAll(async () => {
  ({ dir: work, remove: removeWork } = await tempDir("fsw-crash-"));
  writer = path.join(work, "writer.mjs");
  await build({
    entryPoints: [fileURLToPath(new URL("../support/database-writer.ts", import.meta.url))],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    outfile: writer,
    logLevel: "warning",
  });
});

afterAll(() => removeWork?.());

interface Writer {
  child: ChildProcess;
  /** Tokens whose update had returned, in order. */
  done: string[];
  started: Promise<void>;
  exited: Promise<void>;
}

function startWriter(dir: string, name: string, stopAt?: number): Writer {
  const child = spawn(process.execPath, [writer, JSON.stringify({ dir, name, stopAt })], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const done: string[] = [];
  let buffer = "";
  let resolveStarted = () => {};
  const started = new Promise<void>((resolve) => (resolveStarted = resolve));
  child.stdout!.on("data", (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split("\n");
    buffer = lines.pop()!;
    done.push(...lines);
    if (done.length > 0) resolveStarted();
  });
  // Resolved once the process is gone and reaped: until then its pid still answers as alive.
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  void exited.then(resolveStarted);
  return { child, done, started, exited };
}

const read = (file: string) => fs.readFile(file, "utf8").then((t) => JSON.parse(t) as unknown);
const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

describe("the embedded database killed with SIGKILL while it writes", () => {
  it("holds every update of two writing processes whole or not at all, and each one they saw return, after 20 kills", async () => {
    const { dir, remove } = await tempDir("fsw-crash-");
    let journalsLeft = 0;
    try {
      for (let run = 0; run < 20; run++) {
        const writers = [startWriter(dir, `r${run}a`), startWriter(dir, `r${run}b`)];
        // Killed at random moments once one of them has written (the other may not have yet).
        await Promise.race(writers.map((w) => w.started));
        await Promise.all(
          writers.map(async (w) => {
            await sleep(randomInt(0, 120));
            w.child.kill("SIGKILL");
            await w.exited;
          }),
        );
        if (await exists(path.join(dir, "database.journal.json"))) journalsLeft++;

        const { token, logged, torn } = inspectCrashTree(await new LocalDatabase(dir).get(CRASH_ROOT));
        expect(torn, `run ${run}`).toEqual([]);
        expect(token).toBeDefined();
        for (const w of writers) expect(logged).toEqual(expect.arrayContaining(w.done));
        expect(await exists(path.join(dir, "database.journal.json"))).toBe(false);
      }
    } finally {
      await remove();
    }
    console.info(`SIGKILL runs that left a journal to finish: ${journalsLeft} of 20`);
  }, 120_000);
});

describe("the embedded database's journal", () => {
  async function crashAt(stopAt: number) {
    const { dir, remove } = await tempDir("fsw-crash-");
    await new LocalDatabase(dir).update("/", crashUpdate("old-1"));
    const w = startWriter(dir, "new-2", stopAt);
    await w.exited;
    expect(w.done).toEqual([]);
    return { dir, remove, file: (p: string) => path.join(dir, "database", CRASH_ROOT, `${p}.json`) };
  }

  it("finishes an update whose process died after writing the journal, before any node", async () => {
    const { dir, remove, file } = await crashAt(0);
    try {
      expect(await exists(path.join(dir, "database.journal.json"))).toBe(true);
      expect(await read(file("alpha/cur"))).toBe("old-1");
      const db = new LocalDatabase(dir);
      expect(inspectCrashTree(await db.get(CRASH_ROOT))).toEqual({ token: "new-2", logged: ["new-2", "old-1"], torn: [] });
      expect(await exists(path.join(dir, "database.journal.json"))).toBe(false);
    } finally {
      await remove();
    }
  });

  it("finishes an update whose process died halfway through its nodes, which the files show torn", async () => {
    const { dir, remove, file } = await crashAt(2);
    try {
      // The readable tree as the killed process left it: two nodes new, the third still old.
      expect(await read(file("alpha/cur"))).toBe("new-2");
      expect(await read(file("beta/x/cur"))).toBe("new-2");
      expect(await read(file("gamma/deep/er/cur"))).toBe("old-1");
      await new LocalDatabase(dir).set("other", 1);
      expect(inspectCrashTree(await new LocalDatabase(dir).get(CRASH_ROOT))).toEqual({
        token: "new-2",
        logged: ["new-2", "old-1"],
        torn: [],
      });
      expect(await read(file("gamma"))).toEqual({ deep: { er: { cur: "new-2" } }, other: "new-2" });
    } finally {
      await remove();
    }
  });

  it("answers an error for a write that fails halfway in a living process, and the next read finishes it", async () => {
    const { dir, remove } = await tempDir("fsw-crash-");
    try {
      await new LocalDatabase(dir).update("/", crashUpdate("old-1"));
      const failing = new LocalDatabase(dir, {
        afterStep: (done) => {
          if (done === 3) throw new Error("disk full");
        },
      });
      await expect(failing.update("/", crashUpdate("new-2"))).rejects.toThrow("disk full");
      expect(await exists(path.join(dir, "database.journal.json"))).toBe(true);
      expect(inspectCrashTree(await new LocalDatabase(dir).get(CRASH_ROOT))).toEqual({
        token: "new-2",
        logged: ["new-2", "old-1"],
        torn: [],
      });
      expect(await exists(path.join(dir, "database.journal.json"))).toBe(false);
      expect(await exists(path.join(dir, "database.lock"))).toBe(false);
    } finally {
      await remove();
    }
  });

  it("drops a journal the disk tore, says so, and leaves the tree as it was", async () => {
    const { dir, remove } = await tempDir("fsw-crash-");
    try {
      await new LocalDatabase(dir).update("/", crashUpdate("old-1"));
      await fs.writeFile(path.join(dir, "database.journal.json"), '{"version":1,"steps":[{"path":["crash","alp');
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const tree = await new LocalDatabase(dir).get(CRASH_ROOT);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining("unreadable"));
      errors.mockRestore();
      expect(inspectCrashTree(tree)).toEqual({ token: "old-1", logged: ["old-1"], torn: [] });
      expect(await exists(path.join(dir, "database.journal.json"))).toBe(false);
    } finally {
      await remove();
    }
  });

  it("waits while another living process holds the lock file, and takes it over once that process is gone", async () => {
    const { dir, remove } = await tempDir("fsw-crash-");
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
    try {
      const gone = new Promise<void>((resolve) => holder.once("exit", () => resolve()));
      await fs.writeFile(path.join(dir, "database.lock"), JSON.stringify({ pid: holder.pid, thread: 0, token: "held" }));
      let written = false;
      const write = new LocalDatabase(dir).set("k", "v").then(() => (written = true));
      await sleep(300);
      expect(written).toBe(false);
      holder.kill("SIGKILL");
      await gone;
      await write;
      expect(await new LocalDatabase(dir).get("k")).toBe("v");
      expect(await exists(path.join(dir, "database.lock"))).toBe(false);
    } finally {
      holder.kill("SIGKILL");
      await remove();
    }
  });
});
