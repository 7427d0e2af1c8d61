import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { makeServiceAccount } from "../fixtures/service-account";
import { createGoogleMocks, DEFAULT_BUCKET, DEFAULT_DATABASE, type GoogleMocks } from "../mocks";
import { startMockServer, type MockServer } from "../mocks/node";
import { afterAll, beforeAll } from "vitest";
import { resetBackendForTests } from "~/services/backend/backend.server";
import { setConfigForTests, type Config, type FirebaseConfig } from "~/config/config.server";
import type { RetryPolicy } from "~/services/backend/firebase/retry.server";

/** Retries that happen in milliseconds, so fault tests stay fast; same shape as production's. */
export const FAST_RETRY: RetryPolicy = { deadlineMs: 1500, baseDelayMs: 5, maxDelayMs: 40, attemptTimeoutMs: 800 };

export interface MockedFirebase {
  mocks: GoogleMocks;
  server: MockServer;
  config: FirebaseConfig;
  close: () => void;
}

/** The modelled Google services on their real hosts (msw in this process) and a config that uses them. */
export function mockedFirebase(): MockedFirebase {
  const mocks = createGoogleMocks();
  const server = startMockServer(mocks);
  const account = makeServiceAccount();
  mocks.registerServiceAccount(account);
  return {
    mocks,
    server,
    config: {
      projectId: "fsw-test",
      storageBucket: DEFAULT_BUCKET,
      databaseUrl: `https://${DEFAULT_DATABASE}.firebaseio.com`,
      serviceAccount: account as unknown as Record<string, unknown>,
      credentialsFile: null,
      storageEmulatorHost: null,
      databaseEmulatorHost: null,
      retryScale: 1,
    },
    close: () => server.close(),
  };
}

export async function tempDir(prefix = "fsw-unit-"): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  // Retried: a background image job that outlives its test may still be writing into the folder.
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }) };
}

export type BackendKind = "local" | "firebase";

/**
 * Registers the hooks that run a describe block on one backend: a temporary data folder, the modelled
 * Firebase for "firebase" (its retries made fast), `config` on top; everything undone after the block.
 */
export function useBackend(
  kind: BackendKind,
  config: Partial<Config> = {},
): { readonly dataDir: string; readonly firebase: MockedFirebase | undefined } {
  let firebase: MockedFirebase | undefined;
  let temp: { dir: string; remove: () => Promise<void> } | undefined;
  beforeAll(async () => {
    if (kind === "firebase") firebase = mockedFirebase();
    temp = await tempDir();
    setConfigForTests({
      dataDir: temp.dir,
      ...config,
      ...(firebase ? { firebase: { ...firebase.config, retryScale: 0.01 } } : {}),
    });
    resetBackendForTests();
  });
  afterAll(async () => {
    setConfigForTests(null);
    resetBackendForTests();
    firebase?.close();
    await temp?.remove();
  });
  return {
    get dataDir() {
      if (!temp) throw new Error("The backend's folder exists only inside the describe block's tests.");
      return temp.dir;
    },
    /** The modelled Firebase of a "firebase" block (its bucket and database), undefined on "local". */
    get firebase() {
      return firebase;
    },
  };
}
