import { createHash, randomBytes } from "node:crypto";
import { http } from "msw";
import { crc32cBase64 } from "./crc32c";
import {
  bearerToken,
  checkToken,
  compareNames,
  faultResponse,
  flipFirstByte,
  googleError,
  jsonResponse,
  normalizeOrigin,
  SCOPES,
  serve,
  type CallContext,
} from "./common";
import type { GoogleMockState, StoredObject, UploadSession } from "./state";

export const STORAGE_HOST = "https://storage.googleapis.com";

export interface CloudStorageOptions {
  /** Production-style origins: JSON API under /storage/v1, uploads under /upload/storage/v1, OAuth required. */
  hosts?: string[];
  /**
   * Emulator origins (what STORAGE_EMULATOR_HOST points at, e.g. http://127.0.0.1:9199). @google-cloud/storage
   * then uses the bare host as its base URL (/b/...) and sends no Authorization header, so none is required.
   */
  emulatorHosts?: string[];
}

interface HostInfo {
  origin: string;
  emulator: boolean;
}

type Route =
  | { kind: "bucket"; bucket: string }
  | { kind: "list"; bucket: string }
  | { kind: "object"; bucket: string; name: string }
  | { kind: "badObjectPath"; bucket: string }
  | { kind: "compose"; bucket: string; name: string }
  | { kind: "upload"; bucket: string }
  | { kind: "session"; bucket: string; uploadId: string };

const READ_SCOPES = [
  [SCOPES.cloudPlatform],
  [SCOPES.cloudPlatformReadOnly],
  [SCOPES.storageFull],
  [SCOPES.storageReadWrite],
  [SCOPES.storageReadOnly],
];
const WRITE_SCOPES = [[SCOPES.cloudPlatform], [SCOPES.storageFull], [SCOPES.storageReadWrite]];

const PRECONDITIONS = ["ifGenerationMatch", "ifGenerationNotMatch", "ifMetagenerationMatch", "ifMetagenerationNotMatch"] as const;

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function routeOf(request: Request, hosts: Map<string, HostInfo>): { route: Route; host: HostInfo } | null {
  const url = new URL(request.url);
  const host = hosts.get(url.origin);
  if (!host) return null;
  const method = request.method;
  const path = url.pathname;
  const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(path);
  if (upload) {
    const bucket = decodeSegment(upload[1]!);
    if (bucket === null) return null;
    const uploadId = url.searchParams.get("upload_id");
    if (uploadId && (method === "PUT" || method === "POST" || method === "DELETE")) {
      return { route: { kind: "session", bucket, uploadId }, host };
    }
    if (!uploadId && method === "POST") return { route: { kind: "upload", bucket }, host };
    return null;
  }
  let apiPath: string | null = null;
  if (path.startsWith("/storage/v1/b/")) apiPath = path.slice("/storage/v1".length);
  else if (host.emulator && path.startsWith("/b/")) apiPath = path;
  if (apiPath === null) return null;
  const match = /^\/b\/([^/]+)(\/o(?:\/(.+))?)?$/.exec(apiPath);
  if (!match) return null;
  const bucket = decodeSegment(match[1]!);
  if (bucket === null) return null;
  if (match[2] === undefined) return method === "GET" ? { route: { kind: "bucket", bucket }, host } : null;
  if (match[3] === undefined) return method === "GET" ? { route: { kind: "list", bucket }, host } : null;
  // objects.compose: POST /b/{bucket}/o/{destinationObject}/compose.
  const compose = /^([^/]+)\/compose$/.exec(match[3]);
  if (compose && method === "POST") {
    const name = decodeSegment(compose[1]!);
    return name ? { route: { kind: "compose", bucket, name }, host } : { route: { kind: "badObjectPath", bucket }, host };
  }
  if (!["GET", "PATCH", "DELETE"].includes(method)) return null;
  // The JSON API wants the object name as one %2F-escaped segment; a raw "/" is a different (missing) resource.
  const name = match[3].includes("/") ? null : decodeSegment(match[3]);
  if (name === null || name === "") return { route: { kind: "badObjectPath", bucket }, host };
  return { route: { kind: "object", bucket, name }, host };
}

function etagOf(o: StoredObject): string {
  return createHash("md5").update(`${o.bucket}/${o.name}#${o.generation}.${o.metageneration}`).digest("base64").slice(0, 12);
}

