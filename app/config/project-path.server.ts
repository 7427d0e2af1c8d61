import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let root: string | undefined;

/** The nearest folder above holding a package.json: bundle and sources sit at different depths, and the cwd is the host's. */
export function projectPath(...segments: string[]): string {
  root ??= findRoot(path.dirname(fileURLToPath(import.meta.url)));
  return path.join(root, ...segments);
}

function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json in any parent directory of ${start}.`);
  }
}
