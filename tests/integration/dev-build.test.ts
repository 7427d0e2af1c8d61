import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDevProject, type DevProject } from "../support/dev-build";
import { freePort, startServer, type TestServer } from "../support/server";

// What `npm run dev` leaves in build/: a development build (NODE_ENV=development remix build).
let dev: DevProject;
// Stands in for the remix dev server, which the app server tells when it is ready (POST /ping).
let devServer: Server;
let devOrigin: string;

beforeAll(async () => {
  dev = await makeDevProject();
  devServer = createServer((req, res) => void req.resume().on("end", () => res.end("ok")));
  await new Promise<void>((resolve) => devServer.listen(0, "127.0.0.1", resolve));
  devOrigin = `http://localhost:${(devServer.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  devServer?.close();
  await dev?.remove();
});

describe("npm start after npm run dev", () => {
  it("refuses the development build with a message that says to run npm run build", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-test-"));
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(dev.root, "server/index.mjs")], {
      cwd: dev.root,
      env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    child.stdout.on("data", (d: Buffer) => (log += d.toString()));
    child.stderr.on("data", (d: Buffer) => (log += d.toString()));
    // Either it stops, or it serves: then the page it answers says what went wrong.
    const outcome = await new Promise<string>((resolve) => {
      child.once("exit", (code) => resolve(`exit ${code}`));
      const poll = setInterval(() => {
        fetch(`http://127.0.0.1:${port}/home`)
          .then((res) => resolve(`served ${res.status}`))
          .catch(() => undefined);
      }, 200);
      child.once("exit", () => clearInterval(poll));
      setTimeout(() => resolve("neither"), 30_000);
    });
    if (child.exitCode === null) child.kill("SIGKILL");
    await fs.rm(dataDir, { recursive: true, force: true });
    expect(outcome).toBe("exit 1");
    expect(log).toContain("development build");
    expect(log).toContain("Run `npm run build`, then `npm start` again.");
  });
});

describe("live reload under npm run dev", () => {
  let server: TestServer;
  let production: TestServer;

  beforeAll(async () => {
    [server, production] = await Promise.all([
      startServer({ NODE_ENV: "development", REMIX_DEV_ORIGIN: devOrigin }, { root: dev.root }),
      startServer(),
    ]);
  });

  afterAll(async () => {
    await Promise.all([server?.stop(), production?.stop()]);
  });

  it("serves the development build in development", async () => {
    const res = await fetch(`${server.url}/home`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Forró Sailing Week");
  });

  it("puts the live-reload script on every page, with the response's CSP nonce", async () => {
    const res = await fetch(`${server.url}/events`);
    const html = await res.text();
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const script = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].find((m) =>
      m[2]!.includes("remixLiveReloadConnect"),
    );
    expect(script).toBeDefined();
    expect(script![1]).toContain(`nonce="${nonce}"`);
    // It connects to the dev server's socket, which the development policy lets it reach.
    expect(script![2]).toContain(JSON.stringify(devOrigin));
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
    expect(connect.some((source) => source === "ws:" || source.startsWith("ws://localhost"))).toBe(true);
  });

  it("has neither the script nor the socket in production", async () => {
    const res = await fetch(`${production.url}/events`);
    expect(await res.text()).not.toContain("remixLiveReloadConnect");
    expect(res.headers.get("content-security-policy")).not.toMatch(/\bws:/);
  });
});
