import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_MEDIA_PATHS } from "../../data/types";
import { listFiles, ROOT, startServer } from "../support/server";

/** Names of the drawing functions (sceneHero, sceneCover, …), read from the generator's sources. */
async function generatorFunctionNames(): Promise<string[]> {
  const dir = path.join(ROOT, "scripts/demo-media");
  const files = (await listFiles(dir)).filter((f) => f.endsWith(".ts"));
  const names = new Set<string>(["renderDemoImage", "catamaranFront", "wakeAndReflection", "portraitBackground"]);
  for (const file of files) {
    const source = await fs.readFile(path.join(dir, file), "utf8");
    for (const m of source.matchAll(/^(?:export )?function (scene[A-Z]\w*)\(/gm)) names.add(m[1]!);
  }
  return [...names];
}

describe("demo media in the built server", () => {
  it("leaves the generator out of the server bundle", async () => {
    const bundle = await fs.readFile(path.join(ROOT, "build/index.js"), "utf8");
    const names = await generatorFunctionNames();
    expect(names.length).toBeGreaterThan(20);
    const found = names.filter((name) => new RegExp(`\\bfunction ${name}\\(`).test(bundle));
    expect(found, "app/ imports the demo media generator (scripts/demo-media): seed from data/demo-media instead").toEqual([]);
  });

  it("seeds an empty DATA_DIR with the committed files, whatever the working directory", async () => {
    const elsewhere = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-cwd-"));
    const server = await startServer({}, { cwd: elsewhere });
    try {
      const res = await fetch(`${server.url}/media/rates/sbc/06.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/svg+xml");
      const storage = path.join(server.dataDir, "storage");
      expect(await listFiles(storage)).toEqual(DEMO_MEDIA_PATHS.map((p) => p.split("/").join(path.sep)).sort());
      for (const p of DEMO_MEDIA_PATHS) {
        const [copy, original] = await Promise.all([
          fs.readFile(path.join(storage, p)),
          fs.readFile(path.join(ROOT, "data/demo-media", p)),
        ]);
        expect(copy.equals(original), p).toBe(true);
      }
      expect(server.output()).toContain(`Seeded ${DEMO_MEDIA_PATHS.length} demo images`);
    } finally {
      await server.stop();
      await fs.rm(elsewhere, { recursive: true, force: true });
    }
  });
});