/** The JSON API object resource (https://cloud.google.com/storage/docs/json_api/v1/objects#resource). */
export function objectResource(o: StoredObject, origin = STORAGE_HOST): Record<string, unknown> {
  const encoded = encodeURIComponent(o.name);
  const apiBase = origin === STORAGE_HOST ? "https://www.googleapis.com" : origin;
  return {
    kind: "storage#object",
    id: `${o.bucket}/${o.name}/${o.generation}`,
    selfLink: `${apiBase}/storage/v1/b/${o.bucket}/o/${encoded}`,
    mediaLink: `${origin}/download/storage/v1/b/${o.bucket}/o/${encoded}?generation=${o.generation}&alt=media`,
    name: o.name,
    bucket: o.bucket,
    generation: o.generation,
    metageneration: String(o.metageneration),
    contentType: o.contentType,
    storageClass: "STANDARD",
    size: String(o.bytes.length),
    md5Hash: o.md5Hash,
    crc32c: o.crc32c,
    etag: etagOf(o),
    timeCreated: o.timeCreated,
    updated: o.updated,
    timeStorageClassUpdated: o.timeCreated,
    timeFinalized: o.timeCreated,
    ...(o.cacheControl !== undefined && { cacheControl: o.cacheControl }),
    ...(o.contentDisposition !== undefined && { contentDisposition: o.contentDisposition }),
    ...(o.contentEncoding !== undefined && { contentEncoding: o.contentEncoding }),
    ...(o.contentLanguage !== undefined && { contentLanguage: o.contentLanguage }),
    ...(Object.keys(o.metadata).length > 0 && { metadata: { ...o.metadata } }),
  };
}

function bucketResource(name: string): Record<string, unknown> {
  return {
    kind: "storage#bucket",
    id: name,
    selfLink: `https://www.googleapis.com/storage/v1/b/${name}`,
    projectNumber: "123456789012",
    name,
    timeCreated: "2024-01-01T00:00:00.000Z",
    updated: "2024-01-01T00:00:00.000Z",
    metageneration: "1",
    location: "US",
    locationType: "multi-region",
    storageClass: "STANDARD",
    etag: "CAE=",
  };
}

function stringMetadata(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof value !== "object" || value === null) return out;
  for (const [key, v] of Object.entries(value)) {
    if (v !== null && v !== undefined) out[key] = typeof v === "string" ? v : JSON.stringify(v);
  }
  return out;
}

function optionalString(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

export interface ObjectFields {
  contentType?: string;
  metadata?: Record<string, string>;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
}

/** Stores a new generation of an object (creating the bucket if `createBucket`). */
export function commitObject(
  state: GoogleMockState,
  bucket: string,
  name: string,
  bytes: Buffer,
  fields: ObjectFields,
  options: { createBucket?: boolean } = {},
): StoredObject {
  let objects = state.bucket(bucket);
  if (!objects) {
    if (!options.createBucket) throw new Error(`No bucket ${bucket}`);
    objects = new Map();
    state.storage.buckets.set(bucket, objects);
  }
  const now = new Date().toISOString();
  const stored: StoredObject = {
    bucket,
    name,
    bytes: Buffer.from(bytes),
    contentType: fields.contentType || "application/octet-stream",
    generation: state.nextGeneration(),
    metageneration: 1,
    timeCreated: now,
    updated: now,
    md5Hash: createHash("md5").update(bytes).digest("base64"),
    crc32c: crc32cBase64(bytes),
    metadata: { ...(fields.metadata ?? {}) },
    cacheControl: fields.cacheControl,
    contentDisposition: fields.contentDisposition,
    contentEncoding: fields.contentEncoding,
    contentLanguage: fields.contentLanguage,
  };
  objects.set(name, stored);
  return stored;
}

function fieldsFromResource(resource: Record<string, unknown>, contentType?: string): ObjectFields {
  return {
    contentType: optionalString(resource.contentType) ?? contentType,
    metadata: stringMetadata(resource.metadata),
    cacheControl: optionalString(resource.cacheControl),
    contentDisposition: optionalString(resource.contentDisposition),
    contentEncoding: optionalString(resource.contentEncoding),
    contentLanguage: optionalString(resource.contentLanguage),
  };
}

/** Evaluates the ifGeneration(Not)Match and ifMetageneration(Not)Match parameters; returns the failing status, if any. */
function preconditionFailure(existing: StoredObject | undefined, params: Record<string, string>, read: boolean): number | null {
  const { ifGenerationMatch, ifGenerationNotMatch, ifMetagenerationMatch, ifMetagenerationNotMatch } = params;
  if (ifGenerationMatch !== undefined) {
    const ok = ifGenerationMatch === "0" ? existing === undefined : existing?.generation === ifGenerationMatch;
    if (!ok) return 412;
  }
  if (ifMetagenerationMatch !== undefined && String(existing?.metageneration) !== ifMetagenerationMatch) return 412;
  if (ifGenerationNotMatch !== undefined && existing?.generation === ifGenerationNotMatch) return read ? 304 : 412;
  if (ifMetagenerationNotMatch !== undefined && existing && String(existing.metageneration) === ifMetagenerationNotMatch) {
    return read ? 304 : 412;
  }
  return null;
}

function preconditionParams(search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of PRECONDITIONS) {
    const value = search.get(key);
    if (value !== null) out[key] = value;
  }
  return out;
}

