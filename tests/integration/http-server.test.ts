import fs from "node:fs/promises";
import { request } from "node:http";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBmp, makeJpeg } from "../fixtures/images";
import { startServer, type TestServer } from "../support/server";
import { addOrganiser } from "../support/organisers";
import { signIn } from "../support/review";
import { upload } from "../support/upload";

let behindProxy: TestServer;
let direct: TestServer;

beforeAll(async () => {
  [behindProxy, direct] = await Promise.all([
    startServer({ TRUST_PROXY: "1", UPLOAD_RATE_LIMIT: "2", REQUEST_LOG: "off", PHOTO_REVIEW: "off" }),
    startServer({ UPLOAD_RATE_LIMIT: "2", REQUEST_LOG: "off" }),
  ]);
});

afterAll(async () => {
  await Promise.all([behindProxy?.stop(), direct?.stop()]);
});

/** A post without a file: the form answers 400, unless the client is over the limit (429). */
async function postFrom(server: TestServer, address: string, page = "/add-photo") {
  const res = await fetch(`${server.url}${page}`, {
    method: "POST",
    body: new FormData(),
    headers: { "X-Forwarded-For": address },
    redirect: "manual",
  });
  await res.arrayBuffer();
  return res.status;
}

describe("upload rate limit per client", () => {
  it("counts an IPv6 client by its /64, so rotating addresses in it gains nothing", async () => {
    const statuses = [];
    for (const address of ["2001:db8:aa:1::1", "2001:db8:aa:1::2", "2001:db8:aa:1:ffff::1234", "2001:db8:aa:1:abcd:1:2:9"]) {
      statuses.push(await postFrom(behindProxy, address));
    }
    expect(statuses).toEqual([400, 400, 429, 429]);
    // The neighbouring /64 is somebody else.
    expect(await postFrom(behindProxy, "2001:db8:aa:2::1")).toBe(400);
  });

  it("counts IPv4 clients per address", async () => {
    expect([await postFrom(behindProxy, "203.0.113.7"), await postFrom(behindProxy, "203.0.113.7")]).toEqual([400, 400]);
    expect(await postFrom(behindProxy, "203.0.113.8")).toBe(400);
    const limited = await fetch(`${behindProxy.url}/add-photo`, {
      method: "POST",
      body: new FormData(),
      headers: { "X-Forwarded-For": "203.0.113.7" },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.text()).toContain("Too many uploads from your connection");
  });

  it("counts one client across the languages' upload pages, and answers the limit in the page's language", async () => {
    const address = "203.0.113.40";
    expect([
      await postFrom(behindProxy, address, "/pt/add-photo"),
      await postFrom(behindProxy, address, "/de/add-photo"),
    ]).toEqual([400, 400]);
    const limited = await fetch(`${behindProxy.url}/de/add-photo`, {
      method: "POST",
      body: new FormData(),
      headers: { "X-Forwarded-For": address },
    });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Zu viele Uploads");
    expect(await postFrom(behindProxy, address, "/add-photo/upload")).toBe(429);
  });

  it("ignores a forwarded address unless TRUST_PROXY says a proxy is there", async () => {
    // Without TRUST_PROXY every request comes from 127.0.0.1, whatever the header claims.
    const statuses = [];
    for (const address of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) statuses.push(await postFrom(direct, address));
    expect(statuses).toEqual([400, 400, 429]);
  });

  it("does not count page views", async () => {
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${behindProxy.url}/add-photo`, { headers: { "X-Forwarded-For": "192.0.2.50" } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    expect(await postFrom(behindProxy, "192.0.2.50")).toBe(400);
  });
});

describe("transport security", () => {
  it("sends Strict-Transport-Security when a trusted proxy says the visitor came over HTTPS", async () => {
    const res = await fetch(`${behindProxy.url}/events`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("sends none over plain HTTP, nor when an untrusted client claims HTTPS", async () => {
    expect((await fetch(`${behindProxy.url}/events`)).headers.get("strict-transport-security")).toBeNull();
    const res = await fetch(`${direct.url}/events`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("has a permissions policy without the obsolete interest-cohort entry", async () => {
    for (const p of ["/events", "/media/misc/hero.svg", "/favicon.svg"]) {
      const policy = (await fetch(direct.url + p)).headers.get("permissions-policy");
      expect(policy).toBe("camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    }
  });

  it("does not ask for an origin-keyed agent cluster (it cost /home about 250 ms of main-thread time)", async () => {
    expect((await fetch(`${direct.url}/home`)).headers.get("origin-agent-cluster")).toBeNull();
  });

  it("sends each security header once, static files and media included", async () => {
    for (const p of ["/events", "/media/misc/hero.svg", "/favicon.svg", "/healthz", "/nope"]) {
      const res = await fetch(direct.url + p);
      for (const name of [
        "content-security-policy",
        "x-content-type-options",
        "x-frame-options",
        "cross-origin-resource-policy",
      ]) {
        expect(res.headers.get(name), `${name} on ${p}`).not.toContain(",");
      }
    }
  });
});

describe("rendered pages", () => {
  it("answers a repeated view with the same ETag, and a matching If-None-Match with 304", async () => {
    const first = await fetch(`${direct.url}/event-details/fsw25`);
    await first.arrayBuffer();
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    expect(first.headers.get("cache-control")).toContain("stale-while-revalidate");
    const again = await fetch(`${direct.url}/event-details/fsw25`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("shows a new photo on the uploader's page right after the upload", async () => {
    const before = await (await fetch(`${behindProxy.url}/add-photo`)).text();
    expect(before).not.toContain("Cached page check");
    const { res } = await upload(behindProxy, {
      file: { bytes: await makeJpeg(60, 40), name: "cache-check.jpg" },
      fields: { title: "Cached page check" },
      headers: { "X-Forwarded-For": "192.0.2.99" },
    });
    expect(res.status).toBe(303);
    expect(await (await fetch(`${behindProxy.url}/add-photo`)).text()).toContain("Cached page check");
  });
});

/** Reads the first bytes of a file the server streams, then hangs up, as a visitor who leaves. */
function hangUpAfterFirstBytes(url: string, headers: Record<string, string> = {}) {
  return new Promise<void>((resolve, reject) => {
    const req = request(url, { headers }, (response) => {
      expect(response.statusCode).toBe(200);
      response.once("data", () => {
        req.destroy();
        resolve();
      });
    });
    req.on("error", (error) => ((error as NodeJS.ErrnoException).code === "ECONNRESET" ? resolve() : reject(error)));
    req.end();
  });
}

describe("visitors who leave in the middle of a file", () => {
  it("cost the server nothing, whichever file they asked for: it goes on answering", async () => {
    const { res, data } = await upload(behindProxy, {
      file: { bytes: await makeBmp(1500, 1000), name: "wide-harbour.bmp", type: "image/bmp" },
      fields: { title: "Wide harbour", edition: "fsw25" },
      asScript: true,
      headers: { "X-Forwarded-For": "198.51.100.77" },
    });
    expect(res.status, JSON.stringify(data)).toBe(200);
    const made = addOrganiser(behindProxy, "deckhand@example.org", "a long night watch at anchor");
    expect(made.status, made.stderr).toBe(0);
    const organiser = { Cookie: await signIn(behindProxy, "deckhand@example.org", "a long night watch at anchor") };
    // The 4.5 MB original three ways (public, to an organiser, in the edition's archive), each more than a socket holds.
    const files: [string, Record<string, string>][] = [
      [`/media/images/originals/${data.key}`, {}],
      [`/organisers/photo/${data.key}?size=original`, organiser],
      ["/event-details/fsw25/photos.zip", {}],
    ];
    for (const [file, headers] of files) {
      for (let i = 0; i < 3; i++) await hangUpAfterFirstBytes(`${behindProxy.url}${file}`, headers);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await fetch(`${behindProxy.url}/healthz`)).status, `${file}\n${behindProxy.output().slice(-1500)}`).toBe(200);
    }
  });
});

describe("posts to the site's pages", () => {
  const post = (origin: string | null, pathname = "/faq") =>
    fetch(`${direct.url}${pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(origin === null ? {} : { Origin: origin }) },
      body: "a=1",
    });

  it("from another site, a sandboxed frame or a malformed origin are refused with 403, never a 500", async () => {
    for (const origin of ["https://evil.example", "null", "not an origin", "http://localhost:1"]) {
      const res = await post(origin);
      expect(res.status, origin).toBe(403);
      expect(await res.text()).toBe("This form can only be sent from the site's own pages.");
    }
    const upload = await post("https://evil.example", "/add-photo");
    expect(upload.status).toBe(403);
  });

  it("from the site's own pages, at SITE_URL's address or the one the browser used, get the page's answer", async () => {
    const before = direct.output().length;
    // SITE_URL (http://localhost:PORT by default) while the connection says 127.0.0.1: Remix alone answered 500.
    for (const origin of [direct.url.replace("127.0.0.1", "localhost"), direct.url, null]) {
      expect((await post(origin)).status, String(origin)).toBe(405);
    }
    const { res } = await upload(behindProxy, {
      file: { bytes: await makeJpeg(120, 80), name: "own-origin.jpg" },
      fields: { title: "Own origin" },
      headers: { Origin: behindProxy.url.replace("127.0.0.1", "localhost"), "X-Forwarded-For": "203.0.113.31" },
    });
    expect(res.status).toBe(303);
    // A post to a page without a form is the visitor's mistake: answered, not logged with a stack.
    expect(direct.output().slice(before)).not.toContain("did not provide an `action`");
  });
});

describe("an address that does not decode", () => {
  it("is a 400 in a line of text, with nothing logged", async () => {
    const before = direct.output().length;
    for (const p of ["/event-details/%E0%A4%A", "/media/%E0%A4%A", "/organisers/photo/%ff"]) {
      const res = await fetch(`${direct.url}${p}`);
      expect(res.status, p).toBe(400);
      expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await res.text()).toBe("This address is not valid.");
    }
    expect(direct.output().slice(before)).not.toContain("URIError");
  });
});

