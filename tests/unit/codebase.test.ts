import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const APP = fileURLToPath(new URL("../../app", import.meta.url));

async function sourceFiles(): Promise<string[]> {
  const entries = await fs.readdir(APP, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.(?:[cm]?[jt]sx?)$/.test(e.name))
    .map((e) => path.relative(APP, path.join(e.parentPath, e.name)))
    .sort();
}

describe("the app's sources", () => {
  it("has no file over 400 lines", async () => {
    const files = await sourceFiles();
    expect(files.length).toBeGreaterThan(10);
    const long: string[] = [];
    for (const file of files) {
      const text = await fs.readFile(path.join(APP, file), "utf8");
      const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
      if (lines > 400) long.push(`app/${file}: ${lines} lines`);
    }
    expect(long).toEqual([]);
  });

  it("imports nothing from scripts/ (the demo media generator stays out of the server)", async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles()) {
      const source = await fs.readFile(path.join(APP, file), "utf8");
      if (/\bfrom\s+["'][^"']*\/scripts\/|import\(\s*["'][^"']*\/scripts\//.test(source)) offenders.push(`app/${file}`);
    }
    expect(offenders).toEqual([]);
  });
});

describe("layers", () => {
  it("models derive from the content and never call out: no import from services/ but the configuration", async () => {
    const models = (await sourceFiles()).filter((file) => file.startsWith("models/"));
    expect(models.length).toBeGreaterThan(3);
    const offenders: string[] = [];
    for (const file of models) {
      const source = await fs.readFile(path.join(APP, file), "utf8");
      for (const [, target] of source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g)) {
        const resolved = target!.startsWith(".") ? path.join("app", path.dirname(file), target!) : target!;
        if (/(?:^~\/|^app\/|\/)services\//.test(resolved) && !/services\/config\.server$/.test(resolved)) {
          offenders.push(`app/${file} imports ${target}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it("builds the paths of events, team members, people and media only in app/lib/urls.ts", async () => {
    const files = await sourceFiles();
    expect(files).toContain("lib/urls.ts");
    const offenders: string[] = [];
    for (const file of files.filter((f) => f !== "lib/urls.ts")) {
      const source = await fs.readFile(path.join(APP, file), "utf8");
      for (const [literal] of source.matchAll(/[`'"]\/(?:event-details|team-details|teachers|skippers|media)\/[^`'"]*[`'"]/g)) {
        offenders.push(`app/${file}: ${literal}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe("the checks a contributor and CI run", () => {
  const ROOT = fileURLToPath(new URL("../..", import.meta.url));

  it("the README's test command runs the format check, typecheck and lint before the tests", async () => {
    const readme = await fs.readFile(path.join(ROOT, "README.md"), "utf8");
    expect(readme).toContain("npm ci && npm test");
    const { scripts } = JSON.parse(await fs.readFile(path.join(ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    const steps = scripts.test!.split("&&").map((s) => s.trim());
    for (const check of ["npm run format:check", "npm run typecheck", "npm run lint"]) {
      expect(steps.indexOf(check), check).toBeGreaterThanOrEqual(0);
      expect(steps.indexOf(check)).toBeLessThan(steps.findIndex((s) => s.startsWith("vitest")));
    }
    expect(scripts.typecheck).toBe("tsc");
  });

  it("CI runs exactly that command", async () => {
    const ci = await fs.readFile(path.join(ROOT, ".ci/run"), "utf8");
    expect(ci).toMatch(/^npm test\b/m);
  });

  it("no comment cites a document a clone does not have", async () => {
    const offenders: string[] = [];
    for (const dir of ["app", "server", "scripts", "tests", "bench"]) {
      const entries = await fs.readdir(path.join(ROOT, dir), { recursive: true, withFileTypes: true });
      for (const e of entries.filter((x) => x.isFile() && /\.(?:[cm]?[jt]sx?)$/.test(x.name))) {
        const text = await fs.readFile(path.join(e.parentPath, e.name), "utf8");
        if (/SPEC(?:\.md| §)|DESIGN\.md|\bshared\//.test(text))
          offenders.push(path.relative(ROOT, path.join(e.parentPath, e.name)));
      }
    }
    expect(offenders).toEqual([]);
  });
});
