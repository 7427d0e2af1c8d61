// @ts-check
// `npm start`: plain JavaScript, so it runs without a build of its own.
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { broadcastDevReady } from "@remix-run/node";
import { createApp } from "./app.mjs";
import { refuseMismatchedBuild } from "./build-mode.mjs";
import { handleStrayErrors } from "./process-errors.mjs";

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
const config = entry.getConfig();
refuseMismatchedBuild(build, config.nodeEnv);

// The data at this release's schema version before the first request (decision 040); refused data stops the start.
await entry.migrate().catch((/** @type {unknown} */ error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

const server = createServer(createApp(build, config, ROOT));
server.listen({ port: config.server.port, host: config.server.host }, () => {
  console.info(`Forró Sailing Week listening on http://${config.server.host ?? "localhost"}:${config.server.port}`);
  if (config.nodeEnv === "development") void broadcastDevReady(build);
});

for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
