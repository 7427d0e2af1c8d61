import fs from "node:fs/promises";
import path from "node:path";
import { createHash, randomUUID } from "node:crypto";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { FILE_FIELD, formatSizeMbIn } from "~/lib/photo-upload";
import type { Words } from "~/i18n/words";
import { UPLOAD_WORDS, UploadRefusal } from "~/lib/upload-refusal";

/** Text parts larger than this are not a form a person filled in. */
export const MAX_TEXT_PART_BYTES = 16 * 1024;
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const UNREAD_REFUSAL_FACTOR = 4;
/** Without JavaScript, each up to MAX_UPLOAD_BYTES. */
export const MAX_FILES_PER_POST = 20;
/** The form has about ten. */
export const MAX_TEXT_PARTS = 40;

export interface StagedFile {
  tempPath: string;
  filename: string;
  bytes: number;
  /** Hex, of the bytes as received: the same photo is recognised whoever sends it again. */
  sha256: string;
  /** Nothing kept, refused by name. */
  tooLarge?: boolean;
  /** Not a temp file of ours; `finished()` removes it once it is dealt with. */
  resumable?: { finished: () => Promise<void>; copied?: boolean };
}

export interface StagedUpload {
  fields: Record<string, string>;
  files: StagedFile[];
}

export function tooLarge(limit: number, { unread = false } = {}) {
  const reason: Words = { key: "upload.error.tooLarge", vars: { mb: (t) => formatSizeMbIn(t.lang, limit) } };
  const error = new UploadRefusal(413, UPLOAD_WORDS.uploadError(reason), FILE_FIELD);
  error.closeConnection = unread;
  return error;
}

const tooManyFields = () =>
  new UploadRefusal(413, { key: "upload.refused.tooManyFields", vars: { count: String(MAX_TEXT_PARTS) } }, null);
const fieldTooLong = (name: string) =>
  new UploadRefusal(413, { key: "upload.refused.fieldTooLong", vars: { name: name.slice(0, 40) } }, null);

/** Streams the file part to disk with a byte limit; past a limit the rest is drained, as abandoning it resets the connection and hides our 413. */
async function receive(request: Request, tmpDir: string, maxBytes: number): Promise<StagedUpload> {
  const files: StagedFile[] = [];
  const fields: Record<string, string> = {};
  let textParts = 0;
  let refusal: UploadRefusal | null = null;
  const discard = async (data: AsyncIterable<Uint8Array>): Promise<undefined> => {
    for await (const chunk of data) void chunk;
    return undefined;
  };
  const handler: UploadHandler = async ({ name, filename, data }) => {
    if (refusal) return discard(data);
    if (filename !== undefined) {
      if (name !== FILE_FIELD || filename === "") return discard(data);
      if (files.length >= MAX_FILES_PER_POST) {
        const reason: Words = { key: "upload.error.tooManyFiles", vars: { count: String(MAX_FILES_PER_POST) } };
        refusal = new UploadRefusal(413, UPLOAD_WORDS.uploadError(reason), FILE_FIELD);
        return discard(data);
      }
      const file: StagedFile = { tempPath: path.join(tmpDir, `${randomUUID()}.upload`), filename, bytes: 0, sha256: "" };
      files.push(file);
      const hash = createHash("sha256");
      const handle = await fs.open(file.tempPath, "wx");
      try {
        for await (const chunk of data) {
          file.bytes += chunk.byteLength;
          if (file.tooLarge || refusal) continue;
          if (file.bytes > maxBytes) {
            file.tooLarge = true;
            await handle.truncate(0);
            continue;
          }
          hash.update(chunk);
          await handle.write(chunk);
        }
      } finally {
        await handle.close();
      }
      file.sha256 = hash.digest("hex");
      return undefined;
    }
    if (++textParts > MAX_TEXT_PARTS) {
      refusal = tooManyFields();
      return discard(data);
    }
    let size = 0;
    const chunks: Uint8Array[] = [];
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > MAX_TEXT_PART_BYTES) refusal ??= fieldTooLong(name);
      if (!refusal) chunks.push(chunk);
    }
    if (!refusal) fields[name] = Buffer.concat(chunks).toString("utf8");
    return undefined;
  };
  try {
    await unstable_parseMultipartFormData(request, handler);
    if (refusal) throw refusal;
  } catch (error) {
    await removeStaged(files);
    if (error instanceof UploadRefusal) throw error;
    throw new UploadRefusal(400, UPLOAD_WORDS.uploadError({ key: "upload.error.unreadable" }), null);
  }
  return { fields, files };
}

/** The finish step of a resumable upload, with the multipart text limits. */
async function urlEncoded(request: Request): Promise<Record<string, string>> {
  const limit = MAX_TEXT_PARTS * MAX_TEXT_PART_BYTES;
  const declared = Number(request.headers.get("content-length"));
  const tooLong = () => new UploadRefusal(413, { key: "upload.refused.formTooLong" }, null);
  if (Number.isFinite(declared) && declared > limit) throw tooLong();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of (request.body ?? []) as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) throw tooLong();
    chunks.push(chunk);
  }
  const params = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
  const fields: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of params) {
    if (++count > MAX_TEXT_PARTS) throw tooManyFields();
    if (Buffer.byteLength(value) > MAX_TEXT_PART_BYTES) throw fieldTooLong(name);
    fields[name] = value;
  }
  return fields;
}

/** The photo goes to `dataDir/tmp` (decision 005); throws UploadRefusal; the caller calls removeStaged. */
export async function stageUpload(request: Request, { dataDir, maxBytes }: { dataDir: string; maxBytes: number }) {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    if (/^application\/x-www-form-urlencoded\b/i.test(contentType)) return { fields: await urlEncoded(request), files: [] };
    throw new UploadRefusal(415, UPLOAD_WORDS.uploadError({ key: "upload.error.multipart" }), null);
  }
  // Far over the limit: refused unread. Closer: read to its end, so the browser gets the answer, not a reset.
  const declared = Number(request.headers.get("content-length"));
  const ceiling = MAX_FILES_PER_POST * (UNREAD_REFUSAL_FACTOR * maxBytes + MULTIPART_OVERHEAD_BYTES);
  if (Number.isFinite(declared) && declared > ceiling) {
    throw tooLarge(maxBytes, { unread: true });
  }
  const tmpDir = path.join(dataDir, "tmp");
  await fs.mkdir(tmpDir, { recursive: true });
  return receive(request, tmpDir, maxBytes);
}

export async function removeStaged(files: readonly StagedFile[]): Promise<void> {
  // A resumable upload copied here from the bucket is a temp file of ours too.
  await Promise.all(files.filter((f) => !f.resumable || f.resumable.copied).map((f) => fs.rm(f.tempPath, { force: true })));
}
