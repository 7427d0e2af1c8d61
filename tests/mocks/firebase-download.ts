import { http } from "msw";
import { mediaResponse } from "./cloud-storage";
import {
  bearerToken,
  checkToken,
  firebaseStorageError,
  jsonResponse,
  normalizeOrigin,
  SCOPES,
  serve,
  type CallContext,
} from "./common";
import type { GoogleMockState, StoredObject } from "./state";

export const DOWNLOAD_HOST = "https://firebasestorage.googleapis.com";

export interface FirebaseDownloadOptions {
  /** Origins serving /v0/b/{bucket}/o/{name}; default https://firebasestorage.googleapis.com. */
  hosts?: string[];
  /** Emulator origins (STORAGE_EMULATOR_HOST): the admin SDK sends no Authorization header there. */
  emulatorHosts?: string[];
}

const ADMIN_SCOPES = [[SCOPES.cloudPlatform], [SCOPES.storageFull], [SCOPES.storageReadWrite], [SCOPES.storageReadOnly]];

interface HostInfo {
  origin: string;
  emulator: boolean;
}

function routeOf(request: Request, hosts: Map<string, HostInfo>): { bucket: string; name: string | null; host: HostInfo } | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  const host = hosts.get(url.origin);
  if (!host) return null;
  const match = /^\/v0\/b\/([^/]+)\/o\/(.+)$/.exec(url.pathname);
  if (!match) return null;
  try {
    const bucket = decodeURIComponent(match[1]!);
    // Download URLs carry the whole object name as one %2F-escaped segment; a raw "/" finds nothing.
    const name = match[2]!.includes("/") ? null : decodeURIComponent(match[2]!);
    return { bucket, name, host };
  } catch {
    return null;
  }
}

export function downloadTokensOf(o: StoredObject): string[] {
  return (o.metadata.firebaseStorageDownloadTokens ?? "")
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
}

/** The Firebase Storage metadata document firebase-admin's getDownloadURL() reads `downloadTokens` from. */
function firebaseMetadata(o: StoredObject): Record<string, unknown> {
  const custom = { ...o.metadata };
  delete custom.firebaseStorageDownloadTokens;
  const tokens = downloadTokensOf(o);
  const base = o.name.split("/").pop() ?? o.name;
  return {
    name: o.name,
    bucket: o.bucket,
    generation: o.generation,
    metageneration: String(o.metageneration),
    contentType: o.contentType,
    timeCreated: o.timeCreated,
    updated: o.updated,
    storageClass: "STANDARD",
    size: String(o.bytes.length),
    md5Hash: o.md5Hash,
    contentEncoding: o.contentEncoding ?? "identity",
    contentDisposition: o.contentDisposition ?? `inline; filename*=utf-8''${encodeURIComponent(base)}`,
    crc32c: o.crc32c,
    etag: o.md5Hash,
    ...(o.cacheControl !== undefined && { cacheControl: o.cacheControl }),
    ...(tokens.length > 0 && { downloadTokens: tokens.join(",") }),
    ...(Object.keys(custom).length > 0 && { metadata: custom }),
  };
}

function handle(
  state: GoogleMockState,
  request: Request,
  route: NonNullable<ReturnType<typeof routeOf>>,
  ctx: CallContext,
): Response {
  const objects = state.bucket(route.bucket);
  const object = route.name === null ? undefined : objects?.get(route.name);
  if (!object) return firebaseStorageError(404, "Not Found.");
  const bearer = bearerToken(request);
  const search = ctx.url.searchParams;
  const media = search.get("alt") === "media";
  // The emulator treats "Bearer owner" as the administrator; firebase-admin sends no header at all there,
  // so metadata reads (getDownloadURL) are let through. Media still needs a token, as a browser has one.
  const admin = route.host.emulator
    ? bearer === "owner" || (!bearer && !media)
    : checkToken(state, bearer, ADMIN_SCOPES) === "ok";
  if (bearer && !admin) return firebaseStorageError(401, "Invalid Credentials");
  if (!media) {
    if (!admin) return firebaseStorageError(403, "Permission denied.");
    return jsonResponse(firebaseMetadata(object));
  }
  const token = search.get("token");
  if (!admin && (token === null || !downloadTokensOf(object).includes(token))) {
    return firebaseStorageError(403, "Permission denied.");
  }
  const base = object.name.split("/").pop() ?? object.name;
  return mediaResponse(object, request, ctx, {
    "Content-Disposition": object.contentDisposition ?? `inline; filename*=utf-8''${encodeURIComponent(base)}`,
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Expose-Headers": "Content-Length, Content-Type, ETag",
  });
}

export function firebaseDownloadHandlers(state: GoogleMockState, options: FirebaseDownloadOptions = {}) {
  const hosts = new Map<string, HostInfo>();
  for (const h of options.hosts ?? [DOWNLOAD_HOST])
    hosts.set(normalizeOrigin(h), { origin: normalizeOrigin(h), emulator: false });
  for (const h of options.emulatorHosts ?? []) hosts.set(normalizeOrigin(h), { origin: normalizeOrigin(h), emulator: true });
  return [
    http.all(
      ({ request }) => routeOf(request, hosts) !== null,
      ({ request }) => {
        const route = routeOf(request, hosts)!;
        return serve(state, "download", request, (ctx) => handle(state, request, route, ctx));
      },
    ),
  ];
}