describe("files that never change", () => {
  it("are kept in memory once served: the same bytes, headers and policy, compressed for those who ask", async () => {
    const url = `${behindProxy.url}/media/misc/first-edition.svg`;
    const first = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(first.status).toBe(200);
    // Gone from the disk, it is still answered from memory (for LISTING_CACHE_SECONDS, as the pages).
    const file = path.join(behindProxy.dataDir, "storage/misc/first-edition.svg");
    await fs.rename(file, `${file}.away`);
    try {
      const again = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
      expect(again.status).toBe(200);
      expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
      for (const name of ["content-type", "cache-control", "content-security-policy", "x-content-type-options"]) {
        expect(again.headers.get(name), name).toBe(first.headers.get(name));
      }
      const compressed = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        request(url, { headers: { "Accept-Encoding": "br" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
        })
          .on("error", reject)
          .end();
      });
      expect(compressed.encoding).toBe("br");
      expect(brotliDecompressSync(compressed.body).equals(bytes)).toBe(true);
    } finally {
      await fs.rename(`${file}.away`, file);
    }
  });

  it("never include an upload's: a photo taken down is gone at once", async () => {
    const { res, data } = await upload(behindProxy, {
      file: { bytes: await makeJpeg(300, 200), name: "kept-not.jpg" },
      fields: { title: "Not kept" },
      asScript: true,
      headers: { "X-Forwarded-For": "203.0.113.77" },
    });
    expect(res.status, JSON.stringify(data)).toBe(200);
    const url = `${behindProxy.url}/media/images/originals/${data.key}`;
    expect((await fetch(url)).status).toBe(200);
    await fs.rm(path.join(behindProxy.dataDir, "storage/images/originals", data.key!));
    expect((await fetch(url)).status).toBe(404);
  });
});
