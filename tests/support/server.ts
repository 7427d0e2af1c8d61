import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort, ROOT, waitUntilHealthy } from "./process.mjs";

export { freePort, ROOT };

export interface TestServer {
  url: string;
  dataDir: string;
  /** With `mocks`: the origin of the modelled Google services and their control API (/__mocks/). */
  mockOrigin: string | null;
  /** Everything the server printed, for assertions on logs. */
  output: () => string;
  /** The same, stream by stream. */
  streams: () => { stdout: string; stderr: string };
  stop: () => Promise<void>;
  /** Ends the server at once with SIGKILL (a crash: nothing is flushed or closed); its DATA_DIR stays. */
  kill: () => Promise<void>;
  /** Sends the server a signal, for a module preloaded with `imports` to act on. */
  signal: (name: NodeJS.Signals) => void;
  /** The exit status of a server the test expects to end by itself. */
  exited: () => Promise<number | null>;
}

/**
 * Starts the production build (`npm start`'s command) on a free loopback port with its own fresh
 * DATA_DIR, so every test file is independent of the others and of a developer's .data/.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: {
    mocks?: boolean;
    cwd?: string;
    /** another project folder (a scratch copy with its own build/) */ root?: string;
    /** SITE_URL is the server's own address, so a browser's form posts come from the site's origin. */
    ownSiteUrl?: boolean;
    /** modules preloaded with `--import` before the server, as the mocks are */ imports?: string[];
  } = {},
): Promise<TestServer> {
  const root = options.root ?? ROOT;
  await fs.access(path.join(root, "build/index.js")).catch(() => {
    throw new Error("No production build: run `npm run build` first (npm test does).");
  });
  const mocksModule = path.join(ROOT, "build/mocks/register.mjs");
  if (options.mocks) {
    await fs.access(mocksModule).catch(() => {
      throw new Error("No mocks build: run `npm run build:mocks` first (npm test does).");
    });
  }
  const dataDir = env.DATA_DIR ?? (await fs.mkdtemp(path.join(os.tmpdir(), "fsw-test-")));
  // A data directory the caller passed in is theirs to keep; one made here is removed here.
  const removeOwnDataDir = async () => {
    if (!env.DATA_DIR) await fs.rm(dataDir, { recursive: true, force: true });
  };
  const port = await freePort();
  let log = "";
  const streams = { stdout: "", stderr: "" };
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(options.mocks ? ["--import", mocksModule] : []),
      ...(options.imports ?? []).flatMap((module) => ["--import", module]),
      path.join(root, "server/index.mjs"),
    ],
    {
      cwd: options.cwd ?? root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        // As `npm start` runs it: glibc hands freed image buffers back, so an ffmpeg run finds the room (decision 044).
        MALLOC_MMAP_THRESHOLD_: "131072",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        ...(options.ownSiteUrl ? { SITE_URL: `http://127.0.0.1:${port}` } : {}),
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  for (const name of ["stdout", "stderr"] as const) {
    child[name]!.on("data", (d: Buffer) => {
      log += d.toString();
      streams[name] += d.toString();
    });
  }
  // A server that ends on its own in the middle of a test file is a crash: say so with what it printed,
  // or the file's next request fails only as a refused connection.
  let started = false;
  let ending = false;
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.once("exit", (code, signal) => {
    if (started && !ending) console.error(`The test server on port ${port} exited (${signal ?? code}) while in use:\n${log}`);
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(url, {
      exitStatus: () => (child.exitCode === null ? null : String(child.exitCode)),
      output: () => log,
    });
  } catch (error) {
    if (child.exitCode === null) child.kill("SIGKILL");
    await removeOwnDataDir();
    throw error;
  }
  started = true;
  return {
    url,
    dataDir,
    mockOrigin: /Modelled Google services \(msw\) on (http:\/\/[^\s;]+)/.exec(log)?.[1] ?? null,
    output: () => log,
    streams: () => ({ ...streams }),
    kill: async () => {
      ending = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGKILL");
      await exited;
    },
    signal: (name) => {
      child.kill(name);
    },
    exited: () => {
      ending = true;
      return exit;
    },
    stop: async () => {
      ending = true;
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      await removeOwnDataDir();
    },
  };
}

/** Lists every file under a directory, relative to it, for "nothing half-stored" assertions. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}
