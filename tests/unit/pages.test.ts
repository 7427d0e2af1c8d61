import { createHash } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { AppLoadContext } from "@remix-run/node";
import express from "express";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createPageHandler } from "../../server/pages.mjs";
import { nonceOf, securityHeaders } from "../../server/security.mjs";

// A stand-in for Remix: pages whose HTML shows the "day" in an inline style and a paragraph and, on
// /upload, a script with the nonce; like the app's render, it reports the style's hash and the script.
let day = 1;
let renders = 0;
let lastHtml = "";
const security = { dev: false, storageEmulatorHost: null };
const handle = async (request: Request, context: AppLoadContext) => {
  renders++;
  const url = new URL(request.url);
  if (url.pathname === "/data") return Response.json({ day });
  const hasScripts = url.pathname === "/upload";
  const script = hasScripts ? `<script nonce="${context.cspNonce}">window.day=${day}</script>` : "";
  const css = `p::before{content:"${day}"}`;
  // /registered carries an inline script without a nonce, allowed by its hash (like the worker's registration).
  const inline = url.pathname === "/registered" ? `console.log(${day})` : null;
  context.rendered = {
    hasScripts,
    styleHashes: [`sha256-${createHash("sha256").update(css).digest("base64")}`],
    ...(inline === null ? {} : { scriptHashes: [`sha256-${createHash("sha256").update(inline).digest("base64")}`] }),
  };
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
  if (url.pathname === "/cookie") headers.append("Set-Cookie", "a=1; Path=/");
  const status = url.pathname === "/nowhere" ? 404 : request.method === "POST" ? 400 : 200;
  // A stylesheet link stays a link: the server sends the HTML as the app rendered it.
  lastHtml = `<!DOCTYPE html><html><head><title>Day ${day}</title><style>${css}</style><link rel="stylesheet" href="/build/app.css"/></head><body><p>Day ${day}</p>${url.pathname === "/compressed" ? prose : ""}${script}${inline === null ? "" : `<script>${inline}</script>`}</body></html>`;
  return new Response(lastHtml, { status, headers });
};

/** Enough text for the fast and the smallest compressed bodies to differ. */
const prose = Array.from({ length: 400 }, (_, i) => `<p>Line ${i}: ${"forró ".repeat(i % 7)}${(i * 7919) % 1000}</p>`).join("");

let server: Server;
let base: string;

