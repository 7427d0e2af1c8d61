// What every benchmark run needs around its measurements: a log on stderr (stdout is the report),
// cleanup of servers and temp files on every way out (normal end, error, Ctrl-C, time-out), and the
// closing lines of the report.
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const ROOT_DIR = fileURLToPath(new URL("../..", import.meta.url));

export const log = (message) => process.stderr.write(`${message}\n`);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const fmtX = (x) => (Number.isFinite(x) ? `${x.toFixed(2)}×` : "n/a");

/**
 * Registers the cleanups of a run. `cleanups` takes functions returning promises; they run in
 * reverse order on SIGINT/SIGTERM, when `timeoutMs` passes, and when `run`'s benchmark ends.
 */
export function guardRun({ timeoutMs }) {
  const cleanups = new Set();
  async function cleanupAll() {
    const tasks = [...cleanups].reverse();
    cleanups.clear();
    for (const task of tasks) await task().catch((e) => log(`cleanup: ${e.message}`));
  }
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      log(`\n${signal}: stopping the servers and removing temp files …`);
      void cleanupAll().finally(() => process.exit(130));
    });
  }
  const watchdog = setTimeout(() => {
    log(`\nThe benchmark did not finish within ${timeoutMs / 60_000} minutes: aborting.`);
    void cleanupAll().finally(() => process.exit(1));
  }, timeoutMs);
  watchdog.unref();
  return {
    cleanups,
    /**
     * Runs the benchmark: `check` first (a missing build ends the run with its message), then `main`,
     * then every cleanup, whatever happened.
     */
    run(check, main) {
      try {
        check();
      } catch (error) {
        console.error(error.message);
        process.exit(1);
      }
      main()
        .then(async () => {
          clearTimeout(watchdog);
          await cleanupAll();
        })
        .catch(async (error) => {
          log(`\nBenchmark failed: ${error instanceof Error ? error.message : error}`);
          await cleanupAll();
          process.exit(1);
        });
    },
  };
}

/** The last lines of a report: how busy the machine was, and where the raw numbers went. */
export function reportFooter(meta, file, fmtMs) {
  const load = (l) => l.map((x) => x.toFixed(2)).join(" ");
  return [
    `\nLoad average before: ${load(meta.loadavgBefore)}, after: ${load(meta.loadavgAfter)} (noise check: other work on the machine skews every figure)`,
    `Raw numbers: ${path.relative(process.cwd(), file) || file}   (whole run ${fmtMs(meta.durationMs)})`,
  ];
}

/**
 * A benchmark's command line: `--help` prints the usage, whole-number options are checked against
 * their range (exit 2 with the usage otherwise). `counts` maps an option to [default, min, max];
 * `strings` names the free-text options. Returns the numbers and the strings.
 * @param {string} usage
 * @param {Record<string, [number, number, number]>} counts
 * @param {string[]} [strings]
 */
export function benchArgs(usage, counts, strings = []) {
  const { values } = parseArgs({
    options: {
      ...Object.fromEntries(
        Object.entries(counts).map(([name, [fallback]]) => [name, { type: "string", default: String(fallback) }]),
      ),
      ...Object.fromEntries(strings.map((name) => [name, { type: "string" }])),
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const numbers = {};
  for (const [name, [, min, max]] of Object.entries(counts)) {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < min || value > max) {
      console.error(`--${name} must be a whole number from ${min} to ${max} (got ${values[name]}).\n\n${usage}`);
      process.exit(2);
    }
    numbers[name] = value;
  }
  return { ...values, ...numbers };
}

/** What a report says about the machine it ran on; load averages tell how busy it was. */
export function machineMeta(date, loadavgBefore) {
  return {
    date: date.toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    loadavgBefore,
    loadavgAfter: os.loadavg(),
  };
}

/** The commit measured, "+" when the work tree differs from it. */
export function gitCommit() {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT_DIR, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], {
      cwd: ROOT_DIR,
      encoding: "utf8",
    }).trim();
    return dirty ? `${head}+` : head;
  } catch {
    return "unknown";
  }
}