function preconditionResponse(status: number): Response {
  if (status === 304) return new Response(null, { status: 304 });
  return googleError(412, undefined, "conditionNotMet", { locationType: "header", location: "If-Match" });
}

function noSuchObject(bucket: string, name: string): Response {
  return googleError(404, `No such object: ${bucket}/${name}`, "notFound");
}

function noSuchBucket(): Response {
  return googleError(404, "The specified bucket does not exist.", "notFound");
}

function authFailure(state: GoogleMockState, request: Request, write: boolean, permission: string): Response | null {
  const check = checkToken(state, bearerToken(request), write ? WRITE_SCOPES : READ_SCOPES);
  switch (check) {
    case "ok":
      return null;
    case "missing":
      return googleError(
        401,
        `Anonymous caller does not have ${permission} access to the Google Cloud Storage object. Permission '${permission}' denied on resource (or it may not exist).`,
        "required",
        { locationType: "header", location: "Authorization" },
      );
    case "invalid":
    case "expired":
      return googleError(401, "Invalid Credentials", "authError", { locationType: "header", location: "Authorization" });
    case "insufficient-scope":
      return googleError(403, "Request had insufficient authentication scopes.", "insufficientPermissions");
  }
}

function permissionFor(route: Route, method: string): string {
  switch (route.kind) {
    case "bucket":
      return "storage.buckets.get";
    case "list":
      return "storage.objects.list";
    case "upload":
    case "session":
    case "compose":
      return "storage.objects.create";
    default:
      return method === "GET" ? "storage.objects.get" : method === "DELETE" ? "storage.objects.delete" : "storage.objects.update";
  }
}

/**
 * The one range a media download answers with 206 (RFC 9110, 14.1.2): a header that does not parse, another
 * unit or several ranges get the whole object; a range past its end gets 416. Written apart from the site's
 * own parser (app/http/byte-range.server.ts), so that each checks the other.
 */
function byteRange(header: string | null, size: number): { start: number; end: number } | "unsatisfiable" | null {
  const spec = /^bytes=\s*(\d*)-(\d*)\s*$/i.exec(header?.trim() ?? "");
  if (!spec || (!spec[1] && !spec[2])) return null;
  const [first, last] = [spec[1] ? Number(spec[1]) : null, spec[2] ? Number(spec[2]) : null];
  if (first !== null && last !== null && last < first) return null;
  if (first === null) return last! > 0 && size > 0 ? { start: Math.max(0, size - last!), end: size - 1 } : "unsatisfiable";
  if (first >= size) return "unsatisfiable";
  return { start: first, end: Math.min(last ?? size - 1, size - 1) };
}

