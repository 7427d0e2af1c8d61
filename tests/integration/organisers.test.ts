import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server";
import { addOrganiser } from "../support/organisers";
import { checkHtml } from "../support/vnu";

// The organiser pages through the built server over HTTP: the command makes the account in the
// server's own DATA_DIR, and every answer is checked for what caches and crawlers may do with it.
const EMAIL = "skipper@example.org";
const PASSWORD = "wind from the north-west";

let server: TestServer;
/** SITE_URL's origin (the default, http://localhost:PORT): the Origin a browser on the site sends. */
let site: string;

beforeAll(async () => {
  server = await startServer({ REQUEST_LOG: "off" });
  site = server.url.replace("127.0.0.1", "localhost");
  const made = addOrganiser(server, EMAIL, PASSWORD);
  expect(made.status, made.stderr).toBe(0);
  expect(made.stdout).toContain(`Added ${EMAIL}`);
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

function get(path: string, cookie?: string) {
  return fetch(server.url + path, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
}

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(server.url + path, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site, ...headers },
    body: new URLSearchParams(fields),
  });
}

function expectPrivate(res: Response) {
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
}

async function signIn(): Promise<string> {
  const res = await post("/organisers/sign-in", { email: EMAIL, password: PASSWORD, redirectTo: "/organisers" });
  expect(res.status).toBe(303);
  return /^(fsw_organiser=[^;]+)/.exec(res.headers.get("set-cookie") ?? "")![1]!;
}

describe("organiser pages over HTTP", () => {
  it("the sign-in page is private, noindex and valid HTML; /organisers without a session redirects to it", async () => {
    const res = await get("/organisers/sign-in");
    expect(res.status).toBe(200);
    expectPrivate(res);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toMatch(/<form method="post"/);
    const gate = await get("/organisers");
    expect(gate.status).toBe(302);
    expect(gate.headers.get("location")).toBe("/organisers/sign-in?redirectTo=%2Forganisers");
    const errors = await checkHtml({ "/organisers/sign-in": html });
    expect(errors.map((e) => `${e.lastLine ?? "?"}: ${e.message}`)).toEqual([]);
  }, 60_000);

  it("an organiser made by the command signs in and out; the page is never served from the page cache", async () => {
    const cookie = await signIn();
    for (let i = 0; i < 2; i++) {
      const res = await get("/organisers", cookie);
      expect(res.status).toBe(200);
      expectPrivate(res);
      const html = await res.text();
      expect(html).toContain(EMAIL);
      expect(html).toMatch(/<form method="post" action="\/organisers\/sign-out"/);
      expect(html).toContain("<h1");
    }
    const security = await get("/organisers/security", cookie);
    expect(security.status).toBe(200);
    const errors = await checkHtml({
      "/organisers": await (await get("/organisers", cookie)).text(),
      "/organisers/security": await security.text(),
    });
    expect(errors.map((e) => `${e.url}:${e.lastLine ?? "?"}: ${e.message}`)).toEqual([]);
    // Someone without the cookie, right after: not the organiser's page.
    const anonymous = await get("/organisers");
    expect(anonymous.status).toBe(302);
    expect(await anonymous.text()).not.toContain(EMAIL);

    expect((await get("/organisers/sign-out", cookie)).status).toBe(405);
    const crossSite = await post("/organisers/sign-out", {}, { Cookie: cookie, Origin: "https://elsewhere.example" });
    expect(crossSite.status).toBe(403);
    expect((await get("/organisers", cookie)).status).toBe(200);
    const out = await post("/organisers/sign-out", {}, { Cookie: cookie });
    expect(out.status).toBe(303);
    expect(out.headers.get("set-cookie")).toMatch(/^fsw_organiser=; Max-Age=0; Path=\/organisers;/);
    expect((await get("/organisers", cookie)).status).toBe(302);
  }, 60_000);

  it("a wrong password gets the sign-in page again with a 400 and no cookie", async () => {
    const res = await post("/organisers/sign-in", { email: EMAIL, password: "not the password at all" });
    expect(res.status).toBe(400);
    expectPrivate(res);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await res.text()).toContain("The e-mail address or the password is not right.");
  });

  it("too many sign-in posts from one client get a 429 page with Retry-After", async () => {
    let res: Response | undefined;
    for (let i = 0; i < 11; i++)
      res = await post("/organisers/sign-in", { email: `nobody${i}@example.org`, password: "whatever it is" });
    expect(res!.status).toBe(429);
    expectPrivate(res!);
    expect(Number(res!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res!.text()).toContain("Too many sign-in attempts from your connection.");
  });

  it("robots.txt keeps crawlers out and the sitemap never lists an organiser page", async () => {
    expect((await (await get("/robots.txt")).text()).split("\n")).toContain("Disallow: /organisers");
    expect(await (await get("/sitemap.xml")).text()).not.toContain("/organisers");
  });
});

describe("organiser sign-in on the Firebase backend (modelled services in the server's process)", () => {
  let fb: TestServer;
  let fbSite: string;

  beforeAll(async () => {
    fb = await startServer({ REQUEST_LOG: "off", FIREBASE_RETRY_SCALE: "0.01" }, { mocks: true });
    fbSite = fb.url.replace("127.0.0.1", "localhost");
    // The command talks to the same modelled database over HTTP, as it would to the emulator.
    const made = addOrganiser(fb, EMAIL, PASSWORD);
    expect(made.status, made.stderr).toBe(0);
  }, 60_000);

  afterAll(async () => {
    await fb?.stop();
  });

  const database = async (path: string) => (await fetch(`${fb.mockOrigin}/__mocks/database?path=${path}`)).json();

  it("signs in and out; the session is a database record named by the id's hash", async () => {
    const accounts = (await database("organisers")) as Record<string, { email: string }>;
    expect(Object.values(accounts).map((a) => a.email)).toEqual([EMAIL]);
    const res = await fetch(`${fb.url}/organisers/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: fbSite },
      body: new URLSearchParams({ email: EMAIL, password: PASSWORD }),
    });
    expect(res.status).toBe(303);
    const cookie = /^(fsw_organiser=[^;]+)/.exec(res.headers.get("set-cookie") ?? "")![1]!;
    // Remix's cookie encoding: the id as JSON, in base64, URL-encoded.
    const id = JSON.parse(Buffer.from(decodeURIComponent(cookie.slice("fsw_organiser=".length)), "base64").toString("utf8"));
    const hash = createHash("sha256").update(id).digest("hex");
    expect(Object.keys((await database("organiserSessions")) as object)).toEqual([hash]);
    const page = await fetch(`${fb.url}/organisers`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(EMAIL);
    const out = await fetch(`${fb.url}/organisers/sign-out`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: fbSite },
    });
    expect(out.status).toBe(303);
    expect(await database("organiserSessions")).toBeNull();
    expect((await fetch(`${fb.url}/organisers`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(302);
  }, 30_000);
});
