import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ROOT } from "./server";

export interface DevProject {
  /** A project folder whose build/ holds a development build, as `npm run dev` leaves it. */
  root: string;
  remove: () => Promise<void>;
}

/**
 * Builds the app the way `remix dev` does (NODE_ENV=development) into a scratch copy of the
 * project, so the shared build/ that the other tests serve is never touched.
 */
export async function makeDevProject(): Promise<DevProject> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-dev-"));
  const remove = () => fs.rm(root, { recursive: true, force: true });
  try {
    // Copied, not linked: the compiler tells server modules by their path inside the app folder.
    for (const dir of ["app", "data", "server"]) await fs.cp(path.join(ROOT, dir), path.join(root, dir), { recursive: true });
    for (const file of ["package.json", "remix.config.js", "tsconfig.json"])
      await fs.copyFile(path.join(ROOT, file), path.join(root, file));
    await fs.symlink(path.join(ROOT, "node_modules"), path.join(root, "node_modules"));
    await fs.cp(path.join(ROOT, "public"), path.join(root, "public"), {
      recursive: true,
      filter: (source) => !source.startsWith(path.join(ROOT, "public/build")),
    });
    await promisify(execFile)(process.execPath, [path.join(ROOT, "node_modules/@remix-run/dev/dist/cli.js"), "build", root], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "development" },
    });
  } catch (error) {
    await remove();
    throw error;
  }
  return { root, remove };
}
