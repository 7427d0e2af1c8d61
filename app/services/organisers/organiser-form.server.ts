import { ORGANISER_HEADERS } from "~/http/organiser-page";

/** A few fields, a page of photo keys at most. */
export const MAX_ORGANISER_FORM_BYTES = 64 * 1024;

const FORM_TYPE = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

function refuse(status: 400 | 413, message: string): never {
  throw new Response(message, {
    status,
    headers: { ...ORGANISER_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });
}

const TOO_BIG = "This form is far larger than any organiser page sends. Please use the page's own form.";

/** Drained past the limit up to this much: abandoning a body resets the connection and hides the 413. */
const MAX_DISCARDED_BYTES = 8 * 1024 * 1024;

/** Null once it grows past the limit. */
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

/** A body that is no web form is a 400 (413 oversized), never a 500; an empty body is an empty form (Sign out). */
export async function readOrganiserForm(request: Request): Promise<FormData> {
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
