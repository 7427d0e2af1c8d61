import { createHash, randomInt } from "node:crypto";
import { http } from "msw";
import { bearerToken, checkToken, normalizeOrigin, rtdbError, SCOPES, serve } from "./common";
import type { DbNode, GoogleMockState } from "./state";

export interface RealtimeDatabaseOptions {
  /**
   * Extra production-style origins (namespace = first host label). https://{ns}.firebaseio.com and
   * https://{ns}.{region}.firebasedatabase.app are always answered.
   */
  hosts?: string[];
  /** Emulator origins (http://host:port): namespace from ?ns=, "Bearer owner" is the administrator. */
  emulatorHosts?: string[];
}

/** The ETag the REST API gives a location that holds no data. */
export const NULL_ETAG = "null_etag";
const EMULATOR_ADMIN_TOKEN = "owner";
const MAX_STRING_BYTES = 10_485_760;
const MAX_DEPTH = 32;
const MAX_KEY_BYTES = 768;
// Anything else (format=export, equalTo, orderBy a child or "$value"…) is not modelled and stays unhandled, so it fails loudly.
const KNOWN_QUERY = new Set(["access_token", "auth", "print", "shallow", "ns", "timeout", "writeSizeLimit"]);
const RANGE_QUERY = ["startAt", "endAt", "limitToFirst", "limitToLast"] as const;
const TOKEN_SCOPES = [
  [SCOPES.userinfoEmail, SCOPES.firebaseDatabase],
  [SCOPES.userinfoEmail, SCOPES.cloudPlatform],
];

class RtdbInputError extends Error {}

type Target =
  | { namespace: string | null; emulator: boolean; segments: string[] }
  | { invalidPath: true; emulator: boolean; namespace: string | null };

function isProductionHost(hostname: string): boolean {
  return /^[a-z0-9-]+\.firebaseio\.com$/i.test(hostname) || /^[a-z0-9-]+\.[a-z0-9-]+\.firebasedatabase\.app$/i.test(hostname);
}

export function isValidKey(key: string): boolean {
  // eslint-disable-next-line no-control-regex
  return key.length > 0 && Buffer.byteLength(key) <= MAX_KEY_BYTES && !/[.$#[\]/\u0000-\u001f\u007f]/.test(key);
}

function targetOf(request: Request, extra: Set<string>, emulators: Set<string>): Target | null {
  const url = new URL(request.url);
  const emulator = emulators.has(url.origin);
  if (!emulator && !extra.has(url.origin) && !(url.protocol === "https:" && isProductionHost(url.hostname))) return null;
  if (!url.pathname.endsWith(".json")) return null;
  const ordered = url.searchParams.get("orderBy") === JSON.stringify("$key");
  for (const key of url.searchParams.keys()) {
    if (KNOWN_QUERY.has(key)) continue;
    // Key order is the one ordering modelled; its range parameters only come with it.
    if (ordered && (key === "orderBy" || (RANGE_QUERY as readonly string[]).includes(key))) continue;
    return null;
  }
  const namespace = emulator ? url.searchParams.get("ns") : url.hostname.split(".")[0]!.toLowerCase();
  const raw = url.pathname
    .slice(1, -".json".length)
    .split("/")
    .filter((s) => s !== "");
  const segments: string[] = [];
  for (const s of raw) {
    let key: string;
    try {
      key = decodeURIComponent(s);
    } catch {
      return { invalidPath: true, emulator, namespace };
    }
    if (!isValidKey(key)) return { invalidPath: true, emulator, namespace };
    segments.push(key);
  }
  if (segments.length > MAX_DEPTH) return { invalidPath: true, emulator, namespace };
  return { namespace, emulator, segments };
}

function isObject(node: DbNode | undefined): node is { [key: string]: DbNode } {
  return typeof node === "object" && node !== null;
}

export function getAt(root: DbNode, segments: string[]): DbNode {
  let node: DbNode = root;
  for (const key of segments) {
    if (!isObject(node)) return null;
    node = node[key] ?? null;
  }
  return node;
}

/** Writes `value` at `segments`, copying the path (snapshots stay untouched) and pruning emptied parents. */
export function setAt(root: DbNode, segments: string[], value: DbNode): DbNode {
  if (segments.length === 0) return value;
  // Removing below a leaf removes nothing: the leaf has no children.
  if (value === null && !isObject(root)) return root;
  const [head, ...rest] = segments as [string, ...string[]];
  const copy: { [key: string]: DbNode } = isObject(root) ? { ...root } : {};
  const child = setAt(copy[head] ?? null, rest, value);
  if (child === null) delete copy[head];
  else copy[head] = child;
  return Object.keys(copy).length > 0 ? copy : null;
}

/** Turns client JSON into a stored node: arrays become index-keyed objects, nulls and empty objects vanish. */
export function toNode(value: unknown, depth = 0): DbNode {
  if (depth > MAX_DEPTH) throw new RtdbInputError("Invalid data; the path is too deep.");
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RtdbInputError("Invalid data; couldn't parse JSON object, array, or value.");
    return value;
  }
  if (typeof value === "string") {
    if (Buffer.byteLength(value) > MAX_STRING_BYTES)
      throw new RtdbInputError("Invalid data; a string is larger than 10485760 bytes.");
    return value;
  }
  if (Array.isArray(value)) {
    const out: { [key: string]: DbNode } = {};
    value.forEach((item, i) => {
      const node = toNode(item, depth + 1);
      if (node !== null) out[String(i)] = node;
    });
    return Object.keys(out).length > 0 ? out : null;
  }
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (".sv" in record) {
      if (record[".sv"] === "timestamp") return Date.now();
      throw new RtdbInputError("Invalid data; unsupported server value.");
    }
    if (".value" in record) return toNode(record[".value"], depth);
    const out: { [key: string]: DbNode } = {};
    for (const [key, item] of Object.entries(record)) {
      if (key === ".priority") continue;
      if (!isValidKey(key)) {
        throw new RtdbInputError(
          `Invalid data; couldn't parse key beginning at "${key}". Keys can't be empty or contain $ # [ ] / or .`,
        );
      }
      const node = toNode(item, depth + 1);
      if (node !== null) out[key] = node;
    }
    return Object.keys(out).length > 0 ? out : null;
  }
  throw new RtdbInputError("Invalid data; couldn't parse JSON object, array, or value.");
}

