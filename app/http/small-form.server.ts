/** Why a small form was refused before it was read. */
export class SmallFormError extends Error {
  override name = "SmallFormError";
  constructor(readonly status: 413 | 415) {
    super(status === 413 ? "This request is too large." : "This form is sent as the page sends it (URL-encoded).");
  }
}

/**
 * A page's form of a few fields: 413 past `maxBytes`, whatever Content-Length claims, and 415 unless it is
 * URL-encoded, both without reading further.
 */
export async function readSmallForm(request: Request, maxBytes: number): Promise<URLSearchParams> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") throw new SmallFormError(415);
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes) throw new SmallFormError(413);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      // Not cancelled: that would cut the connection before the visitor is told why.
      if (size > maxBytes) {
        reader.releaseLock();
        throw new SmallFormError(413);
      }
      chunks.push(value);
    }
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}
