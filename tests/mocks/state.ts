import type { KeyObject } from "node:crypto";

export type GoogleService = "oauth" | "storage" | "download" | "rtdb";

/** One request that reached a mocked Google service. `status` 0 means the connection was reset. */
export interface CallRecord {
  service: GoogleService;
  method: string;
  url: string;
  status: number;
  /** True when a fault from the queue shaped this call. */
  faulted: boolean;
  startedAt: number;
  durationMs: number;
}

export interface FaultSpec {
  service: GoogleService;
  /** HTTP method to match (any when omitted). */
  method?: string;
  match?: (url: URL, request: Request) => boolean;
  /** How many matching calls this fault affects; default 1, `Infinity` for all. */
  times?: number;
  /** Answer with this status instead of the real result (the default body is the service's own error shape). */
  status?: number;
  /** Response body for `status`: a string is sent as text, anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait this long first; without `status`/`network` the call then proceeds normally. */
  delayMs?: number;
  /** Resumable upload PUTs only: store this many bytes of the request, then answer `status` (default 503). */
  failUploadAfterBytes?: number;
  /** Drop the connection (the client sees an ECONNRESET error, no response). */
  network?: "reset";
  /** With `network` or `status`: the call is carried out first, then its answer is lost that way. */
  afterEffect?: boolean;
  /**
   * Uploads and media reads only. "data": the stored (or served) bytes get one byte flipped, so every
   * hash the client computes disagrees. "crc32c": the bytes are fine but the response reports a wrong crc32c.
   */
  corrupt?: "data" | "crc32c";
}

export interface Fault extends FaultSpec {
  readonly id: number;
  remaining: number;
  hits: number;
}

export interface StoredObject {
  bucket: string;
  name: string;
  bytes: Buffer;
  contentType: string;
  generation: string;
  metageneration: number;
  timeCreated: string;
  updated: string;
  md5Hash: string;
  crc32c: string;
  /** Custom metadata (`metadata` in the JSON API), e.g. firebaseStorageDownloadTokens. */
  metadata: Record<string, string>;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
}

export interface UploadSession {
  id: string;
  bucket: string;
  name: string;
  origin: string;
  metadata: Record<string, unknown>;
  contentType?: string;
  /** X-Upload-Content-Length, when the client announced it. */
  declaredSize?: number;
  preconditions: Record<string, string>;
  chunks: Buffer[];
  received: number;
  finalized?: StoredObject;
  cancelled: boolean;
}

export interface IssuedToken {
  token: string;
  clientEmail: string;
  scopes: string[];
  /** The token endpoint that issued it. */
  endpoint: string;
  issuedAt: number;
  expiresAt: number;
}

/** A Realtime Database node as the server keeps it: no arrays, no nulls, no empty objects. */
export type DbNode = null | boolean | number | string | { [key: string]: DbNode };

export interface MockStateOptions {
  latencyMs?: number;
  /** Buckets that exist (others answer 404). `seedObject` creates buckets on demand. */
  buckets?: string[];
  /** Realtime Database namespaces that exist on the production hosts (emulators create them on demand). */
  databases?: string[];
  /** Most entries the list endpoint returns per page, whatever maxResults asks (GCS may return fewer). */
  listPageSize?: number;
  tokenLifetimeSec?: number;
}

export const DEFAULT_BUCKET = "fsw-test.appspot.com";
export const DEFAULT_DATABASE = "fsw-test-default-rtdb";

export class GoogleMockState {
  latencyMs: number;
  readonly calls: CallRecord[] = [];
  readonly faults: Fault[] = [];
  readonly oauth = {
    tokens: new Map<string, IssuedToken>(),
    /** Public keys by client_email: assertions from these accounts must carry a valid RS256 signature. */
    publicKeys: new Map<string, KeyObject>(),
  };
  readonly storage = {
    buckets: new Map<string, Map<string, StoredObject>>(),
    sessions: new Map<string, UploadSession>(),
  };
  /** Realtime Database roots by namespace. */
  readonly rtdb = new Map<string, DbNode>();
  /** Mutable, so a test can make the server paginate without recreating the mocks. */
  listPageSize: number;
  readonly tokenLifetimeSec: number;
  private readonly initialBuckets: string[];
  private readonly initialDatabases: string[];
  private faultIds = 0;
  private lastGeneration = 0;
  private tokenSerial = 0;

  constructor(private readonly options: MockStateOptions = {}) {
    this.latencyMs = options.latencyMs ?? 0;
    this.listPageSize = Math.min(1000, Math.max(1, options.listPageSize ?? 1000));
    this.tokenLifetimeSec = options.tokenLifetimeSec ?? 3599;
    this.initialBuckets = options.buckets ?? [DEFAULT_BUCKET];
    this.initialDatabases = options.databases ?? [DEFAULT_DATABASE];
    this.reset();
  }

  /**
   * Clears objects, sessions, database contents, calls and faults, in place (references stay valid).
   * Issued tokens survive by default, because clients cache them across tests; `tokens: true` forgets them.
   */
  reset(options: { tokens?: boolean } = {}): void {
    this.latencyMs = this.options.latencyMs ?? 0;
    this.calls.length = 0;
    this.faults.length = 0;
    if (options.tokens) this.oauth.tokens.clear();
    this.storage.buckets.clear();
    this.storage.sessions.clear();
    for (const name of this.initialBuckets) this.storage.buckets.set(name, new Map());
    this.rtdb.clear();
    for (const name of this.initialDatabases) this.rtdb.set(name, null);
  }

  addFault(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: ++this.faultIds, remaining: spec.times ?? 1, hits: 0 };
    if (!(fault.remaining > 0)) throw new RangeError("A fault needs times >= 1");
    this.faults.push(fault);
    return fault;
  }

  /**
   * Consumes the first queued fault that matches this call. Upload-only faults (failUploadAfterBytes)
   * never match other calls, so they wait in the queue for the next resumable PUT.
   */
  takeFault(service: GoogleService, request: Request, url: URL, call: { resumablePut?: boolean } = {}): Fault | undefined {
    const index = this.faults.findIndex(
      (f) =>
        f.service === service &&
        (f.method === undefined || f.method.toUpperCase() === request.method) &&
        (f.failUploadAfterBytes === undefined || call.resumablePut === true) &&
        (f.match === undefined || f.match(url, request)),
    );
    if (index < 0) return undefined;
    const fault = this.faults[index]!;
    fault.hits++;
    fault.remaining--;
    if (fault.remaining <= 0) this.faults.splice(index, 1);
    return fault;
  }

  /** Strictly increasing, microseconds since the epoch, like real generations. */
  nextGeneration(): string {
    this.lastGeneration = Math.max(this.lastGeneration + 1, Date.now() * 1000);
    return String(this.lastGeneration);
  }

  issueToken(clientEmail: string, scopes: string[], endpoint: string): IssuedToken {
    const now = Date.now();
    const token = `ya29.mock-${(++this.tokenSerial).toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
    const issued: IssuedToken = {
      token,
      clientEmail,
      scopes,
      endpoint,
      issuedAt: now,
      expiresAt: now + this.tokenLifetimeSec * 1000,
    };
    this.oauth.tokens.set(token, issued);
    return issued;
  }

  /** Makes every issued token expired server-side (clients that cached one get 401s). */
  expireTokens(): void {
    for (const t of this.oauth.tokens.values()) t.expiresAt = Date.now() - 1;
  }

  bucket(name: string): Map<string, StoredObject> | undefined {
    return this.storage.buckets.get(name);
  }
}
