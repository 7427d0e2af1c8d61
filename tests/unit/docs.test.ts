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
