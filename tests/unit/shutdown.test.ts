import { EventEmitter, once } from "node:events";
import { Agent, createServer, get, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { stopOnSignals, trackRequests } from "../../server/shutdown.mjs";

// The HTTP side of a stop (decision 042), on a real server in this process: requests in flight finish, told
// the connection closes; nothing new is taken.

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A server whose `/slow` answers are held until released, and whose `/early` sends its headers at once. */
async function serve() {
  const held: Array<() => void> = [];
  server = createServer((req, res) => {
    if (req.url === "/early") res.writeHead(200, { "Content-Type": "text/plain" }).write("begun ");
    const end = () => res.end(`done ${req.url}`);
    if (req.url === "/slow" || req.url === "/early") held.push(end);
    else end();
  });
  const requests = trackRequests(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  return { requests, port, release: () => held.splice(0).forEach((end) => end()) };
}

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function request(port: number, path: string, agent: Agent): Promise<Answer | { error: string }> {
  return new Promise((resolve) => {
    get({ host: "127.0.0.1", port, path, agent }, (res: IncomingMessage) => {
      let body = "";
      res.setEncoding("utf8").on("data", (d: string) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
    }).on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

describe("a stop on the HTTP server", () => {
  it("lets requests in flight finish, told the connection closes, and takes no new connection", async () => {
    const { requests, port, release } = await serve();
    const keepAlive = () => new Agent({ keepAlive: true, maxSockets: 1 });
    const [idle, busy, early] = [keepAlive(), keepAlive(), keepAlive()];
    expect(await request(port, "/warm", idle)).toMatchObject({ status: 200, connection: "keep-alive" });
    const slow = request(port, "/slow", busy);
    const begun = request(port, "/early", early);
    await expect.poll(() => requests.running).toBe(2);

    const closed = once(server!, "close");
    requests.stop();
    const finished = requests.idle();
    expect(await request(port, "/new", new Agent())).toEqual({ error: "ECONNREFUSED" });
    // The idle kept-alive connection was closed: the next request on it needs a new one, which is refused.
    expect(await request(port, "/again", idle)).toEqual({ error: "ECONNREFUSED" });

    release();
    expect(await slow).toEqual({ status: 200, connection: "close", body: "done /slow" });
    // Its headers went before the stop: the connection closes once the answer is whole.
    expect(await begun).toEqual({ status: 200, connection: "keep-alive", body: "begun done /early" });
    await finished;
    expect(requests.running).toBe(0);
    await closed;
  });

  it("answers a request that comes on a kept-alive connection after the stop began, with Connection: close", async () => {
    const { requests, port, release } = await serve();
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.setEncoding("utf8").on("data", (d: string) => (received += d));
    await once(socket, "connect");
    socket.write("GET /early HTTP/1.1\r\nHost: x\r\n\r\n");
    await expect.poll(() => requests.running).toBe(1);
    requests.stop();
    // Sent on the same connection while its first answer is still running.
    socket.write("GET /late HTTP/1.1\r\nHost: x\r\n\r\n");
    await sleep(50);
    release();
    await once(socket, "close");
    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answers[1]).toMatch(/\r\nConnection: close\r\n/i);
    expect(answers[1]).toContain("done /late");
  });
});

describe("stopping on a signal", () => {
  /** A process of our own: its signals, exits and log. */
  function processOf(graceSeconds: number, background: (timeoutMs: number) => Promise<unknown> = async () => {}) {
    const target = new EventEmitter();
    const exits: number[] = [];
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };
    const waits: number[] = [];
    const stopBackgroundWork = (ms: number) => {
      waits.push(ms);
      return background(ms);
    };
    return {
      target,
      exits,
      lines,
      waits,
      options: { graceSeconds, target, log, stopBackgroundWork, exit: (c: number) => exits.push(c) },
    };
  }

  /** A server stopped on `options`' signals, with one request held until `release`. */
  async function busyServer(options: Parameters<typeof stopOnSignals>[1]) {
    let end: (() => void) | undefined;
    server = createServer((_req, res: ServerResponse) => void (end = () => res.end("ok")));
    stopOnSignals(server, options);
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const port = (server.address() as AddressInfo).port;
    const answer = request(port, "/", new Agent());
    await expect.poll(() => end).toBeDefined();
    return { answer, release: () => end!() };
  }

  it("ends with status 0 once the requests have finished and the background work has stopped, in two lines", async () => {
    const own = processOf(8);
    let onStop = 0;
    const { answer, release } = await busyServer({ ...own.options, onStop: () => onStop++ });
    own.target.emit("SIGTERM", "SIGTERM");
    expect(onStop).toBe(1);
    expect(own.lines).toEqual(["Stopping on SIGTERM: no new connections; 1 request still running, given up to 8 s to finish."]);
    await sleep(50);
    expect(own.exits).toEqual([]);
    release();
    expect(await answer).toMatchObject({ status: 200, connection: "close" });
    await expect.poll(() => own.exits).toEqual([0]);
    expect(own.lines[1]).toMatch(/^Stopped after \d+\.\d s: 0 requests still running\.$/);
    expect(own.lines).toHaveLength(2);
    // What is left of the grace, less a margin, so the background work ends before it.
    expect(own.waits).toHaveLength(1);
    expect(own.waits[0]).toBeGreaterThan(7000);
    expect(own.waits[0]).toBeLessThan(8000);
  });

  it("ends with status 1 when the grace runs out, saying how many requests were still running", async () => {
    const own = processOf(0.2);
    const { release } = await busyServer(own.options);
    own.target.emit("SIGINT", "SIGINT");
    await expect.poll(() => own.exits).toEqual([1]);
    expect(own.lines).toEqual([
      "Stopping on SIGINT: no new connections; 1 request still running, given up to 0.2 s to finish.",
      "Stopped: the grace of 0.2 s ran out with 1 request still running.",
    ]);
    expect(own.waits).toEqual([]);
    release();
  });

  it("ends at once on a second signal, with 128 + its number", async () => {
    const own = processOf(8);
    const { release } = await busyServer(own.options);
    own.target.emit("SIGTERM", "SIGTERM");
    await sleep(1100);
    own.target.emit("SIGTERM", "SIGTERM");
    expect(own.exits).toEqual([143]);
    expect(own.lines[1]).toBe("Stopped at once by a second SIGTERM: 1 request still running.");
    release();
  });

  it("takes Ctrl-C under npm start, one SIGINT from the terminal and one from npm, as one stop; another signal ends it", async () => {
    const own = processOf(8);
    const { release } = await busyServer(own.options);
    own.target.emit("SIGINT", "SIGINT");
    own.target.emit("SIGINT", "SIGINT");
    expect(own.exits).toEqual([]);
    expect(own.lines).toHaveLength(1);
    own.target.emit("SIGTERM", "SIGTERM");
    expect(own.exits).toEqual([143]);
    release();
  });

  it("does not wait for background work past the grace", async () => {
    const own = processOf(0.5, () => new Promise(() => {}));
    server = createServer();
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    stopOnSignals(server, own.options);
    own.target.emit("SIGTERM", "SIGTERM");
    await expect.poll(() => own.exits).toEqual([1]);
    expect(own.lines[1]).toBe("Stopped: the grace of 0.5 s ran out with 0 requests still running.");
  });
});