/** Serves object bytes the way the JSON API does for alt=media (hash headers included, Range honoured). */
export function mediaResponse(
  o: StoredObject,
  request: Request,
  ctx: CallContext,
  extraHeaders: Record<string, string> = {},
): Response {
  let bytes = ctx.fault?.corrupt === "data" ? flipFirstByte(o.bytes) : o.bytes;
  const crc = ctx.fault?.corrupt === "crc32c" ? corruptedCrc(o.crc32c) : o.crc32c;
  const headers: Record<string, string> = {
    "Content-Type": o.contentType,
    "Cache-Control": o.cacheControl ?? "private, max-age=0",
    ETag: `"${etagOf(o)}"`,
    "Last-Modified": new Date(o.updated).toUTCString(),
    "Accept-Ranges": "bytes",
    "x-goog-hash": `crc32c=${crc},md5=${o.md5Hash}`,
    "x-goog-generation": o.generation,
    "x-goog-metageneration": String(o.metageneration),
    "x-goog-stored-content-encoding": o.contentEncoding ?? "identity",
    "x-goog-stored-content-length": String(o.bytes.length),
    ...extraHeaders,
  };
  if (o.contentDisposition) headers["Content-Disposition"] = o.contentDisposition;
  let status = 200;
  const range = byteRange(request.headers.get("range"), bytes.length);
  if (range === "unsatisfiable") {
    const refusal = googleError(416, "The requested range cannot be satisfied.", "requestedRangeNotSatisfiable");
    refusal.headers.set("Content-Range", `bytes */${bytes.length}`);
    return refusal;
  }
  if (range) {
    headers["Content-Range"] = `bytes ${range.start}-${range.end}/${bytes.length}`;
    bytes = bytes.subarray(range.start, range.end + 1);
    status = 206;
  }
  headers["Content-Length"] = String(bytes.length);
  return new Response(request.method === "HEAD" ? null : new Uint8Array(bytes), { status, headers });
}

function corruptedCrc(crc: string): string {
  const raw = Buffer.from(crc, "base64");
  raw[0] = raw[0]! ^ 0xff;
  return raw.toString("base64");
}

function resourceFor(o: StoredObject, origin: string, ctx: CallContext): Record<string, unknown> {
  const resource = objectResource(o, origin);
  if (ctx.fault?.corrupt === "crc32c") resource.crc32c = corruptedCrc(o.crc32c);
  return resource;
}

function parseMultipart(body: Buffer, contentType: string): { headers: Record<string, string>; content: Buffer }[] | null {
  const boundaryMatch = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = boundaryMatch?.[1] ?? boundaryMatch?.[2];
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  const separator = Buffer.from(`\r\n--${boundary}`);
  let pos = body.indexOf(delimiter);
  if (pos < 0) return null;
  const parts: { headers: Record<string, string>; content: Buffer }[] = [];
  for (;;) {
    pos += delimiter.length;
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) return parts;
    if (body[pos] === 0x0d && body[pos + 1] === 0x0a) pos += 2;
    const headerEnd = body.indexOf("\r\n\r\n", pos);
    if (headerEnd < 0) return null;
    const headers: Record<string, string> = {};
    for (const line of body.subarray(pos, headerEnd).toString("utf8").split("\r\n")) {
      const colon = line.indexOf(":");
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const contentStart = headerEnd + 4;
    const next = body.indexOf(separator, contentStart);
    if (next < 0) return null;
    parts.push({ headers, content: body.subarray(contentStart, next) });
    pos = next + 2;
  }
}

/** Checks client-supplied hashes (metadata crc32c/md5Hash or X-Goog-Hash) like GCS does: 400 on mismatch. */
function hashMismatch(bytes: Buffer, claims: { crc32c?: string; md5?: string }): Response | null {
  if (claims.crc32c !== undefined) {
    const actual = crc32cBase64(bytes);
    if (claims.crc32c !== actual) {
      return googleError(400, `Provided CRC32C "${claims.crc32c}" doesn't match calculated CRC32C "${actual}".`, "invalid");
    }
  }
  if (claims.md5 !== undefined) {
    const actual = createHash("md5").update(bytes).digest("base64");
    if (claims.md5 !== actual) {
      return googleError(400, `Provided MD5 hash "${claims.md5}" doesn't match calculated MD5 hash "${actual}".`, "invalid");
    }
  }
  return null;
}

function parseGoogHash(header: string | null): { crc32c?: string; md5?: string } {
  const out: { crc32c?: string; md5?: string } = {};
  for (const pair of (header ?? "").split(",")) {
    const eq = pair.indexOf("=");
    if (eq < 0) continue;
    const key = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (key === "crc32c") out.crc32c = value;
    if (key === "md5") out.md5 = value;
  }
  return out;
}

interface ListEntry {
  key: string;
  /** 0 for a prefix, 1 for an object: a prefix sorts before an object with the same name. */
  rank: 0 | 1;
  object?: StoredObject;
}

