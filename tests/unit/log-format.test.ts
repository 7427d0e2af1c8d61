import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { parseConfig } from "~/config/config.server";
import {
  EMAIL_PLACEHOLDER,
  SECRET_PLACEHOLDER,
  installLog,
  logRequests,
  redact,
  secretsOf,
  traceFields,
} from "../../server/log.mjs";

const TRACE = "105445aa7843bc8bf206b12000100000";
const NOW = new Date("2026-07-01T10:00:00.000Z");

/** A console of its own, written into arrays instead of the process's streams. */
function capture(format: "text" | "json", secrets: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const target = {} as Console;
  installLog(format, {
    target,
    secrets,
    stdout: { write: (s: string) => out.push(s) },
    stderr: { write: (s: string) => err.push(s) },
    now: () => NOW,
  });
  return { target, out, err };
}

const parse = (line: string) => JSON.parse(line) as Record<string, unknown> & { message: string };

describe("the JSON log (decision 043)", () => {
  it("writes one object per line with the severity of each console method, on the stream it had", () => {
    const { target, out, err } = capture("json");
    target.debug("checking %d things", 3);
    target.log("plain");
    target.info("Forró Sailing Week listening");
    target.warn("Mail failed: review digest.");
    target.error("The storage backend could not start:", "no disk");
    target.dir({ nested: { deep: true } });
    expect(out.map(parse)).toEqual([
      { severity: "DEBUG", message: "checking 3 things", time: NOW.toISOString() },
      { severity: "INFO", message: "plain", time: NOW.toISOString() },
      { severity: "INFO", message: "Forró Sailing Week listening", time: NOW.toISOString() },
      { severity: "INFO", message: "{ nested: { deep: true } }", time: NOW.toISOString() },
    ]);
    expect(err.map(parse)).toEqual([
      { severity: "WARNING", message: "Mail failed: review digest.", time: NOW.toISOString() },
      { severity: "ERROR", message: "The storage backend could not start: no disk", time: NOW.toISOString() },
    ]);
    for (const line of [...out, ...err]) expect(line.endsWith("}\n") && line.indexOf("\n") === line.length - 1).toBe(true);
  });

  it("keeps an error's stack in the message, on one line of JSON", () => {
    const { target, err } = capture("json");
    const error = new TypeError("Cannot read properties of undefined");
    target.error("Upload failed:", error);
    expect(err).toHaveLength(1);
    const line = parse(err[0]!);
    expect(line.severity).toBe("ERROR");
    expect(line.message).toContain(`Upload failed: ${error.stack}`);
    expect(line.message).toMatch(/\n\s+at /);
  });

  it("gives Node's own warnings, which it writes with console.error, the severity WARNING", () => {
    const { target, err } = capture("json");
    target.error("(node:4242) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.");
    target.error("(node:4242) Warning: Possible EventEmitter memory leak detected.");
    expect(err.map((l) => parse(l).severity)).toEqual(["WARNING", "WARNING"]);
  });

  it("leaves text lines as they were, but for e-mail addresses and secrets", () => {
    const { target, out, err } = capture("text", ["s3cret-value"]);
    target.info("Forró Sailing Week listening on http://localhost:3000");
    target.warn("Organiser sign-in: 3 failed attempts in a row for ana@example.com (last from 203.0.113.x).");
    target.error("SMTP said no to s3cret-value");
    expect(out).toEqual(["Forró Sailing Week listening on http://localhost:3000\n"]);
    expect(err).toEqual([
      `Organiser sign-in: 3 failed attempts in a row for ${EMAIL_PLACEHOLDER} (last from 203.0.113.x).\n`,
      `SMTP said no to ${SECRET_PLACEHOLDER}\n`,
    ]);
  });
});

