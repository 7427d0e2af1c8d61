// @ts-check
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import { uploadRateLimit } from "./rate-limit.mjs";
import { MEDIA_CSP, RESOURCE_CSP, nonceOf, replacePolicy, securityHeaders } from "./security.mjs";

/**
 * The site's HTTP stack: remix-serve's job (static files, compression, logging) plus what it
 * cannot do — security headers on every response, the CSP nonce and the client address handed to
 * Remix, the upload rate limit.
 * @param {import("@remix-run/node").ServerBuild} build
 * @param {import("../app/services/config.server").Config} config
 * @param {string} root the project folder
 */
export function createApp(build, config, root) {
  const app = express();
  app.disable("x-powered-by");
  // Behind a load balancer or CDN, TRUST_PROXY makes req.ip the visitor's and req.secure honest.
  app.set("trust proxy", config.server.trustProxy);
  app.use(compression());
  app.use(
    securityHeaders({
      dev: config.nodeEnv === "development",
      storageEmulatorHost: config.firebase?.storageEmulatorHost ?? null,
    }),
  );
  app.use(
    build.publicPath,
    replacePolicy(RESOURCE_CSP),
    express.static(path.resolve(root, build.assetsBuildDirectory), { immutable: true, maxAge: "1y" }),
  );
  app.use(
    express.static(path.join(root, "public"), {
      maxAge: "1h",
      index: false,
      setHeaders: (res) => res.setHeader("Content-Security-Policy", RESOURCE_CSP),
    }),
  );
  if (config.server.requestLog) app.use(morgan("tiny"));
  app.use("/media", replacePolicy(MEDIA_CSP));
  app.use("/healthz", replacePolicy(RESOURCE_CSP));
  app.use("/add-photo", uploadRateLimit(config.uploadRateLimit));
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: config.nodeEnv,
      getLoadContext: (req, res) => ({
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
        cspNonce: nonceOf(res),
        uploadRateLimited: res.locals.uploadRateLimited,
      }),
    }),
  );
  return app;
}
