import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// app/lib keeps the code the app's parts share. A route's helpers and the answers it builds live in
// app/http/, the code that runs only in the browser in app/browser/, a helper of one feature in it.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SOURCE = /\.(?:tsx?|mjs)$/;

async function files(dir: string): Promise<string[]> {
  const entries = await fs.readdir(path.join(ROOT, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && SOURCE.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}

/** The repository file an import names, or null for a package. */
function resolved(from: string, spec: string, known: Set<string>): string | null {
  const base = spec.startsWith("~/")
    ? `app/${spec.slice(2)}`
    : spec.startsWith(".")
      ? path.posix.join(path.posix.dirname(from), spec)
      : null;
  if (base === null) return null;
  return ["", ".ts", ".tsx", ".mjs"].map((ext) => base + ext).find((f) => known.has(f)) ?? null;
}

function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:from\s*|import\s*\(\s*)["']([^"']+)["']/g)].map((m) => m[1]!);
}

/** The part of the site a file belongs to: routes, components, http, browser, models, a service's feature… */
export function partOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] !== "app") return parts[0]!;
  if (parts.length === 2) return "app (root and entries)";
  if (parts[1] === "services") return parts.length === 3 ? "services" : `services/${parts[2]}`;
  return parts[1]!;
}

/** The parts that use each file of app/lib, directly or through other files of app/lib. */
export function usersOfLib(sources: Map<string, string>): Map<string, Set<string>> {
  const known = new Set(sources.keys());
  const importers = new Map<string, Set<string>>();
  for (const [file, source] of sources) {
    for (const spec of importsOf(source)) {
      const target = resolved(file, spec, known);
      if (target && target !== file) importers.set(target, (importers.get(target) ?? new Set()).add(file));
    }
  }
  const parts = (file: string, seen: Set<string>): Set<string> => {
    const found = new Set<string>();
    for (const importer of importers.get(file) ?? []) {
      if (!importer.startsWith("app/lib/")) found.add(partOf(importer));
      else if (!seen.has(importer)) for (const p of parts(importer, seen.add(importer))) found.add(p);
    }
    return found;
  };
  return new Map([...known].filter((f) => f.startsWith("app/lib/")).map((f) => [f, parts(f, new Set([f]))]));
}

const BROWSER_ONLY = /\b(?:window|document|navigator|indexedDB|localStorage|sessionStorage)\.\w/;
const ANSWERS = /import\s*\{[^}]*\b(?:json|redirect|defer)\b[^}]*\}\s*from\s*["']@remix-run\/node["']|new Response\(/;

describe("app/lib", () => {
  it("holds only code that two parts of the site or more share, no route helper, answer or browser-only code", async () => {
    const all = (await Promise.all(["app", "server", "scripts"].map(files))).flat();
    const sources = new Map(await Promise.all(all.map(async (f) => [f, await fs.readFile(path.join(ROOT, f), "utf8")] as const)));
    const lib = all.filter((f) => f.startsWith("app/lib/"));
    expect(lib.length).toBeGreaterThan(15);
    const offenders: string[] = [];
    for (const [file, users] of usersOfLib(sources)) {
      if (users.size < 2) offenders.push(`${file} is used by ${[...users].join(", ") || "nothing"} only: move it there`);
    }
    for (const file of lib) {
      const source = sources.get(file)!;
      if (BROWSER_ONLY.test(source)) offenders.push(`${file} runs in the browser only: app/browser/`);
      if (ANSWERS.test(source)) offenders.push(`${file} builds an HTTP answer: app/http/`);
    }
    expect(offenders).toEqual([]);
  });

  it("the rule counts the parts behind another file of app/lib, and sees a file with one user", () => {
    const sources = new Map([
      ["app/lib/a.ts", `export const a = 1;`],
      ["app/lib/b.ts", `import { a } from "./a";`],
      ["app/lib/c.ts", `export const c = 1;`],
      ["app/routes/x.tsx", `import { b } from "~/lib/b";\nimport { c } from "~/lib/c";`],
      ["app/services/uploads/y.server.ts", `import { a } from "../../lib/a";\nimport { c } from "~/lib/c";`],
      ["app/services/uploads/z.server.ts", `import { c } from "~/lib/c";`],
    ]);
    const users = usersOfLib(sources);
    expect([...users.get("app/lib/a.ts")!].sort()).toEqual(["routes", "services/uploads"]);
    expect([...users.get("app/lib/b.ts")!]).toEqual(["routes"]);
    expect([...users.get("app/lib/c.ts")!].sort()).toEqual(["routes", "services/uploads"]);
    expect(BROWSER_ONLY.test("if (typeof window !== 'undefined')")).toBe(false);
    expect(BROWSER_ONLY.test("window.location.hash = '#x'")).toBe(true);
    expect(ANSWERS.test(`import { json, redirect } from "@remix-run/node";`)).toBe(true);
    expect(ANSWERS.test(`import type { LoaderFunctionArgs } from "@remix-run/node";`)).toBe(false);
  });
});
