import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import tar from "tar-stream";
import { translatorFor } from "../../app/i18n/i18n.server";
import { LANGS } from "../../app/i18n/languages";
import { mediaUrl } from "../../app/lib/urls";
import { checksumsText, storagePathOf, topFolderOf, type Manifest } from "../../app/services/backup/archive.server";
import { DEFAULT_BUCKET, DEFAULT_DATABASE } from "../mocks/state";
import { ROOT, type TestServer } from "./server";

// The backup command as an operator runs it (the built `build/scripts/backup.mjs`, the server's own variables),
// and a site as a visitor and an organiser see it: every page reached by following links, every media file
// those pages name, so two sites can be compared page by page and byte by byte.

export const BACKUP_SCRIPT = path.join(ROOT, "build/scripts/backup.mjs");

/** The variables that point the command at a site's backend: its DATA_DIR, or the modelled Firebase a server runs. */
export function backendEnv(server: TestServer): Record<string, string> {
  if (!server.mockOrigin) return { DATA_DIR: server.dataDir };
  return { DATA_DIR: server.dataDir, ...firebaseEnv(server.mockOrigin) };
}

/** The modelled Firebase served at `origin` (tests/mocks/serve.ts), as its emulator variables name it. */
export function firebaseEnv(origin: string): Record<string, string> {
  return {
    FIREBASE_PROJECT_ID: "fsw-test",
    FIREBASE_STORAGE_BUCKET: DEFAULT_BUCKET,
    FIREBASE_DATABASE_URL: `https://${DEFAULT_DATABASE}.firebaseio.com`,
    STORAGE_EMULATOR_HOST: origin,
    FIREBASE_DATABASE_EMULATOR_HOST: new URL(origin).host,
    FIREBASE_RETRY_SCALE: "0.01",
  };
}

export interface CommandResult {
  /** Null when it was killed. */
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderr: string;
  ms: number;
}

export interface CommandOptions {
  /** A file fed to its standard input. */
  stdinFile?: string;
  /** Its standard output written to this file instead of kept. */
  stdoutFile?: string;
  /** Called once it runs; when it resolves and the command still runs, the command is killed with SIGKILL. */
  killWhen?: (child: ChildProcess) => Promise<void>;
}

