import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, startServer } from "../support/server";

/** Stands for a library's stray error: SIGUSR2 rejects a promise no one holds, SIGHUP throws. */
const STRAY_ERRORS = path.join(ROOT, "tests/fixtures/stray-errors.mjs");

describe("start-up", () => {
  it("says which backend is in use", async () => {
    const server = await startServer();
    try {
      expect(server.output()).toContain(`backend: embedded storage and database in ${server.dataDir}`);
    } finally {
      await server.stop();
    }
  });

  it.each([
    [{ SITE_NOW: "next summer" }, "SITE_NOW: must be an ISO date"],
    [{ MAX_UPLOAD_BYTES: "lots" }, "MAX_UPLOAD_BYTES: must be a whole number"],
    [{ THUMBNAIL_CONCURRENCY: "0" }, "THUMBNAIL_CONCURRENCY"],
    [{ LOG_FORMAT: "yaml" }, 'LOG_FORMAT: must be "text" or "json"'],
    [{ SHUTDOWN_GRACE_SECONDS: "eight" }, "SHUTDOWN_GRACE_SECONDS: must be a whole number"],
    [{ FIREBASE_PROJECT_ID: "fsw-test" }, "FIREBASE_STORAGE_BUCKET"],
  ])("stops on a bad value with the variable's name (%o)", async (env, message) => {
    await expect(startServer(env)).rejects.toThrow(message);
  });

  it("logs a promise rejected with no handler, with its stack, and keeps serving (decision 033)", async () => {
    const server = await startServer({}, { imports: [STRAY_ERRORS] });
    try {
      server.signal("SIGUSR2");
      while (!server.output().includes("A stray rejection from the test")) await new Promise((r) => setTimeout(r, 20));
      expect(server.output()).toMatch(
        /Unhandled promise rejection \(the site keeps serving\): Error: A stray rejection from the test\n\s+at .*stray-errors\.mjs/,
      );
      expect((await fetch(`${server.url}/`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it("ends with status 1 on an exception nothing caught, after logging it with its stack", async () => {
    const server = await startServer({}, { imports: [STRAY_ERRORS] });
    try {
      const exited = server.exited();
      server.signal("SIGHUP");
      expect(await exited).toBe(1);
      expect(server.output()).toMatch(
        /Uncaught exception \(the server stops, to be started afresh\): Error: A stray exception from the test\n\s+at .*stray-errors\.mjs/,
      );
    } finally {
      await server.stop();
    }
  });
});
