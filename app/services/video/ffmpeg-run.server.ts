import { spawn } from "node:child_process";

export class FfmpegFailure extends Error {
  override name = "FfmpegFailure";
  constructor(
    message: string,
    readonly stderr: string,
    readonly killed: boolean,
  ) {
    super(message);
  }
}

const STDERR_TAIL = 4096;

/** One run of ffmpeg or ffprobe: no shell, no stdin, killed at once when `signal` aborts; stdout collected up to `maxStdout`. */
export function runTool(file: string, args: string[], signal: AbortSignal, maxStdout = 1 << 20): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new FfmpegFailure(`${file} was not started: cancelled`, "", true));
    const child = spawn(file, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let killed = false;
    const kill = () => {
      killed = true;
      child.kill("SIGKILL");
    };
    signal.addEventListener("abort", kill, { once: true });
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      if (stdout.length > maxStdout) kill();
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on("error", (error) => {
      signal.removeEventListener("abort", kill);
      reject(new FfmpegFailure(`${file} could not run: ${error.message}`, stderr, false));
    });
    child.on("close", (code, how) => {
      signal.removeEventListener("abort", kill);
      if (code === 0 && !killed) return resolve(stdout);
      const why = killed ? "stopped" : how ? `ended by ${how}` : `exit ${code}`;
      reject(
        new FfmpegFailure(`${file} failed (${why}): ${stderr.trim().split("\n").slice(-3).join(" / ")}`, stderr, killed || !!how),
      );
    });
  });
}
