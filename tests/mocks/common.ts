import type { CallRecord, Fault, GoogleMockState, GoogleService } from "./state";

/** Marks the errors thrown to simulate a dropped connection (see node.ts for why it matters). */
export const SIMULATED_RESET = Symbol.for("fsw.google-mocks.simulated-reset");

export function simulatedReset(): Error {
  return Object.assign(new Error("read ECONNRESET"), {
    code: "ECONNRESET",
    errno: -104,
    syscall: "read",
    [SIMULATED_RESET]: true,
  });
}

export function isSimulatedReset(value: unknown): boolean {
  return typeof value === "object" && value !== null && SIMULATED_RESET in value;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const STATUS_TEXT: Record<number, [message: string, reason: string]> = {
  400: ["Bad Request", "invalid"],
  401: ["Invalid Credentials", "authError"],
  403: ["Forbidden", "forbidden"],
  404: ["Not Found", "notFound"],
  408: ["Request Timeout", "requestTimeout"],
  409: ["Conflict", "conflict"],
  412: ["At least one of the pre-conditions you specified did not hold.", "conditionNotMet"],
  429: ["The rate of requests exceeds the rate limit. Please reduce the rate of requests.", "rateLimitExceeded"],
  500: ["Internal Error", "backendError"],
  502: ["Bad Gateway", "backendError"],
  503: ["Service Unavailable", "backendError"],
  504: ["Gateway Timeout", "backendError"],
};

export function statusMessage(status: number): string {
  return STATUS_TEXT[status]?.[0] ?? `HTTP ${status}`;
}

const JSON_TYPE = "application/json; charset=UTF-8";

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": JSON_TYPE, ...headers } });
}

/** The JSON API error envelope of Cloud Storage (and most googleapis.com services). */
export function googleError(
  status: number,
  message = statusMessage(status),
  reason = STATUS_TEXT[status]?.[1] ?? "unknown",
  extra: Record<string, string> = {},
): Response {
  return jsonResponse({ error: { code: status, message, errors: [{ message, domain: "global", reason, ...extra }] } }, status);
}

/** Firebase Storage (firebasestorage.googleapis.com/v0) error envelope. */
export function firebaseStorageError(status: number, message: string): Response {
  return jsonResponse({ error: { code: status, message } }, status);
}

/** Realtime Database REST error envelope. */
export function rtdbError(status: number, message: string): Response {
  return jsonResponse({ error: message }, status);
}

function defaultFaultResponse(service: GoogleService, status: number): Response {
  switch (service) {
    case "storage":
      return googleError(status);
    case "download":
      return firebaseStorageError(status, statusMessage(status));
    case "rtdb":
      return rtdbError(status, statusMessage(status));
    case "oauth":
      return jsonResponse(
        { error: status === 429 ? "rate_limit_exceeded" : "internal_failure", error_description: statusMessage(status) },
        status,
      );
  }
}

export function faultResponse(service: GoogleService, fault: Fault, status = fault.status ?? 503): Response {
  const base =
    fault.body === undefined
      ? defaultFaultResponse(service, status)
      : typeof fault.body === "string"
        ? new Response(fault.body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } })
        : jsonResponse(fault.body, status);
  for (const [name, value] of Object.entries(fault.headers ?? {})) base.headers.set(name, value);
  return base;
}

export interface CallContext {
  url: URL;
  /** The fault consumed by this call, when the handler itself has to act on it (uploads, corruption). */
  fault?: Fault;
}

/**
 * Every mocked Google call goes through here: global latency, the fault queue, then the model,
 * and finally the call log.
 */
export async function serve(
  state: GoogleMockState,
  service: GoogleService,
  request: Request,
  handle: (ctx: CallContext) => Promise<Response> | Response,
  call: { resumablePut?: boolean } = {},
): Promise<Response> {
  const url = new URL(request.url);
  const record: CallRecord = {
    service,
    method: request.method,
    url: request.url,
    status: 0,
    faulted: false,
    startedAt: Date.now(),
    durationMs: 0,
  };
  state.calls.push(record);
  try {
    if (state.latencyMs > 0) await sleep(state.latencyMs);
    const fault = state.takeFault(service, request, url, call);
    if (fault) record.faulted = true;
    if (fault?.delayMs) await sleep(fault.delayMs);
    if (fault?.afterEffect) {
      const done = await handle({ url });
      await done.arrayBuffer().catch(() => undefined);
      if (fault.network === "reset") throw simulatedReset();
      record.status = fault.status ?? 503;
      return faultResponse(service, fault);
    }
    if (fault?.network === "reset") throw simulatedReset();
    let response: Response;
    if (fault && fault.status !== undefined && fault.failUploadAfterBytes === undefined) {
      response = faultResponse(service, fault);
    } else {
      response = await handle({ url, fault });
    }
    record.status = response.status;
    return response;
  } finally {
    record.durationMs = Date.now() - record.startedAt;
  }
}

/** Origin as the URL API spells it (lower case, default ports dropped). */
export function normalizeOrigin(value: string): string {
  return new URL(value).origin;
}

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get("authorization");
  const match = header && /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : undefined;
}

export type TokenCheck = "ok" | "missing" | "invalid" | "expired" | "insufficient-scope";

/** Checks an OAuth access token issued by the mock token endpoints; `anyOfScopes` lists alternatives. */
export function checkToken(state: GoogleMockState, token: string | undefined, anyOfScopes: string[][]): TokenCheck {
  if (!token) return "missing";
  const issued = state.oauth.tokens.get(token);
  if (!issued) return "invalid";
  if (issued.expiresAt <= Date.now()) return "expired";
  const ok = anyOfScopes.some((all) => all.every((scope) => issued.scopes.includes(scope)));
  return ok ? "ok" : "insufficient-scope";
}

export const SCOPES = {
  cloudPlatform: "https://www.googleapis.com/auth/cloud-platform",
  cloudPlatformReadOnly: "https://www.googleapis.com/auth/cloud-platform.read-only",
  storageFull: "https://www.googleapis.com/auth/devstorage.full_control",
  storageReadWrite: "https://www.googleapis.com/auth/devstorage.read_write",
  storageReadOnly: "https://www.googleapis.com/auth/devstorage.read_only",
  firebaseDatabase: "https://www.googleapis.com/auth/firebase.database",
  userinfoEmail: "https://www.googleapis.com/auth/userinfo.email",
} as const;

/** Byte-wise (UTF-8) order, as Cloud Storage sorts object names. */
export function compareNames(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

export function flipFirstByte(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  if (copy.length > 0) copy[0] = copy[0]! ^ 0xff;
  return copy;
}
