import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { readFile } from "node:fs/promises";
import { hashSource } from "~/document/csp.server";
import { DocumentProvider, type DocumentRender } from "~/document/document";
import { REGISTRATION_SCRIPT } from "~/document/service-worker-registration.server";
import { pageVersion as versionOfPages } from "~/models/page-version.server";
import { ConfigError, getConfig } from "~/config/config.server";
import { describeBackend, getStorage } from "~/services/backend/backend.server";
import { contentGeneration } from "~/services/backend/cached-backend.server";
import { MigrationError } from "~/services/backend/migrations.server";
import { SchemaRefusal } from "~/services/backend/schema.server";
import { projectPath } from "~/config/project-path.server";
import { accessCodeAccepted } from "~/services/uploads/access-code.server";
import { requireConsent } from "~/services/uploads/consent.server";
import { resumableStore } from "~/services/uploads/resumable.server";
import { largestUpload, resumableSizeRefusal } from "~/services/uploads/media-upload.server";
import { UploadRefusal } from "~/lib/upload-refusal";
import { startReviewDigest, stopReviewDigest } from "~/services/review/review-digest.server";
import { migrateStoredData } from "~/services/migrations/migrations.server";
import { closeImagePool } from "~/services/images/image-queue.server";
import { stopVariantQueue } from "~/services/images/variants.server";
import { closeMail, describeMail } from "~/services/mail/mail.server";
import { describeParticipantMail, startPhotoMail, stopPhotoMail } from "~/services/mail/photo-news.server";
import { startUploadSweep, stopUploadSweep } from "~/services/uploads/upload-sweep.server";
import { startScheduledBackups, stopScheduledBackups } from "~/services/backup/scheduled-backups.server";
import { describeClips } from "~/services/video/ffmpeg.server";
import { withTimeout } from "~/lib/timeout";
import { withoutAddresses } from "~/lib/client-address.server";
import {
  languagePrefixes,
  localePath,
  langOfPath,
  pathsInEveryLanguage,
  translatorOfPath,
} from "~/document/language-paths.server";
import appStylesheet from "~/styles/app.css";

/** Called by server/index.mjs once the configuration is read and the log set up. */
function start(): void {
  console.info(`Forró Sailing Week backend: ${describeBackend(getConfig())}`);
  console.info(`Forró Sailing Week ${describeMail(getConfig())}`);
  console.info(`Forró Sailing Week ${describeParticipantMail(getConfig())}`);
  console.info(`Forró Sailing Week ${describeClips()}`);
}

/**
 * Awaited by the server before it listens: the demo media seeded, the stored data brought to this release's schema
 * version, then what waited while no copy ran is mailed. A rejection's message is the one line to stop with.
 */
async function migrate(): Promise<void> {
  await getStorage().catch((error: unknown) => {
    throw new Error(`The storage backend could not start: ${error instanceof Error ? error.message : String(error)}`);
  });
  await migrateStoredData().catch((error: unknown) => {
    if (error instanceof SchemaRefusal || error instanceof MigrationError) throw error;
    throw new Error(`The stored data could not be migrated: ${error instanceof Error ? error.message : String(error)}`);
  });
  startReviewDigest();
  startPhotoMail();
  startScheduledBackups();
}

/**
 * At a stop, once no request runs (decision 042): no timer runs again, what runs now ends within `timeoutMs`, then
 * the image workers and the SMTP connections. What is still running then is cut off by the process's end; every
 * write it makes is all or nothing, and a backup cut off leaves only its partial file.
 */
async function stopBackgroundWork(timeoutMs: number): Promise<void> {
  stopScheduledBackups();
  const work = Promise.all([
    stopUploadSweep(),
    stopReviewDigest(),
    stopPhotoMail(),
    stopVariantQueue(),
    closeImagePool(timeoutMs),
  ]);
  await withTimeout(work, timeoutMs, "timed out").catch(() => undefined);
  closeMail();
}

