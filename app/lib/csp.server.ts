import { createHash } from "node:crypto";

/** The CSP source that allows exactly this inline stylesheet, and no other. */
export function styleHashSource(css: string): string {
  return `sha256-${createHash("sha256").update(css, "utf8").digest("base64")}`;
}
