import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server";

// Every route, asked in every way a stranger might: no answer is a 5xx, and nothing lands in the log
// with a stack. Each case below once answered 500 (posts from another origin, addresses that do not decode).
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ UPLOAD_RATE_LIMIT: "0", SIGN_IN_RATE_LIMIT: "0", REQUEST_LOG: "off" });
});

afterAll(async () => {
  await server?.stop();
});

const PATHS = [
  "/",
  "/home",
  "/events",
  "/event-details/fsw25",
  "/event-details/%E0%A4%A",
  "/event-details/fsw25/boat-pack",
  "/event-details/fsw25/photos.zip",
  "/event-details/fsw25/poster",
  "/event-details/fsw25/slideshow",
  "/event-details/fsw25/slideshow.json?after=abc",
  "/event-details/fsw25/photo-mail",
  "/pt/event-details/fsw25/photo-mail/confirm?subscriber=x&token=%ff",
  `/event-details/fsw25/photo-mail/unsubscribe?subscriber=${"a".repeat(64)}&token=${"b".repeat(43)}`,
  "/events.ics",
  "/calendar/fsw26.ics",
  "/team",
  "/team-details/nobody",
  "/teachers/%ff",
  "/skippers/x",
  "/rates",
  "/rates-details?medal=gold&medal=silver",
  "/faq",
  "/about-fsw",
  "/privacy",
  "/accessibility",
  "/add-photo",
  "/add-photo?edition=%00",
  "/add-photo/upload",
  "/add-photo/mine",
  "/add-photo/mine/1732000000000-x",
  "/add-photo/mine/1732000000000-x/withdraw",
  "/photos/1732000000000-x/remove",
  "/media/misc/hero.svg",
  "/media/%2e%2e/%2e%2e/package.json",
  "/previews/nothing.jpg",
  "/offline",
  "/offline-pages.json",
  "/organisers",
  "/organisers/sign-in?redirectTo=//elsewhere.example",
  "/organisers/audit",
  "/organisers/photo/%ff",
  "/organisers/mail-off?token=x",
  "/sitemap.xml",
  "/robots.txt",
  "/healthz",
];
const BODIES: Array<[string, string] | null> = [
  null,
  ["multipart/form-data; boundary=B", '--B\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc'],
];

describe("requests from strangers", () => {
  it("get no 5xx on any route, whatever the method, body or origin, and leave no stack in the log", async () => {
    const own = server.url.replace("127.0.0.1", "localhost");
    const failed: string[] = [];
    const logFrom = server.output().length;
    for (const p of PATHS) {
      for (const method of ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH"]) {
        const writes = method !== "GET" && method !== "HEAD";
        for (const body of writes ? BODIES : [null]) {
          for (const origin of writes ? [own, "https://elsewhere.example", "null"] : [null]) {
            const res = await fetch(server.url + p, {
              method,
              redirect: "manual",
              headers: { ...(origin ? { Origin: origin } : {}), ...(body ? { "Content-Type": body[0] } : {}) },
              body: body?.[1],
            });
            await res.arrayBuffer();
            if (res.status >= 500) failed.push(`${res.status} ${method} ${p} from ${origin} ${body?.[0] ?? ""}`);
          }
        }
      }
    }
    expect(failed).toEqual([]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(server.output().slice(logFrom)).not.toMatch(/^\s+at /m);
  }, 120_000);
});