beforeAll(async () => {
  const pages = createPageHandler({
    handle,
    security,
    version: () => `day ${day}`,
    maxAgeSeconds: 60,
    origin: "http://localhost",
    getLoadContext: (_req, res) => ({ cspNonce: nonceOf(res) }),
  });
  const app = express();
  app.set("etag", false);
  app.use(securityHeaders(security));
  app.use(pages.serveCached);
  app.all("*", pages.render);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  day += 1;
  renders = 0;
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(base + path, { headers });
  return { res, body: await res.text() };
};

describe("rendered pages kept in memory", () => {
  it("renders a page once and serves the same bytes again, with an ETag and a 304", async () => {
    const first = await get("/events");
    const second = await get("/events");
    expect(renders).toBe(1);
    expect(second.body).toBe(first.body);
    const etag = first.res.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.res.headers.get("etag")).toBe(etag);
    const revalidated = await fetch(`${base}/events`, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect((await fetch(`${base}/events`, { headers: { "If-None-Match": '"other"' } })).status).toBe(200);
    expect(renders).toBe(1);
  });

  it("lets a CDN keep a page briefly and serve it stale while it revalidates", async () => {
    const { res } = await get("/events");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600");
  });

  it("renders again when what the page shows changes (a new day, a new SITE_NOW, an upload)", async () => {
    const before = await get("/events");
    day += 1;
    const after = await get("/events");
    expect(renders).toBe(2);
    expect(after.body).toContain(`Day ${day}`);
    expect(after.res.headers.get("etag")).not.toBe(before.res.headers.get("etag"));
    expect((await fetch(`${base}/events`, { headers: { "If-None-Match": before.res.headers.get("etag")! } })).status).toBe(200);
  });

  it("serves precompressed bodies to clients that accept them", async () => {
    await get("/events");
    for (const encoding of ["br", "gzip"]) {
      const res = await fetch(`${base}/events`, { headers: { "Accept-Encoding": encoding } });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(await res.text()).toContain(`Day ${day}`);
    }
    expect(renders).toBe(1);
  });

  it("gives a page with scripts a fresh nonce on every response, and never lets it be shared", async () => {
    const a = await get("/upload");
    const b = await get("/upload");
    expect(renders).toBe(1);
    const nonceA = /'nonce-([^']+)'/.exec(a.res.headers.get("content-security-policy")!)![1]!;
    const nonceB = /'nonce-([^']+)'/.exec(b.res.headers.get("content-security-policy")!)![1]!;
    expect(nonceA).not.toBe(nonceB);
    expect(a.body).toContain(`nonce="${nonceA}"`);
    expect(b.body).toContain(`nonce="${nonceB}"`);
    expect(b.body).not.toContain(nonceA);
    expect(b.res.headers.get("cache-control")).toBe("private, no-store");
    expect(b.res.headers.get("etag")).toBeNull();
  });

  it("gives a page without scripts a policy without a nonce", async () => {
    const { res, body } = await get("/events");
    expect(body).not.toContain("nonce");
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self';/);
  });

  it("allows exactly the inline styles a page carries, on the first response and from memory", async () => {
    for (let i = 0; i < 2; i++) {
      const { res, body } = await get("/events");
      const csp = res.headers.get("content-security-policy")!;
      const styles = [...body.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      expect(styles).toHaveLength(1);
      for (const css of styles) {
        expect(csp).toContain(`'sha256-${createHash("sha256").update(css!).digest("base64")}'`);
      }
    }
  });

  it("allows exactly the inline script a page reports by its hash, without a nonce, on the first response and from memory", async () => {
    for (let i = 0; i < 2; i++) {
      const { res, body } = await get("/registered");
      const script = /<script>([\s\S]*?)<\/script>/.exec(body)![1]!;
      const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get("content-security-policy")!)?.[1];
      expect(scriptSrc).toBe(`'self' 'sha256-${createHash("sha256").update(script).digest("base64")}'`);
      expect(body).not.toContain("nonce");
      // Kept like any page without scripts: shared, with its validator.
      expect(res.headers.get("etag")).toBeTruthy();
    }
    expect(renders).toBe(1);
    // Another page does not inherit the hash.
    expect((await get("/events")).res.headers.get("content-security-policy")).toMatch(/script-src 'self';/);
  });

  it("does not keep answers to posts, to requests with an uploader's cookie, nor pages that set a cookie", async () => {
    await fetch(`${base}/events`, { method: "POST", body: "x" });
    await fetch(`${base}/events`, { method: "POST", body: "x" });
    await get("/add-photo", { Cookie: "fsw_upload=abc" });
    await get("/add-photo", { Cookie: "fsw_upload=abc" });
    // The name an uploader gave fills their form in: their page is theirs.
    await get("/add-photo", { Cookie: "other=1; fsw_name=ana" });
    await get("/add-photo", { Cookie: "fsw_name=bea" });
    await get("/cookie");
    const cookie = await get("/cookie");
    expect(renders).toBe(8);
    expect(cookie.res.headers.get("set-cookie")).toBe("a=1; Path=/");
    expect(cookie.res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("sends a page exactly as the app rendered it, and the nonce only where the app put it", async () => {
    const plain = await get("/events");
    expect(plain.body).toBe(lastHtml);
    const scripted = await get("/upload");
    const nonce = /'nonce-([^']+)'/.exec(scripted.res.headers.get("content-security-policy")!)![1]!;
    expect(scripted.body).toBe(lastHtml.replaceAll(/nonce="[^"]+"/g, `nonce="${nonce}"`));
  });

  it("passes anything that is not HTML through untouched", async () => {
    const res = await fetch(`${base}/data`);
    expect(await res.json()).toEqual({ day });
    await fetch(`${base}/data`);
    expect(renders).toBe(2);
  });

  it("keeps not-found pages too, with their status", async () => {
    expect((await get("/nowhere")).res.status).toBe(404);
    expect((await get("/nowhere")).res.status).toBe(404);
    expect(renders).toBe(1);
  });
});

describe("compression of a kept page", () => {
  it("answers at once with a fast body, then serves the smallest one, made off the request thread", async () => {
    const first = await fetch(`${base}/compressed`, { headers: { "Accept-Encoding": "br" } });
    const html = await first.text();
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(html).toContain(`Day ${day}`);
    const best = {
      br: brotliCompressSync(Buffer.from(html), { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(Buffer.from(html), { level: 9 }),
    };
    for (const encoding of ["br", "gzip"] as const) {
      await vi.waitFor(async () => {
        const res = await fetch(`${base}/compressed`, { headers: { "Accept-Encoding": encoding } });
        expect(res.headers.get("content-encoding")).toBe(encoding);
        // fetch decodes the body: compare the bytes on the wire by length, and the page by text.
        expect(Number(res.headers.get("content-length"))).toBe(best[encoding].length);
        expect(await res.text()).toBe(html);
      });
    }
    expect(renders).toBe(1);
  });
});
