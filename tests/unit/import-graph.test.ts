import { describe, expect, it } from "vitest";
import { folderOf, importCycles, importGraph, readSources } from "../support/import-graph";

/** Pairs of folders of app/ that import each other, each with one import of either way as evidence. */
function backImports(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const between = new Map<string, string>();
  for (const [file, targets] of graph) {
    for (const target of targets) {
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from !== to && file.startsWith("app/") && target.startsWith("app/"))
        between.set(`${from} → ${to}`, `${file} → ${target}`);
    }
  }
  const found: string[] = [];
  for (const [pair, evidence] of between) {
    const [from, to] = pair.split(" → ");
    const back = between.get(`${to} → ${from}`);
    if (back && from! < to!) found.push(`${evidence}, and back: ${back}`);
  }
  return found;
}

describe("imports between the app's files", () => {
  it("form no cycle, type-only imports included", async () => {
    const sources = await readSources("app");
    expect(sources.size).toBeGreaterThan(200);
    expect(importCycles(importGraph(sources))).toEqual([]);
  });

  it("never go from one folder of app/ to another that imports it back", async () => {
    expect(backImports(importGraph(await readSources("app")))).toEqual([]);
  });

  it("the checks see a type-only loop, a loop through three files, and two folders importing each other", () => {
    const sources = new Map([
      ["app/i18n/translate.ts", `import type { MessageKey } from "./messages/en";`],
      ["app/i18n/messages/en.ts", `import type { Catalogue } from "../translate";`],
      ["app/lib/a.ts", `import { b } from "~/lib/b";`],
      ["app/lib/b.ts", `export { c } from "./c";`],
      ["app/lib/c.ts", `const a = await import("./a");`],
      ["app/lib/d.ts", `import "./a";`],
      ["app/models/m.server.ts", `import { notFound } from "~/http/http";`],
      ["app/http/http.ts", `import { findEvent } from "../models/content.server";`],
      ["app/models/content.server.ts", `export const x = 1;`],
    ]);
    const graph = importGraph(sources);
    expect(importCycles(graph).sort()).toEqual([
      ["app/i18n/messages/en.ts", "app/i18n/translate.ts"],
      ["app/lib/a.ts", "app/lib/b.ts", "app/lib/c.ts"],
    ]);
    expect(backImports(graph)).toEqual([
      "app/http/http.ts → app/models/content.server.ts, and back: app/models/m.server.ts → app/http/http.ts",
    ]);
    expect(folderOf("app/services/uploads/photos.server.ts")).toBe("services/uploads");
    expect(folderOf("app/routes/($lang).add-photo/route.tsx")).toBe("routes");
    expect(folderOf("app/root.tsx")).toBe("app");
  });
});