function encodePageToken(entry: ListEntry): string {
  return Buffer.from(JSON.stringify([entry.key, entry.rank])).toString("base64url");
}

function decodePageToken(token: string): [string, number] | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
    if (Array.isArray(value) && typeof value[0] === "string" && typeof value[1] === "number") return [value[0], value[1]];
  } catch {
    // fall through
  }
  return null;
}

function listObjectsPage(
  state: GoogleMockState,
  objects: Map<string, StoredObject>,
  search: URLSearchParams,
  origin: string,
): Response {
  const prefix = search.get("prefix") ?? "";
  const delimiter = search.get("delimiter") ?? "";
  const startOffset = search.get("startOffset");
  const endOffset = search.get("endOffset");
  const includeTrailingDelimiter = search.get("includeTrailingDelimiter") === "true";
  const maxResultsParam = search.get("maxResults");
  let pageSize = state.listPageSize;
  if (maxResultsParam !== null) {
    const requested = Number(maxResultsParam);
    if (!Number.isInteger(requested) || requested < 0) {
      return googleError(400, `Invalid unsigned integer value: '${maxResultsParam}'.`, "invalid");
    }
    if (requested > 0) pageSize = Math.min(pageSize, requested);
  }
  let after: [string, number] | null = null;
  const pageToken = search.get("pageToken");
  if (pageToken) {
    after = decodePageToken(pageToken);
    if (!after) return googleError(400, "Invalid page token.", "invalid");
  }

  const names = [...objects.keys()].filter((n) => n.startsWith(prefix)).sort(compareNames);
  const entries: ListEntry[] = [];
  const seenPrefixes = new Set<string>();
  for (const name of names) {
    if (startOffset !== null && compareNames(name, startOffset) < 0) continue;
    if (endOffset !== null && compareNames(name, endOffset) >= 0) continue;
    const rest = name.slice(prefix.length);
    const cut = delimiter ? rest.indexOf(delimiter) : -1;
    if (cut >= 0) {
      const folded = prefix + rest.slice(0, cut + delimiter.length);
      if (!seenPrefixes.has(folded)) {
        seenPrefixes.add(folded);
        entries.push({ key: folded, rank: 0 });
      }
      if (includeTrailingDelimiter && cut + delimiter.length === rest.length)
        entries.push({ key: name, rank: 1, object: objects.get(name)! });
      continue;
    }
    entries.push({ key: name, rank: 1, object: objects.get(name)! });
  }
  const from = after
    ? entries.findIndex((e) => {
        const c = compareNames(e.key, after[0]);
        return c > 0 || (c === 0 && e.rank > after[1]);
      })
    : 0;
  const page = from < 0 ? [] : entries.slice(from, from + pageSize);
  const more = from >= 0 && from + pageSize < entries.length;
  const items = page.filter((e) => e.object).map((e) => objectResource(e.object!, origin));
  const prefixes = page.filter((e) => e.rank === 0).map((e) => e.key);
  return jsonResponse({
    kind: "storage#objects",
    ...(more && { nextPageToken: encodePageToken(page[page.length - 1]!) }),
    ...(prefixes.length > 0 && { prefixes }),
    ...(items.length > 0 && { items }),
  });
}

function patchObject(o: StoredObject, patch: Record<string, unknown>): void {
  if ("metadata" in patch) {
    if (patch.metadata === null) o.metadata = {};
    else if (typeof patch.metadata === "object") {
      for (const [key, value] of Object.entries(patch.metadata as Record<string, unknown>)) {
        if (value === null) delete o.metadata[key];
        else o.metadata[key] = typeof value === "string" ? value : JSON.stringify(value);
      }
    }
  }
  for (const field of ["contentType", "cacheControl", "contentDisposition", "contentEncoding", "contentLanguage"] as const) {
    if (!(field in patch)) continue;
    const value = patch[field];
    if (field === "contentType") o.contentType = typeof value === "string" ? value : "application/octet-stream";
    else if (typeof value === "string") o[field] = value;
    else if (value === null) delete o[field];
  }
  o.metageneration++;
  o.updated = new Date().toISOString();
}

async function readJson(request: Request): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false }> {
  const text = await request.text();
  if (!text.trim()) return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "object" && value !== null && !Array.isArray(value))
      return { ok: true, value: value as Record<string, unknown> };
  } catch {
    // fall through
  }
  return { ok: false };
}

