import fs from "node:fs/promises";
import path from "node:path";
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as pageAction } from "~/routes/($lang).add-photo/route";
import { action as jsonAction } from "~/routes/($lang).add-photo.upload";
import { setConfigForTests } from "~/config/config.server";
import { ROOT } from "../support/server";
import { tempDir } from "../support/backends";

let removeDir: () => Promise<void>;

beforeAll(async () => {
  const { dir, remove } = await tempDir();
  removeDir = remove;
  setConfigForTests({ dataDir: dir });
});

afterAll(async () => {
  setConfigForTests(null);
  await removeDir?.();
});

/** A POST whose body reports whether anything pulled on it. */
function watchedPost(url: string, contentType: string, body: string) {
  let pulled = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        pulled = true;
        controller.enqueue(new TextEncoder().encode(body));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(url, {
    method: "POST",
    body: stream,
    headers: { "content-type": contentType },
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled || request.bodyUsed };
}

const call = (action: (args: ActionFunctionArgs) => Promise<Response>, request: Request, context: AppLoadContext) =>
  action({ request, context, params: {} });

describe.each([
  ["/add-photo (no JavaScript)", pageAction, "http://localhost/add-photo"],
  ["/add-photo/upload (JSON)", jsonAction, "http://localhost/add-photo/upload"],
] as const)("the upload action of %s", (_, action, url) => {
  it("answers a client over the rate limit with 429, Retry-After and the message, without reading the body", async () => {
    const post = watchedPost(url, "multipart/form-data; boundary=x", "--x--\r\n");
    const res = await call(action, post.request, { uploadRateLimited: { retryAfterSeconds: 42 } });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("42");
    expect(await res.json()).toMatchObject({
      ok: false,
      status: 429,
      formError: "Too many uploads from your connection. Please wait 42 seconds and try again.",
      fieldErrors: {},
    });
    expect(post.pulled()).toBe(false);
  });

  it("reads the form when the flag is absent", async () => {
    const post = watchedPost(url, "application/x-www-form-urlencoded", "title=x");
    const res = await call(action, post.request, { uploadRateLimited: undefined });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors.photo).toBe(
      "Please select a file to upload.",
    );
  });
});

describe("the app's own URLs", () => {
  it("never posts to Remix's internal data URL (?_data=), which single fetch removes", async () => {
    const found: string[] = [];
    async function walk(dir: string) {
      for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) await walk(file);
        else if (/\.(ts|tsx|js|mjs)$/.test(entry.name) && (await fs.readFile(file, "utf8")).includes("_data=")) found.push(file);
      }
    }
    await walk(path.join(ROOT, "app"));
    expect(found).toEqual([]);
  });
});