/** What the server sends back: objects whose keys are mostly 0..n come back as arrays (RTDB's array rule). */
export function exportNode(node: DbNode): unknown {
  if (!isObject(node)) return node;
  const keys = Object.keys(node);
  const out: Record<string, unknown> = {};
  for (const key of keys) out[key] = exportNode(node[key]!);
  if (keys.every((k) => /^(0|[1-9]\d{0,8})$/.test(k))) {
    const max = Math.max(...keys.map(Number));
    if (keys.length * 2 > max + 1) {
      return Array.from({ length: max + 1 }, (_, i) => (String(i) in out ? out[String(i)] : null));
    }
  }
  return out;
}

function canonical(node: DbNode): string {
  if (!isObject(node)) return JSON.stringify(node);
  return `{${Object.keys(node)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(node[k]!)}`)
    .join(",")}}`;
}

export function etagOf(node: DbNode): string {
  return node === null ? NULL_ETAG : createHash("sha1").update(canonical(node)).digest("base64");
}

const PUSH_CHARS = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz";
let lastPushTime = 0;
let lastRandom: number[] = [];

/** Chronologically ordered push ids, as POST creates them. */
function pushId(): string {
  let now = Date.now();
  if (now === lastPushTime) {
    let i = 11;
    while (i >= 0 && lastRandom[i] === 63) lastRandom[i--] = 0;
    if (i < 0) now++;
    else lastRandom[i]!++;
  } else {
    lastRandom = Array.from({ length: 12 }, () => randomInt(64));
  }
  lastPushTime = now;
  let time = "";
  for (let i = 0, t = now; i < 8; i++, t = Math.floor(t / 64)) time = PUSH_CHARS[t % 64]! + time;
  return time + lastRandom.map((n) => PUSH_CHARS[n]).join("");
}

function respond(value: unknown, status: number, headers: Record<string, string>, print: string | null): Response {
  if (print === "silent") return new Response(null, { status: 204, headers });
  const text = print === "pretty" ? JSON.stringify(value, null, 2) : JSON.stringify(value);
  return new Response(text, {
    status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-cache",
      "Access-Control-Allow-Origin": "*",
      ...headers,
    },
  });
}

function parseBody(text: string): unknown {
  if (text.trim() === "") throw new RtdbInputError("No data supplied.");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RtdbInputError("Invalid data; couldn't parse JSON object, array, or value.");
  }
}

function authorize(state: GoogleMockState, request: Request, url: URL, emulator: boolean): Response | null {
  if (url.searchParams.has("auth")) {
    // ID tokens and legacy secrets are not modelled: only OAuth access tokens from the mock endpoints are valid.
    return rtdbError(401, "Could not parse auth token.");
  }
  const token = url.searchParams.get("access_token") ?? bearerToken(request);
  if (emulator && token === EMULATOR_ADMIN_TOKEN) return null;
  const check = checkToken(state, token ?? undefined, TOKEN_SCOPES);
  if (check === "ok") return null;
  if (check === "missing") return rtdbError(401, "Permission denied");
  return rtdbError(401, "Unauthorized request.");
}

/** Integer-looking keys first (as numbers), then the rest as strings: the database's key order. */
function compareDbKeys(a: string, b: string): number {
  const int = (k: string) => /^-?[1-9]\d{0,8}$|^0$/.test(k);
  if (int(a) && int(b)) return Number(a) - Number(b);
  if (int(a) !== int(b)) return int(a) ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** GET with orderBy="$key": the children in key order, narrowed by startAt/endAt, then limited. */
function keyQuery(node: DbNode, params: URLSearchParams): DbNode {
  const parse = (name: string): unknown => {
    const raw = params.get(name);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      throw new RtdbInputError(`Invalid data; couldn't parse JSON object, array, or value for ${name}.`);
    }
  };
  const startAt = parse("startAt");
  const endAt = parse("endAt");
  for (const [name, value] of [
    ["startAt", startAt],
    ["endAt", endAt],
  ] as const) {
    if (value !== undefined && typeof value !== "string")
      throw new RtdbInputError(`${name} must be a string when ordering by key.`);
  }
  const first = parse("limitToFirst");
  const last = parse("limitToLast");
  if (first !== undefined && last !== undefined)
    throw new RtdbInputError("Only one of limitToFirst and limitToLast may be given.");
  const limit = first ?? last;
  if (limit !== undefined && (typeof limit !== "number" || !Number.isInteger(limit) || limit < 1)) {
    throw new RtdbInputError("limitToFirst and limitToLast must be positive integers.");
  }
  if (!isObject(node)) return null;
  let keys = Object.keys(node)
    .filter(
      (k) =>
        (startAt === undefined || compareDbKeys(k, startAt as string) >= 0) &&
        (endAt === undefined || compareDbKeys(k, endAt as string) <= 0),
    )
    .sort(compareDbKeys);
  if (first !== undefined) keys = keys.slice(0, first as number);
  if (last !== undefined) keys = keys.slice(-(last as number));
  const out: { [key: string]: DbNode } = {};
  for (const k of keys) out[k] = node[k]!;
  return keys.length > 0 ? out : null;
}

