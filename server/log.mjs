// @ts-check
import { AsyncLocalStorage } from "node:async_hooks";
import { formatWithOptions, inspect } from "node:util";
import morgan from "morgan";

// What the server writes, and how (decision 043): `text`, the lines as they always were, or `json`, one object
// per line as Google Cloud Logging reads them from stdout and stderr. Either way no e-mail address, no
// configured secret and no query string reaches the log; visitors' addresses are truncated where they are
// written (app/lib/client-address.server.ts) and the request line has none.

export const EMAIL_PLACEHOLDER = "[e-mail]";
export const SECRET_PLACEHOLDER = "[secret]";
/** A shorter secret would blot out ordinary words; UPLOAD_ACCESS_CODE is the only one that may be this short. */
const MIN_SECRET_LENGTH = 4;
const TRACE_FIELD = "logging.googleapis.com/trace";

/** Anything shaped like an address, `%40` for `@` too; the last label of the domain starts with a letter (`a@5.3.2` is a version). */
const EMAIL = /[\p{L}\p{N}._%+-]+(?:@|%40)(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)*\p{L}[\p{L}\p{N}-]*/gu;

/** @typedef {"DEBUG" | "INFO" | "WARNING" | "ERROR"} Severity */
/** @typedef {{ write(chunk: string): unknown }} Output */

/**
 * The values of the configuration no log line may show: the SMTP password (as written, as URLs encode it, decoded), the
 * session and participants' mail secrets, the upload access code, the service account's key.
 * @param {import("../app/config/config.server").Config} config
 * @returns {string[]}
 */
export function secretsOf(config) {
  /** @type {unknown[]} */
  const found = [config.sessionSecret, config.participantMail.secret, config.uploadAccessCode];
  if (config.mail.smtpUrl) {
    const password = URL.canParse(config.mail.smtpUrl) ? new URL(config.mail.smtpUrl).password : "";
    const written = /^[a-z]+:\/\/[^:@/]*:(.*)@[^@]*$/i.exec(config.mail.smtpUrl)?.[1];
    found.push(password, safeDecode(password), written);
  }
  const account = config.firebase?.serviceAccount;
  if (account) {
    found.push(JSON.stringify(account));
    for (const field of ["private_key", "private_key_id", "client_secret"]) {
      const value = account[field];
      // A PEM key also line by line: a message may carry it with its line breaks escaped.
      if (typeof value === "string") found.push(value, ...value.split(/\\n|\n/));
    }
  }
  /** @type {Set<string>} */
  const secrets = new Set();
  for (const s of found) if (typeof s === "string" && s.length >= MIN_SECRET_LENGTH) secrets.add(s).add(encodeURIComponent(s));
  return [...secrets].sort((a, b) => b.length - a.length);
}

/** @param {string} text */
function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Every secret and every e-mail address replaced by a placeholder.
 * @param {string} text @param {readonly string[]} secrets longest first
 */
export function redact(text, secrets = []) {
  let out = text;
  for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join(SECRET_PLACEHOLDER);
  return out.replace(EMAIL, EMAIL_PLACEHOLDER);
}

/**
 * One line of the JSON log.
 * @param {Severity} severity @param {string} message @param {Record<string, unknown>} [fields] @param {Date} [now]
 */
export function jsonLine(severity, message, fields = {}, now = new Date()) {
  return JSON.stringify({ severity, message, time: now.toISOString(), ...fields });
}

/**
 * The Cloud Logging field that files a line under its request's trace, from `X-Cloud-Trace-Context: TRACE/SPAN;o=1`;
 * none without a project or a well-formed trace id.
 * @param {string | string[] | undefined} header @param {string | null} project
 * @returns {Record<string, string>}
 */
export function traceFields(header, project) {
  const trace = typeof header === "string" ? /^([0-9a-f]{32})(?:\/\d*)?(?:;o=[01])?$/i.exec(header.trim())?.[1] : undefined;
  return project && trace ? { [TRACE_FIELD]: `projects/${project}/traces/${trace.toLowerCase()}` } : {};
}

/** The trace of the request a line is written for. @type {AsyncLocalStorage<Record<string, string>>} */
const requestTrace = new AsyncLocalStorage();

/** Node writes its own warnings (`(node:123) Warning: …`, deprecations) with console.error. */
const NODE_WARNING = /^\(node:\d+\) (?:\[\w+\] )?\w*Warning: /;

/** @type {Array<[name: "debug" | "log" | "info" | "warn" | "error", Severity, "stdout" | "stderr"]>} */
const CONSOLE = [
  ["debug", "DEBUG", "stdout"],
  ["log", "INFO", "stdout"],
  ["info", "INFO", "stdout"],
  ["warn", "WARNING", "stderr"],
  ["error", "ERROR", "stderr"],
];

