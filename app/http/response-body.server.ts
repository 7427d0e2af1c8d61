import { createReadableStreamFromReadable } from "@remix-run/node";
import { Readable } from "node:stream";

/**
 * A Node stream as a Response body. When the visitor hangs up, Remix's adapter destroys the stream
 * with an error after it has stopped listening: without a listener of ours that error ends the process.
 */
export function responseBody(source: Readable | AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const readable = source instanceof Readable ? source : Readable.from(source);
  readable.on("error", () => {});
  return createReadableStreamFromReadable(readable);
}