async function handle(state: GoogleMockState, request: Request, target: Target, url: URL): Promise<Response> {
  if (!target.emulator && !state.rtdb.has(target.namespace ?? "")) {
    return rtdbError(404, "Firebase error. Please ensure that you have the URL of your Firebase identified correctly");
  }
  const namespace = target.namespace ?? state.rtdb.keys().next().value ?? "";
  if (target.emulator && !state.rtdb.has(namespace)) state.rtdb.set(namespace, null);
  if ("invalidPath" in target) return rtdbError(400, "Invalid path: Invalid token in path");
  const denied = authorize(state, request, url, target.emulator);
  if (denied) return denied;

  const print = url.searchParams.get("print");
  const wantEtag = request.headers.get("x-firebase-etag") === "true";
  // The body is read before the tree: a write checks and changes the tree in one step, as the real
  // database does, so two concurrent create-only writes cannot both succeed.
  const text = request.method === "GET" || request.method === "HEAD" ? "" : await request.text();
  const root = state.rtdb.get(namespace) ?? null;
  const current = getAt(root, target.segments);
  const method = request.method;

  try {
    if (method === "GET" || method === "HEAD") {
      if (url.searchParams.has("orderBy")) {
        if (url.searchParams.has("shallow"))
          throw new RtdbInputError("shallow cannot be used with any of the other query parameters.");
        return respond(exportNode(keyQuery(current, url.searchParams)), 200, {}, print);
      }
      const headers: Record<string, string> = wantEtag ? { ETag: etagOf(current) } : {};
      const shallow = url.searchParams.get("shallow") === "true";
      const value =
        shallow && isObject(current)
          ? Object.fromEntries(Object.entries(current).map(([k, v]) => [k, isObject(v) ? true : exportNode(v)]))
          : exportNode(current);
      if (method === "HEAD") return new Response(null, { status: 200, headers });
      return respond(value, 200, headers, print);
    }

    // Conditional requests apply to PUT and DELETE: the ETag of the target must still be the one the client saw.
    const ifMatch = request.headers.get("if-match");
    if (ifMatch !== null && (method === "PUT" || method === "DELETE")) {
      const expected = ifMatch.trim().replace(/^"(.*)"$/, "$1");
      const actual = etagOf(current);
      if (expected !== actual) {
        return new Response(JSON.stringify(exportNode(current)), {
          status: 412,
          headers: { "Content-Type": "application/json; charset=utf-8", ETag: actual },
        });
      }
    }

    let next = root;
    let result: unknown;
    if (method === "PUT") {
      const node = toNode(parseBody(text));
      next = setAt(root, target.segments, node);
      result = exportNode(node);
    } else if (method === "DELETE") {
      next = setAt(root, target.segments, null);
      result = null;
    } else if (method === "PATCH") {
      const body = parseBody(text);
      if (typeof body !== "object" || body === null || Array.isArray(body))
        throw new RtdbInputError("Invalid data; PATCH needs a JSON object.");
      const entries = Object.entries(body as Record<string, unknown>).map(([path, value]) => {
        const rel = path.split("/").filter((s) => s !== "");
        if (rel.length === 0 || !rel.every(isValidKey))
          throw new RtdbInputError(`Invalid data; couldn't parse key beginning at "${path}".`);
        return [rel, value] as const;
      });
      for (const [a] of entries) {
        for (const [b] of entries) {
          if (a !== b && a.length <= b.length && a.every((k, i) => b[i] === k)) {
            throw new RtdbInputError(`Invalid data; path ${a.join("/")} is an ancestor of ${b.join("/")}.`);
          }
        }
      }
      for (const [rel, value] of entries) next = setAt(next, [...target.segments, ...rel], toNode(value));
      result = body;
    } else if (method === "POST") {
      const node = toNode(parseBody(text));
      const key = pushId();
      next = setAt(root, [...target.segments, key], node);
      result = { name: key };
    } else {
      return rtdbError(405, "Method not allowed.");
    }
    state.rtdb.set(namespace, next);
    const headers: Record<string, string> = wantEtag || ifMatch !== null ? { ETag: etagOf(getAt(next, target.segments)) } : {};
    return respond(result, 200, headers, print);
  } catch (error) {
    if (error instanceof RtdbInputError) return rtdbError(400, error.message);
    throw error;
  }
}

export function realtimeDatabaseHandlers(state: GoogleMockState, options: RealtimeDatabaseOptions = {}) {
  const extra = new Set((options.hosts ?? []).map(normalizeOrigin));
  const emulators = new Set((options.emulatorHosts ?? []).map(normalizeOrigin));
  return [
    http.all(
      ({ request }) => targetOf(request, extra, emulators) !== null,
      ({ request }) => {
        const target = targetOf(request, extra, emulators)!;
        return serve(state, "rtdb", request, ({ url }) => handle(state, request, target, url));
      },
    ),
  ];
}

/** Reads the stored tree the way a REST GET would return it. */
export function readTree(state: GoogleMockState, namespace: string, path: string): unknown {
  const segments = path.split("/").filter((s) => s !== "");
  return exportNode(getAt(state.rtdb.get(namespace) ?? null, segments));
}

/** Seeds the tree directly (no HTTP, no call log). */
export function writeTree(state: GoogleMockState, namespace: string, path: string, value: unknown): void {
  const segments = path.split("/").filter((s) => s !== "");
  state.rtdb.set(namespace, setAt(state.rtdb.get(namespace) ?? null, segments, toNode(value)));
}
