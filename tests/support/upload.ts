import { CONSENT_FIELD, CONSENT_VALUE, PHOTO_UPLOAD_URL } from "../../app/lib/photo-upload";
import type { TestServer } from "./server";

export interface UploadInput {
  file?: { bytes: Uint8Array; name: string; type?: string };
  fields?: Record<string, string>;
  /** Send to the JSON upload route, the way the page's script does. */
  asScript?: boolean;
  headers?: Record<string, string>;
  /** `false`: the box left unticked. */
  consent?: boolean;
}

/** The uploader's confirmation, which every upload must carry: the box on the form, the tus metadata. */
export const CONSENT: Record<string, string> = { [CONSENT_FIELD]: CONSENT_VALUE };

/** The tus Upload-Metadata header of these fields, the consent included unless left out. */
export function tusMetadata(metadata: Record<string, string>, { consent = true } = {}): string {
  return Object.entries({ ...(consent ? CONSENT : {}), ...metadata })
    .map(([k, v]) => `${k} ${Buffer.from(v).toString("base64")}`)
    .join(",");
}

export function uploadForm({ file, fields = {}, consent = true }: UploadInput): FormData {
  const form = new FormData();
  if (file) form.set("photo", new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "image/jpeg" }));
  for (const [k, v] of Object.entries({ ...(consent ? CONSENT : {}), ...fields })) form.set(k, v);
  return form;
}

export async function upload(server: TestServer, input: UploadInput) {
  const target = input.asScript ? PHOTO_UPLOAD_URL : "/add-photo";
  const res = await fetch(server.url + target, {
    method: "POST",
    body: uploadForm(input),
    redirect: "manual",
    headers: input.headers,
  });
  const body = await res.text();
  let data: {
    ok?: boolean;
    key?: string;
    formError?: string;
    fieldErrors?: Record<string, string>;
    values?: Record<string, string>;
  } = {};
  try {
    data = JSON.parse(body);
  } catch {
    // an HTML page
  }
  return { res, body, data };
}

/**
 * The same photo with different bytes: a JPEG comment segment right after the start marker, so the
 * uploader's content hash sees a new photo (the same bytes twice are answered "already shared").
 */
export function distinctJpeg(jpeg: Uint8Array, tag: string): Buffer {
  const text = Buffer.from(tag, "utf8");
  const segment = Buffer.alloc(4 + text.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(2 + text.length, 2);
  text.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** A photo of about `bytes` bytes, unique by its tag: comment segments of patterned bytes make it larger. */
export function paddedJpeg(base: Uint8Array, tag: string, bytes: number): Buffer {
  const jpeg = distinctJpeg(base, tag);
  const padding: Buffer[] = [];
  for (let left = bytes - jpeg.length; left > 0; left -= 60000) {
    const chunk = Buffer.alloc(4 + Math.min(60000, left));
    chunk.writeUInt16BE(0xfffe, 0);
    chunk.writeUInt16BE(chunk.length - 2, 2);
    for (let i = 4; i < chunk.length; i++) chunk[i] = (i * 31 + tag.length * 7) & 0xff;
    padding.push(chunk);
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...padding, jpeg.subarray(2)]);
}