async function handleUpload(
  state: GoogleMockState,
  request: Request,
  bucket: string,
  host: HostInfo,
  ctx: CallContext,
): Promise<Response> {
  const objects = state.bucket(bucket);
  if (!objects) return noSuchBucket();
  const search = ctx.url.searchParams;
  const uploadType = search.get("uploadType");
  const preconditions = preconditionParams(search);

  if (uploadType === "resumable") {
    const body = await readJson(request);
    if (!body.ok) return googleError(400, "Parse Error", "parseError");
    const name = search.get("name") ?? optionalString(body.value.name);
    if (!name) return googleError(400, "Required", "required");
    const failure = preconditionFailure(objects.get(name), preconditions, false);
    if (failure) return preconditionResponse(failure);
    const declared = request.headers.get("x-upload-content-length");
    const id = randomBytes(24).toString("base64url");
    const session: UploadSession = {
      id,
      bucket,
      name,
      origin: host.origin,
      metadata: body.value,
      contentType: request.headers.get("x-upload-content-type") ?? optionalString(body.value.contentType),
      declaredSize: declared !== null && declared !== "" ? Number(declared) : undefined,
      preconditions,
      chunks: [],
      received: 0,
      cancelled: false,
    };
    state.storage.sessions.set(id, session);
    const location = `${host.origin}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o?uploadType=resumable&name=${encodeURIComponent(name)}&upload_id=${id}`;
    return new Response(null, {
      status: 200,
      headers: { Location: location, "X-GUploader-UploadID": id, "Content-Length": "0" },
    });
  }

  let name: string | null;
  let bytes: Buffer;
  let fields: ObjectFields;
  let claims: { crc32c?: string; md5?: string } = {};
  if (uploadType === "multipart") {
    const parts = parseMultipart(Buffer.from(await request.arrayBuffer()), request.headers.get("content-type") ?? "");
    if (!parts || parts.length !== 2) return googleError(400, "Invalid multipart request.", "invalid");
    let resource: Record<string, unknown>;
    try {
      resource = JSON.parse(parts[0]!.content.toString("utf8")) as Record<string, unknown>;
    } catch {
      return googleError(400, "Parse Error", "parseError");
    }
    name = search.get("name") ?? optionalString(resource.name) ?? null;
    bytes = Buffer.from(parts[1]!.content);
    fields = fieldsFromResource(resource, parts[1]!.headers["content-type"]);
    claims = { crc32c: optionalString(resource.crc32c), md5: optionalString(resource.md5Hash) };
  } else if (uploadType === "media") {
    name = search.get("name");
    bytes = Buffer.from(await request.arrayBuffer());
    fields = { contentType: request.headers.get("content-type") ?? undefined };
  } else {
    return googleError(400, "Upload requests must include an uploadType URL parameter and a URL-encoded object name.", "invalid");
  }
  if (!name) return googleError(400, "Required", "required");
  const mismatch = hashMismatch(bytes, claims);
  if (mismatch) return mismatch;
  const failure = preconditionFailure(objects.get(name), preconditions, false);
  if (failure) return preconditionResponse(failure);
  if (ctx.fault?.corrupt === "data") bytes = flipFirstByte(bytes);
  const stored = commitObject(state, bucket, name, bytes, fields);
  return jsonResponse(resourceFor(stored, host.origin, ctx));
}

type ContentRange =
  | { kind: "query"; total: number | null }
  | { kind: "chunk"; first: number; last: number; total: number | null }
  | { kind: "rest"; first: number; total: number | null };

function parseContentRange(header: string | null, bodyLength: number): ContentRange | null {
  if (header === null)
    return bodyLength === 0 ? { kind: "query", total: 0 } : { kind: "chunk", first: 0, last: bodyLength - 1, total: bodyLength };
  const total = (t: string) => (t === "*" ? null : Number(t));
  let m = /^bytes \*\/(\*|\d+)$/.exec(header.trim());
  if (m) return { kind: "query", total: total(m[1]!) };
  m = /^bytes (\d+)-(-?\d+)\/(\*|\d+)$/.exec(header.trim());
  if (m) return { kind: "chunk", first: Number(m[1]), last: Number(m[2]), total: total(m[3]!) };
  m = /^bytes (\d+)-\*\/(\*|\d+)$/.exec(header.trim());
  if (m) return { kind: "rest", first: Number(m[1]), total: total(m[2]!) };
  return null;
}

