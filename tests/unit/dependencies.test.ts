import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Package names a file imports (statically, dynamically, or for its types) or resolves (files a package ships). */
function importedPackages(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const code = fs.readFileSync(file, "utf8");
    for (const [, spec] of code.matchAll(/(?:from|import\(|import|require\.resolve\()\s*["']([^"'.~/][^"']*)["']/g)) {
      const parts = spec!.split("/");
      const name = spec!.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
      if (!name.startsWith("node:") && !builtinModules.includes(name)) names.add(name);
    }
  }
  return names;
}

describe("dependencies", () => {
  const runtime = importedPackages([...sources("app"), ...sources("server")]);

  it("declares every package the app and the server import, as a runtime dependency", () => {
    const missing = [...runtime].filter((name) => !pkg.dependencies[name]);
    expect(missing).toEqual([]);
  });

  it("declares no runtime dependency that nothing uses", () => {
    const everything = importedPackages([...sources("app"), ...sources("server"), ...sources("scripts"), ...sources("tests")]);
    // On the product's fixed list of packages, though our own server does its job (decision 003).
    const usedIndirectly = new Set(["@remix-run/serve"]);
    const unused = Object.keys(pkg.dependencies).filter((name) => !everything.has(name) && !usedIndirectly.has(name));
    expect(unused).toEqual([]);
  });

  it("leaves npm ls with nothing missing, extraneous or invalid", () => {
    expect(() => execFileSync("npm", ["ls"], { cwd: ROOT, stdio: "pipe", timeout: 60_000 })).not.toThrow();
  }, 90_000);
});
