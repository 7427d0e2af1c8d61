import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getResponse } from "msw";
import { setupServer, type SetupServer } from "msw/node";
import { isSimulatedReset } from "./common";
import type { GoogleMocks } from "./index";

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

export interface MockServer {
  server: SetupServer;
  /** "METHOD url" of every request that reached no handler and was not local (each also failed). */
  unhandled: string[];
  close(): void;
}

/**
 * Intercepts this process's outgoing HTTP (node:http/https and fetch) with the Google mocks.
 * Local requests (our own server, Chromium's CDP) pass through; anything else fails loudly, so a
 * test can never reach the real network.
 */
export function startMockServer(mocks: Pick<GoogleMocks, "handlers">): MockServer {
  const server = setupServer(...mocks.handlers);
  const unhandled: string[] = [];
  server.listen({
    onUnhandledRequest(request, print) {
      if (LOCAL_HOSTS.has(new URL(request.url).hostname)) return;
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
      // code + errno make the interceptors fail the request like a DNS error instead of answering 500
      // (which clients would retry as a server error).
      throw Object.assign(
        new Error(`[google-mocks] No mock handles ${request.method} ${request.url}; tests must not reach the network.`),
        {
          code: "ENOTFOUND",
          errno: -3008,
          syscall: "getaddrinfo",
        },
      );
    },
  });
  // For fetch, the interceptors give "response" listeners a tee'd clone of every mocked response. Nobody
  // reads it, and cancelling one tee branch only settles once the other is cancelled or the source has
  // ended, so `await res.body.cancel()` in the code under test would hang forever. Draining the clone
  // ends the source. (Cancelling it instead breaks node:http responses, whose copy is fed afterwards.)
  server.events.on("response:mocked", ({ response }) => {
    response.arrayBuffer().catch(() => undefined);
  });
  const restoreConsole = muteSimulatedResets();
  return {
    server,
    unhandled,
    close() {
      server.close();
      restoreConsole();
    },
  };
}

/**
 * A simulated connection reset is a handler throwing an ECONNRESET error: it is the only way msw lets
 * the client see a coded network error. msw also logs every such throw as an "unhandled exception"
 * (two console.error calls); those two lines are dropped, everything else is printed as usual.
 */
function muteSimulatedResets(): () => void {
  const original = console.error;
  let dropNextMswLine = false;
  console.error = (...args: unknown[]) => {
    if (isSimulatedReset(args[0])) {
      dropNextMswLine = true;
      return;
    }
    if (dropNextMswLine && typeof args[0] === "string" && args[0].includes("unhandled exception during the handler lookup")) {
      dropNextMswLine = false;
      return;
    }
    original(...args);
  };
  return () => {
    console.error = original;
  };
}

export interface MockHttpServer<M extends Pick<GoogleMocks, "handlers">> {
  /** http://127.0.0.1:PORT: use it as STORAGE_EMULATOR_HOST, and its host:port as FIREBASE_DATABASE_EMULATOR_HOST. */
  origin: string;
  port: number;
  mocks: M;
  close(): Promise<void>;
}

/**
 * Serves the mocks over real HTTP on 127.0.0.1, for clients msw cannot reach from this process: the
 * built server in a child process, or Chromium loading download URLs. Build the mocks in `create` with
 * `origin` as their emulator host (storageEmulatorHosts / rtdbEmulatorHosts); the services then answer
 * exactly as through startMockServer, and a simulated reset really drops the connection.
 */
export async function startMockHttpServer<M extends Pick<GoogleMocks, "handlers">>(
  create: (origin: string) => M,
  options: { port?: number } = {},
): Promise<MockHttpServer<M>> {
  // The mocks need the origin, which exists only once the server listens.
  const current: { mocks?: M; origin: string } = { origin: "" };
  const server = createServer((req, res) => {
    void answer(req, res, current.mocks!.handlers, current.origin);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  // Requests are mapped onto this origin whatever Host they carry (localhost or 127.0.0.1).
  const origin = `http://127.0.0.1:${port}`;
  const mocks = create(origin);
  Object.assign(current, { mocks, origin });
  return {
    origin,
    port,
    mocks,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  handlers: GoogleMocks["handlers"],
  origin: string,
): Promise<void> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
    }
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new Request(new URL(req.url ?? "/", origin), {
      method: req.method,
      headers,
      body: hasBody ? Buffer.concat(chunks) : undefined,
    });
    const response = await getResponse(handlers, request);
    if (!response) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end(`[google-mocks] No mock handles ${req.method} ${req.url}`);
      return;
    }
    const body = Buffer.from(await response.arrayBuffer());
    response.headers.forEach((value, name) => res.setHeader(name, value));
    (response.statusText ? res.writeHead(response.status, response.statusText) : res.writeHead(response.status)).end(
      req.method === "HEAD" ? undefined : body,
    );
  } catch (error) {
    if (isSimulatedReset(error)) {
      req.socket.destroy();
      return;
    }
    res.writeHead(500, { "Content-Type": "text/plain" }).end(String(error));
  }
}
