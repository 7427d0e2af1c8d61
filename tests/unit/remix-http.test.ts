import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { sendFetchResponse } from "../../server/remix-http.mjs";

/** A response target that takes `accepted` chunks and then stops reading, like a visitor on a slow line. */
function slowVisitor(method = "GET", accepted = 2) {
  let taken = 0;
  const headers: Record<string, unknown> = {};
  const res = Object.assign(
    new Writable({
      highWaterMark: 1024,
      write(_chunk, _encoding, callback) {
        if (++taken <= accepted) callback();
        // else: never calls back, so the stream stays full
      },
    }),
    {
      req: { method },
      statusCode: 0,
      status(code: number) {
        res.statusCode = code;
        return res;
      },
      setHeader(name: string, value: unknown) {
        headers[name.toLowerCase()] = value;
      },
    },
  );
  return { res, headers };
}

/** An endless body that counts how often it was asked for more. */
function endlessBody() {
  const state = { pulls: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    // One chunk per turn of the event loop, so a reader without backpressure would keep pulling.
    async pull(controller) {
      await new Promise((r) => setImmediate(r));
      state.pulls++;
      controller.enqueue(new Uint8Array(64 * 1024));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { body, state };
}

const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
};

describe("sending a streamed response", () => {
  it("reads the body only as fast as the visitor takes it, and stops when the visitor leaves", async () => {
    const { body, state } = endlessBody();
    const { res } = slowVisitor();
    const sending = sendFetchResponse(res as never, new Response(body, { headers: { "Content-Type": "application/zip" } }));
    await turns(200);
    // Without backpressure the endless body would have been read on every turn.
    expect(state.pulls).toBeLessThan(10);
    res.destroy();
    await sending;
    await turns(5);
    expect(state.cancelled).toBe(true);
  });

  it("answers HEAD with the headers only and never reads the body", async () => {
    const { body, state } = endlessBody();
    const { res, headers } = slowVisitor("HEAD");
    await sendFetchResponse(res as never, new Response(body, { status: 200, headers: { "Content-Type": "application/zip" } }));
    expect(headers["content-type"]).toBe("application/zip");
    expect(res.statusCode).toBe(200);
    expect(state.cancelled).toBe(true);
    expect(state.pulls).toBeLessThanOrEqual(1);
  });
});
