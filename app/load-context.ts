import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The visitor's address as the HTTP server sees it (TRUST_PROXY decides how). */
    clientAddress?: string;
    /** This response's CSP nonce, made by the HTTP server with the header that names it. */
    cspNonce?: string;
    /**
     * Set by the HTTP server's upload rate limit (UPLOAD_RATE_LIMIT) when this client is over it; the
     * upload actions then answer 429 with Retry-After without reading the body.
     */
    uploadRateLimited?: { retryAfterSeconds: number };
  }
}
