import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const APP = fileURLToPath(new URL("../../app", import.meta.url));

async function sourceFiles(): Promise<string[]> {
  const entries = await fs.readdir(APP, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.(?:[cm]?[jt]sx?)$/.test(e.name))
    .map((e) => path.relative(APP, path.join(e.parentPath, e.name)))
    .sort();
}

describe("the app's sources", () => {
  it("has no file over 400 lines", async () => {
    const files = await sourceFiles();
    expect(files.length).toBeGreaterThan(10);
    const long: string[] = [];
    for (const file of files) {
      const text = await fs.readFile(path.join(APP, file), "utf8");
      const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
      if (lines > 400) long.push(`app/${file}: ${lines} lines`);
    }
    expect(long).toEqual([]);
  });

  it("imports nothing from scripts/ (the demo media generator stays out of the server)", async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles()) {
      const source = await fs.readFile(path.join(APP, file), "utf8");
      if (/\bfrom\s+["'][^"']*\/scripts\/|import\(\s*["'][^"']*\/scripts\//.test(source)) offenders.push(`app/${file}`);
    }
    expect(offenders).toEqual([]);
  });
});

describe("layers", () => {
  it("models derive from the content and never call out: no import from services/ but the configuration", async () => {
    const models = (await sourceFiles()).filter((file) => file.startsWith("models/"));
    expect(models.length).toBeGreaterThan(3);
    const offenders: string[] = [];
    for (const file of models) {
      const source = await fs.readFile(path.join(APP, file), "utf8");
      for (const [, target] of source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g)) {
        const resolved = target!.startsWith(".") ? path.join("app", path.dirname(file), target!) : target!;
        if (/(?:^~\/|^app\/|\/)services\//.test(resolved) && !/services\/config\.server$/.test(resolved)) {
          offenders.push(`app/${file} imports ${target}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it("builds the paths of events, team members, people, media, organisers and uploads only in app/lib/urls.ts", async () => {
    const files = await sourceFiles();
    expect(files).toContain("lib/urls.ts");
    const offenders: string[] = [];
    for (const file of files.filter((f) => f !== "lib/urls.ts")) {
      const source = await fs.readFile(path.join(APP, file), "utf8");
      for (const literal of pathLiterals(source)) offenders.push(`app/${file}: ${literal}`);
    }
    expect(offenders).toEqual([]);
  });

  it("the URL rule catches each kind of hand-built path and leaves other strings alone", () => {
    expect(pathLiterals("<Link to={`/organisers?state=${state}`}>")).toEqual(["`/organisers?state=${state}`"]);
    expect(pathLiterals('redirect("/organisers")')).toEqual(['"/organisers"']);
    expect(pathLiterals('<Form action="/organisers?index">')).toEqual(['"/organisers?index"']);
    expect(pathLiterals("src={`/organisers/photo/${key}`}")).toEqual(["`/organisers/photo/${key}`"]);
    expect(pathLiterals("thumbnail: `/add-photo/mine/${key}`")).toEqual(["`/add-photo/mine/${key}`"]);
    expect(pathLiterals("href={'/event-details/' + id}")).toEqual(["'/event-details/'"]);
    expect(pathLiterals('"/media/a.jpg"')).toEqual(['"/media/a.jpg"']);
    expect(pathLiterals('"/organisersX" "/add-photo" "/home" /^\\/organisers/')).toEqual([]);
  });
});

/** The one module that spells where an uploaded photo lives (storage objects and database nodes). */
const PHOTO_LAYOUT = "lib/photo-layout.ts";

/** Upload paths spelled out in code: an upload's storage objects, or one of its database nodes. */
function uploadPathLiterals(source: string): string[] {
  const pattern =
    /[`'"](?:images\/(?:originals|thumbnails)\b|events\/fsw25(?=[`'"]|\/\$\{)|(?:photoReview|reviewIndex|photoUploads|photoHashes|photoIdempotency|auditLog|reviewLocks|photoDeletions)\b|gallery\/(?:all|editions)\b)[^`'"\n]*|thumb-\$\{/g;
  return [...source.matchAll(pattern)].map(([literal]) => literal);
}

describe("the photo's layout", () => {
  it("is spelled only in app/lib/photo-layout.ts: no other file of app/, server/ or scripts/ writes an upload path", async () => {
    const ROOT = fileURLToPath(new URL("../..", import.meta.url));
    const offenders: string[] = [];
    for (const dir of ["app", "server", "scripts"]) {
      const entries = await fs.readdir(path.join(ROOT, dir), { recursive: true, withFileTypes: true });
      for (const e of entries.filter((x) => x.isFile() && /\.(?:[cm]?[jt]sx?)$/.test(x.name))) {
        const file = path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join("/");
        if (file === `app/${PHOTO_LAYOUT}`) continue;
        for (const literal of uploadPathLiterals(await fs.readFile(path.join(ROOT, file), "utf8"))) {
          offenders.push(`${file}: ${literal}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it("the rule sees each way of spelling one", () => {
    expect(uploadPathLiterals("storage.put(`images/originals/${key}`, body)")).toHaveLength(1);
    expect(uploadPathLiterals('storage.list("images/originals")')).toHaveLength(1);
    expect(uploadPathLiterals("const p = `images/thumbnails/thumb-${key}`;")).toHaveLength(1);
    expect(uploadPathLiterals("const p = `${folder}/thumb-${key}`;")).toHaveLength(1);
    expect(uploadPathLiterals('db.get(`events/fsw25/${key}`); const RECORDS = "events/fsw25";')).toHaveLength(2);
    for (const node of ["photoReview", "reviewIndex/pending", "photoUploads", "photoHashes", "photoIdempotency", "auditLog"]) {
      expect(uploadPathLiterals(`db.get("${node}/" + key)`), node).toHaveLength(1);
    }
    expect(uploadPathLiterals("db.queryByKey(`gallery/editions/${id}`)")).toHaveLength(1);
    // The site's own images and the words of a comment are not upload paths.
    expect(uploadPathLiterals('loadGallery(`events/${id}`); const hero = "events/fsw25/01.svg";')).toEqual([]);
    expect(uploadPathLiterals('className="gallery__grid"; const text = "photo review";')).toEqual([]);
  });
});

/** Quoted paths that must come from app/lib/urls.ts: with an id or a name, or any organiser page. */
function pathLiterals(source: string): string[] {
  const pattern =
    /[`'"]\/(?:(?:event-details|team-details|teachers|skippers|media|add-photo\/mine)\/|organisers(?=[/?#`'"]))[^`'"]*[`'"]/g;
  return [...source.matchAll(pattern)].map(([literal]) => literal);
}

/** The storage adapters: the only code that may touch the stored files or the bucket's bytes. */
const STORAGE_ADAPTERS = new Set(["services/storage.server.ts", "services/firebase/storage.server.ts"]);

/**
 * Ways past the storage port: naming the embedded store's folder (`<DATA_DIR>/storage`), asking an
 * adapter for a file path or checking its class, or fetching what a URL of the site (or of a stored
 * object) serves instead of opening it.
 */
function bypassesOfStoragePort(source: string): string[] {
  const found: string[] = [];
  if (/["'`]storage["'`]|\/storage\/|\}\/storage\b/.test(source)) found.push("names the storage folder");
  if (/\.filePath\(|instanceof\s+(?:LocalStorage|FirebaseStorage)\b/.test(source)) found.push("reaches into an adapter");
  if (/\bfetch\(/.test(source) && /\burlFor\(|\bsiteUrl\b|SITE_URL|\babsoluteUrl\(|\bmediaUrl\(|\/media\//.test(source)) {
    found.push("fetches the site's own URLs");
  }
  return found;
}

describe("the storage port", () => {
  it("is the one way to stored bytes: no file outside the adapters reads storage files or fetches the site's own URLs", async () => {
    const ROOT = fileURLToPath(new URL("../..", import.meta.url));
    const offenders: string[] = [];
    for (const file of await sourceFiles()) {
      if (STORAGE_ADAPTERS.has(file.split(path.sep).join("/"))) continue;
      const found = bypassesOfStoragePort(await fs.readFile(path.join(APP, file), "utf8"));
      if (found.length > 0) offenders.push(`app/${file}: ${found.join(", ")}`);
    }
    for (const dir of ["server", "scripts"]) {
      const entries = await fs.readdir(path.join(ROOT, dir), { recursive: true, withFileTypes: true });
      for (const e of entries.filter((x) => x.isFile() && /\.(?:[cm]?[jt]sx?)$/.test(x.name))) {
        const found = bypassesOfStoragePort(await fs.readFile(path.join(e.parentPath, e.name), "utf8"));
        if (found.length > 0) offenders.push(`${path.relative(ROOT, path.join(e.parentPath, e.name))}: ${found.join(", ")}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("the rule sees each way past the port", () => {
    expect(bypassesOfStoragePort(`const file = path.join(dataDir, "storage", p);`)).toEqual(["names the storage folder"]);
    expect(bypassesOfStoragePort("readFile(`${config.dataDir}/storage/${p}`)")).toEqual(["names the storage folder"]);
    expect(bypassesOfStoragePort("if (storage instanceof LocalStorage) storage.filePath(p);")).toEqual([
      "reaches into an adapter",
    ]);
    expect(bypassesOfStoragePort("const res = await fetch(await storage.urlFor(p));")).toEqual(["fetches the site's own URLs"]);
    expect(bypassesOfStoragePort("await fetch(absoluteUrl(siteUrl, '/media/x'))")).toEqual(["fetches the site's own URLs"]);
    expect(bypassesOfStoragePort("const object = await storage.open(p);")).toEqual([]);
  });
});

describe("the checks a contributor and CI run", () => {
  const ROOT = fileURLToPath(new URL("../..", import.meta.url));

  it("the README's test command runs the format check, typecheck and lint before the tests", async () => {
    const readme = await fs.readFile(path.join(ROOT, "README.md"), "utf8");
    expect(readme).toContain("npm ci && npm test");
    const { scripts } = JSON.parse(await fs.readFile(path.join(ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    const steps = scripts.test!.split("&&").map((s) => s.trim());
    for (const check of ["npm run format:check", "npm run typecheck", "npm run lint"]) {
      expect(steps.indexOf(check), check).toBeGreaterThanOrEqual(0);
      expect(steps.indexOf(check)).toBeLessThan(steps.findIndex((s) => s.startsWith("vitest")));
    }
    expect(scripts.typecheck).toBe("tsc");
  });

  it("CI runs exactly that command", async () => {
    const ci = await fs.readFile(path.join(ROOT, ".ci/run"), "utf8");
    expect(ci).toMatch(/^npm test\b/m);
  });

  it("no comment cites a document a clone does not have", async () => {
    const offenders: string[] = [];
    for (const dir of ["app", "server", "scripts", "tests", "bench"]) {
      const entries = await fs.readdir(path.join(ROOT, dir), { recursive: true, withFileTypes: true });
      for (const e of entries.filter((x) => x.isFile() && /\.(?:[cm]?[jt]sx?)$/.test(x.name))) {
        const text = await fs.readFile(path.join(e.parentPath, e.name), "utf8");
        if (/SPEC(?:\.md| §)|DESIGN\.md|\bshared\//.test(text))
          offenders.push(path.relative(ROOT, path.join(e.parentPath, e.name)));
      }
    }
    expect(offenders).toEqual([]);
  });
});

/** The one module that chooses the backend and builds its adapters. */
const BACKEND_CHOICE = "app/services/backend.server.ts";

/** How a file would choose the backend itself instead of asking backend.server.ts for its ports. */
function choicesOfBackend(source: string): string[] {
  const found: string[] = [];
  if (/\bfrom\s+["'][^"']*\/firebase\/[^"']*["']|import\(\s*["'][^"']*\/firebase\//.test(source)) {
    found.push("imports a Firebase adapter");
  }
  if (/\bfrom\s+["'](?:firebase-admin|@google-cloud\/storage|@tus\/gcs-store|@tus\/file-store)\b/.test(source)) {
    found.push("imports a backend's client library");
  }
  if (/\bfirebase\s*(?:\?(?![.?])|\)|&&|\|\|)|\{[^}]*\bfirebase\b[^}]*\}\s*=\s*(?:config|getConfig\(\))/.test(source)) {
    found.push("forks on config.firebase");
  }
  if (
    /\bnew\s+Local(?:Database|Storage)\(|\blocalPartialUploads\(|\bcreateFirebaseBackend\(|\bbucketPartialUploads\(/.test(source)
  ) {
    found.push("builds an adapter");
  }
  return found;
}

describe("the backend", () => {
  // The adapters themselves (app/services/firebase/, the embedded ones) and the configuration,
  // which reads the variables and names the backend, are what the rule protects, not where it applies.
  const EXEMPT = /^app\/services\/(?:firebase\/|config\.server\.ts$|partial-uploads\.server\.ts$)/;

  it("is chosen in one place: only backend.server.ts imports the adapters, forks on config.firebase or builds a port", async () => {
    const ROOT = fileURLToPath(new URL("../..", import.meta.url));
    const offenders: string[] = [];
    const files = (await sourceFiles()).map((f) => `app/${f.split(path.sep).join("/")}`);
    for (const dir of ["server", "scripts"]) {
      const entries = await fs.readdir(path.join(ROOT, dir), { recursive: true, withFileTypes: true });
      for (const e of entries.filter((x) => x.isFile() && /\.(?:[cm]?[jt]sx?)$/.test(x.name))) {
        files.push(path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
      }
    }
    expect(files).toContain(BACKEND_CHOICE);
    for (const file of files) {
      if (file === BACKEND_CHOICE || EXEMPT.test(file)) continue;
      const found = choicesOfBackend(await fs.readFile(path.join(ROOT, file), "utf8"));
      if (found.length > 0) offenders.push(`${file}: ${found.join(", ")}`);
    }
    expect(offenders).toEqual([]);
    expect(choicesOfBackend(await fs.readFile(path.join(ROOT, BACKEND_CHOICE), "utf8"))).toEqual([
      "imports a Firebase adapter",
      "forks on config.firebase",
      "builds an adapter",
    ]);
  });

  it("the rule sees each way of choosing it elsewhere", () => {
    expect(choicesOfBackend(`import { firebaseBucket } from "./firebase/app.server";`)).toEqual(["imports a Firebase adapter"]);
    expect(choicesOfBackend(`import { GCSStore } from "@tus/gcs-store";`)).toEqual(["imports a backend's client library"]);
    expect(choicesOfBackend("if (config.firebase) return bucketBytes();")).toEqual(["forks on config.firebase"]);
    expect(choicesOfBackend("const store = config.firebase ? a : b;")).toEqual(["forks on config.firebase"]);
    expect(choicesOfBackend("const { dataDir, firebase } = getConfig();")).toEqual(["forks on config.firebase"]);
    expect(choicesOfBackend("const database = new LocalDatabase(config.dataDir);")).toEqual(["builds an adapter"]);
    expect(choicesOfBackend("const { database } = openBackend(config);")).toEqual([]);
    expect(choicesOfBackend("storageEmulatorHost: config.firebase?.storageEmulatorHost ?? null,")).toEqual([]);
  });
});
