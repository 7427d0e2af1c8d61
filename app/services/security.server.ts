import { randomBytes } from "node:crypto";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Image hosts besides our own /media route: Firebase download URLs and video posters. */
const IMAGE_HOSTS = ["https://firebasestorage.googleapis.com", "https://storage.googleapis.com"];
const VIDEO_HOST = "https://www.youtube-nocookie.com";

export function contentSecurityPolicy(nonce: string | null, { dev = false } = {}): string {
  const script = ["'self'", nonce ? `'nonce-${nonce}'` : null].filter(Boolean).join(" ");
  // With the Storage emulator, download URLs point at it.
  const emulator = process.env.STORAGE_EMULATOR_HOST?.match(/^https?:\/\/[^/]+/)?.[0];
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self'",
    `img-src 'self' data: blob: ${[...IMAGE_HOSTS, emulator].filter(Boolean).join(" ")}`,
    `frame-src ${VIDEO_HOST}`,
    `connect-src 'self'${dev ? " ws: http://localhost:*" : ""}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every response carries; documents add a CSP with their nonce on top. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

export function applySecurityHeaders(headers: Headers, nonce: string | null, options?: { dev?: boolean }): void {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) headers.set(name, value);
  if (!headers.has("Content-Security-Policy")) {
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, options));
  }
}

/** For responses that are never documents: plain text, media, health checks. */
export const RESOURCE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...BASE_SECURITY_HEADERS,
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};
