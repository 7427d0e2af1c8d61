import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server";
import { checkHtml } from "../support/vnu";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ SITE_NOW: "2026-05-01T00:00:00Z" });
});

afterAll(async () => {
  await server?.stop();
});

/** The page split into what the browser meets while drawing it and the template it fetches nothing for. */
async function addPhotoPage() {
  const res = await fetch(`${server.url}/add-photo`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const templates = [...html.matchAll(/<template id="deferred-scripts">([\s\S]*?)<\/template>/g)];
  expect(templates).toHaveLength(1);
  const deferred = templates[0]![1]!;
  return { html, deferred, drawn: html.replace(templates[0]![0], "") };
}

describe("/add-photo draws before it loads any script", () => {
  it("requests nothing that could hold up its first paint: no stylesheet link, no script file, no preload", async () => {
    const { drawn } = await addPhotoPage();
    expect(drawn).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(drawn).not.toContain("modulepreload");
    expect(drawn).not.toMatch(/<script[^>]*\bsrc=/);
    expect(drawn).not.toMatch(/<script[^>]*type="module"/);
    expect(drawn).not.toMatch(/<link[^>]*rel="preload"[^>]*as="(script|font|style)"/);
    // What is left are inline scripts: the one that moves the template into the page after the first frame.
    const inline = [...drawn.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.some((s) => s.includes('getElementById("deferred-scripts")') && s.includes("requestAnimationFrame"))).toBe(
      true,
    );
  });

  it("keeps the client runtime, route module included, in the template for after the first paint", async () => {
    const { deferred } = await addPhotoPage();
    const preloads = [...deferred.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(preloads.some((href) => /^\/build\/routes\/\(\$lang\)\.add-photo-[\w-]+\.js$/.test(href))).toBe(true);
    expect(preloads.some((href) => /^\/build\/entry\.client-[\w-]+\.js$/.test(href))).toBe(true);
    expect(deferred).toMatch(/<script[^>]*type="module"[^>]*>[\s\S]*window\.__remixRouteModules/);
    expect(deferred).toContain("window.__remixContext");
    // Every file it names is there to be fetched.
    for (const href of preloads) expect((await fetch(server.url + href)).status, href).toBe(200);
  });

  it("gets its scripts with what a script needs and none of a document's headers", async () => {
    const { deferred } = await addPhotoPage();
    const files = [...deferred.matchAll(/"(\/build\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(5);
    for (const href of new Set(files)) {
      const res = await fetch(server.url + href);
      expect(res.status, href).toBe(200);
      expect(res.headers.get("content-type"), href).toMatch(/^(application|text)\/javascript/);
      expect(res.headers.get("x-content-type-options"), href).toBe("nosniff");
      expect(res.headers.get("cross-origin-resource-policy"), href).toBe("same-origin");
      expect(res.headers.get("cache-control"), href).toBe("public, max-age=31536000, immutable");
      for (const name of [
        "content-security-policy",
        "permissions-policy",
        "x-frame-options",
        "referrer-policy",
        "x-xss-protection",
      ])
        expect(res.headers.get(name), `${name} on ${href}`).toBeNull();
    }
    // A name under /build that is no file is answered like any missing page, with the document's headers.
    const missing = await fetch(`${server.url}/build/no-such-chunk.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-frame-options")).toBe("DENY");
    expect(missing.headers.get("content-security-policy")).not.toBeNull();
    // The pages themselves keep every one of them.
    const page = await fetch(`${server.url}/add-photo`);
    for (const name of ["content-security-policy", "permissions-policy", "x-frame-options", "referrer-policy"])
      expect(page.headers.get(name), name).not.toBeNull();
  });

  it("is valid HTML as sent, template included", async () => {
    const { html } = await addPhotoPage();
    expect(await checkHtml({ "add-photo": html })).toEqual([]);
  }, 120_000);
});
