import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

export interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

// The package's main export is the path of vnu.jar; its runner would try to download a Java instead.
const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));

/**
 * Runs the W3C Nu HTML Checker once over many documents (one JVM start) and returns its errors,
 * each with the name the caller gave the document. Needs `java` (Debian: default-jre-headless).
 */
export async function checkHtml(documents: Record<string, string>): Promise<VnuMessage[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-vnu-"));
  try {
    const files = new Map<string, string>();
    let i = 0;
    for (const [name, html] of Object.entries(documents)) {
      const file = path.join(dir, `${String(++i).padStart(4, "0")}.html`);
      await fs.writeFile(file, html);
      files.set(`file:${file}`, name);
    }
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        "java",
        ["-jar", VNU_JAR, "--format", "json", "--errors-only", ...[...files.keys()].map((f) => f.slice("file:".length))],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, _stdout, stderr) => {
          if (error && (error as NodeJS.ErrnoException).code === "ENOENT") {
            reject(new Error("The HTML check needs Java: apt-get install -y default-jre-headless"));
          } else if (!stderr.trim().startsWith("{")) {
            reject(new Error(`vnu failed: ${stderr || error?.message}`));
          } else resolve(stderr);
        },
      );
    });
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    return messages.map((m) => ({ ...m, url: files.get(m.url) ?? m.url }));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