/** renderToString, not a stream (decision 004). */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // In development every page carries the live-reload script (root.tsx), and so needs its nonce.
  const rendered = {
    styleHashes: new Set<string>(),
    scriptHashes: new Set<string>(),
    hasScripts: getConfig().nodeEnv === "development",
  };
  const sheets = new Map([[appStylesheet, await stylesheetText(appStylesheet)]]);
  const document: DocumentRender = {
    nonce: loadContext.cspNonce ?? "",
    stylesheet: (href) => sheets.get(href) ?? null,
    allowStyle: (css) => void rendered.styleHashes.add(hashSource(css)),
    serviceWorkerRegistration: () => {
      rendered.scriptHashes.add(hashSource(REGISTRATION_SCRIPT));
      return REGISTRATION_SCRIPT;
    },
    loadsScripts: () => void (rendered.hasScripts = true),
  };
  const markup = renderToString(
    <DocumentProvider value={document}>
      <RemixServer context={remixContext} url={request.url} />
    </DocumentProvider>,
  );
  loadContext.rendered = {
    styleHashes: [...rendered.styleHashes],
    scriptHashes: [...rendered.scriptHashes],
    hasScripts: rendered.hasScripts,
  };
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${markup}`, { status: responseStatusCode, headers: responseHeaders });
}

const stylesheets = new Map<string, Promise<string | null>>();

/** Inlined whole (decision 007); content-addressed, so read once; unreadable, it stays a link. */
function stylesheetText(href: string): Promise<string | null> {
  let text = stylesheets.get(href);
  if (!text) {
    text =
      href.startsWith("/build/") && !href.includes("..")
        ? readFile(projectPath("public", href), "utf8").then(
            (css) => css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, "").replaceAll("</", "<\\/"),
            () => null,
          )
        : Promise.resolve(null);
    stylesheets.set(href, text);
  }
  return text;
}

export function handleError(error: unknown, { request }: { request: Request }) {
  // A visitor's mistake (no such route, no action for a post) is answered, not logged with a stack.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error);
}

/** The clock, the content, and the writes made through the site. */
const pageVersion = (): string => versionOfPages(contentGeneration());

/** What the HTTP server (server/) reads from the build. */
export { ConfigError, getConfig, migrate, pageVersion, start, stopBackgroundWork };
export {
  accessCodeAccepted,
  largestUpload,
  requireConsent,
  resumableSizeRefusal,
  resumableStore,
  startUploadSweep,
  UploadRefusal,
  withoutAddresses,
};
export { languagePrefixes, localePath, langOfPath, pathsInEveryLanguage, translatorOfPath };
export interface ServerEntryExports {
  ConfigError: typeof ConfigError;
  getConfig: typeof getConfig;
  /** The start-up lines. */
  start: typeof start;
  /** Before listening; refuses data newer than the release or left half restored (decision 040). */
  migrate: () => Promise<void>;
  stopBackgroundWork: typeof stopBackgroundWork;
  pageVersion: () => string;
  accessCodeAccepted: typeof accessCodeAccepted;
  requireConsent: typeof requireConsent;
  resumableStore: typeof resumableStore;
  /** Photos' or, while clips are taken, clips' limit; a resumable upload's own by what its metadata says it is. */
  largestUpload: typeof largestUpload;
  resumableSizeRefusal: typeof resumableSizeRefusal;
  startUploadSweep: typeof startUploadSweep;
  UploadRefusal: typeof UploadRefusal;
  /** The one truncation of visitors' addresses in the server's output. */
  withoutAddresses: typeof withoutAddresses;
  /** Every language's address of a path, for middleware mounted by path; and an address's language and words. */
  pathsInEveryLanguage: typeof pathsInEveryLanguage;
  languagePrefixes: typeof languagePrefixes;
  localePath: typeof localePath;
  langOfPath: typeof langOfPath;
  translatorOfPath: typeof translatorOfPath;
}
