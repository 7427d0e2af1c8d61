import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** A temp file linked into place: link() is atomic and fails when the target exists, so nothing torn or overwritten. */
export async function writeCreateOnly<T>(
  tmpDir: string,
  target: string,
  write: (tempPath: string) => Promise<T>,
  alreadyExists: () => Error,
): Promise<T> {
  await fs.mkdir(tmpDir, { recursive: true });
  const temp = path.join(tmpDir, `${randomUUID()}.part`);
  try {
    const result = await write(temp);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.link(temp, target).catch((error: NodeJS.ErrnoException) => {
      throw error.code === "EEXIST" ? alreadyExists() : error;
    });
    return result;
  } finally {
    await fs.rm(temp, { force: true });
  }
}
