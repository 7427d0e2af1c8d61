import { createHash } from "node:crypto";

/** The CSP source that allows exactly this inline stylesheet or script, and no other. */
export function hashSource(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}