describe("redaction", () => {
  it("replaces anything shaped like an e-mail address, encoded or not, and leaves package versions and scopes", () => {
    expect(redact("for ana@example.com and Bo.Smith+fsw@mail.example.co.uk")).toBe(
      `for ${EMAIL_PLACEHOLDER} and ${EMAIL_PLACEHOLDER}`,
    );
    expect(redact("/photo-mail?email=ana%40example.com&x=1")).toBe(`/photo-mail?email=${EMAIL_PLACEHOLDER}&x=1`);
    expect(redact("from Forró Sailing Week <noreply@localhost>")).toBe(`from Forró Sailing Week <${EMAIL_PLACEHOLDER}>`);
    expect(redact("josé@exemplo.pt")).toBe(EMAIL_PLACEHOLDER);
    const stack = "at file:///srv/node_modules/@remix-run/node/dist/index.js:1:2 (piscina@5.3.2, express@4.22.3)";
    expect(redact(stack)).toBe(stack);
  });

  it("finds every secret of the configuration, and its URL-encoded form", () => {
    const key = "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----\n";
    const config = parseConfig({
      SMTP_URL: "smtp://mailer:Reef%21ng fast@mail.example.org:587",
      SESSION_SECRET: "session-secret-of-the-site",
      PHOTO_MAIL_SECRET: "0123456789abcdef0123456789abcdef-photo",
      UPLOAD_ACCESS_CODE: "harbour wifi",
      FIREBASE_PROJECT_ID: "fsw-test",
      FIREBASE_STORAGE_BUCKET: "fsw-test.appspot.com",
      FIREBASE_DATABASE_URL: "https://fsw-test-default-rtdb.firebaseio.com",
      FIREBASE_SERVICE_ACCOUNT: JSON.stringify({
        private_key: key,
        private_key_id: "a1b2c3d4e5f6",
        client_email: "site@fsw-test.iam.gserviceaccount.com",
      }),
    });
    const secrets = secretsOf(config);
    const leaks = [
      "connecting with Reef!ng fast as mailer",
      "the URL smtp://mailer:Reef%21ng fast@mail.example.org:587 failed",
      "encoded Reef%21ng%20fast",
      "session-secret-of-the-site",
      "hmac key 0123456789abcdef0123456789abcdef-photo",
      "GET /add-photo?code=harbour%20wifi and the code harbour wifi",
      `key ${JSON.stringify(key)} id a1b2c3d4e5f6`,
      "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC",
      "service account site@fsw-test.iam.gserviceaccount.com",
    ];
    for (const text of leaks) {
      const out = redact(text, secrets);
      for (const value of [
        "Reef",
        "ng fast",
        "session-secret",
        "0123456789abcdef",
        "harbour",
        "MIIEvQ",
        "a1b2c3d4e5f6",
        "site@",
      ]) {
        expect(out, text).not.toContain(value);
      }
    }
    // The host of the SMTP server is no secret, and a random session secret is one too.
    expect(redact("through smtp://mail.example.org:587", secrets)).toBe("through smtp://mail.example.org:587");
    const noPassword = parseConfig({ SMTP_URL: "smtp://127.0.0.1:2525", SESSION_SECRET: "s".repeat(20) });
    expect(redact("through smtp://127.0.0.1:2525", secretsOf(noPassword))).toBe("through smtp://127.0.0.1:2525");
    const bare = parseConfig({});
    expect(secretsOf(bare)).toEqual([bare.sessionSecret]);
  });

  it("leaves a secret of fewer than four characters alone rather than every word that holds it", () => {
    expect(secretsOf(parseConfig({ UPLOAD_ACCESS_CODE: "sea", SESSION_SECRET: "s".repeat(20) }))).not.toContain("sea");
  });
});

describe("the trace of a request", () => {
  it("names the project's trace from X-Cloud-Trace-Context, and nothing without a project or a trace id", () => {
    expect(traceFields(`${TRACE}/1;o=1`, "my-project")).toEqual({
      "logging.googleapis.com/trace": `projects/my-project/traces/${TRACE}`,
    });
    expect(traceFields(TRACE.toUpperCase(), "my-project")).toEqual({
      "logging.googleapis.com/trace": `projects/my-project/traces/${TRACE}`,
    });
    expect(traceFields(`${TRACE}/1;o=1`, null)).toEqual({});
    expect(traceFields(undefined, "my-project")).toEqual({});
    expect(traceFields("not-a-trace/1;o=1", "my-project")).toEqual({});
    expect(traceFields(`${TRACE}"injected`, "my-project")).toEqual({});
  });
});

