import {
  checkKeyQuery,
  checkUpdate,
  checkWrite,
  compareKeys,
  DatabaseError,
  shallowValue,
  updateTarget,
  type ShallowValue,
  type KeyQuery,
  type RealtimeDatabase,
} from "../database.server";
import { databaseLocation } from "~/config/database-url";
import { validateDbPath } from "~/services/backend/db-rules";
import { OPERATION_RETRY, RetryLimitError, statusOf, withRetry, type RetryPolicy } from "./retry.server";

export interface RestDatabaseOptions {
  /** https://<name>.firebaseio.com, https://<name>.<region>.firebasedatabase.app, or http://host:port?ns=<name> */
  databaseUrl: string;
  /** The emulator takes the namespace as ?ns=. */
  emulatorHost?: string | null;
  getAccessToken: () => Promise<string>;
  retry?: RetryPolicy;
  fetch?: typeof fetch;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** REST, testable offline unlike firebase-admin's websocket client (decision 001); creates are PUTs on "null_etag". */
export class FirebaseRestDatabase implements RealtimeDatabase {
  readonly kind = "firebase";
  private readonly base: string;
  private readonly namespace: string | null;
  private readonly fetch: typeof fetch;
  private readonly retry: RetryPolicy;

  constructor(private readonly options: RestDatabaseOptions) {
    const location = databaseLocation(options.databaseUrl);
    if ("error" in location) throw new Error(`The database URL ${options.databaseUrl} ${location.error}.`);
    // An emulator serves many namespaces and needs ?ns=; a production host is the namespace itself.
    this.namespace = options.emulatorHost || location.explicit ? location.namespace : null;
    this.base = options.emulatorHost ? `http://${options.emulatorHost}` : location.origin;
    this.fetch = options.fetch ?? fetch;
    this.retry = options.retry ?? OPERATION_RETRY;
  }

  private url(segments: string[], query: Record<string, string> = {}): string {
    const params = new URLSearchParams(query);
    if (this.namespace) params.set("ns", this.namespace);
    const qs = params.toString();
    return `${this.base}/${segments.map(encodeURIComponent).join("/")}.json${qs ? `?${qs}` : ""}`;
  }

  private async request(
    method: string,
    url: string,
    init: { headers?: Record<string, string>; body?: string; attempts?: { count: number } } = {},
  ) {
    try {
      return await withRetry(async (signal) => {
        if (init.attempts) init.attempts.count += 1;
        const token = await this.options.getAccessToken();
        const res = await this.fetch(url, {
          method,
          signal,
          body: init.body,
          headers: { Authorization: `Bearer ${token}`, ...init.headers },
        });
        // 412: the create-only condition failed; 404: no data there.
        if (res.ok || res.status === 412 || res.status === 404) return res;
        const text = await res.text().catch(() => "");
        throw new HttpError(res.status, errorText(text) || `HTTP ${res.status}`);
      }, this.retry);
    } catch (error) {
      throw toDatabaseError(error);
    }
  }

  async create(path: string, value: unknown): Promise<void> {
    const segments = checkWrite(path, value);
    const attempts = { count: 0 };
    const res = await this.request("PUT", this.url(segments, { print: "silent" }), {
      headers: { "Content-Type": "application/json", "if-match": "null_etag" },
      body: JSON.stringify(value),
      attempts,
    });
    if (res.status === 412) {
      await res.text().catch(() => "");
      // A retry after a lost answer meets our own first write: the node holds exactly our value.
      if (attempts.count > 1 && sameJson(await this.get(path), value)) return;
      throw new DatabaseError("already-exists", `Something is already stored at "${path}".`);
    }
    if (res.status === 404) {
      await res.text().catch(() => "");
      throw new DatabaseError("nodata", `The database at ${this.base} does not exist.`);
    }
    await res.text().catch(() => "");
  }

  async get(path: string): Promise<unknown> {
    const segments = validateDbPath(path);
    const res = await this.request("GET", this.url(segments));
    if (res.status === 404) {
      await res.text().catch(() => "");
      return null;
    }
    return (await res.json()) as unknown;
  }

  async set(path: string, value: unknown): Promise<void> {
    if (value === null) return this.remove(path);
    const segments = checkWrite(path, value);
    await this.write("PUT", segments, value, path);
  }

  async update(path: string, values: Record<string, unknown>): Promise<void> {
    const segments = updateTarget(path);
    checkUpdate(path, values);
    if (Object.keys(values).length === 0) return;
    await this.write("PATCH", segments, values, path);
  }

  async remove(path: string): Promise<void> {
    const segments = validateDbPath(path);
    const res = await this.request("DELETE", this.url(segments, { print: "silent" }));
    await res.text().catch(() => "");
  }

  async shallow(path: string): Promise<Array<[string, ShallowValue]>> {
    const segments = validateDbPath(path);
    const res = await this.request("GET", this.url(segments, { shallow: "true" }));
    if (res.status === 404) {
      await res.text().catch(() => "");
      return [];
    }
    const value = (await res.json()) as unknown;
    if (typeof value !== "object" || value === null) return [];
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null)
      .map(([k, v]): [string, ShallowValue] => [k, shallowValue(v)])
      .sort(([a], [b]) => compareKeys(a, b));
  }

  async queryByKey(path: string, query: KeyQuery): Promise<Array<[string, unknown]>> {
    checkKeyQuery(query);
    const segments = validateDbPath(path);
    const params: Record<string, string> = { orderBy: JSON.stringify("$key") };
    if (query.startAt !== undefined) params.startAt = JSON.stringify(query.startAt);
    if (query.endAt !== undefined) params.endAt = JSON.stringify(query.endAt);
    params[query.from === "first" ? "limitToFirst" : "limitToLast"] = String(query.limit);
    const res = await this.request("GET", this.url(segments, params));
    if (res.status === 404) {
      await res.text().catch(() => "");
      return [];
    }
    // The REST API answers a query with an object, whose key order is not guaranteed.
    const value = (await res.json()) as Record<string, unknown> | null;
    return Object.entries(value ?? {})
      .filter(([, v]) => v !== null)
      .sort(([a], [b]) => compareKeys(a, b));
  }

  private async write(method: "PUT" | "PATCH", segments: string[], value: unknown, path: string): Promise<void> {
    const res = await this.request(method, this.url(segments, { print: "silent" }), {
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(value),
    });
    await res.text().catch(() => "");
    if (res.status === 404) throw new DatabaseError("nodata", `The database for "${path}" does not exist.`);
  }
}

function errorText(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    return typeof parsed.error === "string" ? parsed.error : "";
  } catch {
    return body.slice(0, 200);
  }
}

/** REST 401 is permission_denied; exhausted retries are maxretry-like "unavailable". */
function toDatabaseError(error: unknown): DatabaseError {
  if (error instanceof DatabaseError) return error;
  if (error instanceof RetryLimitError) {
    return new DatabaseError("unavailable", "The database is not answering. Please try again later.", { cause: error });
  }
  const status = statusOf(error);
  if (status === 401 || status === 403) return new DatabaseError("permission_denied", undefined, { cause: error });
  if (status === 413) return new DatabaseError("too_big", "The data is too big to store.", { cause: error });
  return new DatabaseError("unavailable", error instanceof Error ? error.message : String(error), { cause: error });
}

/** Key order does not count. */
function sameJson(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
