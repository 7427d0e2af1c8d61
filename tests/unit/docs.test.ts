import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/** Every source file of the server (app/, and server/ once the HTTP server lives there). */
function sources(): string[] {
  return ["app", "server"]
    .filter((dir) => fs.existsSync(path.join(ROOT, dir)))
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
        .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f))
        .map((f) => read(path.join(dir, f))),
    );
}

// Not for operators: the runtime's own mode, and the retry scale the tests and start:mocks use.
const INTERNAL = new Set(["NODE_ENV", "FIREBASE_RETRY_SCALE"]);

function variablesTheServerReads(): string[] {
  const names = new Set<string>();
  for (const source of sources()) {
    for (const m of source.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) names.add(m[1]!);
    for (const m of source.matchAll(/FromEnv\(\s*env,\s*"([A-Z][A-Z0-9_]*)"/g)) names.add(m[1]!);
  }
  // The keys of the environment schema in config.server.ts.
  for (const m of read("app/services/config.server.ts").matchAll(/^ {2}([A-Z][A-Z0-9_]*): /gm)) names.add(m[1]!);
  return [...names].filter((n) => !INTERNAL.has(n)).sort();
}

describe(".env.example", () => {
  it("lists every variable the server reads", () => {
    const example = read(".env.example");
    const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));
    const names = variablesTheServerReads();
    // The scan itself must find the variables, or the test would pass on nothing.
    expect(names).toEqual(expect.arrayContaining(["PORT", "THUMBNAIL_IDLE_MS", "FIREBASE_DATABASE_URL"]));
    expect(names.filter((name) => !listed.has(name))).toEqual([]);
  });
});

describe("docs/DEPLOYMENT.md", () => {
  const doc = read("docs/DEPLOYMENT.md");

  it("names the bucket form new projects get", () => {
    expect(doc).toContain("<project-id>.firebasestorage.app");
  });

  it("starts the emulators for a project, and says they need Java 21 or newer", () => {
    const start = doc.split("\n").find((line) => line.includes("emulators:start"));
    expect(start).toMatch(/--project \S+/);
    expect(doc).toMatch(/Java 21 or newer/);
  });
});