describe("the request line", () => {
  let server: Server | undefined;
  afterEach(async () => {
    if (server) await new Promise((r) => server!.close(r));
    server = undefined;
  });

  /** An app with the request log first, as server/app.mjs mounts it; its lines and console lines. */
  async function app(format: "text" | "json", options: { traceProject?: string | null; requestLog?: boolean } = {}) {
    const lines: string[] = [];
    const { target, out, err } = capture(format);
    const site = express();
    site.use(logRequests(format, { ...options, secrets: ["s3cret-token"], stdout: { write: (s: string) => lines.push(s) } }));
    site.get("/page", (_req, res) => {
      target.info("rendering the page");
      res.type("text/plain").send("hello");
    });
    site.get("/broken", (_req, res) => void res.status(500).send("no"));
    server = createServer(site).listen(0, "127.0.0.1");
    await once(server, "listening");
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(origin + path, { headers });
      await res.text();
      // The line is written once the answer is finished, a moment after the client has it.
      if (options.requestLog !== false) await expect.poll(() => lines.length).toBeGreaterThan(0);
      return lines.splice(0);
    };
    return { get, console: [out, err] };
  }

  it("is Cloud Logging's httpRequest: the path without its query, status, latency in seconds, sizes and agent", async () => {
    const { get } = await app("json", { traceProject: "my-project" });
    const [line] = await get("/page?token=s3cret-token&email=ana@example.com", {
      "User-Agent": "FSW test (+mailto:bot@example.org)",
      "X-Cloud-Trace-Context": `${TRACE}/42;o=1`,
    });
    const entry = parse(line!);
    expect(entry).toMatchObject({
      severity: "INFO",
      message: expect.stringMatching(/^GET \/page 200 5 - \d+\.\d{3} ms$/),
      httpRequest: {
        requestMethod: "GET",
        requestUrl: "/page",
        status: 200,
        latency: expect.stringMatching(/^\d+\.\d{3}s$/),
        responseSize: expect.stringMatching(/^\d+$/),
        userAgent: `FSW test (+mailto:${EMAIL_PLACEHOLDER})`,
      },
      "logging.googleapis.com/trace": `projects/my-project/traces/${TRACE}`,
    });
    expect(Number((entry.httpRequest as { responseSize: string }).responseSize)).toBeGreaterThan(5);
    expect(line).not.toContain("s3cret-token");
    expect(line).not.toContain("example.com");
    expect(entry).not.toHaveProperty("httpRequest.remoteIp");
  });

  it("is a warning for a refusal and an error for a server error; no trace field without a project", async () => {
    const { get } = await app("json", { traceProject: null });
    const [missing] = await get("/nowhere", { "X-Cloud-Trace-Context": `${TRACE}/1;o=1` });
    expect(parse(missing!)).toMatchObject({ severity: "WARNING", httpRequest: { status: 404 } });
    expect(parse(missing!)).not.toHaveProperty(["logging.googleapis.com/trace"]);
    const [broken] = await get("/broken");
    expect(parse(broken!)).toMatchObject({ severity: "ERROR", httpRequest: { status: 500 } });
  });

  it("files the lines written while a request runs under its trace", async () => {
    const { get, console } = await app("json", { traceProject: "my-project", requestLog: false });
    expect(await get("/page", { "X-Cloud-Trace-Context": `${TRACE}/1` })).toEqual([]);
    expect(console[0]!.map(parse)).toEqual([
      expect.objectContaining({
        message: "rendering the page",
        "logging.googleapis.com/trace": `projects/my-project/traces/${TRACE}`,
      }),
    ]);
  });

  it("in text is morgan's tiny line with the path alone", async () => {
    const { get } = await app("text");
    const [line] = await get("/page?token=s3cret-token");
    expect(line).toMatch(/^GET \/page 200 5 - \d+\.\d{3} ms\n$/);
  });
});
