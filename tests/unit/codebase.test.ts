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

/** Non-blank lines, and comment lines among them: line comments, every line of a block comment, JSX comments. */
function commentLines(text: string): { lines: number; comments: number } {
  let lines = 0;
  let comments = 0;
  let inBlock = false;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    lines++;
    if (inBlock) {
      comments++;
      if (line.includes("*/")) inBlock = false;
    } else if (line.startsWith("//") || line.startsWith("{/*")) {
      comments++;
    } else if (line.startsWith("/*")) {
      comments++;
      if (!line.includes("*/")) inBlock = true;
    }
  }
  return { lines, comments };
}

describe("the app's sources", () => {
  it("has no file over 400 lines", async () => {
    const files = await sourceFiles();
    expect(files.length).toBeGreaterThan(10);
    const long: string[] = [];
    // A language's catalogue is one file a translator works through, not code: it may be long.
    for (const file of files.filter((f) => !f.startsWith(`i18n${path.sep}messages${path.sep}`))) {
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

  // Comments say why in a line or two and point to docs/decisions/ instead of retelling a record.
  it("keeps comments to at most 7 % of the non-blank lines", async () => {
    let lines = 0;
    let comments = 0;
    for (const file of await sourceFiles()) {
      const count = commentLines(await fs.readFile(path.join(APP, file), "utf8"));
      lines += count.lines;
      comments += count.comments;
    }
    expect(lines).toBeGreaterThan(1000);
    expect(Math.round((1000 * comments) / lines) / 10).toBeLessThanOrEqual(7);
  });

  it("the comment count sees line, block and JSX comments and skips blank lines", () => {
    const source = [
      "// one",
      "const a = 1; // trailing",
      "",
      "/**",
      " * two",
      " */",
      "/* three */",
      "{/* four */}",
      "const b = `//`;",
    ];
    expect(commentLines(source.join("\n"))).toEqual({ lines: 8, comments: 6 });
  });
});

/** What a module under app/ imports from app/services/, as paths below it ("backend/storage.server"). */
function serviceImports(file: string, source: string): { target: string; service: string }[] {
  const found: { target: string; service: string }[] = [];
  for (const [, target] of source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g)) {
    const resolved = target!.startsWith(".")
      ? path.posix.join("~", path.posix.dirname(file), target!)
      : target!.replace(/^app\//, "~/");
    const service = /^~\/services\/(.+)$/.exec(resolved)?.[1];
    if (service) found.push({ target: target!, service });
  }
  return found;
}

/** Which service folders each lower folder may import besides the base; features above may import them all. */
const SERVICE_FLOORS: Record<string, string[]> = { backend: ["backend"], images: ["backend", "images"] };

describe("layers", () => {
  it("models derive from the content and never call out: no import from services/", async () => {
    const models = (await sourceFiles()).filter((file) => file.startsWith("models/"));
    expect(models.length).toBeGreaterThan(3);
    const offenders: string[] = [];
    for (const file of models) {
      const source = await fs.readFile(path.join(APP, file), "utf8");
      for (const { target } of serviceImports(file, source)) offenders.push(`app/${file} imports ${target}`);
    }
    expect(offenders).toEqual([]);
  });

  it("services live in feature folders; the backend and the images import no feature", async () => {
    const services = (await sourceFiles()).map((f) => f.split(path.sep).join("/")).filter((f) => f.startsWith("services/"));
    expect(services.length).toBeGreaterThan(40);
    const offenders: string[] = [];
    for (const file of services) {
      const [folder, ...rest] = file.slice("services/".length).split("/");
      if (rest.length === 0) offenders.push(`app/${file} is in no feature folder`);
      const source = await fs.readFile(path.join(APP, file), "utf8");
      for (const { target, service } of serviceImports(file, source)) {
        const into = service.split("/")[0]!;
        const floor = SERVICE_FLOORS[folder!];
        if (floor && !floor.includes(into)) offenders.push(`app/${file} imports ${target}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("the service rule resolves relative and aliased imports alike", () => {
    const source = `import { a } from "../backend/storage.server";\nimport { b } from "~/config/config.server";\nimport { c } from "~/lib/urls";`;
    expect(serviceImports("services/images/variants.server.ts", source).map((i) => i.service)).toEqual([
      "backend/storage.server",
    ]);
    expect(serviceImports("models/seo.server.ts", `import { d } from "../services/pages/seo.server";`)).toEqual([
      { target: "../services/pages/seo.server", service: "pages/seo.server" },
    ]);
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

/**
 * Services and models that still end a request themselves, each with why: the organisers' guard
 * is shared by every organiser loader and action, and Remix ends a request from a shared guard by
 * throwing its answer (the sign-in redirect, the 403 of a cross-site post).
 */
const ANSWERING_SERVICES = new Map([
  ["services/organisers/organiser-auth.server.ts", "the organisers' guard throws its answer"],
  [
    "services/organisers/organiser-form.server.ts",
    "every organiser action reads its form here, and throws its 400 or 413 the same way",
  ],
]);

/** Ways a module builds an HTTP answer: Remix's json or redirect helpers, or a Response of its own. */
function httpAnswersIn(source: string): string[] {
  const found: string[] = [];
  for (const [, names] of source.matchAll(/\bimport\s+(?!type\b)\{([^}]*)\}\s*from\s*["']@remix-run\/[^"']+["']/g)) {
    for (const name of names!.split(",").map((n) => n.trim())) {
      if (/^(?:json|redirect|redirectDocument)\b/.test(name)) found.push(`imports ${name.split(/\s/)[0]}`);
    }
  }
  if (/\bnew\s+Response\s*\(|\bResponse\.(?:json|redirect)\s*\(/.test(source)) found.push("builds a Response");
  return found;
}

describe("HTTP answers", () => {
  it("stream a Node stream only through responseBody, which keeps a visitor's hang-up from ending the process", async () => {
    const files = (await sourceFiles()).map((f) => f.split(path.sep).join("/"));
    const offenders: string[] = [];
    for (const file of files) {
      const source = await fs.readFile(path.join(APP, file), "utf8");
      if (file !== "http/response-body.server.ts" && /\bcreateReadableStreamFromReadable\b/.test(source)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });

  it("are built in routes and server/ only: no service or model imports json or redirect or makes a Response", async () => {
    const files = (await sourceFiles()).map((f) => f.split(path.sep).join("/"));
    const layers = files.filter((f) => f.startsWith("services/") || f.startsWith("models/"));
    expect(layers.length).toBeGreaterThan(30);
    const offenders: string[] = [];
    for (const file of layers) {
      const found = httpAnswersIn(await fs.readFile(path.join(APP, file), "utf8"));
      if (found.length > 0 && !ANSWERING_SERVICES.has(file)) offenders.push(`app/${file}: ${found.join(", ")}`);
    }
    expect(offenders).toEqual([]);
    // An exception that no longer answers is taken off the list.
    for (const file of ANSWERING_SERVICES.keys()) {
      expect(httpAnswersIn(await fs.readFile(path.join(APP, file), "utf8")), file).not.toEqual([]);
    }
  });

  it("the rule sees each way of building one", () => {
    expect(httpAnswersIn(`import { json, type AppLoadContext } from "@remix-run/node";`)).toEqual(["imports json"]);
    expect(httpAnswersIn(`import {\n  createCookie,\n  redirect,\n} from "@remix-run/server-runtime";`)).toEqual([
      "imports redirect",
    ]);
    expect(httpAnswersIn(`import { redirectDocument as go } from "@remix-run/node";`)).toEqual(["imports redirectDocument"]);
    expect(httpAnswersIn(`throw new Response("Forbidden", { status: 403 });`)).toEqual(["builds a Response"]);
    expect(httpAnswersIn(`return Response.json({ ok: false }, { status: 405 });`)).toEqual(["builds a Response"]);
    expect(httpAnswersIn(`import type { json } from "@remix-run/node";`)).toEqual([]);
    expect(httpAnswersIn(`import { createCookie, type Cookie } from "@remix-run/node";`)).toEqual([]);
    expect(httpAnswersIn(`const status = refusal.status; // a Response is built by the route`)).toEqual([]);
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
const STORAGE_ADAPTERS = new Set(["services/backend/storage.server.ts", "services/backend/firebase/storage.server.ts"]);

/**
 * Ways past the storage port: naming the embedded store's folder (`<DATA_DIR>/storage`), asking an
 * adapter for a file path or checking its class, or fetching what a URL of the site (or of a stored
 * object) serves instead of opening it.
 */
function bypassesOfStoragePort(source: string): string[] {
  const found: string[] = [];
  // The Clear-Site-Data header's "storage" is the browser's, not ours.
  const code = source.replace(/^.*Clear-Site-Data.*$/gm, "");
  if (/["'`]storage["'`]|\/storage\/|\}\/storage\b/.test(code)) found.push("names the storage folder");
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
const BACKEND_CHOICE = "app/services/backend/backend.server.ts";

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
  // The adapters themselves (app/services/backend/firebase/, the embedded ones) and the configuration,
  // which reads the variables and names the backend, are what the rule protects, not where it applies.
  const EXEMPT = /^app\/services\/(?:backend\/firebase\/|config\.server\.ts$|backend\/partial-uploads\.server\.ts$)/;

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

/** Array literals of exactly the site's three language codes, in any order. */
function languageLists(source: string): string[] {
  const code = `\\s*(["'])(en|pt|de)\\1\\s*`;
  const pattern = new RegExp(`\\[${code},${code},${code},?\\s*\\]`, "g");
  return [...source.matchAll(pattern)].filter((m) => new Set([m[2], m[4], m[6]]).size === 3).map(([literal]) => literal);
}

describe("the site's languages", () => {
  const LANGUAGES = "app/i18n/languages.ts";

  it("are listed once, in app/i18n/languages.ts: no other source, content or test file spells the list", async () => {
    const ROOT = fileURLToPath(new URL("../..", import.meta.url));
    const offenders: string[] = [];
    for (const dir of ["app", "data", "server", "scripts", "tests"]) {
      const entries = await fs.readdir(path.join(ROOT, dir), { recursive: true, withFileTypes: true });
      for (const e of entries.filter((x) => x.isFile() && /\.(?:[cm]?[jt]sx?)$/.test(x.name))) {
        const file = path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join("/");
        if (file === LANGUAGES || file === "tests/unit/codebase.test.ts") continue;
        for (const literal of languageLists(await fs.readFile(path.join(ROOT, file), "utf8")))
          offenders.push(`${file}: ${literal}`);
      }
    }
    expect(offenders).toEqual([]);
    expect(languageLists(await fs.readFile(path.join(ROOT, LANGUAGES), "utf8"))).toHaveLength(1);
  });

  it("the rule sees the list in any order and quoting, and leaves shorter or longer lists alone", () => {
    expect(languageLists('export const CONTENT_LANGS = ["en", "pt", "de"] as const;')).toHaveLength(1);
    expect(languageLists("for (const lang of ['de','en','pt']) check(lang);")).toHaveLength(1);
    expect(languageLists('const LANGS = [\n  "en",\n  "pt",\n  "de",\n];')).toHaveLength(1);
    expect(languageLists('for (const lang of ["pt", "de"] as const) {}')).toEqual([]);
    expect(languageLists('const l = ["en", "pt", "de", "fr"]; const m = ["en", "en", "pt"];')).toEqual([]);
  });
});
