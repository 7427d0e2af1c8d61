import { Readable } from "node:stream";
import type { File } from "@google-cloud/storage";
import type { ByteRange } from "../storage.server";

/**
 * An object's bytes from Cloud Storage, as a stream that may be destroyed at any moment: by an attempt
 * given up for slowness (`signal`), by a visitor who hung up, by a failed write on our side.
 *
 * `createReadStream` hands back its stream at once but pipes Google's answer into it only when the
 * answer comes, from inside a promise of the library's own. Destroyed before that, the stream makes
 * Node 24's `pipeline` throw ERR_STREAM_UNABLE_TO_PIPE in that promise: an unhandled rejection, which
 * ends the process. The library cannot cancel its request, so the reader gets a stream of ours to
 * destroy, and the library's stream is destroyed only once the answer is piped into it (which closes
 * the answer's connection), or left alone when its request fails by itself. As the library's own, the
 * request starts with the first read, when the reader listens for errors.
 */
export function readObject(file: File, signal?: AbortSignal, range?: ByteRange): Readable {
  let source: Readable | undefined;
  let piped = false;
  const out = new Readable({
    read() {
      if (source) {
        source.resume();
        return;
      }
      source = file.createReadStream(range && { start: range.start, end: range.end });
      source.once("response", () => {
        // The library pipes the answer right after its stream's "response" listeners have run.
        process.nextTick(() => {
          piped = true;
          if (out.destroyed) source!.destroy();
        });
      });
      source.on("data", (chunk: Buffer) => {
        if (!out.push(chunk)) source!.pause();
      });
      source.once("end", () => out.push(null));
      source.on("error", (error) => out.destroy(error));
    },
    destroy(error, callback) {
      if (piped) source?.destroy();
      callback(error);
    },
  });
  signal?.addEventListener("abort", () => out.destroy(new Error("The attempt was given up.")), { once: true });
  return out;
}
