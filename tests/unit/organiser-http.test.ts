import { request } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { organiserOriginCheck } from "../../server/organisers.mjs";
import { signInRateLimit, uploadRateLimit } from "../../server/rate-limit.mjs";

// The HTTP server's part of the organiser pages, in front of Remix: the origin check and the
// sign-in rate limit, each on a small express app that echoes what reaches the route.
const servers: Array<{ close: () => void }> = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

async function listen(app: express.Express): Promise<string> {
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** What the route would see: the request's Host and Origin, and the limit's flags. */
function echo(req: express.Request, res: express.Response) {
  res.json({
    host: req.headers.host,
    origin: req.headers.origin ?? null,
    forwardedHost: req.headers["x-forwarded-host"] ?? null,
    signIn: res.locals.signInRateLimited ?? null,
    upload: res.locals.uploadRateLimited ?? null,
  });
}

function originApp(config: { siteUrl: string; siteUrlConfigured: boolean }, trustProxy: boolean | number = false) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use("/organisers", organiserOriginCheck(config));
  app.all("*", echo);
  return listen(app);
}

/** A form post with exactly these headers (fetch would not send a Host of our choosing). */
function post(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Headers; text: () => string; json: () => unknown }> {
  const body = "email=a%40b.org&password=x";
  return new Promise((resolve, reject) => {
    const req = request(`${url}/organisers/sign-in`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.length), ...headers },
    });
    req.on("error", reject);
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (text += d));
      res.on("end", () =>
        resolve({
          status: res.statusCode!,
          headers: new Headers(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
          text: () => text,
          json: () => JSON.parse(text),
        }),
      );
    });
    req.end(body);
  });
}

describe("the organiser origin check with SITE_URL unset", () => {
  const config = { siteUrl: "http://localhost:3000", siteUrlConfigured: false };

  it("takes a post from the address the browser used (loopback, a LAN address) and hands it on as from the site's origin", async () => {
    const url = await originApp(config);
    const port = new URL(url).port;
    for (const host of [`127.0.0.1:${port}`, `192.168.1.23:${port}`, `[::1]:${port}`, "fsw.local"]) {
      const res = await post(url, { Host: host, Origin: `http://${host}` });
      expect(res.status, host).toBe(200);
      expect(res.json()).toMatchObject({ host: "localhost:3000", origin: "http://localhost:3000" });
      // A same-origin form post that sends only a Referer.
      const byReferer = await post(url, { Host: host, Referer: `http://${host}/organisers/sign-in` });
      expect(byReferer.status, host).toBe(200);
    }
    // SITE_URL's own origin still works, whatever Host the request carried.
    expect((await post(url, { Host: `127.0.0.1:${port}`, Origin: "http://localhost:3000" })).status).toBe(200);
  });

  it("still refuses a post from another site, one with no origin, and one whose scheme or port differs", async () => {
    const url = await originApp(config);
    const port = new URL(url).port;
    const own = `127.0.0.1:${port}`;
    const refused: Array<Record<string, string>> = [
      { Host: own, Origin: "https://evil.example" },
      { Host: own, Origin: "null" },
      { Host: own, Referer: "https://evil.example/organisers" },
      { Host: own },
      { Host: own, Origin: `https://${own}` },
      { Host: own, Origin: "http://127.0.0.1:1" },
      // A forwarded host counts only from a trusted proxy (TRUST_PROXY unset here).
      { Host: own, "X-Forwarded-Host": "evil.example", Origin: "http://evil.example" },
    ];
    for (const headers of refused) {
      const res = await post(url, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.text()).toBe("This form can only be sent from the site's own pages.");
    }
  });

  it("behind a trusted proxy, takes the forwarded host and scheme the browser used", async () => {
    const url = await originApp(config, 1);
    const headers = { "X-Forwarded-Host": "fsw.example", "X-Forwarded-Proto": "https", Origin: "https://fsw.example" };
    const res = await post(url, headers);
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ host: "localhost:3000", origin: "http://localhost:3000", forwardedHost: null });
    expect((await post(url, { ...headers, "X-Forwarded-Proto": "http" })).status).toBe(403);
  });

  it("lets reads through untouched", async () => {
    const url = await originApp(config);
    const res = await fetch(`${url}/organisers`, { headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ origin: "https://evil.example" });
  });
});

describe("the organiser origin check with SITE_URL set", () => {
  const config = { siteUrl: "https://fsw.example", siteUrlConfigured: true };

  it("takes SITE_URL's origin only, and tells someone on this server at another address which SITE_URL to set", async () => {
    const url = await originApp(config);
    const own = new URL(url).host;
    const ok = await post(url, { Host: own, Origin: "https://fsw.example" });
    expect(ok.status).toBe(200);
    expect(ok.json()).toMatchObject({ host: "fsw.example", origin: "https://fsw.example" });

    const elsewhere = await post(url, { Host: own, Origin: `http://${own}` });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.text()).toBe(
      "This form can only be sent from the site's own pages. This site's address is set to https://fsw.example (SITE_URL)," +
        ` but this page was opened at http://${own}. Open https://fsw.example/organisers/sign-in instead,` +
        ` or start the server with SITE_URL=http://${own}.`,
    );
    // Another site learns nothing of the configuration.
    const cross = await post(url, { Host: own, Origin: "https://evil.example" });
    expect(cross.status).toBe(403);
    expect(cross.text()).toBe("This form can only be sent from the site's own pages.");
  });
});

describe("the per-client post limits (server/rate-limit.mjs)", () => {
  async function limitedApp(limit: number) {
    const app = express();
    // The client's address from X-Forwarded-For, so that one test can be many clients.
    app.set("trust proxy", 1);
    app.use("/organisers/sign-in", signInRateLimit(limit, String));
    app.use("/add-photo", uploadRateLimit(limit, String));
    app.all("*", echo);
    return listen(app);
  }
  const from = (url: string, client: string, path = "/organisers/sign-in", method = "POST") =>
    fetch(`${url}${path}`, { method, headers: { "X-Forwarded-For": client } }).then(
      (r) => r.json() as Promise<{ signIn: { retryAfterSeconds: number } | null; upload: unknown }>,
    );

  it("flags sign-in posts over SIGN_IN_RATE_LIMIT per client (IPv6 per /64), leaving reads and other clients alone", async () => {
    const url = await limitedApp(10);
    const flags: boolean[] = [];
    for (let i = 0; i < 12; i++) flags.push((await from(url, "2001:db8::1")).signIn !== null);
    expect(flags).toEqual([...Array(10).fill(false), true, true]);
    const flagged = await from(url, "2001:db8::ffff");
    expect(flagged.signIn!.retryAfterSeconds).toBeGreaterThan(0);
    expect(flagged.signIn!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await from(url, "2001:db9::1")).signIn).toBeNull();
    expect((await from(url, "203.0.113.7")).signIn).toBeNull();
    expect((await from(url, "2001:db8::1", "/organisers/sign-in", "GET")).signIn).toBeNull();
    // The two limits count apart: sign-ins spend nothing of the upload limit.
    expect((await from(url, "2001:db8::1", "/add-photo")).upload).toBeNull();
  });

  it("0 turns the limit off", async () => {
    const url = await limitedApp(0);
    for (let i = 0; i < 15; i++) expect((await from(url, "203.0.113.9")).signIn).toBeNull();
  });
});
