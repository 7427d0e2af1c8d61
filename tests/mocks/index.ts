import { createPublicKey } from "node:crypto";
import type { RequestHandler } from "msw";
import { cloudStorageHandlers, commitObject, STORAGE_HOST } from "./cloud-storage";
import { computeMetadataHandlers, type ComputeMetadataOptions } from "./compute-metadata";
import { DOWNLOAD_HOST, firebaseDownloadHandlers } from "./firebase-download";
import { googleOAuthHandlers } from "./google-oauth";
import { readTree, realtimeDatabaseHandlers, writeTree } from "./realtime-database";
import { DEFAULT_DATABASE, GoogleMockState, type CallRecord, type Fault, type FaultSpec, type StoredObject } from "./state";

export { GoogleMockState, DEFAULT_BUCKET, DEFAULT_DATABASE } from "./state";
export type { CallRecord, Fault, FaultSpec, GoogleService, StoredObject, IssuedToken, DbNode } from "./state";
export { TOKEN_ENDPOINTS } from "./google-oauth";
export { NULL_ETAG } from "./realtime-database";
export { crc32c, crc32cBase64 } from "./crc32c";

export interface GoogleMocksOptions {
  /** Delay added to every Google call (benchmarks); changeable later through `state.latencyMs`. */
  latencyMs?: number;
  /** Cloud Storage JSON API origins; default https://storage.googleapis.com. */
  storageHosts?: string[];
  /** Firebase Storage download origins; default https://firebasestorage.googleapis.com. */
  downloadHosts?: string[];
  /** Extra Realtime Database origins besides *.firebaseio.com and *.firebasedatabase.app. */
  rtdbHosts?: string[];
  /** STORAGE_EMULATOR_HOST-style origins (http://host:port): JSON API, uploads and /v0 downloads, no auth. */
  storageEmulatorHosts?: string[];
  /** FIREBASE_DATABASE_EMULATOR_HOST-style origins (http://host:port), namespace from ?ns=. */
  rtdbEmulatorHosts?: string[];
  /** Buckets that exist; default ["fsw-test.appspot.com"]. */
  buckets?: string[];
  /** Database namespaces that exist on the production hosts; default ["fsw-test-default-rtdb"]. */
  databases?: string[];
  /** Server-side cap on list page size (GCS may return fewer than maxResults); default 1000. */
  listPageSize?: number;
  /** expires_in of issued access tokens; default 3599. */
  tokenLifetimeSec?: number;
  /** Model the metadata server of a Google host (its service account for keyless credentials); default: not on one. */
  computeMetadata?: ComputeMetadataOptions;
}

export interface SeedOptions {
  contentType: string;
  /** Stored as metadata.firebaseStorageDownloadTokens, like the web SDK and console do. */
  downloadToken?: string;
  metadata?: Record<string, string>;
  cacheControl?: string;
}

export type CallFilter = Partial<Pick<CallRecord, "service" | "method" | "status">> & { urlIncludes?: string };

export interface GoogleMocks {
  state: GoogleMockState;
  handlers: RequestHandler[];
  /** Live call log (cleared in place by reset()). */
  readonly calls: CallRecord[];
  addFault(spec: FaultSpec): Fault;
  countCalls(filter?: CallFilter | ((call: CallRecord) => boolean)): number;
  /** Empties storage, databases, calls and faults; issued tokens survive unless `tokens: true`. */
  reset(options?: { tokens?: boolean }): void;
  seedObject(bucket: string, name: string, bytes: Uint8Array | string, options: SeedOptions): StoredObject;
  /** A copy of the stored object (bytes included), or undefined. */
  readObject(bucket: string, name: string): StoredObject | undefined;
  /** Object names in the bucket, sorted; optionally only those under `prefix`. */
  listObjects(bucket: string, prefix?: string): string[];
  /** The value a REST GET of `path` would return (arrays per RTDB's rule), without a call. */
  readDatabase(path: string, namespace?: string): unknown;
  writeDatabase(path: string, value: unknown, namespace?: string): void;
  /** Makes token signatures from this account checked (RS256 against its private key's public half). */
  registerServiceAccount(account: { client_email: string; private_key: string }): void;
}

export function createGoogleMocks(options: GoogleMocksOptions = {}): GoogleMocks {
  const state = new GoogleMockState({
    latencyMs: options.latencyMs,
    buckets: options.buckets,
    databases: options.databases,
    listPageSize: options.listPageSize,
    tokenLifetimeSec: options.tokenLifetimeSec,
  });
  const defaultNamespace = options.databases?.[0] ?? DEFAULT_DATABASE;
  const handlers: RequestHandler[] = [
    ...googleOAuthHandlers(state),
    ...cloudStorageHandlers(state, {
      hosts: options.storageHosts ?? [STORAGE_HOST],
      emulatorHosts: options.storageEmulatorHosts,
    }),
    ...firebaseDownloadHandlers(state, {
      hosts: options.downloadHosts ?? [DOWNLOAD_HOST],
      emulatorHosts: options.storageEmulatorHosts,
    }),
    ...realtimeDatabaseHandlers(state, { hosts: options.rtdbHosts, emulatorHosts: options.rtdbEmulatorHosts }),
    ...(options.computeMetadata ? computeMetadataHandlers(state, options.computeMetadata) : []),
  ];

  const matches = (call: CallRecord, filter: CallFilter) =>
    (filter.service === undefined || call.service === filter.service) &&
    (filter.method === undefined || call.method === filter.method.toUpperCase()) &&
    (filter.status === undefined || call.status === filter.status) &&
    (filter.urlIncludes === undefined || call.url.includes(filter.urlIncludes));

  return {
    state,
    handlers,
    get calls() {
      return state.calls;
    },
    addFault: (spec) => state.addFault(spec),
    countCalls: (filter = {}) =>
      state.calls.filter((c) => (typeof filter === "function" ? filter(c) : matches(c, filter))).length,
    reset: (opts) => state.reset(opts),
    seedObject(bucket, name, bytes, seed) {
      const metadata = { ...(seed.metadata ?? {}) };
      if (seed.downloadToken) metadata.firebaseStorageDownloadTokens = seed.downloadToken;
      return commitObject(
        state,
        bucket,
        name,
        Buffer.from(bytes),
        { contentType: seed.contentType, metadata, cacheControl: seed.cacheControl },
        { createBucket: true },
      );
    },
    readObject(bucket, name) {
      const o = state.bucket(bucket)?.get(name);
      return o && { ...o, bytes: Buffer.from(o.bytes), metadata: { ...o.metadata } };
    },
    listObjects(bucket, prefix = "") {
      return [...(state.bucket(bucket)?.keys() ?? [])]
        .filter((n) => n.startsWith(prefix))
        .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    },
    readDatabase: (path, namespace = defaultNamespace) => readTree(state, namespace, path),
    writeDatabase: (path, value, namespace = defaultNamespace) => writeTree(state, namespace, path, value),
    registerServiceAccount(account) {
      state.oauth.publicKeys.set(account.client_email, createPublicKey(account.private_key));
    },
  };
}
