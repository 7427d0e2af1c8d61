// @ts-check
import { constants } from "node:os";

// Stopping on SIGTERM or SIGINT (decision 042): no new connection, requests in flight finish within the
// grace, then the background work stops and the process ends with status 0. A second signal ends it at
// once (128 + the signal's number, as a shell reports a process the signal killed); so does the grace
// running out (status 1).

/** The background work is given this much less than what is left of the grace, so it ends before it. */
const MARGIN_MS = 250;
/**
 * Ctrl-C under `npm start` delivers SIGINT twice, from the terminal and forwarded by npm: the same signal
 * again this soon is the same stop, not a second one.
 */
const REPEAT_MS = 1000;

/** @param {number} count */
const stillRunning = (count) => `${count} request${count === 1 ? "" : "s"} still running`;

/** @param {import("node:http").ServerResponse} res */
function closeAfter(res) {
  if (!res.headersSent) res.setHeader("Connection", "close");
}

/**
 * The requests a server is answering, and, once `stop()` is called, its connections closed as soon as each is
 * idle: a request that comes on a kept-alive connection after the stop is answered with `Connection: close`.
 * @param {import("node:http").Server} server
 */
export function trackRequests(server) {
  /** @type {Set<import("node:http").ServerResponse>} */
  const running = new Set();
  /** @type {Array<() => void>} */
  let waiting = [];
  let stopping = false;
  server.prependListener("request", (_req, res) => {
    running.add(res);
    if (stopping) closeAfter(res);
    res.once("close", () => {
      running.delete(res);
      if (!stopping) return;
      // A connection kept alive by an answer that began before the stop is idle now.
      setImmediate(() => server.closeIdleConnections());
      if (running.size > 0) return;
      for (const wake of waiting) wake();
      waiting = [];
    });
  });
  return {
    get running() {
      return running.size;
    },
    stop() {
      stopping = true;
      server.close();
      server.closeIdleConnections();
      for (const res of running) closeAfter(res);
    },
    /** @returns {Promise<void>} */
    idle() {
      return running.size === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

/**
 * @param {import("node:http").Server} server
 * @param {{
 *   graceSeconds: number,
 *   stopBackgroundWork: (timeoutMs: number) => Promise<unknown>,
 *   onStop?: () => void,
 *   target?: NodeJS.EventEmitter,
 *   exit?: (code: number) => void,
 *   log?: Pick<Console, "info" | "warn" | "error">,
 * }} options onStop: called as the stop begins (resumable uploads let go of their chunks)
 */
export function stopOnSignals(server, options) {
  const requests = trackRequests(server);
  const exit = options.exit ?? ((code) => process.exit(code));
  const log = options.log ?? console;
  const graceMs = options.graceSeconds * 1000;
  let began = 0;
  /** @type {NodeJS.Signals | undefined} */
  let first;
  let ended = false;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @param {number} code @param {() => void} say */
  const end = (code, say) => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    say();
    exit(code);
  };
  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    if (began) {
      if (signal === first && Date.now() - began < REPEAT_MS) return;
      end(128 + (constants.signals[signal] ?? 0), () =>
        log.warn(`Stopped at once by a second ${signal}: ${stillRunning(requests.running)}.`),
      );
      return;
    }
    began = Date.now();
    first = signal;
    log.info(
      `Stopping on ${signal}: no new connections; ${stillRunning(requests.running)}, given up to ${options.graceSeconds} s to finish.`,
    );
    requests.stop();
    options.onStop?.();
    timer = setTimeout(
      () =>
        end(1, () => log.warn(`Stopped: the grace of ${options.graceSeconds} s ran out with ${stillRunning(requests.running)}.`)),
      graceMs,
    );
    requests
      .idle()
      .then(() => options.stopBackgroundWork(Math.max(0, began + graceMs - Date.now() - MARGIN_MS)))
      .then(
        () => end(0, () => log.info(`Stopped after ${((Date.now() - began) / 1000).toFixed(1)} s: ${stillRunning(0)}.`)),
        (/** @type {unknown} */ error) =>
          end(1, () => log.error(`Stopped: the background work did not end cleanly (${stillRunning(0)}):`, error)),
      );
  };
  const target = options.target ?? process;
  for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) target.on(signal, stop);
  return requests;
}
