import { describe, expect, it } from "vitest";
import { startServer } from "../support/server";

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
    [{ FIREBASE_PROJECT_ID: "fsw-test" }, "FIREBASE_STORAGE_BUCKET"],
  ])("stops on a bad value with the variable's name (%o)", async (env, message) => {
    await expect(startServer(env)).rejects.toThrow(message);
  });
});
