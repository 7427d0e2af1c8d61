import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let root: string | undefined;

/**
 * A path inside the project. The server bundle (build/index.js) and the sources that tests import sit
 * at different depths, and the working directory is whatever the host chose, so the root is the
 * nearest folder above this module that holds a package.json.
 */
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
