import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { ACCESS_CODE_FIELD } from "../../app/lib/photo-upload";
import { addAccounts } from "../support/review";
import { ROOT, startServer, type TestServer } from "../support/server";
import { distinctJpeg, upload } from "../support/upload";

// LOG_FORMAT=json as Cloud Run reads it (decision 043): every line of stdout and stderr one object with a severity,
// a message and a time; the request line Cloud Logging's httpRequest under its trace; and nowhere a visitor's whole
// address, an e-mail address or a secret, whatever the server had to say.

const STRAY_ERRORS = path.join(ROOT, "tests/fixtures/stray-errors.mjs");
const SECRETS = {
  SMTP_URL: "smtp://mailer:Smtp-Pa55-in-the-url@mail.invalid:587",
  SESSION_SECRET: "session-secret-never-in-the-log",
  PHOTO_MAIL_SECRET: "photo-mail-secret-never-in-the-log-0123456789",
  UPLOAD_ACCESS_CODE: "harbour-wifi-code",
};
const TOKEN = "a9f3c2e1d4b5a6978812734659abcdef";
const TRACE = "105445aa7843bc8bf206b12000100000";
const V4 = "203.0.113.77";
const V6 = "2001:db8:85a3:42:8a2e:370:7334:1";
// As some proxies forward it, with a port: express-rate-limit's own warning quotes such an address.
const V4_WITH_PORT = "198.51.100.23:41234";
const ORGANISER = "ana@example.com";
const PARTICIPANT = "sailor@example.net";

type Entry = { severity: string; message: string; time: string; httpRequest?: Record<string, unknown> } & Record<string, unknown>;

let server: TestServer;

async function until(done: () => boolean, timeoutMs = 30_000) {
  for (const deadline = Date.now() + timeoutMs; !done(); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() > deadline) throw new Error(`Not seen in ${timeoutMs / 1000} s:\n${server.output().slice(-3000)}`);
  }
}
let site: string;

beforeAll(async () => {
  const jpeg = await makeJpeg(1200, 800);
  server = await startServer(
    {
      ...SECRETS,
      LOG_FORMAT: "json",
      GOOGLE_CLOUD_PROJECT: "fsw-logs",
      TRUST_PROXY: "1",
      UPLOAD_RATE_LIMIT: "1",
      SIGN_IN_RATE_LIMIT: "0",
    },
    { imports: [STRAY_ERRORS] },
  );
  site = server.url.replace("127.0.0.1", "localhost");
  addAccounts(server, [[ORGANISER, "a long enough password"]]);
  const visitor = { "X-Forwarded-For": V4 };
  await fetch(`${server.url}/`, { headers: visitor }).then((r) => r.text());
  await fetch(`${server.url}/no-such-page`, { headers: visitor }).then((r) => r.text());
  // A query string that carries a token and the access code, under a trace of the load balancer.
  await fetch(`${server.url}/event-details/fsw25/photo-mail/confirm?subscriber=abc&token=${TOKEN}`, {
    headers: { ...visitor, "X-Cloud-Trace-Context": `${TRACE}/1;o=1` },
  }).then((r) => r.text());
  await fetch(`${server.url}/add-photo?code=${SECRETS.UPLOAD_ACCESS_CODE}&from=${encodeURIComponent(PARTICIPANT)}`, {
    headers: visitor,
  }).then((r) => r.text());
  const send = (tag: string, from: string) =>
    upload(server, {
      file: { bytes: distinctJpeg(jpeg, tag), name: `${tag}.jpg` },
      fields: { title: tag, edition: "FSW25", [ACCESS_CODE_FIELD]: SECRETS.UPLOAD_ACCESS_CODE },
      asScript: true,
      headers: { "X-Forwarded-For": from },
    });
  expect((await send("json-log", V4_WITH_PORT)).res.status).toBe(200);
  expect((await send("json-log-again", V4_WITH_PORT)).res.status).toBe(429);
  expect((await send("json-log-v6", V6)).res.status).toBe(200);
  // Three failed sign-ins on an account warn, naming it.
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${server.url}/organisers/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site, "X-Forwarded-For": V4 },
      body: new URLSearchParams({ email: ORGANISER, password: "not the password" }),
    });
    expect(res.status).toBe(400);
  }
  // A participant's address sent in a form: no line repeats it.
  await fetch(`${server.url}/event-details/fsw25/photo-mail`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site, "X-Forwarded-For": V4 },
    body: new URLSearchParams({ email: PARTICIPANT }),
  }).then((r) => r.text());
  // An error with its stack: a promise rejected with no handler.
  server.signal("SIGUSR2");
  await until(() => server.output().includes("A stray rejection from the test"));
  await until(() => server.output().includes("Mail failed"));
  const exited = server.exited();
  server.signal("SIGTERM");
  expect(await exited).toBe(0);
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

