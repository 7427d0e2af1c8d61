// The yardstick of bench/pages.mjs: a static copy of the site's pages served the way a plain Node
// static site would be (express.static with `extensions: ["html"]` and the compression middleware),
// in a child process of its own so it never shares an event loop with the bench or the site.
//   node bench/lib/static-server.mjs --pages=DIR --media=DIR
// serves /build/… from public/build, /media/… from DIR (a DATA_DIR's storage), the other public/
// files, and the saved pages (/home → DIR/home.html). It prints "listening on http://127.0.0.1:PORT"
// once ready, and stops when its stdin closes (the bench is gone, even after a SIGKILL).
// startStaticServer() spawns it and waits for that line.
import { spawn } from "node:child_process";
import { closeSync, openSync, readSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const SELF = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(SELF), "../..");
const START_TIMEOUT_MS = 20_000;
const LISTENING = /listening on (http:\/\/127\.0\.0\.1:\d+)/;

/** Stored media has no file extension (uploads) or an honest one (demo media): sniff the first bytes. */
function sniffType(file) {
  const head = Buffer.alloc(256);
  let n = 0;
  const fd = openSync(file, "r");
  try {
    n = readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const b = head.subarray(0, n);
  if (b[0] === 0xff && b[1] === 0xd8) return "image/jpeg";
  if (b[0] === 0x89 && b[1] === 0x50) return "image/png";
  if (b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP") return "image/webp";
  if (/^\s*(<\?xml[^>]*>\s*)?<svg/.test(b.toString("utf8"))) return "image/svg+xml";
  return "application/octet-stream";
}

async function serve({ pages, media, port, openerPolicy }) {
  const { default: express } = await import("express");
  const { default: compression } = await import("compression");
  const app = express();
  app.disable("x-powered-by");
  // bench/page-trace.mjs: the same copy with the opener policy the site once sent on every page.
  if (openerPolicy) {
    app.use((_req, res, next) => {
      res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
      next();
    });
  }
  app.use(compression());
  app.use("/build", express.static(path.join(ROOT, "public/build"), { immutable: true, maxAge: "1y" }));
  app.use(
    "/media",
    express.static(media, {
      immutable: true,
      maxAge: "1y",
      setHeaders: (res, file) => {
        if (!path.extname(file)) res.setHeader("Content-Type", sniffType(file));
      },
    }),
  );
  // With lazy route discovery a hydrated page asks its server for the routes its links lead to; a
  // static host has none to add, and an empty answer keeps the copy's console as clean as the site's.
  app.get("/__manifest", (_req, res) => res.json({}));
  app.use(express.static(path.join(ROOT, "public"), { index: false }));
  app.use(express.static(pages, { extensions: ["html"] }));
  const server = createServer(app);
  server.listen(port, "127.0.0.1", () => {
    const address = server.address();
    console.log(`listening on http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  if (!process.stdin.isTTY) {
    process.stdin.on("close", stop);
    process.stdin.on("end", stop);
    process.stdin.resume();
    process.stdin.unref?.();
  }
}

/**
 * Spawns the static server as a child process; resolves once it listens.
 * @param {{ pages: string, media: string, openerPolicy?: boolean }} dirs
 */
export async function startStaticServer({ pages, media, openerPolicy = false }) {
  const child = spawn(
    process.execPath,
    [SELF, `--pages=${pages}`, `--media=${media}`, ...(openerPolicy ? ["--opener-policy"] : [])],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  let output = "";
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The static server did not start within 20 s:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (d) => {
      output += d;
      const match = LISTENING.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The static server exited during start-up (${code ?? signal}):\n${output}`));
    });
  }).catch((error) => {
    child.kill("SIGKILL");
    throw error;
  });
  let stopped = false;
  return {
    url,
    pid: child.pid,
    output: () => output,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timeout = new Promise((r) => setTimeout(() => r("timeout"), 5000));
        if ((await Promise.race([exited, timeout])) === "timeout") child.kill("SIGKILL");
      }
      child.stdin.destroy();
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === SELF) {
  const { values } = parseArgs({
    options: {
      pages: { type: "string" },
      media: { type: "string" },
      port: { type: "string", default: "0" },
      "opener-policy": { type: "boolean", default: false },
    },
  });
  if (!values.pages || !values.media) {
    console.error("Usage: node bench/lib/static-server.mjs --pages=DIR --media=DIR [--port=N] [--opener-policy]");
    process.exit(2);
  }
  await serve({
    pages: path.resolve(values.pages),
    media: path.resolve(values.media),
    port: Number(values.port),
    openerPolicy: values["opener-policy"],
  });
}
