import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const doc = fs.readFileSync(path.join(ROOT, "docs/DEPLOYMENT.md"), "utf8");

describe("docs/DEPLOYMENT.md", () => {
  it("names the bucket form new projects get", () => {
    expect(doc).toContain("<project-id>.firebasestorage.app");
  });

  it("starts the emulators for a project, and says they need Java 21 or newer", () => {
    const start = doc.split("\n").find((line) => line.includes("emulators:start"));
    expect(start).toMatch(/--project \S+/);
    expect(doc).toMatch(/Java 21 or newer/);
  });

  it("gives the emulator's database URL with its namespace, and tells how keyless hosts get credentials", () => {
    expect(doc).toMatch(/FIREBASE_DATABASE_URL=http:\/\/127\.0\.0\.1:9000\?ns=\S+/);
    expect(doc).toContain("Application Default Credentials");
  });
});

describe("docs/ARCHITECTURE.md", () => {
  const map = fs.readFileSync(path.join(ROOT, "docs/ARCHITECTURE.md"), "utf8");
  /** The paths it names from the repository's root, in backquotes: `app/lib/urls.ts`, `app/services/uploads/`. */
  const named = [...map.matchAll(/`((?:app|server|scripts|data|tests|bench|docs|public)\/[^`\s]*)`/g)].map((m) => m[1]!);

  it("names only files and folders that exist", () => {
    expect(named.length).toBeGreaterThan(60);
    expect(named.filter((p) => !fs.existsSync(path.join(ROOT, p)))).toEqual([]);
  });

  it("shows each folder of app/", () => {
    const folders = fs
      .readdirSync(path.join(ROOT, "app"), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `app/${e.name}/`);
    expect(folders.length).toBeGreaterThan(8);
    expect(folders.filter((folder) => !named.includes(folder))).toEqual([]);
  });
});