/**
 * Every console line of the process through the redaction, and in JSON one object per line: `console.error(error)`
 * keeps the stack in `message`, as the text does. Node's warnings and console.table, assert, count and time go
 * through these methods too.
 * @param {import("../app/config/config.server").LogFormat} format
 * @param {{ secrets?: readonly string[], target?: Console, stdout?: Output, stderr?: Output, now?: () => Date }} [options]
 */
export function installLog(format, options = {}) {
  const target = options.target ?? console;
  const streams = { stdout: options.stdout ?? process.stdout, stderr: options.stderr ?? process.stderr };
  const secrets = options.secrets ?? [];
  const now = options.now ?? (() => new Date());
  /** @param {Severity} severity @param {"stdout" | "stderr"} stream @param {string} text */
  const write = (severity, stream, text) => {
    const message = redact(text, secrets);
    streams[stream].write(`${format === "json" ? jsonLine(severity, message, requestTrace.getStore(), now()) : message}\n`);
  };
  for (const [name, severity, stream] of CONSOLE) {
    target[name] = (/** @type {unknown[]} */ ...args) => {
      const text = formatWithOptions({}, ...args);
      write(severity === "ERROR" && NODE_WARNING.test(text) ? "WARNING" : severity, stream, text);
    };
  }
  target.dir = (/** @type {unknown} */ value, /** @type {import("node:util").InspectOptions} */ inspectOptions) =>
    write("INFO", "stdout", inspect(value, { customInspect: false, ...inspectOptions }));
}

/**
 * A request cut off before its answer began is a warning, as a refusal is.
 * @param {number | undefined} status
 * @returns {Severity}
 */
const severityOf = (status) => (status === undefined || status >= 400 ? ((status ?? 0) >= 500 ? "ERROR" : "WARNING") : "INFO");

/**
 * What every request goes through first: its trace for the lines written while it runs (JSON), and with
 * `requestLog` the one line per request, written when the answer is finished or cut off. Text: morgan's `tiny`
 * line with the path alone; JSON: that line as `message` and the request as Cloud Logging's `httpRequest`, with
 * no address.
 * @param {import("../app/config/config.server").LogFormat} format
 * @param {{ requestLog?: boolean, secrets?: readonly string[], traceProject?: string | null, stdout?: Output, now?: () => Date }} [options]
 * @returns {import("express").RequestHandler[]}
 */
export function logRequests(format, options = {}) {
  const secrets = options.secrets ?? [];
  const stdout = options.stdout ?? process.stdout;
  const now = options.now ?? (() => new Date());
  const project = options.traceProject ?? null;
  /** The connection of each answer, and what it had carried before: the answer's size, headers included. */
  const sent = new WeakMap();
  /** @type {import("express").RequestHandler} */
  const traced = (req, res, next) => {
    if (res.socket) sent.set(res, { socket: res.socket, before: res.socket.bytesWritten });
    const fields = format === "json" ? traceFields(req.headers["x-cloud-trace-context"], project) : {};
    if (Object.keys(fields).length === 0) return next();
    requestTrace.run(fields, next);
  };
  /** @param {import("node:http").ServerResponse} res */
  const responseBytes = (res) => {
    const start = sent.get(res);
    return start ? Math.max(0, start.socket.bytesWritten - start.before) : 0;
  };
  const line = morgan(
    (tokens, req, res) => {
      const request = /** @type {import("express").Request} */ (req);
      const method = request.method;
      const path = redact((request.originalUrl || request.url || "").split("?")[0] ?? "", secrets);
      const status = res.headersSent ? res.statusCode : undefined;
      /** @param {string} name @param {string} [arg] */
      const token = (name, arg) => tokens[name]?.(req, res, arg);
      const text = `${method} ${path} ${status ?? "-"} ${token("res", "content-length") ?? "-"} - ${token("response-time") ?? "-"} ms`;
      if (format === "text") return text;
      const seconds = Number(token("total-time") ?? 0) / 1000;
      const userAgent = request.headers["user-agent"];
      const httpRequest = {
        requestMethod: method,
        requestUrl: path,
        ...(status === undefined ? {} : { status }),
        latency: `${seconds.toFixed(3)}s`,
        responseSize: String(responseBytes(res)),
        ...(userAgent ? { userAgent: redact(userAgent, secrets) } : {}),
      };
      const fields = { httpRequest, ...traceFields(request.headers["x-cloud-trace-context"], project) };
      return jsonLine(severityOf(status), text, fields, now());
    },
    { stream: { write: (chunk) => void stdout.write(chunk) } },
  );
  return options.requestLog === false ? [traced] : [traced, line];
}
