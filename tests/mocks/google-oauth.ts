import { createVerify } from "node:crypto";
import { http } from "msw";
import { jsonResponse, serve } from "./common";
import type { GoogleMockState } from "./state";

/**
 * The token endpoints the installed clients post their signed JWT assertion to:
 * - google-auth-library 10 (firebase-admin's credential): https://oauth2.googleapis.com/token
 * - gtoken 7 under google-auth-library 9 (@google-cloud/storage): https://www.googleapis.com/oauth2/v4/token
 * - the legacy endpoint older REST clients use: https://accounts.google.com/o/oauth2/token
 */
export const TOKEN_ENDPOINTS = [
  "https://oauth2.googleapis.com/token",
  "https://www.googleapis.com/oauth2/v4/token",
  "https://accounts.google.com/o/oauth2/token",
] as const;

export interface GoogleOAuthOptions {
  /** Extra token endpoint URLs to answer (e.g. a service account's custom token_uri). */
  extraEndpoints?: string[];
}

const JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer";
const MAX_CLOCK_SKEW_SEC = 300;

function oauthError(error: string, description: string, status = 400): Response {
  return jsonResponse({ error, error_description: description }, status);
}

function decodeSegment(segment: string | undefined): Record<string, unknown> | null {
  if (!segment) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

async function readForm(request: Request): Promise<URLSearchParams> {
  const text = await request.text();
  if ((request.headers.get("content-type") ?? "").includes("application/json")) {
    try {
      const body = JSON.parse(text) as Record<string, unknown>;
      return new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]));
    } catch {
      return new URLSearchParams();
    }
  }
  return new URLSearchParams(text);
}

function grantJwtBearer(state: GoogleMockState, assertion: string, endpoint: string): Response {
  const parts = assertion.split(".");
  const header = decodeSegment(parts[0]);
  const claims = decodeSegment(parts[1]);
  if (parts.length !== 3 || !header || !claims) return oauthError("invalid_grant", "Invalid JWT: malformed assertion.");
  if (header.alg !== "RS256") return oauthError("invalid_grant", "Invalid JWT: only RS256 is accepted.");
  const iss = claims.iss;
  if (typeof iss !== "string" || !iss.includes("@")) return oauthError("invalid_grant", "Invalid JWT: no issuer (client_email).");
  const aud = claims.aud;
  if (typeof aud !== "string" || !(TOKEN_ENDPOINTS as readonly string[]).includes(aud)) {
    return oauthError("invalid_grant", "Invalid JWT: audience must be a Google token endpoint.");
  }
  const now = Math.floor(Date.now() / 1000);
  const { iat, exp } = claims;
  if (
    typeof iat !== "number" ||
    typeof exp !== "number" ||
    exp <= iat ||
    exp - iat > 3600 ||
    iat > now + MAX_CLOCK_SKEW_SEC ||
    exp < now - MAX_CLOCK_SKEW_SEC
  ) {
    return oauthError(
      "invalid_grant",
      "Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.",
    );
  }
  const publicKey = state.oauth.publicKeys.get(iss);
  if (publicKey) {
    const verifier = createVerify("RSA-SHA256");
    verifier.update(`${parts[0]}.${parts[1]}`);
    if (!verifier.verify(publicKey, Buffer.from(parts[2]!, "base64url"))) {
      return oauthError("invalid_grant", "Invalid JWT Signature.");
    }
  }
  const scope = typeof claims.scope === "string" ? claims.scope.trim() : "";
  if (!scope) return oauthError("invalid_scope", "Invalid OAuth scope or ID token audience provided.");
  const issued = state.issueToken(iss, scope.split(/\s+/), endpoint);
  return jsonResponse({ access_token: issued.token, expires_in: state.tokenLifetimeSec, token_type: "Bearer" });
}

export function googleOAuthHandlers(state: GoogleMockState, options: GoogleOAuthOptions = {}) {
  const endpoints = [...TOKEN_ENDPOINTS, ...(options.extraEndpoints ?? [])];
  return endpoints.map((endpoint) =>
    http.post(endpoint, ({ request }) =>
      serve(state, "oauth", request, async () => {
        const form = await readForm(request);
        const grantType = form.get("grant_type");
        if (grantType === JWT_BEARER) {
          const assertion = form.get("assertion");
          if (!assertion) return oauthError("invalid_request", "Missing required parameter: assertion");
          return grantJwtBearer(state, assertion, endpoint);
        }
        if (grantType === "refresh_token") {
          // Authorized-user credentials (ADC from gcloud): no way to know the account, so the scopes are broad.
          if (!form.get("refresh_token") || !form.get("client_id"))
            return oauthError("invalid_request", "Missing required parameter: refresh_token");
          const scopes = (
            form.get("scope") ??
            "https://www.googleapis.com/auth/cloud-platform https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/firebase.database"
          ).split(/\s+/);
          const issued = state.issueToken(`user:${form.get("client_id")}`, scopes, endpoint);
          return jsonResponse({
            access_token: issued.token,
            expires_in: state.tokenLifetimeSec,
            token_type: "Bearer",
            scope: scopes.join(" "),
          });
        }
        return oauthError("unsupported_grant_type", `Invalid grant_type: ${grantType ?? ""}`);
      }),
    ),
  );
}