const linesOf = (text: string) => text.split("\n").filter((line) => line !== "");
const entries = (): Entry[] => {
  const { stdout, stderr } = server.streams();
  return [...linesOf(stdout), ...linesOf(stderr)].map((line) => JSON.parse(line) as Entry);
};
const requestLine = (url: string) => entries().find((e) => e.httpRequest?.requestUrl === url);

describe("LOG_FORMAT=json", () => {
  it("writes every line of stdout and stderr as one object with a severity, a message and a time", () => {
    const { stdout, stderr } = server.streams();
    expect(linesOf(stdout).length).toBeGreaterThan(10);
    expect(linesOf(stderr).length).toBeGreaterThan(2);
    for (const [stream, severities] of [
      [stdout, ["DEBUG", "INFO", "WARNING", "ERROR"]],
      [stderr, ["WARNING", "ERROR"]],
    ] as const) {
      for (const line of linesOf(stream)) {
        let entry: Entry;
        expect(() => (entry = JSON.parse(line) as Entry), line).not.toThrow();
        expect(severities, line).toContain(entry!.severity);
        expect(typeof entry!.message, line).toBe("string");
        expect(new Date(entry!.time).toISOString(), line).toBe(entry!.time);
      }
    }
  });

  it("has the start-up lines, the warnings, an error's stack and the stop", () => {
    const messages = entries().map((e) => `${e.severity} ${e.message}`);
    expect(messages).toContainEqual(expect.stringMatching(/^INFO Forró Sailing Week backend: embedded storage/));
    expect(messages).toContainEqual(expect.stringMatching(/^INFO Forró Sailing Week listening on http:\/\//));
    expect(messages).toContainEqual(
      expect.stringMatching(/^WARNING Organiser sign-in: 3 failed attempts in a row for \[e-mail\]/),
    );
    expect(messages).toContainEqual(expect.stringMatching(/^(?:WARNING|ERROR) Rate limit: .*198\.51\.100\.x/));
    expect(messages).toContainEqual(expect.stringMatching(/^WARNING Mail failed: failed sign-ins/));
    expect(messages).toContainEqual(
      expect.stringMatching(
        /^ERROR Unhandled promise rejection .*: Error: A stray rejection from the test\n\s+at .*stray-errors\.mjs/,
      ),
    );
    expect(messages).toContainEqual(expect.stringMatching(/^INFO Stopping on SIGTERM: /));
    expect(messages).toContainEqual(expect.stringMatching(/^INFO Stopped after /));
  });

  it("writes the request line as Cloud Logging's httpRequest, with the path alone and the trace", () => {
    expect(requestLine("/")).toMatchObject({ severity: "INFO", httpRequest: { requestMethod: "GET" } });
    expect(requestLine("/no-such-page")).toMatchObject({ severity: "WARNING", httpRequest: { status: 404 } });
    expect(requestLine("/add-photo/upload")).toMatchObject({ httpRequest: { requestMethod: "POST", status: 200 } });
    const confirm = requestLine("/event-details/fsw25/photo-mail/confirm")!;
    expect(confirm).toMatchObject({
      message: expect.stringMatching(/^GET \/event-details\/fsw25\/photo-mail\/confirm \d{3} /),
      httpRequest: {
        requestMethod: "GET",
        requestUrl: "/event-details/fsw25/photo-mail/confirm",
        status: expect.any(Number),
        latency: expect.stringMatching(/^\d+\.\d{3}s$/),
        responseSize: expect.stringMatching(/^\d+$/),
        userAgent: expect.any(String),
      },
      "logging.googleapis.com/trace": `projects/fsw-logs/traces/${TRACE}`,
    });
    expect(requestLine("/add-photo")).toBeDefined();
    for (const entry of entries().filter((e) => e.httpRequest)) {
      expect(String(entry.httpRequest!.requestUrl)).not.toContain("?");
      expect(entry.httpRequest).not.toHaveProperty("remoteIp");
    }
  });

  it("shows no visitor's whole address, no e-mail address and no secret anywhere", () => {
    const { stdout, stderr } = server.streams();
    const output = stdout + stderr;
    for (const value of [
      V4,
      V6,
      "198.51.100.23",
      "8a2e:370:7334",
      ORGANISER,
      PARTICIPANT,
      "sailor%40example.net",
      TOKEN,
      ...Object.values(SECRETS),
    ]) {
      expect(output, value).not.toContain(value);
    }
    expect(output).not.toContain("Smtp-Pa55");
    expect(output).not.toMatch(/[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/i);
    // The one whole address is the server's own, where it says it listens.
    const addresses = entries().filter((e) => /\b\d{1,3}(?:\.\d{1,3}){3}\b/.test(e.message));
    expect(addresses.map((e) => e.message)).toEqual([
      expect.stringMatching(/^Forró Sailing Week listening on http:\/\/127\.0\.0\.1:\d+$/),
    ]);
  });
});
