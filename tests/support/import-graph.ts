import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The imports between the repository's own files, read from their text: static, dynamic and
// type-only imports alike, and re-exports.

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SOURCE = /\.(?:tsx?|mjs)$/;

export async function sourceFiles(...dirs: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const dir of dirs) {
    const entries = await fs.readdir(path.join(ROOT, dir), { recursive: true, withFileTypes: true });
    for (const e of entries) {
      if (e.isFile() && SOURCE.test(e.name))
        found.push(path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
    }
  }
  return found.sort();
}

export async function readSources(...dirs: string[]): Promise<Map<string, string>> {
  const files = await sourceFiles(...dirs);
  return new Map(await Promise.all(files.map(async (f) => [f, await fs.readFile(path.join(ROOT, f), "utf8")] as const)));
}

export function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm)].map((m) => m[1]!);
}

/** The repository file an import names, or null for a package. */
export function resolved(from: string, spec: string, known: ReadonlySet<string>): string | null {
  const base = spec.startsWith("~/")
    ? `app/${spec.slice(2)}`
    : spec.startsWith(".")
      ? path.posix.join(path.posix.dirname(from), spec)
      : null;
  if (base === null) return null;
  return ["", ".ts", ".tsx", ".mjs"].map((ext) => base + ext).find((f) => known.has(f)) ?? null;
}

/** Each file and the files it imports. */
export function importGraph(sources: ReadonlyMap<string, string>): Map<string, Set<string>> {
  const known = new Set(sources.keys());
  const graph = new Map<string, Set<string>>();
  for (const [file, source] of sources) {
    const targets = new Set<string>();
    for (const spec of importsOf(source)) {
      const target = resolved(file, spec, known);
      if (target && target !== file) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The groups of files that import each other, directly or around a loop (Tarjan's components). */
export function importCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** The folder of app/ a file lives in: each service's feature folder, the routes as one, the root's files as "app". */
export function folderOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] !== "app") return parts[0]!;
  if (parts.length === 2) return "app";
  if (parts[1] === "services" && parts.length > 3) return `services/${parts[2]}`;
  return parts[1]!;
}

/** Folders of shared pieces, no feature of their own: a file there counts the features that use it. */
export const LAYERS: ReadonlySet<string> = new Set(["lib", "components", "models", "http"]);

/**
 * The feature a file belongs to: one page or endpoint (a route, with its folder), one service, one
 * part of the browser code, search engines, configuration, language, the document, a script, the
 * server; null for a file of a layer.
 */
export function featureOf(file: string): string | null {
  const parts = file.split("/");
  const stem = (name: string) => name.replace(/\.(?:server\.)?(?:tsx?|mjs)$/, "");
  if (parts[0] === "scripts") return parts.length > 2 ? `scripts/${parts[1]}` : `scripts/${stem(parts[1]!)}`;
  if (parts[0] !== "app") return parts[0]!;
  if (parts.length === 2) return "document";
  const [, folder, name] = parts as [string, string, string];
  if (LAYERS.has(folder)) return null;
  if (folder === "routes") return `route ${stem(name).replace(/\[\.\](?:json)$/, "")}`;
  if (folder === "services" || folder === "browser") return parts.length > 3 ? `${folder}/${name}` : `${folder}/${stem(name)}`;
  return folder;
}

/** The features that use each file of app/lib/, directly or through files of the layers. */
export function featuresUsingLib(sources: ReadonlyMap<string, string>): Map<string, Set<string>> {
  const importers = new Map<string, Set<string>>();
  for (const [file, targets] of importGraph(sources)) {
    for (const target of targets) importers.set(target, (importers.get(target) ?? new Set()).add(file));
  }
  const features = (file: string, seen: Set<string>): Set<string> => {
    const found = new Set<string>();
    for (const importer of importers.get(file) ?? []) {
      const feature = featureOf(importer);
      if (feature !== null) found.add(feature);
      else if (!seen.has(importer)) for (const f of features(importer, seen.add(importer))) found.add(f);
    }
    return found;
  };
  return new Map([...sources.keys()].filter((f) => f.startsWith("app/lib/")).map((f) => [f, features(f, new Set([f]))]));
}
