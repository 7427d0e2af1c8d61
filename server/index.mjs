// @ts-check
// `npm start`: plain JavaScript, so it runs without a build of its own.
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { broadcastDevReady } from "@remix-run/node";
import { createApp } from "./app.mjs";
import { refuseMismatchedBuild } from "./build-mode.mjs";
import { installLog, secretsOf } from "./log.mjs";
import { handleStrayErrors } from "./process-errors.mjs";
import { stopOnSignals } from "./shutdown.mjs";

handleStrayErrors();

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_PATH = path.join(ROOT, "build/index.js");

/** @type {import("@remix-run/node").ServerBuild} */
const build = await import(pathToFileURL(BUILD_PATH).href).catch((/** @type {Error} */ error) => {
  console.error(`No production build at ${BUILD_PATH}: run \`npm run build\` first.\n`, error.message);
  process.exit(1);
});
/** @type {import("../app/entry.server").ServerEntryExports} */
const entry = /** @type {any} */ (build.entry.module);
const config = readConfig();
installLog(config.server.logFormat, { secrets: secretsOf(config) });
refuseMismatchedBuild(build, config.nodeEnv);
entry.start();

// The data at this release's schema version before the first request (decision 040); refused data stops the start.
await entry.migrate().catch((/** @type {unknown} */ error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

const stopping = new AbortController();
const server = createServer(createApp(build, config, ROOT, { stopping: stopping.signal }));
stopOnSignals(server, {
  graceSeconds: config.server.shutdownGraceSeconds,
  onStop: () => stopping.abort(),
  stopBackgroundWork: entry.stopBackgroundWork,
});
server.listen({ port: config.server.port, host: config.server.host }, () => {
  console.info(`Forró Sailing Week listening on http://${config.server.host ?? "localhost"}:${config.server.port}`);
  if (config.nodeEnv === "development") void broadcastDevReady(build);
});

/** A bad variable stops the server with its name, written as LOG_FORMAT asks when that one was good. */
function readConfig() {
  try {
    return entry.getConfig();
  } catch (error) {
    if (!(error instanceof entry.ConfigError)) throw error;
    installLog(error.logFormat);
    console.error(error.message);
    process.exit(1);
  }
}
