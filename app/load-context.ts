import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The visitor's address as the HTTP server sees it (TRUST_PROXY decides how). */
    clientAddress?: string;
  }
}