function incomplete(session: UploadSession): Response {
  const headers: Record<string, string> = { "X-GUploader-UploadID": session.id, "Content-Length": "0" };
  if (session.received > 0) headers.Range = `bytes=0-${session.received - 1}`;
  return new Response(null, { status: 308, headers });
}

function finalize(state: GoogleMockState, session: UploadSession, request: Request, ctx: CallContext): Response {
  const bytes = Buffer.concat(session.chunks);
  if (session.declaredSize !== undefined && session.declaredSize !== bytes.length) {
    return googleError(
      400,
      `Upload size ${bytes.length} does not match X-Upload-Content-Length ${session.declaredSize}.`,
      "invalid",
    );
  }
  const mismatch = hashMismatch(bytes, parseGoogHash(request.headers.get("x-goog-hash")));
  if (mismatch) return mismatch;
  const objects = state.bucket(session.bucket);
  if (!objects) return noSuchBucket();
  const failure = preconditionFailure(objects.get(session.name), session.preconditions, false);
  if (failure) {
    session.cancelled = true;
    return preconditionResponse(failure);
  }
  const stored = commitObject(
    state,
    session.bucket,
    session.name,
    bytes,
    fieldsFromResource(session.metadata, session.contentType),
  );
  session.finalized = stored;
  session.chunks = [];
  return jsonResponse(resourceFor(stored, session.origin, ctx));
}

async function handleSession(
  state: GoogleMockState,
  request: Request,
  route: { bucket: string; uploadId: string },
  ctx: CallContext,
): Promise<Response> {
  const session = state.storage.sessions.get(route.uploadId);
  if (!session || session.bucket !== route.bucket || session.cancelled) {
    return googleError(404, "No such upload session.", "notFound");
  }
  if (request.method === "DELETE") {
    session.cancelled = true;
    return new Response(null, { status: 499 });
  }
  const body = Buffer.from(await request.arrayBuffer());
  if (session.finalized) return jsonResponse(resourceFor(session.finalized, session.origin, ctx));
  const range = parseContentRange(request.headers.get("content-range"), body.length);
  if (!range) return googleError(400, "Failed to parse Content-Range header.", "invalid");

  if (range.kind === "query") {
    if (range.total !== null && range.total === session.received) return finalize(state, session, request, ctx);
    if (range.total !== null && range.total < session.received)
      return googleError(400, "Content-Range total is below the bytes already uploaded.", "invalid");
    return incomplete(session);
  }
  if (range.kind === "chunk" && body.length !== Math.max(0, range.last - range.first + 1)) {
    return googleError(
      400,
      `Content-Range says ${range.last - range.first + 1} bytes but the request carries ${body.length}.`,
      "invalid",
    );
  }
  if (range.first > session.received) {
    return googleError(
      400,
      `Invalid request. According to the Content-Range header, the upload offset is ${range.first} byte(s), which exceeds already uploaded size of ${session.received} byte(s).`,
      "invalid",
    );
  }
  // Bytes the server already has are skipped, as GCS does when a client re-sends an overlap.
  let data: Buffer = body.subarray(Math.min(body.length, session.received - range.first));
  if (ctx.fault?.corrupt === "data" && data.length > 0) data = flipFirstByte(data);
  if (ctx.fault?.failUploadAfterBytes !== undefined) {
    const kept = data.subarray(0, Math.max(0, ctx.fault.failUploadAfterBytes));
    session.chunks.push(Buffer.from(kept));
    session.received += kept.length;
    return faultResponse("storage", ctx.fault, ctx.fault.status ?? 503);
  }
  session.chunks.push(Buffer.from(data));
  session.received += data.length;
  if (range.total !== null && session.received > range.total) {
    return googleError(400, "More bytes were uploaded than the Content-Range total.", "invalid");
  }
  if (range.kind === "rest") {
    if (range.total !== null && range.total !== session.received) return incomplete(session);
    return finalize(state, session, request, ctx);
  }
  if (range.total !== null && range.total === session.received) return finalize(state, session, request, ctx);
  return incomplete(session);
}

/**
 * objects.compose: the destination becomes a new generation holding the sources' bytes in order. As
 * on GCS, its metadata is the request's `destination` resource only (nothing is inherited from the
 * sources), a missing source (or one whose generation no longer matches) is a 404, and at most 32
 * sources are taken.
 */
