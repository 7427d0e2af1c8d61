// @ts-check
// Starting the production server in a child process: the parts the tests (tests/support/server.ts)
// and the benchmarks (bench/lib/server.mjs) share. Plain JavaScript, so the benchmarks import it
// with node alone.
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

/** The project folder. */
export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** @returns {Promise<number>} a loopback port nobody listens on right now */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port"))));
    });
  });
}

/**
 * Waits until the server answers /healthz; fails, with everything it printed, when it exits first or
 * does not answer in time.
 * @param {string} url the server's origin
 * @param {{ exitStatus: () => string | null, output: () => string, timeoutMs?: number, label?: string }} options
 *   exitStatus: null while the process runs, its exit code or signal once it has ended
 */
export async function waitUntilHealthy(url, { exitStatus, output, timeoutMs = 30_000, label = "server" }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = exitStatus();
    if (status !== null) throw new Error(`The ${label} exited during start-up (${status}):\n${output()}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`The ${label} did not answer /healthz within ${timeoutMs / 1000} s:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
