import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where tests/fixtures/images.ts keeps the photos it has made in this run. */
    fixtureDir: string;
  }
}

/**
 * One folder per run for the generated photos: a camera-size JPEG takes seconds to encode and many
 * files ask for the same size, so it is made once per run and read back after that (decision 029).
 */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-fixtures-"));
  project.provide("fixtureDir", dir);
  return () => fs.rm(dir, { recursive: true, force: true });
}
