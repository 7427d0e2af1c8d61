import fs from "node:fs/promises";
import { request } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { text } from "../support/html";
import { addOrganiser } from "../support/organisers";
import { listFiles, startServer, type TestServer } from "../support/server";
import { upload } from "../support/upload";

// The organiser pages on a server started the way a newcomer starts it: SITE_URL unset. Forms are
// taken from the address the browser used, never from another site, and a body that is no form of
// the page gets a 4xx with words, changing nothing.
const EMAIL = "bosun@example.org";
const PASSWORD = "reef early, reef often";

let server: TestServer;
let port: string;
let pendingKey: string;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with exactly these headers (fetch will not send a Host of our choosing); a body given as chunks is sent chunked. */
function send(
  method: string,
  target: string,
  headers: Record<string, string>,
  body: string | Buffer | Buffer[] = "",
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunked = Array.isArray(body);
    const req = request(server.url + target, {
      method,
      headers: chunked ? headers : { "Content-Length": String(Buffer.byteLength(body)), ...headers },
    });
    req.on("error", reject);
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    if (chunked) {
      for (const chunk of body) req.write(chunk);
      req.end();
    } else req.end(body);
  });
}

const cookieOf = (answer: Answer) => /^(fsw_organiser=[^;]+)/.exec(String(answer.headers["set-cookie"] ?? ""))?.[1] ?? null;

/** Signs in as a browser at `http://{host}` would, Host and Origin alike. */
async function signIn(host: string): Promise<Answer> {
  const form = new URLSearchParams({ email: EMAIL, password: PASSWORD, redirectTo: "/organisers" }).toString();
  return send(
    "POST",
    "/organisers/sign-in",
    { Host: host, Origin: `http://${host}`, "Content-Type": "application/x-www-form-urlencoded" },
    form,
  );
}

/**
 * What "nothing changed" compares: every database file with its bytes, and which originals are
 * stored (resized copies may still be made in the background, whatever the posts do).
 */
async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const file of await listFiles(path.join(server.dataDir, "database"))) {
    out[`database/${file}`] = await fs.readFile(path.join(server.dataDir, "database", file), "utf8");
  }
  for (const file of await listFiles(path.join(server.dataDir, "storage/images/originals"))) out[`originals/${file}`] = "";
  return out;
}

