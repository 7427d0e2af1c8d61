import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The visitor's address as the HTTP server sees it (TRUST_PROXY decides how). */
    clientAddress?: string;
    /** This response's CSP nonce, made by the HTTP server with the header that names it. */
    cspNonce?: string;
    /**
     * Filled in by the document render (app/entry.server.tsx) for the HTTP server, which builds the
     * page's Content-Security-Policy from it: the hashes of the inline styles and scripts the page
     * carries and whether it loads scripts (and so needs its nonce).
     */
    rendered?: { styleHashes: string[]; scriptHashes?: string[]; hasScripts: boolean };
    /**
     * Set by the HTTP server's upload rate limit (UPLOAD_RATE_LIMIT) when this client is over it; the
     * upload actions then answer 429 with Retry-After without reading the body.
     */
    uploadRateLimited?: { retryAfterSeconds: number };
    /** Set by the HTTP server's sign-in rate limit (SIGN_IN_RATE_LIMIT) when this client is over it. */
    signInRateLimited?: { retryAfterSeconds: number };
    /** Set by the HTTP server when this client has sent more removal requests than REMOVAL_REQUEST_RATE_LIMIT. */
    removalRateLimited?: { retryAfterSeconds: number };
  }
}
