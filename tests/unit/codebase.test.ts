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
