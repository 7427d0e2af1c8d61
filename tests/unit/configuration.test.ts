import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES, parseConfig, type ConfigError } from "../../app/config/config.server";

const ROOT = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs|js)$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

describe("one configuration", () => {
  const schema = [...CONFIG_VARIABLES].sort();

  it("the README's table documents exactly the variables the schema reads", () => {
    const readme = read("README.md");
    const section = readme.slice(
      readme.indexOf("## Configuration"),
      readme.indexOf("\n## ", readme.indexOf("## Configuration") + 5),
    );
    const names = [...section.matchAll(/^\| `([A-Z_0-9]+)`/gm)].map((m) => m[1]);
    expect([...new Set(names)].sort()).toEqual(schema);
  });

  it(".env.example lists exactly the variables the schema reads", () => {
    const names = [...read(".env.example").matchAll(/^(?:# )?([A-Z][A-Z_0-9]+)=/gm)].map((m) => m[1]);
    expect([...new Set(names)].sort()).toEqual(schema);
  });

  it("nothing but the configuration module reads or writes process.env", () => {
    const readers = [...sourceFiles("app"), ...sourceFiles("server")].filter((f) => read(f).includes("process.env"));
    expect(readers).toEqual([path.join("app", "config", "config.server.ts")]);
  });
});

describe("server settings", () => {
  it("has defaults for a bare environment", () => {
    expect(parseConfig({}).server).toEqual({
      port: 3000,
      host: undefined,
      trustProxy: false,
      requestLog: true,
      logFormat: "text",
      shutdownGraceSeconds: 8,
      traceProject: null,
    });
  });

  it("reads PORT, HOST, TRUST_PROXY, REQUEST_LOG, LOG_FORMAT, SHUTDOWN_GRACE_SECONDS and GOOGLE_CLOUD_PROJECT", () => {
    const { server } = parseConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      TRUST_PROXY: "2",
      REQUEST_LOG: "off",
      LOG_FORMAT: "json",
      SHUTDOWN_GRACE_SECONDS: "25",
      GOOGLE_CLOUD_PROJECT: "fsw-run",
    });
    expect(server).toEqual({
      port: 8080,
      host: "127.0.0.1",
      trustProxy: 2,
      requestLog: false,
      logFormat: "json",
      shutdownGraceSeconds: 25,
      traceProject: "fsw-run",
    });
    expect(parseConfig({ TRUST_PROXY: "true" }).server.trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: "false" }).server.trustProxy).toBe(false);
  });

  it.each([
    [{ PORT: "70000" }, "PORT"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ REQUEST_LOG: "verbose" }, "REQUEST_LOG"],
    [{ LOG_FORMAT: "yaml" }, "LOG_FORMAT"],
    [{ SHUTDOWN_GRACE_SECONDS: "soon" }, "SHUTDOWN_GRACE_SECONDS"],
    [{ SHUTDOWN_GRACE_SECONDS: "3601" }, "SHUTDOWN_GRACE_SECONDS"],
    [{ GOOGLE_CLOUD_PROJECT: "My Project" }, "GOOGLE_CLOUD_PROJECT"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ THUMBNAIL_IDLE_MS: "soon" }, "THUMBNAIL_IDLE_MS"],
  ])("refuses %o naming the variable", (env, name) => {
    expect(() => parseConfig(env)).toThrow(name);
  });

  it("names the project of a request's trace: GOOGLE_CLOUD_PROJECT, else FIREBASE_PROJECT_ID", () => {
    const firebase = {
      FIREBASE_PROJECT_ID: "fsw-data",
      FIREBASE_STORAGE_BUCKET: "fsw-data.firebasestorage.app",
      FIREBASE_DATABASE_URL: "https://fsw-data-default-rtdb.firebaseio.com",
    };
    expect(parseConfig(firebase).server.traceProject).toBe("fsw-data");
    expect(parseConfig({ ...firebase, GOOGLE_CLOUD_PROJECT: "fsw-run" }).server.traceProject).toBe("fsw-run");
    expect(parseConfig({ SHUTDOWN_GRACE_SECONDS: "0" }).server.shutdownGraceSeconds).toBe(0);
  });

  it("says how to write its own error: in JSON when LOG_FORMAT asks for it and is itself good", () => {
    const failure = (env: Record<string, string>) => {
      try {
        parseConfig(env);
      } catch (error) {
        return error as ConfigError;
      }
      throw new Error("expected a ConfigError");
    };
    expect(failure({ PORT: "eighty", LOG_FORMAT: "json" }).logFormat).toBe("json");
    expect(failure({ FIREBASE_PROJECT_ID: "fsw-data", LOG_FORMAT: " json " }).logFormat).toBe("json");
    expect(failure({ PORT: "eighty" }).logFormat).toBe("text");
    expect(failure({ LOG_FORMAT: "JSON" }).logFormat).toBe("text");
  });

  it("keeps SESSION_SECRET when given, and makes a random one per process otherwise", () => {
    expect(parseConfig({ SESSION_SECRET: "a-long-enough-secret" }).sessionSecret).toBe("a-long-enough-secret");
    expect(parseConfig({}).sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(parseConfig({}).sessionSecret).not.toBe(parseConfig({}).sessionSecret);
  });
});

describe("thumbnail workers", () => {
  it("uses the defaults when unset or blank", () => {
    expect(parseConfig({}).thumbnails).toEqual({
      concurrency: 2,
      queueLimit: 1000,
      workerMemoryMb: 256,
      idleMs: 15_000,
      pixelMemoryMb: 64,
    });
    expect(parseConfig({ THUMBNAIL_CONCURRENCY: " " }).thumbnails.concurrency).toBe(2);
  });

  it("reads valid values and names the variable when one is wrong", () => {
    expect(parseConfig({ THUMBNAIL_CONCURRENCY: "4", THUMBNAIL_QUEUE_LIMIT: "0" }).thumbnails).toMatchObject({
      concurrency: 4,
      queueLimit: 0,
    });
    expect(() => parseConfig({ THUMBNAIL_CONCURRENCY: "0" })).toThrow(/THUMBNAIL_CONCURRENCY: must be at least 1/);
    expect(() => parseConfig({ THUMBNAIL_CONCURRENCY: "two" })).toThrow(/THUMBNAIL_CONCURRENCY/);
    expect(() => parseConfig({ THUMBNAIL_QUEUE_LIMIT: "-1" })).toThrow(/THUMBNAIL_QUEUE_LIMIT/);
    expect(parseConfig({ THUMBNAIL_PIXEL_MEMORY_MB: "256" }).thumbnails.pixelMemoryMb).toBe(256);
    expect(() => parseConfig({ THUMBNAIL_PIXEL_MEMORY_MB: "0" })).toThrow(/THUMBNAIL_PIXEL_MEMORY_MB/);
    expect(() => parseConfig({ THUMBNAIL_WORKER_MEMORY_MB: "1.5" })).toThrow(/THUMBNAIL_WORKER_MEMORY_MB/);
  });
});
