// Bench-only preload: `node --import ./bench/lib/event-loop-probe.mjs server/index.mjs`.
// Measures the event-loop delay of the process it is loaded into (perf_hooks.monitorEventLoopDelay)
// and answers on its own small loopback HTTP port, BENCH_PROBE_PORT, so the app needs no change:
//   GET /reset  clears the histogram (start of a phase)
//   GET /stats  the histogram since the last reset, in ms, plus the main thread's memory
// The probe server shares the event loop it measures, so its own answer time is also a loop sample.
// It is unref'd: it never keeps the server process alive.
// Worker threads inherit --import, so this module also loads in the app's thumbnail workers: it does
// nothing there (the main thread's loop is the one measured; a second listener would clash).
import { rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { isMainThread } from "node:worker_threads";

const RESOLUTION_MS = 10;
const port = Number(process.env.BENCH_PROBE_PORT);

if (isMainThread && Number.isInteger(port) && port > 0) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let since = Date.now();
  const ms = (ns) => ns / 1e6;
  // The histogram records each timer interval whole, so an idle loop reads ~RESOLUTION_MS: the delay
  // is what comes on top of it (clamped at 0).
  const delay = (ns) => Math.max(0, ms(ns) - RESOLUTION_MS);

  const server = http.createServer((req, res) => {
    let body;
    if (req.url === "/reset") {
      histogram.reset();
      since = Date.now();
      body = { ok: true };
    } else if (req.url === "/stats") {
      body = {
        resolutionMs: RESOLUTION_MS,
        windowMs: Date.now() - since,
        samples: histogram.count,
        // Delay beyond the timer interval, in ms.
        minMs: delay(histogram.min),
        meanMs: delay(histogram.mean),
        p50Ms: delay(histogram.percentile(50)),
        p90Ms: delay(histogram.percentile(90)),
        p99Ms: delay(histogram.percentile(99)),
        maxMs: delay(histogram.max),
        // Raw interval values as Node reports them, for anyone who wants to check the subtraction.
        raw: {
          minMs: ms(histogram.min),
          meanMs: ms(histogram.mean),
          p50Ms: ms(histogram.percentile(50)),
          p99Ms: ms(histogram.percentile(99)),
          maxMs: ms(histogram.max),
        },
        memory: process.memoryUsage(),
      };
    } else {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "application/json", connection: "close" });
    res.end(JSON.stringify(body));
  });
  server.on("error", (error) => {
    console.error(`[event-loop-probe] cannot listen on 127.0.0.1:${port}: ${error.message}`);
  });
  server.listen(port, "127.0.0.1", () => server.unref());
}

// Watchdog: the bench spawns servers with stdin as a pipe and BENCH_EXIT_WITH_PARENT=1. When the
// bench process dies in any way (even SIGKILL) the pipe closes and the server stops itself, so no
// orphan keeps running; it also removes its temp DATA_DIR when the bench marked it as its own
// (BENCH_TEMP_DATA_DIR equal to DATA_DIR). The handle is unref'd, so it never keeps the process alive.
if (isMainThread && process.env.BENCH_EXIT_WITH_PARENT === "1" && process.stdin && !process.stdin.isTTY) {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const dir = process.env.DATA_DIR;
    if (dir && process.env.BENCH_TEMP_DATA_DIR === dir && path.basename(dir).startsWith("fsw-bench-data-")) {
      try {
        rmSync(dir, { recursive: true, force: true });
      } catch {
        // best effort: the bench is gone, nobody to tell
      }
    }
    process.kill(process.pid, "SIGTERM");
  };
  process.stdin.on("end", stop);
  process.stdin.on("close", stop);
  process.stdin.on("error", stop);
  process.stdin.resume();
  process.stdin.unref?.();
}
