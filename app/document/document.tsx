import { createContext, useContext } from "react";

/**
 * What the server render of one document knows and learns: the CSP nonce it may give scripts, the
 * built stylesheets it may inline, and, as the page is drawn, the inline styles and scripts it emits
 * and whether it loads scripts. The HTTP server builds the Content-Security-Policy from what is recorded here,
 * so a hash is computed exactly where its style is emitted. Absent in the browser.
 */
export interface DocumentRender {
  readonly nonce: string;
  /** The text of a built stylesheet (ready to go between style tags), or null when it must stay a link. */
  stylesheet(href: string): string | null;
  /** Records an inline style the page carries (its hash goes into the policy). */
  allowStyle(css: string): void;
  /** The inline script that registers the service worker on a page without scripts; its hash goes into the policy. */
  serviceWorkerRegistration(): string;
  /** Records that the page loads the client runtime. */
  loadsScripts(): void;
}

const DocumentContext = createContext<DocumentRender | null>(null);

export const DocumentProvider = DocumentContext.Provider;

/** The server render's record of the document; null in the browser, which hides nonces from the DOM. */
export function useDocumentRender(): DocumentRender | null {
  return useContext(DocumentContext);
}

/** The per-request CSP nonce on the server; empty in the browser. */
export function useNonce(): string {
  return useDocumentRender()?.nonce ?? "";
}
