import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { addAccounts } from "../support/review";
import { startServer, type TestServer } from "../support/server";
import { distinctJpeg, upload } from "../support/upload";

// Behind a proxy (TRUST_PROXY=1) the visitor's address is the forwarded one. Whatever the site logs about
// visitors (failed sign-ins, rate limits, removal requests, the request log) carries it truncated at most.
const V4 = "203.0.113.77";
const V6 = "2001:db8:85a3:42:8a2e:370:7334:1";
// As some proxies forward it, with a port: express-rate-limit's own setup warning quotes such an address.
const V4_WITH_PORT = "198.51.100.23:41234";
const PASSWORD = "a long enough password";

let server: TestServer;
let site: string;

beforeAll(async () => {
  server = await startServer({
    TRUST_PROXY: "1",
    PHOTO_REVIEW: "off",
    SIGN_IN_RATE_LIMIT: "3",
    REMOVAL_REQUEST_RATE_LIMIT: "1",
    UPLOAD_RATE_LIMIT: "1",
  });
  site = server.url.replace("127.0.0.1", "localhost");
  addAccounts(server, [
    ["ana@example.com", PASSWORD],
    ["bo@example.com", PASSWORD],
  ]);
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

function post(path: string, from: string, fields: Record<string, string>) {
  return fetch(server.url + path, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site, "X-Forwarded-For": from },
    body: new URLSearchParams(fields),
  });
}

async function statusOf(res: Promise<Response>): Promise<number> {
  const answer = await res;
  await answer.body?.cancel();
  return answer.status;
}

const wrongSignIn = (email: string, from: string) =>
  statusOf(post("/organisers/sign-in", from, { email, password: "not the password at all" }));

describe("visitors' addresses in the server's output", () => {
  it("appear only truncated, whatever the server warns about", async () => {
    // Failed sign-ins: three in a row warn (each account from one address), then the per-client limit refuses.
    expect(await wrongSignIn("ana@example.com", V4_WITH_PORT)).toBe(400);
    expect(await wrongSignIn("ana@example.com", V4)).toBe(400);
    expect(await wrongSignIn("ana@example.com", V4)).toBe(400);
    for (let i = 0; i < 3; i++) expect(await wrongSignIn("bo@example.com", V6)).toBe(400);
    expect(await wrongSignIn("bo@example.com", V6)).toBe(429);
    expect(await wrongSignIn("nobody@example.com", V4)).toBe(400);
    expect(await wrongSignIn("nobody@example.com", V4)).toBe(429);

    // An upload (published at once), then the upload limit refuses the next one from the same client.
    const jpeg = await makeJpeg(64, 48);
    const send = (from: string, tag: string) =>
      upload(server, {
        file: { bytes: distinctJpeg(jpeg, tag), name: `${tag}.jpg` },
        fields: { title: tag, edition: "FSW25" },
        asScript: true,
        headers: { "X-Forwarded-For": from },
      });
    const sent = await send(V4_WITH_PORT, "first");
    expect(sent.res.status, sent.body).toBe(200);
    expect((await send(V4_WITH_PORT, "second")).res.status).toBe(429);
    expect((await send(V6, "third")).res.status).toBe(200);

    // Removal requests: one each per hour, then 429.
    const ask = (from: string) => statusOf(post(`/photos/${sent.data.key}/remove`, from, { why: "I am in it.", email: "" }));
    expect(await ask(V4_WITH_PORT)).toBe(303);
    expect(await ask(V4_WITH_PORT)).toBe(429);
    expect(await ask(V6)).toBe(303);
    expect(await ask(V6)).toBe(429);
    expect(await ask(V4)).toBe(303);

    const output = server.output();
    // What was warned about, in the truncated form.
    // The accounts are not named in the log (no e-mail address is, decision 043).
    expect(output).toContain("3 failed attempts in a row for [e-mail] (last from 203.0.113.x)");
    expect(output).toContain("3 failed attempts in a row for [e-mail] (last from 2001:db8:85a3::/48)");
    expect(output).toMatch(/Rate limit: .*198\.51\.100\.x/);
    expect(output).toContain("Removal request stored");
    // And nowhere the whole address.
    for (const whole of [V4, V6, "198.51.100.23", "8a2e:370:7334", "85a3:42:"]) expect(output, whole).not.toContain(whole);
  }, 120_000);
});