/** `node build/scripts/backup.mjs ...args` with `env` on top of this process's environment. */
export function backupCommand(args: string[], env: Record<string, string>, options: CommandOptions = {}): Promise<CommandResult> {
  const started = Date.now();
  const child = spawn(process.execPath, [BACKUP_SCRIPT, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  const stdout: Buffer[] = [];
  let stderr = "";
  const written = options.stdoutFile ? createWriteStream(options.stdoutFile) : null;
  if (written) child.stdout.pipe(written);
  else child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.on("error", () => {});
  if (options.stdinFile) createReadStream(options.stdinFile).pipe(child.stdin);
  else child.stdin.end();
  const exited = new Promise<CommandResult>((resolve) =>
    child.once("close", (status, signal) => {
      const done = () => resolve({ status, signal, stdout: Buffer.concat(stdout), stderr, ms: Date.now() - started });
      if (written && !written.writableFinished) written.once("finish", done);
      else done();
    }),
  );
  if (options.killWhen) {
    void options.killWhen(child).then(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    });
  }
  return exited;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `check` holds (asked every 10 ms), or the command has ended. */
export async function whenTrue(child: ChildProcess, check: () => Promise<boolean>): Promise<void> {
  while (child.exitCode === null && child.signalCode === null && !(await check().catch(() => false))) await sleep(10);
}

export interface Snapshot {
  /** Each address reached, as asked for: its status and where it leads, or a page's status and markup. */
  pages: Map<string, string>;
  /** Each media file the pages name, by its storage address (`/media/...`) or organiser address: where it is fetched. */
  media: Map<string, string>;
}

export interface SnapshotOptions {
  /** Where the crawl starts; it follows the links from there. */
  start: string[];
  /** An organiser's session: sent with every request, and only organiser pages are followed. */
  cookie?: string;
  /** The origin of the Firebase whose download URLs the pages hold. */
  firebaseOrigin?: string | null;
}

/** Organiser addresses a crawl must not follow: they act, or need a mail's token. */
const ORGANISER_SKIPPED = /^\/organisers\/(?:sign-out|sign-in|mail-off|notices|removal-requests|photo\/)/;

function attributeUrls(html: string, kinds: "links" | "all"): string[] {
  const attributes = kinds === "all" ? "href|src|action" : "href";
  const raw = [...html.matchAll(new RegExp(`\\s(?:${attributes})="([^"]*)"`, "g"))].map((m) => m[1]!);
  if (kinds === "all") {
    for (const m of html.matchAll(/\ssrcset="([^"]*)"/g)) raw.push(...m[1]!.split(",").map((c) => c.trim().split(/\s+/)[0]!));
  }
  return raw.map((v) => v.replace(/&amp;/g, "&")).filter((v) => v !== "" && !v.startsWith("#"));
}

/** `/media/...` for a stored file, whichever backend serves it; null for anything else. */
function storageAddressOf(url: URL, firebaseOrigin: string | null | undefined): string | null {
  if (firebaseOrigin && url.origin === firebaseOrigin) {
    const object = /^\/v0\/b\/[^/]+\/o\/([^/]+)$/.exec(url.pathname)?.[1];
    return object && url.searchParams.get("alt") === "media" ? mediaUrl(decodeURIComponent(object)) : null;
  }
  return url.pathname.startsWith("/media/") ? url.pathname : null;
}

/** Every page reached from `start` by its links (the whole public site, or an organiser's pages), and the media they name. */
export async function snapshot(server: TestServer, options: SnapshotOptions): Promise<Snapshot> {
  const organiser = options.cookie !== undefined;
  const headers: Record<string, string> = options.cookie ? { Cookie: options.cookie } : {};
  const pages = new Map<string, string>();
  const media = new Map<string, string>();
  const seen = new Set(options.start);
  const queue = [...options.start];
  const follow = (url: URL) => {
    if (url.origin !== server.url || /^\/(?:build|media)\//.test(url.pathname)) return;
    const to = url.pathname + url.search;
    if (organiser && (!to.startsWith("/organisers") || ORGANISER_SKIPPED.test(to))) return;
    if (seen.has(to)) return;
    seen.add(to);
    queue.push(to);
  };
  const visit = async (href: string) => {
    const res = await fetch(server.url + href, { redirect: "manual", headers });
    const type = res.headers.get("content-type") ?? "";
    const location = res.headers.get("location");
    if (!type.includes("text/html") || res.status !== 200) {
      await res.body?.cancel();
      pages.set(href, `${res.status} ${location ?? type.split(";")[0]}`);
      if (location) follow(new URL(location, server.url + href));
      return;
    }
    const html = await res.text();
    pages.set(href, `${res.status}\n${normalise(html, options.firebaseOrigin)}`);
    const base = server.url + href;
    const named = attributeUrls(html, "all").map((value) => new URL(value, base));
    for (const url of named) {
      const stored = storageAddressOf(url, options.firebaseOrigin);
      if (stored) media.set(stored, url.href);
      else if (url.origin === server.url && url.pathname.startsWith("/organisers/photo/")) {
        media.set(url.pathname + url.search, url.href);
      }
    }
    for (const url of organiser ? attributeUrls(html, "links").map((value) => new URL(value, base)) : named) follow(url);
  };
  while (queue.length > 0) await Promise.all(queue.splice(0, 6).map(visit));
  return { pages, media };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What may differ between two answers of the same page: the CSP nonce (per response), and on Firebase the media's
 * download URLs (each object's token), written back as the embedded default's `/media/` addresses.
 */
export function normalise(html: string, firebaseOrigin?: string | null): string {
  const out = html.replace(/ nonce="[^"]*"/g, ' nonce=""');
  if (!firebaseOrigin) return out;
  const download = new RegExp(
    `${escapeRegExp(firebaseOrigin)}/v0/b/[^/"\\s]+/o/([^?"\\s]+)\\?alt=media(?:&amp;amp;|&amp;|&|\\\\u0026)token=[0-9a-fA-F-]+`,
    "g",
  );
  return out.replace(download, (_, object: string) => mediaUrl(decodeURIComponent(object)));
}

/**
 * Across backends, the organisers' page says where backups are made (Firebase's beside the site, the embedded
 * default's by BACKUP_DIR), and the privacy notice names the archives beside a Firebase site and with BACKUP_DIR.
 */
export function withoutBackendNote(pages: ReadonlyMap<string, string>): Map<string, string> {
  const note = /(<section class="backup-status"[^>]*>)[\s\S]*?(<\/section>)/;
  const labels = LANGS.map((lang) => escapeRegExp(translatorFor(lang)("privacy.record.backups")));
  const archives = new RegExp(`<tr><th scope="row">(?:${labels.join("|")})</th>[\\s\\S]*?</tr>`);
  return new Map(
    [...pages].map(([page, html]) => [page, html.replace(note, "$1(where backups are made)$2").replace(archives, "")]),
  );
}

/** Each media file's status and SHA-256, fetched where the site serves it. */
export async function mediaHashes(snap: Snapshot, cookie?: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const entries = [...snap.media];
  const fetchOne = async ([address, url]: [string, string]) => {
    const res = await fetch(url, { headers: cookie && address.startsWith("/organisers/") ? { Cookie: cookie } : {} });
    const body = Buffer.from(await res.arrayBuffer());
    out.set(address, `${res.status} ${createHash("sha256").update(body).digest("hex")}`);
  };
  while (entries.length > 0) await Promise.all(entries.splice(0, 8).map(fetchOne));
  return out;
}

/** Where two maps differ, a line each: what is missing or extra, or the first differing text of an entry. */
export function differences(expected: ReadonlyMap<string, string>, actual: ReadonlyMap<string, string>): string[] {
  const lines: string[] = [];
  for (const [key, want] of expected) {
    const got = actual.get(key);
    if (got === undefined) lines.push(`${key}: missing`);
    else if (got !== want) {
      let at = 0;
      while (at < want.length && want[at] === got[at]) at++;
      const from = Math.max(0, at - 80);
      lines.push(`${key}: differs at ${at}: expected «${want.slice(from, at + 120)}» got «${got.slice(from, at + 120)}»`);
    }
  }
  for (const key of actual.keys()) if (!expected.has(key)) lines.push(`${key}: not expected`);
  return lines;
}

export interface TarEntry {
  name: string;
  /** Where its data starts in the file. */
  offset: number;
  size: number;
}

/** The entries of a tar file as its ustar headers list them. */
export function tarEntries(bytes: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  const text = (from: number, to: number, at: number) =>
    bytes
      .subarray(at + from, at + to)
      .toString("utf8")
      .replace(/\0[\s\S]*$/, "");
  for (let at = 0; at + 512 <= bytes.length;) {
    if (bytes.subarray(at, at + 512).every((b) => b === 0)) break;
    const prefix = text(345, 500, at);
    const name = text(0, 100, at);
    const size = parseInt(text(124, 136, at).trim() || "0", 8);
    entries.push({ name: prefix ? `${prefix}/${name}` : name, offset: at + 512, size });
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

/**
 * The archive without one stored file, its manifest and sums made to agree: what a site that never held that file
 * would have written.
 */
export async function archiveWithout(bytes: Buffer, name: string): Promise<Buffer> {
  let manifest: Manifest | null = null;
  return repack(bytes, (entry, body) => {
    if (entry === name) return null;
    if (entry === "manifest.json") {
      manifest = JSON.parse(body.toString()) as Manifest;
      const gone = manifest.entries.find((e) => e.name === name)!;
      manifest.entries = manifest.entries.filter((e) => e !== gone);
      manifest.counts.entries -= 1;
      manifest.counts.bytes -= gone.size;
      manifest.counts.files[topFolderOf(storagePathOf(name)!)]! -= 1;
      return Buffer.from(JSON.stringify(manifest));
    }
    // The sums come after the manifest in an archive.
    if (entry === "manifest-sha256.txt") return Buffer.from(checksumsText(manifest!.entries));
    return body;
  });
}

/** The entries of an archive, each changed (or dropped: null) by `edit`, packed again in their order. */
export async function repack(bytes: Buffer, edit: (name: string, body: Buffer) => Buffer | null): Promise<Buffer> {
  const extract = tar.extract();
  Readable.from([bytes]).pipe(extract as unknown as NodeJS.WritableStream);
  const pack = tar.pack();
  const out: Buffer[] = [];
  const collected = (async () => {
    for await (const chunk of pack) out.push(chunk as Buffer);
  })();
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry as unknown as AsyncIterable<Buffer>) chunks.push(chunk);
    const body = edit(entry.header.name, Buffer.concat(chunks));
    if (body) {
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name: entry.header.name }, body, (e) => (e ? reject(e) : resolve())),
      );
    }
  }
  pack.finalize();
  await collected;
  return Buffer.concat(out);
}
