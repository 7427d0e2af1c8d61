import { ORGANISER_HEADERS } from "~/lib/organiser-page";

/** The organiser pages' forms are a few fields, a page of photo keys at most: anything bigger is no form of theirs. */
export const MAX_ORGANISER_FORM_BYTES = 64 * 1024;

const FORM_TYPE = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

function refuse(status: 400 | 413, message: string): never {
  throw new Response(message, {
    status,
    headers: { ...ORGANISER_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });
}

const TOO_BIG = "This form is far larger than any organiser page sends. Please use the page's own form.";

/**
 * Past the limit the rest is read and thrown away, up to this much: abandoning a body resets the
 * connection and the browser shows a network error instead of the 413 (as the uploader does).
 */
const MAX_DISCARDED_BYTES = 8 * 1024 * 1024;

/** The body's bytes, or null once it grows past the limit. */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit + MAX_DISCARDED_BYTES) {
      await reader.cancel().catch(() => {});
      return null;
    }
    if (size <= limit) chunks.push(value);
  }
  if (size > limit) return null;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The form of an organiser action, or a 400 (413 when oversized) with a plain message: a body that
 * is no web form (JSON, text, a broken multipart) is the sender's mistake, never a server error.
 * An empty body is an empty form: a button with no fields, such as Sign out.
 */
export async function readOrganiserForm(request: Request): Promise<FormData> {
  // Too big to be worth reading even to throw away.
  const declared = Number(request.headers.get("Content-Length"));
  if (declared > MAX_ORGANISER_FORM_BYTES + MAX_DISCARDED_BYTES) refuse(413, TOO_BIG);
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readAtMost(request, MAX_ORGANISER_FORM_BYTES);
  } catch {
    refuse(400, "The form did not arrive whole. Please send it again.");
  }
  if (bytes === null) refuse(413, TOO_BIG);
  if (bytes.byteLength === 0) return new FormData();
  const type = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPE.test(type)) {
    refuse(400, "This address takes the organiser pages' own forms only (sent as a web form), not other data.");
  }
  try {
    return await new Response(bytes, { headers: { "Content-Type": type } }).formData();
  } catch {
    return refuse(400, "The form could not be read. Please send it again from the organiser page.");
  }
}
