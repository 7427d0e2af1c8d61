import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** TRUST_PROXY decides how it is found. */
    clientAddress?: string;
    cspNonce?: string;
    /** The inline styles' and scripts' hashes and whether scripts load, for the HTTP server's CSP. */
    rendered?: { styleHashes: string[]; scriptHashes?: string[]; hasScripts: boolean };
    /** Over UPLOAD_RATE_LIMIT: the upload actions answer 429 without reading the body. */
    uploadRateLimited?: { retryAfterSeconds: number };
    signInRateLimited?: { retryAfterSeconds: number };
    removalRateLimited?: { retryAfterSeconds: number };
    photoMailRateLimited?: { retryAfterSeconds: number };
  }
}
