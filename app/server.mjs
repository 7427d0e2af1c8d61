// The HTTP server: remix-serve's job (static files, compression, logging) plus what it cannot do —
// security headers on every response, static files included, and the client address for the
// upload rate limit. Plain JavaScript so it runs without a build step of its own.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady } from "@remix-run/node";
import compression from "compression";
import express from "express";
import morgan from "morgan";

process.env.NODE_ENV ??= "production";
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_PATH = path.join(ROOT, "build/index.js");

const build = await import(pathToFileURL(BUILD_PATH).href).catch((error) => {
  console.error(`No production build at ${BUILD_PATH}: run \`npm run build\` first.\n`, error.message);
  process.exit(1);
});
const { RESOURCE_SECURITY_HEADERS } = build.entry.module;

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || undefined;

const app = express();
app.disable("x-powered-by");
// Behind a load balancer or CDN, TRUST_PROXY (hop count or "true") makes req.ip the visitor's address.
if (process.env.TRUST_PROXY) {
  const value = process.env.TRUST_PROXY;
  app.set("trust proxy", /^\d+$/.test(value) ? Number(value) : value === "true");
}
app.use(compression());
app.use((_req, res, next) => {
  // Filled in just before the head is sent, so a response that brings its own (a document's CSP
  // with its nonce, from entry.server.tsx) keeps it: the Remix adapter appends, it never replaces.
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    for (const [name, value] of Object.entries(RESOURCE_SECURITY_HEADERS)) {
      if (!this.hasHeader(name)) this.setHeader(name, value);
    }
    return writeHead.apply(this, args);
  };
  next();
});
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(ROOT, "public"), { maxAge: "1h", index: false }));
if (process.env.REQUEST_LOG !== "off") app.use(morgan("tiny"));
app.all(
  "*",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req) => ({ clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown" }),
  }),
);

const server = app.listen(port, host, () => {
  console.info(`Forró Sailing Week listening on http://${host ?? "localhost"}:${port}`);
  if (process.env.NODE_ENV === "development") void broadcastDevReady(build);
});

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