async function handleCompose(
  state: GoogleMockState,
  request: Request,
  route: { bucket: string; name: string },
  host: HostInfo,
  ctx: CallContext,
): Promise<Response> {
  const objects = state.bucket(route.bucket);
  if (!objects) return noSuchBucket();
  const body = await readJson(request);
  if (!body.ok) return googleError(400, "Parse Error", "parseError");
  const sources = body.value.sourceObjects;
  if (!Array.isArray(sources) || sources.length === 0) return googleError(400, "Required", "required");
  if (sources.length > 32)
    return googleError(400, "The number of source components provided (33) exceeds the maximum (32).", "invalid");
  const parts: Buffer[] = [];
  for (const source of sources as Array<Record<string, unknown>>) {
    const name = optionalString(source?.name);
    if (!name) return googleError(400, "Required", "required");
    const found = objects.get(name);
    if (!found || (source.generation !== undefined && String(source.generation) !== found.generation)) {
      return noSuchObject(route.bucket, name);
    }
    parts.push(found.bytes);
  }
  const failure = preconditionFailure(objects.get(route.name), preconditionParams(ctx.url.searchParams), false);
  if (failure) return preconditionResponse(failure);
  const destination = (body.value.destination ?? {}) as Record<string, unknown>;
  const stored = commitObject(state, route.bucket, route.name, Buffer.concat(parts), fieldsFromResource(destination));
  return jsonResponse(resourceFor(stored, host.origin, ctx));
}

async function handleApi(
  state: GoogleMockState,
  request: Request,
  route: Route,
  host: HostInfo,
  ctx: CallContext,
): Promise<Response> {
  if (route.kind === "session") return handleSession(state, request, route, ctx);
  if (!host.emulator) {
    const denied = authFailure(state, request, request.method !== "GET", permissionFor(route, request.method));
    if (denied) return denied;
  }
  if (route.kind === "upload") return handleUpload(state, request, route.bucket, host, ctx);
  if (route.kind === "compose") return handleCompose(state, request, route, host, ctx);
  const objects = state.bucket(route.bucket);
  if (!objects) return noSuchBucket();
  const search = ctx.url.searchParams;
  switch (route.kind) {
    case "bucket":
      return jsonResponse(bucketResource(route.bucket));
    case "list":
      return listObjectsPage(state, objects, search, host.origin);
    case "badObjectPath":
      return googleError(404, "Not Found", "notFound");
    case "object":
      break;
  }
  const existing = objects.get(route.name);
  if (!existing) return noSuchObject(route.bucket, route.name);
  const generation = search.get("generation");
  if (generation !== null && generation !== existing.generation) return noSuchObject(route.bucket, route.name);
  const failure = preconditionFailure(existing, preconditionParams(search), request.method === "GET");
  if (failure) return preconditionResponse(failure);
  if (request.method === "GET") {
    if (search.get("alt") === "media") return mediaResponse(existing, request, ctx);
    return jsonResponse(resourceFor(existing, host.origin, ctx));
  }
  if (request.method === "DELETE") {
    objects.delete(route.name);
    return new Response(null, { status: 204 });
  }
  const patch = await readJson(request);
  if (!patch.ok) return googleError(400, "Parse Error", "parseError");
  patchObject(existing, patch.value);
  return jsonResponse(resourceFor(existing, host.origin, ctx));
}

export function cloudStorageHandlers(state: GoogleMockState, options: CloudStorageOptions = {}) {
  const hosts = new Map<string, HostInfo>();
  for (const h of options.hosts ?? [STORAGE_HOST]) hosts.set(normalizeOrigin(h), { origin: normalizeOrigin(h), emulator: false });
  for (const h of options.emulatorHosts ?? []) hosts.set(normalizeOrigin(h), { origin: normalizeOrigin(h), emulator: true });
  return [
    http.all(
      ({ request }) => routeOf(request, hosts) !== null,
      ({ request }) => {
        const { route, host } = routeOf(request, hosts)!;
        return serve(state, "storage", request, (ctx) => handleApi(state, request, route, host, ctx), {
          // Status queries (Content-Range: bytes */…) carry no data, so an upload fault waits for a real chunk.
          resumablePut:
            route.kind === "session" &&
            request.method === "PUT" &&
            !/^bytes \*\//.test(request.headers.get("content-range") ?? ""),
        });
      },
    ),
  ];
}
