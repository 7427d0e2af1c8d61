import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { iconNames } from "../../app/components/icon-names";
import { demoMediaDir, readDemoMedia, seedDemoMedia } from "../../app/services/backend/seed.server";
import { LocalStorage, type MediaStorage, type PutOptions } from "../../app/services/backend/storage.server";
import { DEMO_MEDIA_PATHS, ICON_IDS } from "../../data/types";
import { demoImageSize, demoMedia, renderDemoImage } from "../../scripts/demo-media/index";

/**
 * A small XML well-formedness check (there is no DOM in node): tags must nest and close, attributes
 * must be name="value" pairs without duplicates, and text may not hold a bare "<" or a stray "&".
 * Returns the problem found, or null.
 */
function xmlProblem(xml: string): string | null {
  const stack: string[] = [];
  const name = /^[A-Za-z_][\w.:-]*/;
  const entity = /^&(?:[A-Za-z]+|#\d+|#x[0-9A-Fa-f]+);/;
  let i = 0;
  let roots = 0;
  const checkText = (text: string, at: number): string | null => {
    for (let j = text.indexOf("&"); j !== -1; j = text.indexOf("&", j + 1)) {
      if (!entity.test(text.slice(j))) return `bad "&" near ${at + j}`;
    }
    return null;
  };
  while (i < xml.length) {
    const lt = xml.indexOf("<", i);
    const text = lt === -1 ? xml.slice(i) : xml.slice(i, lt);
    if (stack.length === 0 && text.trim() !== "") return `text outside the root near ${i}`;
    const textProblem = checkText(text, i);
    if (textProblem) return textProblem;
    if (lt === -1) break;
    if (xml.startsWith("<!--", lt)) {
      const end = xml.indexOf("-->", lt + 4);
      if (end === -1) return "unclosed comment";
      i = end + 3;
      continue;
    }
    if (xml.startsWith("<![CDATA[", lt)) {
      const end = xml.indexOf("]]>", lt);
      if (end === -1) return "unclosed CDATA";
      i = end + 3;
      continue;
    }
    if (xml.startsWith("<?", lt)) {
      const end = xml.indexOf("?>", lt);
      if (end === -1) return "unclosed processing instruction";
      i = end + 2;
      continue;
    }
    if (xml.startsWith("</", lt)) {
      const m = name.exec(xml.slice(lt + 2));
      if (!m) return `bad closing tag near ${lt}`;
      const after = lt + 2 + m[0].length;
      const gt = xml.indexOf(">", after);
      if (gt === -1 || xml.slice(after, gt).trim() !== "") return `bad closing tag </${m[0]}> near ${lt}`;
      const open = stack.pop();
      if (open !== m[0]) return `</${m[0]}> closes <${open ?? "nothing"}> near ${lt}`;
      i = gt + 1;
      continue;
    }
    const m = name.exec(xml.slice(lt + 1));
    if (!m) return `bare "<" near ${lt}`;
    const tag = m[0];
    if (stack.length === 0 && ++roots > 1) return "more than one root element";
    let j = lt + 1 + tag.length;
    const seen = new Set<string>();
    for (;;) {
      const ws = /^\s*/.exec(xml.slice(j))?.[0].length ?? 0;
      j += ws;
      if (xml.startsWith("/>", j)) {
        j += 2;
        break;
      }
      if (xml[j] === ">") {
        j += 1;
        stack.push(tag);
        break;
      }
      if (ws === 0) return `missing space before attribute in <${tag}> near ${j}`;
      const an = name.exec(xml.slice(j));
      if (!an) return `bad attribute in <${tag}> near ${j}`;
      if (seen.has(an[0])) return `duplicate attribute ${an[0]} in <${tag}>`;
      seen.add(an[0]);
      j += an[0].length;
      const eq = /^\s*=\s*(["'])/.exec(xml.slice(j));
      if (!eq) return `attribute ${an[0]} in <${tag}> has no quoted value`;
      j += eq[0].length;
      const close = xml.indexOf(eq[1] ?? '"', j);
      if (close === -1) return `unterminated attribute ${an[0]} in <${tag}>`;
      const value = xml.slice(j, close);
      if (value.includes("<")) return `"<" inside attribute ${an[0]} of <${tag}>`;
      const vp = checkText(value, j);
      if (vp) return vp;
      j = close + 1;
    }
    i = j;
  }
  if (stack.length) return `unclosed <${stack.join("> <")}>`;
  return null;
}

const svgAttr = (svg: string, attr: string): string | undefined =>
  new RegExp(`^<svg\\b[^>]*?\\s${attr}="([^"]*)"`).exec(svg)?.[1];

describe("xmlProblem (the test's own checker)", () => {
  it("accepts well-formed markup and rejects broken markup", () => {
    expect(xmlProblem(`<svg a="1"><g><path d="M0 0"/></g><title>A &amp; B</title></svg>`)).toBeNull();
    expect(xmlProblem(`<svg><g></svg>`)).not.toBeNull();
    expect(xmlProblem(`<svg><g/></g></svg>`)).not.toBeNull();
    expect(xmlProblem(`<svg a="1" a="2"/>`)).not.toBeNull();
    expect(xmlProblem(`<svg a=1/>`)).not.toBeNull();
    expect(xmlProblem(`<svg><title>A & B</title></svg>`)).not.toBeNull();
    expect(xmlProblem(`<svg><title>a < b</title></svg>`)).not.toBeNull();
    expect(xmlProblem(`<svg/><svg/>`)).not.toBeNull();
  });
});

/** The committed demo files, relative to their folder, with "/" separators. */
async function committedPaths(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

describe("committed demo media (data/demo-media)", () => {
  it("holds exactly one file per demo media path", async () => {
    expect(await committedPaths(demoMediaDir())).toEqual([...DEMO_MEDIA_PATHS].sort());
  });

  it("is what the generator draws, byte for byte (after changing a drawing, run `npm run demo-media`)", async () => {
    const files = await readDemoMedia();
    const drawn = demoMedia();
    expect(files.map((f) => f.path)).toEqual(drawn.map((item) => item.path));
    for (const [i, file] of files.entries()) {
      const expected = Buffer.from(drawn[i]!.body);
      expect(file.body.equals(expected), `${file.path} differs from the generator's drawing`).toBe(true);
    }
  });
});

describe("the demo media generator", () => {
  const rendered = DEMO_MEDIA_PATHS.map((path) => [path, renderDemoImage(path)] as const);

  it("renders every demo media path as an SVG document with a title", () => {
    expect(rendered.length).toBe(DEMO_MEDIA_PATHS.length);
    for (const [path, svg] of rendered) {
      expect(svg.startsWith("<svg"), path).toBe(true);
      expect(svg.endsWith("</svg>"), path).toBe(true);
      expect(svg, path).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg, path).toMatch(/<title>[^<]{3,}<\/title>/);
    }
  });

  it("is deterministic", () => {
    for (const [path, svg] of rendered) expect(renderDemoImage(path), path).toBe(svg);
    const items = demoMedia();
    expect(items.map((item) => item.path)).toEqual([...DEMO_MEDIA_PATHS]);
    for (const item of items) {
      expect(item.contentType).toBe("image/svg+xml");
      expect(item.body).toBe(renderDemoImage(item.path));
    }
  });

  it("has width, height and viewBox matching demoImageSize", () => {
    for (const [path, svg] of rendered) {
      const { width, height } = demoImageSize(path);
      expect(svgAttr(svg, "width"), path).toBe(String(width));
      expect(svgAttr(svg, "height"), path).toBe(String(height));
      expect(svgAttr(svg, "viewBox"), path).toBe(`0 0 ${width} ${height}`);
    }
  });

  it("uses the documented sizes", () => {
    expect(demoImageSize("misc/hero.svg")).toEqual({
      width: 1600,
      height: 900,
    });
    expect(demoImageSize("covers/fsw19.svg")).toEqual({
      width: 1200,
      height: 675,
    });
    expect(demoImageSize("misc/first-edition.svg")).toEqual({
      width: 1200,
      height: 675,
    });
    expect(demoImageSize("misc/next-edition.svg")).toEqual({
      width: 1200,
      height: 675,
    });
    expect(demoImageSize("misc/video-poster.svg")).toEqual({
      width: 1200,
      height: 675,
    });
    expect(demoImageSize("events/fsw22/03.svg")).toEqual({
      width: 1200,
      height: 800,
    });
    expect(demoImageSize("rates/sbc/06.svg")).toEqual({
      width: 1200,
      height: 800,
    });
    expect(demoImageSize("team/skipper.svg")).toEqual({
      width: 600,
      height: 600,
    });
    expect(demoImageSize("misc/logo.svg")).toEqual({ width: 256, height: 256 });
    expect(demoImageSize("misc/partner.svg")).toEqual({
      width: 480,
      height: 240,
    });
  });

  it("produces well-formed XML", () => {
    for (const [path, svg] of rendered) expect(xmlProblem(svg), path).toBeNull();
  });

  it("contains no scripts, event handlers, foreignObject or external references", () => {
    for (const [path, svg] of rendered) {
      expect(svg, path).not.toMatch(/<script/i);
      expect(svg, path).not.toMatch(/foreignObject/i);
      expect(svg, path).not.toMatch(/\son[a-z]+\s*=/i);
      expect(svg, path).not.toMatch(/href\s*=\s*["']\s*(?!#)/i);
      expect(svg, path).not.toMatch(/url\(\s*["']?(?!#)/i);
      expect(svg, path).not.toMatch(/javascript:/i);
      expect(svg, path).not.toMatch(/@import/i);
    }
  });

  it("keeps files small", () => {
    for (const [path, svg] of rendered) {
      const limit = path === "misc/hero.svg" ? 25 * 1024 : 20 * 1024;
      expect(Buffer.byteLength(svg), path).toBeLessThan(limit);
    }
  });

  it("draws a different picture for every image of a gallery folder", () => {
    const folders = new Map<string, string[]>();
    for (const [path, svg] of rendered) {
      const folder = path.slice(0, path.lastIndexOf("/"));
      if (!path.startsWith("events/") && !path.startsWith("rates/")) continue;
      folders.set(folder, [...(folders.get(folder) ?? []), svg]);
    }
    expect(folders.size).toBe(12);
    for (const [folder, svgs] of folders) {
      expect(svgs.length, folder).toBe(6);
      expect(new Set(svgs).size, folder).toBe(svgs.length);
    }
    const others = rendered.filter(([p]) => !p.startsWith("events/") && !p.startsWith("rates/")).map(([, s]) => s);
    expect(new Set(others).size).toBe(others.length);
  });

  it("throws for a path that is not demo media", () => {
    expect(() => renderDemoImage("misc/unknown.svg")).toThrow();
    expect(() => renderDemoImage("events/fsw19/07.svg")).toThrow();
    expect(() => renderDemoImage("../etc/passwd")).toThrow();
    expect(() => demoImageSize("covers/fsw99.svg")).toThrow();
  });
});

describe("seeding an empty data directory", () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
  });
  const tempDataDir = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-seed-"));
    dirs.push(dir);
    return dir;
  };
  /** The embedded store, recording what the seed asked it to create. */
  const recording = (dataDir: string) => {
    const local = new LocalStorage(dataDir);
    const puts: { path: string; contentType: string }[] = [];
    const storage: MediaStorage = {
      kind: "local",
      urlFor: (p) => local.urlFor(p),
      list: (folder, options) => local.list(folder, options),
      listAll: (folder) => local.listAll(folder),
      remove: (p) => local.remove(p),
      download: (p, destination, options) => local.download(p, destination, options),
      open: (p) => local.open(p),
      put: async (p, body, options: PutOptions) => {
        puts.push({ path: p, contentType: options.contentType });
        return local.put(p, body, options);
      },
    };
    return { local, storage, puts };
  };

  it("copies every committed file into storage, byte for byte, as image/svg+xml", async () => {
    const dataDir = await tempDataDir();
    const { storage, puts } = recording(dataDir);
    expect(await seedDemoMedia(dataDir, storage)).toBe(DEMO_MEDIA_PATHS.length);
    expect(puts.map((p) => p.path)).toEqual([...DEMO_MEDIA_PATHS]);
    expect(new Set(puts.map((p) => p.contentType))).toEqual(new Set(["image/svg+xml"]));
    const source = demoMediaDir();
    const stored = path.join(dataDir, "storage");
    expect(await committedPaths(stored)).toEqual(await committedPaths(source));
    for (const p of DEMO_MEDIA_PATHS) {
      const [copy, original] = await Promise.all([fs.readFile(path.join(stored, p)), fs.readFile(path.join(source, p))]);
      expect(copy.equals(original), p).toBe(true);
    }
  });

  it("runs once per data directory: media removed later is not brought back", async () => {
    const dataDir = await tempDataDir();
    const { storage, puts } = recording(dataDir);
    await seedDemoMedia(dataDir, storage);
    await storage.remove("misc/hero.svg");
    puts.length = 0;
    expect(await seedDemoMedia(dataDir, storage)).toBe(0);
    expect(puts).toEqual([]);
    await expect(storage.urlFor("misc/hero.svg")).rejects.toMatchObject({ code: "storage/object-not-found" });
  });

  it("never overwrites an object that is already there", async () => {
    const dataDir = await tempDataDir();
    const { local, storage } = recording(dataDir);
    await local.put("team/founder.svg", "<svg>the organiser's own</svg>", { contentType: "image/svg+xml" });
    expect(await seedDemoMedia(dataDir, storage)).toBe(DEMO_MEDIA_PATHS.length - 1);
    expect(await fs.readFile(path.join(dataDir, "storage/team/founder.svg"), "utf8")).toBe("<svg>the organiser's own</svg>");
  });
});

describe("icon sprite", () => {
  const sprite = readFileSync(new URL("../../public/icons.svg", import.meta.url), "utf8");
  const symbols = [...sprite.matchAll(/<symbol\b[^>]*>/g)].map((m) => m[0]);

  it("is well-formed XML", () => {
    expect(xmlProblem(sprite)).toBeNull();
  });

  it("has exactly one symbol per icon name, each with a viewBox", () => {
    const ids = symbols.map((tag) => /\sid="([^"]+)"/.exec(tag)?.[1]);
    expect([...ids].sort()).toEqual([...iconNames].sort());
    for (const name of iconNames) expect(ids.filter((id) => id === name).length, name).toBe(1);
    for (const tag of symbols) expect(tag).toMatch(/\sviewBox="0 0 24 24"/);
  });

  it("colours with currentColor and holds nothing active", () => {
    expect(sprite).toContain("currentColor");
    expect(sprite).not.toMatch(/<script|foreignObject|\son[a-z]+\s*=/i);
  });

  it("lists the same icon names as the content model", () => {
    expect([...iconNames]).toEqual([...ICON_IDS]);
  });
});

describe("favicon", () => {
  it("is a well-formed standalone SVG", () => {
    const svg = readFileSync(new URL("../../public/favicon.svg", import.meta.url), "utf8");
    expect(xmlProblem(svg.trim())).toBeNull();
    expect(svg).toMatch(/viewBox="0 0 256 256"/);
    expect(svg).not.toMatch(/<script|href=/i);
  });
});
