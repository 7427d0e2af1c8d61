import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { VIDEO_POSTER_STYLE } from "~/components/video-embed";
import { styleHashSource } from "~/lib/csp.server";
import { NonceProvider } from "~/lib/nonce";
import { pageVersion } from "~/models/page-version.server";
import { ConfigError, describeBackend, getConfig } from "~/services/config.server";
import { getStorage } from "~/services/backend.server";
import { partialBytes, partialUploadsDir } from "~/services/resumable.server";
import { startUploadSweep } from "~/services/upload-sweep.server";

try {
  console.info(`Forró Sailing Week backend: ${describeBackend(getConfig())}`);
  // The backend starts at boot (seeding included) so the first visitor does not wait for it, and a
  // backend that cannot start stops the server with its reason.
  getStorage().catch((error: unknown) => {
    console.error("The storage backend could not start:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

/**
 * Pages are rendered whole: loaders already resolve images and galleries, so nothing would stream
 * later, and no-JavaScript visitors and crawlers get the complete page. renderToString also avoids
 * React 18's stream encoder, which can emit a NUL byte when a multi-byte character meets the
 * boundary of its 2 KB buffer.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  const markup = renderToString(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} />
    </NonceProvider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${markup}`, { status: responseStatusCode, headers: responseHeaders });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(error);
}

/** The inline stylesheets every page may carry besides its own critical CSS. */
export const styleHashes: readonly string[] = [styleHashSource(VIDEO_POSTER_STYLE)];

/** What the HTTP server (server/) reads from the build: the one configuration, and what pages depend on. */
export { getConfig, pageVersion };
/** Resumable uploads (server/tus.mjs): where partial uploads live, their bytes, the sweep. */
export { partialBytes, partialUploadsDir, startUploadSweep };
export interface ServerEntryExports {
  getConfig: typeof getConfig;
  pageVersion: typeof pageVersion;
  partialBytes: typeof partialBytes;
  partialUploadsDir: typeof partialUploadsDir;
  startUploadSweep: typeof startUploadSweep;
  styleHashes: string[];
}
