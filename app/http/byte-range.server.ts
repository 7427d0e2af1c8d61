import { createHash } from "node:crypto";
import type { ByteRange, StoredObject } from "~/services/backend/storage.server";
import { responseBody } from "./response-body.server";

export type RangeAsked = { kind: "whole" } | ({ kind: "part" } & ByteRange) | { kind: "unsatisfiable" };

const WHOLE: RangeAsked = { kind: "whole" };
const SPEC = /^(\d*)-(\d*)$/;

/** RFC 9110, 14.2: a header that does not parse, or of another unit, is ignored (the whole file); past the end is the end. */
export function parseRange(header: string | null, size: number): RangeAsked {
  const set = header === null ? null : /^bytes=(.*)$/i.exec(header.trim());
  if (!set) return WHOLE;
  const specs = set[1]!
    .split(",")
    .map((spec) => spec.trim())
    .filter((spec) => spec !== "")
    .map((spec) => SPEC.exec(spec));
  if (specs.length === 0) return WHOLE;
  for (const spec of specs) {
    if (!spec || (spec[1] === "" && spec[2] === "")) return WHOLE;
    if (spec[1] !== "" && spec[2] !== "" && Number(spec[1]) > Number(spec[2])) return WHOLE;
  }
  // Several parts would be a multipart/byteranges body: RFC 9110 lets a server send the whole file instead.
  if (specs.length > 1) return WHOLE;
  const [, first, last] = specs[0]!;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "part", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "part", start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}

/** A stored object's bytes never change under its path, so its path and size name them: a strong validator. */
export function storedObjectEtag(path: string, size: number): string {
  return `"${createHash("sha1").update(`${path}\n${size}`).digest("base64url")}"`;
}

/** GET or HEAD of a stored object: the whole (200), the part a Range asks, read alone (206), or none of it (416). */
export function storedObjectResponse(
  request: Request,
  file: StoredObject,
  { path, headers }: { path: string; headers: Record<string, string> },
): Response {
  const etag = storedObjectEtag(path, file.size);
  // An If-Range of another version (a date, a weak or another tag) asks for the whole file.
  const ifRange = request.headers.get("if-range");
  const asked = ifRange === null || ifRange.trim() === etag ? parseRange(request.headers.get("range"), file.size) : WHOLE;
  const head = request.method === "HEAD";
  const common = { ...headers, "Accept-Ranges": "bytes", ETag: etag };
  switch (asked.kind) {
    case "unsatisfiable":
      return new Response(null, {
        status: 416,
        headers: { "Accept-Ranges": "bytes", "Content-Range": `bytes */${file.size}`, "Cache-Control": "no-store" },
      });
    case "part": {
      const range = { start: asked.start, end: asked.end };
      return new Response(head ? null : responseBody(file.stream(range)), {
        status: 206,
        headers: {
          ...common,
          "Content-Range": `bytes ${range.start}-${range.end}/${file.size}`,
          "Content-Length": String(range.end - range.start + 1),
        },
      });
    }
    case "whole":
      return new Response(head ? null : responseBody(file.stream()), {
        headers: { ...common, "Content-Length": String(file.size) },
      });
  }
}
