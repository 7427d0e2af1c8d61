// Starts the production server (`node server/index.mjs`, as `npm start` does) for a benchmark: a free
// loopback port, a fresh temp DATA_DIR, the bench preload (bench/lib/event-loop-probe.mjs) and the
// given env. stop() ends it (SIGTERM, then SIGKILL after 6 s) and removes the temp dir.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort, ROOT, waitUntilHealthy } from "../../tests/support/process.mjs";

export { freePort, ROOT };
const PROBE = path.join(ROOT, "bench/lib/event-loop-probe.mjs");
const START_TIMEOUT_MS = 30_000;

export function assertBuilt() {
  const build = path.join(ROOT, "build/index.js");
  if (!existsSync(build)) {
    throw new Error(
      `No production build at ${build}.\nRun \`npm run build\` first, e.g. \`npm run build && node bench/upload.mjs\`.`,
    );
  }
  // `remix dev` writes a development build to the same place; the production server cannot render
  // pages with it (jsxDEV is not a function) and its numbers would mean nothing anyway.
  if (readFileSync(build, "utf8").includes("react/jsx-dev-runtime")) {
    throw new Error(
      `${build} is a development build (it imports react/jsx-dev-runtime, as \`remix dev\` writes it).\n` +
        "Stop `remix dev` (it also adds CPU load that skews the figures) and run `npm run build`.",
    );
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * @param {{ env?: Record<string,string>, probe?: boolean, label?: string, imports?: string[] }} options
 * probe: also open the event-loop probe's HTTP port (probeUrl). imports: more modules for --import.
 */
export async function startServer({ env = {}, probe = false, label = "server", imports = [] } = {}) {
  assertBuilt();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-bench-data-"));
  const port = await freePort();
  const probePort = probe ? await freePort() : 0;
  let log = "";
  const preload = [PROBE, ...imports].flatMap((file) => ["--import", file]);
  const child = spawn(process.execPath, [...preload, path.join(ROOT, "server/index.mjs")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      // As `npm start` runs it: glibc hands freed image buffers back, so an ffmpeg run finds the room (decision 044).
      MALLOC_MMAP_THRESHOLD_: "131072",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      UPLOAD_RATE_LIMIT: "0",
      REQUEST_LOG: "off",
      BENCH_EXIT_WITH_PARENT: "1",
      BENCH_TEMP_DATA_DIR: dataDir,
      ...(probe ? { BENCH_PROBE_PORT: String(probePort) } : {}),
      ...env,
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const done = await Promise.race([exited.then(() => true), sleep(6000).then(() => false)]);
      if (!done) {
        child.kill("SIGKILL");
        await Promise.race([exited, sleep(2000)]);
      }
    }
    child.stdin.destroy();
    await fs.rm(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(url, {
      exitStatus: () => (child.exitCode ?? child.signalCode)?.toString() ?? null,
      output: () => log,
      timeoutMs: START_TIMEOUT_MS,
      label,
    });
    if (probe) {
      for (let i = 0; ; i++) {
        const ok = await fetch(`http://127.0.0.1:${probePort}/stats`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        if (i > 50) throw new Error(`The event-loop probe did not answer on port ${probePort}:\n${log}`);
        await sleep(100);
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    pid: child.pid,
    dataDir,
    probeUrl: probe ? `http://127.0.0.1:${probePort}` : null,
    output: () => log,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    stop,
  };
}