beforeAll(async () => {
  server = await startServer({ REQUEST_LOG: "off", UPLOAD_RATE_LIMIT: "0", SIGN_IN_RATE_LIMIT: "0" });
  port = new URL(server.url).port;
  const made = addOrganiser(server, EMAIL, PASSWORD);
  expect(made.status, made.stderr).toBe(0);
  const { res } = await upload(server, { file: { bytes: await makeJpeg(1200, 800), name: "mooring.jpg" } });
  expect(res.status).toBe(303);
  const cookie = cookieOf(await signIn(`127.0.0.1:${port}`))!;
  const queue = await send("GET", "/organisers", { Host: `127.0.0.1:${port}`, Cookie: cookie });
  pendingKey = /\/organisers\/photo\/(\d+-mooring[^"?/]*)/.exec(queue.body)![1]!;
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("signing in with SITE_URL unset", () => {
  it("works from http://127.0.0.1:PORT and from a phone on the network, and a copied cookie dies with sign-out", async () => {
    for (const host of [`127.0.0.1:${port}`, `192.168.1.23:${port}`, `localhost:${port}`]) {
      const answer = await signIn(host);
      expect(answer.status, host).toBe(303);
      expect(answer.headers.location).toBe("/organisers");
      const cookie = cookieOf(answer)!;
      const page = await send("GET", "/organisers", { Host: host, Cookie: cookie });
      expect(page.status, host).toBe(200);
      expect(text(page.body)).toContain(EMAIL);

      const out = await send("POST", "/organisers/sign-out", { Host: host, Origin: `http://${host}`, Cookie: cookie });
      expect(out.status, host).toBe(303);
      // The same cookie, replayed: no page, no action.
      expect((await send("GET", "/organisers", { Host: host, Cookie: cookie })).status).toBe(302);
      const replayed = await send(
        "POST",
        "/organisers?index",
        { Host: host, Origin: `http://${host}`, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        new URLSearchParams({ intent: "approve", key: pendingKey }).toString(),
      );
      expect(replayed.status).toBe(302);
      expect(replayed.headers.location).toMatch(/^\/organisers\/sign-in\?redirectTo=/);
    }
  });

  it("still refuses a post from another site (403), signed in or not", async () => {
    const own = `127.0.0.1:${port}`;
    const cookie = cookieOf(await signIn(own))!;
    const before = await snapshot();
    for (const origin of ["https://evil.example", `http://evil.example:${port}`, "null"]) {
      for (const target of ["/organisers/sign-in", "/organisers?index", "/organisers/sign-out"]) {
        const answer = await send(
          "POST",
          target,
          { Host: own, Origin: origin, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
          new URLSearchParams({ email: EMAIL, password: PASSWORD, intent: "approve", key: pendingKey }).toString(),
        );
        expect(answer.status, `${origin} ${target}`).toBe(403);
        expect(answer.body).toBe("This form can only be sent from the site's own pages.");
        expect(answer.headers["set-cookie"]).toBeUndefined();
      }
    }
    const reviewForms: Array<Record<string, string>> = [
      { intent: "approve-page", key: pendingKey, confirm: "yes" },
      { intent: "set-boat", key: pendingKey, boat: "Bali 4.2" },
      { intent: "edit", key: pendingKey, title: "x", edition: "fsw25", tags: "", name: "Ana", boat: "Bali 4.2" },
    ];
    for (const form of reviewForms) {
      const answer = await send(
        "POST",
        "/organisers?index",
        { Host: own, Origin: "https://evil.example", Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        new URLSearchParams(form).toString(),
      );
      expect(answer.status, form.intent).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
    expect((await send("GET", "/organisers", { Host: own, Cookie: cookie })).status).toBe(200);
  });
});

describe("a body an organiser action cannot read", () => {
  const own = () => `127.0.0.1:${port}`;
  const multipartHead = '--XYZ\r\nContent-Disposition: form-data; name="intent"\r\n\r\napprove\r\n';
  const bodies: Array<{ name: string; type?: string; body: () => string | Buffer | Buffer[]; status: number; says: string }> = [
    {
      name: "JSON",
      type: "application/json",
      body: () => JSON.stringify({ intent: "approve", key: pendingKey, email: EMAIL, password: PASSWORD }),
      status: 400,
      says: "This address takes the organiser pages' own forms only",
    },
    {
      name: "text/plain",
      type: "text/plain;charset=UTF-8",
      body: () => `intent=approve\r\nkey=${pendingKey}\r\nemail=${EMAIL}\r\npassword=${PASSWORD}\r\n`,
      status: 400,
      says: "This address takes the organiser pages' own forms only",
    },
    {
      name: "no Content-Type",
      body: () => `intent=approve&key=${pendingKey}`,
      status: 400,
      says: "This address takes the organiser pages' own forms only",
    },
    {
      name: "multipart cut off before its closing boundary",
      type: "multipart/form-data; boundary=XYZ",
      body: () => `${multipartHead}--XYZ\r\nContent-Disposition: form-data; name="key"\r\n\r\n${pendingKey}`,
      status: 400,
      says: "The form could not be read.",
    },
    {
      name: "multipart without a boundary",
      type: "multipart/form-data",
      body: () => `${multipartHead}--XYZ--\r\n`,
      status: 400,
      says: "The form could not be read.",
    },
    {
      name: "an oversized form",
      type: "application/x-www-form-urlencoded",
      body: () => `intent=approve&key=${pendingKey}&pad=${"x".repeat(100_000)}`,
      status: 413,
      says: "This form is far larger than any organiser page sends.",
    },
    {
      name: "an oversized form sent chunked, with no length",
      type: "multipart/form-data; boundary=XYZ",
      body: () => [Buffer.from(multipartHead), ...Array.from({ length: 40 }, () => Buffer.alloc(4096, 0x61))],
      status: 413,
      says: "This form is far larger than any organiser page sends.",
    },
  ];
  const routes = [
    "/organisers?index",
    "/organisers/security",
    "/organisers/notices",
    "/organisers/sign-out",
    "/organisers/sign-in",
  ];

  for (const { name, type, body, status, says } of bodies) {
    it(`${name}: ${status} with words on every organiser action, nothing changed, the session alive`, async () => {
      const cookie = cookieOf(await signIn(own()))!;
      const before = await snapshot();
      for (const route of routes) {
        const answer = await send(
          "POST",
          route,
          { Host: own(), Origin: `http://${own()}`, Cookie: cookie, ...(type ? { "Content-Type": type } : {}) },
          body(),
        );
        expect(answer.status, route).toBe(status);
        expect(text(answer.body), route).toContain(says);
        expect(answer.headers["cache-control"], route).toBe("private, no-store");
        expect(answer.headers["set-cookie"], route).toBeUndefined();
      }
      expect(await snapshot()).toEqual(before);
      expect((await send("GET", "/organisers", { Host: own(), Cookie: cookie })).status).toBe(200);
    });
  }

  it("a form of garbage is read as a form and refused for what it lacks, changing nothing", async () => {
    const cookie = cookieOf(await signIn(own()))!;
    const before = await snapshot();
    const garbage = Buffer.concat([Buffer.from("%%zz&&==&intent=%E0%A4%A&key"), Buffer.from([0xff, 0xfe, 0x00, 0x3d])]);
    const headers = {
      Host: own(),
      Origin: `http://${own()}`,
      Cookie: cookie,
      "Content-Type": "application/x-www-form-urlencoded",
    };
    const expected: Array<[string, number, string | null]> = [
      ["/organisers?index", 400, "Choose an action: approve, hide, delete, save or set the boat."],
      ["/organisers/security", 400, "Please use one of the buttons on this page."],
      ["/organisers/sign-in", 400, "Please enter your e-mail address and your password."],
      // Ids that name no notice: nothing to dismiss, back to the queue.
      ["/organisers/notices", 303, null],
    ];
    for (const [route, status, says] of expected) {
      // Signing in again while signed in sends the visitor on, so this one comes without the cookie.
      const { Cookie, ...anonymous } = headers;
      const answer = await send("POST", route, route === "/organisers/sign-in" ? anonymous : { ...anonymous, Cookie }, garbage);
      expect(answer.status, route).toBe(status);
      if (says) expect(text(answer.body), route).toContain(says);
    }
    expect(await snapshot()).toEqual(before);
    expect((await send("GET", "/organisers", { Host: own(), Cookie: cookie })).status).toBe(200);
  });

  it("all of them at once, beside two sign-outs of one session racing: no 500, nothing but the session changed", async () => {
    const cookie = cookieOf(await signIn(own()))!;
    const before = await snapshot();
    const headers = (type?: string) => ({
      Host: own(),
      Origin: `http://${own()}`,
      Cookie: cookie,
      ...(type ? { "Content-Type": type } : {}),
    });
    const hostile = bodies.flatMap(({ type, body }) =>
      ["/organisers?index", "/organisers/security", "/organisers/notices"].map((route) =>
        send("POST", route, headers(type), body()),
      ),
    );
    const signOuts = [0, 1].map(() => send("POST", "/organisers/sign-out", headers()));
    const answers = await Promise.all([...hostile, ...signOuts]);
    for (const answer of answers.slice(0, hostile.length)) expect([302, 400, 413]).toContain(answer.status);
    // Each sign-out either ended the session or found it already ended.
    for (const answer of answers.slice(hostile.length)) expect([302, 303]).toContain(answer.status);
    expect(answers.slice(hostile.length).some((a) => a.status === 303)).toBe(true);
    expect((await send("GET", "/organisers", { Host: own(), Cookie: cookie })).status).toBe(302);
    const after = await snapshot();
    // Only the session's own records differ: its record and its entry in the account.
    const changed = Object.keys({ ...before, ...after }).filter((file) => before[file] !== after[file]);
    for (const file of changed) expect(file, file).toMatch(/organiserSessions|organisers/);
    expect(JSON.stringify(after)).toContain(pendingKey);
  });

  it("a sender who leaves half-way through the form changes nothing, and the server serves on", async () => {
    const cookie = cookieOf(await signIn(own()))!;
    const before = await snapshot();
    await new Promise<void>((resolve) => {
      const req = request(`${server.url}/organisers?index`, {
        method: "POST",
        headers: {
          Host: own(),
          Origin: `http://${own()}`,
          Cookie: cookie,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": "5000",
        },
      });
      req.on("error", () => resolve());
      req.on("response", () => resolve());
      req.write(`intent=approve&key=${pendingKey}&key=`);
      setTimeout(() => req.destroy(), 300);
    });
    expect(await snapshot()).toEqual(before);
    const queue = await send("GET", "/organisers", { Host: own(), Cookie: cookie });
    expect(queue.status).toBe(200);
    expect(queue.body).toContain(pendingKey);
  });

  it("organiser pages without an action answer 405 to any post, never 500", async () => {
    const cookie = cookieOf(await signIn(own()))!;
    for (const target of [
      "/organisers",
      "/organisers/audit",
      `/organisers/delete?key=${pendingKey}`,
      `/organisers/photo/${pendingKey}`,
    ]) {
      const answer = await send(
        "POST",
        target,
        { Host: own(), Origin: `http://${own()}`, Cookie: cookie, "Content-Type": "application/json" },
        JSON.stringify({ intent: "approve", key: pendingKey }),
      );
      expect(answer.status, target).toBe(405);
    }
  });
});
