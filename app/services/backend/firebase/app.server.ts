import { applicationDefault, cert, getApps, initializeApp, type App, type Credential } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";
import { Storage, type Bucket } from "@google-cloud/storage";
import type { FirebaseConfig } from "../../../config/config.server";
import { FirebaseRestDatabase } from "./database.server";
import { FirebaseStorage } from "./storage.server";
import type { RetryPolicy } from "./retry.server";

const APP_NAME = "forro-sailing-week";
const EMULATOR_TOKEN = "owner";

export type CredentialSource = "service-account" | "key-file" | "emulators" | "application-default";

/** Which credentials firebase-admin gets: a given key, none (both emulators), or the host's own. */
export function credentialSource(f: FirebaseConfig): CredentialSource {
  if (f.serviceAccount) return "service-account";
  if (f.credentialsFile) return "key-file";
  if (f.storageEmulatorHost && f.databaseEmulatorHost) return "emulators";
  return "application-default";
}

function credentialFor(config: FirebaseConfig): Credential | undefined {
  switch (credentialSource(config)) {
    case "service-account":
      return cert(config.serviceAccount!);
    case "emulators":
      return undefined;
    // Without GOOGLE_APPLICATION_CREDENTIALS, Application Default Credentials ask the metadata server.
    case "key-file":
    case "application-default":
      return applicationDefault();
  }
}

export function firebaseApp(config: FirebaseConfig): App {
  const existing = getApps().find((app) => app.name === APP_NAME);
  if (existing) return existing;
  const credential = credentialFor(config);
  return initializeApp(
    {
      // Left out entirely (not undefined) when emulators need none: firebase-admin checks the key.
      ...(credential ? { credential } : {}),
      projectId: config.projectId,
      storageBucket: config.storageBucket,
      databaseURL: config.databaseUrl,
    },
    APP_NAME,
  );
}

export interface FirebaseBackendOptions {
  operationRetry?: RetryPolicy;
  uploadRetry?: RetryPolicy;
}

const buckets = new WeakMap<FirebaseConfig, Bucket>();

export function firebaseBucket(config: FirebaseConfig): Bucket {
  let bucket = buckets.get(config);
  if (!bucket) {
    const app = firebaseApp(config);
    // The emulator takes no credentials.
    bucket = config.storageEmulatorHost
      ? new Storage({ apiEndpoint: config.storageEmulatorHost, projectId: config.projectId }).bucket(config.storageBucket)
      : getStorage(app).bucket();
    buckets.set(config, bucket);
  }
  return bucket;
}

export function createFirebaseBackend(config: FirebaseConfig, options: FirebaseBackendOptions = {}) {
  const app = firebaseApp(config);
  const bucket = firebaseBucket(config);
  const storage = new FirebaseStorage(bucket, {
    downloadHost: config.storageEmulatorHost ?? "https://firebasestorage.googleapis.com",
    operationRetry: options.operationRetry,
    uploadRetry: options.uploadRetry,
  });
  const credential = app.options.credential;
  const database = new FirebaseRestDatabase({
    databaseUrl: config.databaseUrl,
    emulatorHost: config.databaseEmulatorHost,
    retry: options.operationRetry,
    getAccessToken: async () => {
      if (config.databaseEmulatorHost || !credential) return EMULATOR_TOKEN;
      // firebase-admin caches the token until shortly before it expires.
      return (await credential.getAccessToken()).access_token;
    },
  });
  return { storage, database };
}
