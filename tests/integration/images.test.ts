import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg, truncate } from "../fixtures/images";
import { ROOT, startServer, type TestServer } from "../support/server";

const run = promisify(execFile);

async function images(dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run("npm", ["run", "--silent", "images"], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout: string; stderr: string };
    return { code: typeof e.code === "number" ? e.code : -1, stdout: e.stdout, stderr: e.stderr };
  }
}

let dataDir: string;
let server: TestServer | undefined;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-images-"));
  const gallery = path.join(dataDir, "storage/events/fsw25");
  await fs.mkdir(gallery, { recursive: true });
  const photo = await makeJpeg(2000, 1500);
  await fs.writeFile(path.join(gallery, "01.jpg"), photo);
  await fs.writeFile(path.join(gallery, "02.jpg"), truncate(photo, Math.floor(photo.length / 2)));
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe("npm run images", () => {
  it("makes the missing variants, names the image that failed and exits non-zero; a rerun makes nothing new", async () => {
    const first = await images(dataDir);
    expect(first.stdout).toContain("2 images: 1 made now, 0 had their variants already, 1 failed.");
    expect(first.stderr).toMatch(/failed: events\/fsw25\/02\.jpg: The image could not be decoded/);
    expect(first.code).toBe(1);
    const files = await fs.readdir(path.join(dataDir, "storage/variants/events/fsw25"));
    expect(files.filter((f) => f.startsWith("01.jpg.")).sort()).toEqual(
      [320, 640, 736, 960, 1280, 1920]
        .flatMap((w) => [`01.jpg.${w}w.jpg`, `01.jpg.${w}w.webp`])
        .concat("01.jpg.ready.2000x1500")
        .sort(),
    );
    expect(files.some((f) => f.startsWith("02.jpg."))).toBe(false);

    const second = await images(dataDir);
    expect(second.stdout).toContain("2 images: 0 made now, 1 had their variants already, 1 failed.");
    expect(await fs.readdir(path.join(dataDir, "storage/variants/events/fsw25"))).toEqual(files);
  }, 240_000);

  it("then the page offers the variants in srcset, and they are served as immutable", async () => {
    server = await startServer({ DATA_DIR: dataDir });
    const html = await (await fetch(`${server.url}/event-details/fsw25`)).text();
    expect(html).toMatch(/<source type="image\/webp" srcset="\/media\/variants\/events\/fsw25\/01\.jpg\.320w\.webp 320w, /i);
    expect(html).toMatch(
      /<img[^>]+srcset="\/media\/variants\/events\/fsw25\/01\.jpg\.320w\.jpg 320w, [^"]+1920w"[^>]+sizes="[^"]+"/i,
    );
    expect(html).toContain('<a href="/media/events/fsw25/01.jpg">Open the full-size photo</a>');
    // The broken image is shown as it is.
    expect(html).toContain('src="/media/events/fsw25/02.jpg"');
    const variant = await fetch(`${server.url}/media/variants/events/fsw25/01.jpg.640w.webp`);
    expect(variant.headers.get("content-type")).toBe("image/webp");
    expect(variant.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  }, 60_000);
});
