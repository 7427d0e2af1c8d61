import { createHash } from "node:crypto";
import fs, { readdir } from "node:fs/promises";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { galleryIndexPath, originalPath, posterPath, RECORDS_PATH, thumbnailPath } from "~/lib/photo-layout";
import { openBackend, type BackendPorts } from "~/services/backend/backend.server";
import { RESTORE_MARKER_PATH, SCHEMA_VERSION_PATH } from "~/services/backend/schema.server";
import { ArchiveError, workingFolder, type Manifest } from "~/services/backup/archive.server";
import { createArchive, createArchiveFile, walkDatabase } from "~/services/backup/create-archive.server";
import { RestoreRefused, restoreArchive, verifyArchive } from "~/services/backup/restore-archive.server";
import { repack } from "../support/backup";
import { mockedFirebase, tempDir, type MockedFirebase } from "../support/backends";

// The archive of a whole site: what goes in, what is refused, and a restore onto another backend that ends
// with the same records and the same bytes. The HTTP-level round trip is tests/integration/backup.test.ts.

const EDITION = "fsw25";
const noSweep = async () => {};

interface Site extends BackendPorts {
  label: string;
}

let firebase: MockedFirebase;
const removals: Array<() => Promise<void>> = [];
const sites: Record<"a" | "b" | "c" | "f", Site> = {} as never;

async function localSite(label: string): Promise<Site> {
  const { dir, remove } = await tempDir("fsw-backup-");
  removals.push(remove);
  return { label, ...openBackend({ dataDir: dir, firebase: null }) };
}

beforeAll(async () => {
  sites.a = await localSite("embedded a");
  sites.b = await localSite("embedded b");
  sites.c = await localSite("embedded c");
  firebase = mockedFirebase();
  const { dir, remove } = await tempDir("fsw-backup-");
  removals.push(remove);
  sites.f = { label: "firebase", ...openBackend({ dataDir: dir, firebase: { ...firebase.config, retryScale: 0.01 } }) };
});

afterAll(async () => {
  firebase?.close();
  for (const remove of removals) await remove();
});

const key = (n: number) => `17${String(n).padStart(11, "0")}-photo${n}`;
const bytesOf = (text: string) => Buffer.from(`${text}\n${"x".repeat(2000)}`);

/** `count` photos with their original and thumbnail, the public index, organisers, an audit log and festival images. */
async function fill(site: Site, count: number, tag = "") {
  const { storage, database } = site;
  const records: Record<string, unknown> = {};
  for (let n = 0; n < count; n++) {
    const k = key(n);
    await storage.put(originalPath(k), bytesOf(`original ${k}${tag}`), { contentType: "image/jpeg" });
    await storage.put(thumbnailPath(k), bytesOf(`thumbnail ${k}${tag}`), { contentType: "image/jpeg" });
    records[`${RECORDS_PATH}/${k}`] = {
      original: originalPath(k),
      thumbnail: thumbnailPath(k),
      title: `Photo ${n}${tag}`,
      edition: EDITION,
      uploadedAt: new Date(1_700_000_000_000 + n).toISOString(),
      tags: ["deck", "night"],
      consentAt: "2026-07-01T10:00:00.000Z",
    };
    records[`photoReview/${k}`] = { state: n % 3 === 0 ? "pending" : "approved", at: 1_700_000_000_000 + n };
    if (n % 3 !== 0) records[`gallery/all/${k}`] = { title: `Photo ${n}`, day: "2026-07-0" + (1 + (n % 5)) };
    records[`photoNews/${EDITION}/${k}`] = 1_700_000_000_000 + n;
  }
  records["organisers/ana-example-org"] = { email: "ana@example.org", hash: "scrypt$abc", createdAt: 1 };
  records["auditLog/000001"] = { action: "approve", key: key(1), at: 2 };
  records["reviewLocks/x"] = { holder: "someone" };
  await database.update("/", records);
  await storage.put("misc/hero.svg", `<svg xmlns="http://www.w3.org/2000/svg"><title>hero${tag}</title></svg>`, {
    contentType: "image/svg+xml",
  });
  await storage.put("rates/gold/boat.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>", { contentType: "image/svg+xml" });
  // Remade by `npm run images`; an upload with no record yet; a partial upload.
  await storage.put(`variants/${originalPath(key(1))}.480w.webp`, "variant", { contentType: "image/webp" });
  await storage.put(originalPath("1799999999999-inflight"), "on its way", { contentType: "image/jpeg" });
}

async function archiveOf(
  site: Site,
  options: Parameters<typeof createArchive>[2] = {},
): Promise<{ bytes: Buffer; manifest: Manifest }> {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const manifest = await createArchive(site, out, options);
  return { bytes: Buffer.concat(chunks), manifest };
}

/** Every database line of a site, `meta` and locks aside (the walk a backup makes). */
async function databaseOf(site: Site): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const node of ["events", "photoReview", "gallery", "photoNews", "organisers", "auditLog"]) {
    const value = await site.database.get(node);
    if (value !== null) out[node] = value;
  }
  return out;
}

async function filesOf(site: Site, folders = ["images", "misc", "rates"]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const folder of folders) {
    for await (const p of site.storage.listAll(folder)) {
      const object = await site.storage.open(p);
      const hash = createHash("sha256");
      for await (const chunk of object!.stream()) hash.update(chunk);
      out[p] = hash.digest("hex");
    }
  }
  return out;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ArchiveError || error instanceof RestoreRefused) return error.message;
    throw error;
  }
  throw new Error("it was not refused");
}

describe("a whole-site archive", () => {
  let source: { bytes: Buffer; manifest: Manifest };

  beforeAll(async () => {
    await fill(sites.a, 60);
    source = await archiveOf(sites.a, { now: new Date("2026-07-10T12:00:00Z") });
  });

  it("holds every record and every file a record needs, with a manifest of counts and sums", () => {
    const m = source.manifest;
    expect(m.counts.photos).toBe(60);
    expect(m.counts.files).toEqual({ images: 120, misc: 1, rates: 1 });
    expect(m.createdAt).toBe("2026-07-10T12:00:00.000Z");
    expect(m.backend).toBe("local");
    const names = m.entries.map((e) => e.name);
    expect(names).toContain(`files/${originalPath(key(59))}`);
    expect(names).toContain("database.jsonl");
    // Remade variants, uploads without a record and locks stay out.
    expect(names.some((n) => n.startsWith("files/variants/"))).toBe(false);
    expect(names.some((n) => n.includes("inflight"))).toBe(false);
    expect(m.counts.records.reviewLocks).toBeUndefined();
    expect(m.counts.records.events).toBe(60);
    expect(m.entries.every((e) => /^[0-9a-f]{64}$/.test(e.sha256))).toBe(true);
  });

  it("passes its own check, and reads as a tar whose sums sha256sum would accept", async () => {
    const { manifest } = await verifyArchive(Readable.from([source.bytes]));
    expect(manifest.counts).toEqual(source.manifest.counts);
    let sums = "";
    await repack(source.bytes, (name, body) => {
      if (name === "manifest-sha256.txt") sums = body.toString();
      return body;
    });
    const line = sums.split("\n").find((l) => l.endsWith(`files/${originalPath(key(3))}`))!;
    expect(line.split("  ")[0]).toBe(
      createHash("sha256")
        .update(bytesOf(`original ${key(3)}`))
        .digest("hex"),
    );
  });

  it("takes the variants too when asked", async () => {
    const { manifest } = await archiveOf(sites.a, { withVariants: true });
    expect(manifest.withVariants).toBe(true);
    expect(manifest.counts.files.variants).toBe(1);
  });

  it("restores onto an empty Firebase site: the same records and the same bytes", async () => {
    const report = await restoreArchive(sites.f, Readable.from([source.bytes]), { sweep: noSweep });
    expect(report.records).toBeGreaterThan(0);
    expect(await databaseOf(sites.f)).toEqual(await databaseOf(sites.a));
    expect(await filesOf(sites.f)).toEqual(await filesOf(sites.a, ["images", "misc", "rates"]).then(withoutInflight));
    expect(await sites.f.database.get(SCHEMA_VERSION_PATH)).toBe(source.manifest.schemaVersion);
    expect(await sites.f.database.get(RESTORE_MARKER_PATH)).toBeNull();
    expect(await sites.f.database.get("reviewLocks")).toBeNull();
  });

  it("moves a Firebase site to the embedded default the same way (archive made on Firebase)", async () => {
    const { bytes, manifest } = await archiveOf(sites.f);
    expect(manifest.backend).toBe("firebase");
    await restoreArchive(sites.b, Readable.from([bytes]), { sweep: noSweep });
    expect(await databaseOf(sites.b)).toEqual(await databaseOf(sites.a));
    expect(await filesOf(sites.b)).toEqual(await filesOf(sites.f));
  });

  it("changes nothing when the same archive is restored again", async () => {
    const before = { db: await databaseOf(sites.f), files: await filesOf(sites.f) };
    const writes = firebase.mocks.calls.length;
    const report = await restoreArchive(sites.f, Readable.from([source.bytes]), { sweep: noSweep });
    expect(report.alreadyRestored).toBe(true);
    expect(await databaseOf(sites.f)).toEqual(before.db);
    expect(await filesOf(sites.f)).toEqual(before.files);
    const after = firebase.mocks.calls.slice(writes).filter((c) => c.method !== "GET");
    expect(after).toEqual([]);
  });

  it("refuses a site that already holds photos, unless told to replace them; replaced, it holds only the archive's", async () => {
    await fill(sites.c, 4, " (other site)");
    await sites.c.storage.put("misc/extra.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>", { contentType: "image/svg+xml" });
    expect(await refusal(restoreArchive(sites.c, Readable.from([source.bytes]), { sweep: noSweep }))).toMatch(
      /already holds photos.*--replace/,
    );
    expect((await sites.c.database.get(`${RECORDS_PATH}/${key(0)}`)) as { title: string }).toMatchObject({
      title: "Photo 0 (other site)",
    });
    const report = await restoreArchive(sites.c, Readable.from([source.bytes]), { replace: true, sweep: noSweep });
    expect(report.files.removed).toBeGreaterThan(0);
    expect(await databaseOf(sites.c)).toEqual(await databaseOf(sites.a));
    expect(await filesOf(sites.c)).toEqual(withoutInflight(await filesOf(sites.a)));
    expect(await sites.c.storage.open("misc/extra.svg")).toBeNull();
  });

  it("runs the retention sweep once restored, on the site's clock", async () => {
    const { dir, remove } = await tempDir("fsw-backup-");
    removals.push(remove);
    const site = { label: "swept", ...openBackend({ dataDir: dir, firebase: null }) };
    const swept: number[] = [];
    const now = new Date("2027-01-01T00:00:00Z");
    await restoreArchive(site, Readable.from([source.bytes]), { now, sweep: async (at) => void swept.push(at) });
    expect(swept).toEqual([now.getTime()]);
  });

  describe("a damaged archive is refused by verify and by restore, before anything changes", () => {
    const cases: Array<[string, () => Promise<Buffer>, RegExp]> = [
      [
        "one byte changed",
        async () => {
          const copy = Buffer.from(source.bytes);
          const at = copy.indexOf(`original ${key(7)}`);
          copy[at + 3] = copy[at + 3]! ^ 0x20;
          return copy;
        },
        /images\/originals\/1700000000007-photo7" is damaged/,
      ],
      [
        "one entry missing",
        () => repack(source.bytes, (name, body) => (name === `files/${thumbnailPath(key(2))}` ? null : body)),
        /thumb-1700000000002-photo2" is missing/,
      ],
      ["a truncated file", async () => source.bytes.subarray(0, Math.floor(source.bytes.length / 2)), /truncated|incomplete/],
      [
        "a manifest that lies about a count",
        () =>
          repack(source.bytes, (name, body) => {
            if (name !== "manifest.json") return body;
            const m = JSON.parse(body.toString()) as Manifest;
            m.counts.photos += 1;
            return Buffer.from(JSON.stringify(m));
          }),
        /counts 61 photos, the archive holds 60/,
      ],
      [
        "a record without its original",
        () =>
          repack(source.bytes, (name, body) => {
            if (name === `files/${originalPath(key(4))}`) return null;
            if (name !== "manifest.json") return body;
            const m = JSON.parse(body.toString()) as Manifest;
            m.entries = m.entries.filter((e) => e.name !== `files/${originalPath(key(4))}`);
            m.counts.entries--;
            m.counts.files.images!--;
            m.counts.bytes = m.entries.reduce((sum, e) => sum + e.size, 0);
            return Buffer.from(JSON.stringify(m));
          }),
        /photo records have no original|sha256sum|disagrees/,
      ],
      [
        "not an archive at all",
        async () => Buffer.from("PK\u0003\u0004 a zip, not a tar".padEnd(2048, "\0")),
        /not a backup of this site/,
      ],
    ];
    it.each(cases)("%s", async (_label, make, message) => {
      const bytes = await make();
      expect(await refusal(verifyArchive(Readable.from([bytes])))).toMatch(message);
      const { dir, remove } = await tempDir("fsw-backup-");
      removals.push(remove);
      const site = openBackend({ dataDir: dir, firebase: null });
      expect(await refusal(restoreArchive(site, Readable.from([bytes]), { sweep: noSweep }))).toMatch(message);
      expect(await site.database.get(RESTORE_MARKER_PATH)).toBeNull();
      expect(await site.database.get(RECORDS_PATH)).toBeNull();
      const files: string[] = [];
      for await (const p of site.storage.listAll("images")) files.push(p);
      expect(files).toEqual([]);
    });
  });

  it("refuses an archive made by a newer release's data", async () => {
    const newer = await repack(source.bytes, (name, body) => {
      if (name !== "manifest.json") return body;
      return Buffer.from(JSON.stringify({ ...(JSON.parse(body.toString()) as Manifest), schemaVersion: 99 }));
    });
    // The manifest's own sums still hold: only the version is newer.
    expect(await refusal(verifyArchive(Readable.from([newer])))).toMatch(/schema version 99, newer than this release/);
  });

  it("completes an interrupted restore when run again, and says so", async () => {
    const { dir, remove } = await tempDir("fsw-backup-");
    removals.push(remove);
    const site = { label: "interrupted", ...openBackend({ dataDir: dir, firebase: null }) };
    let files = 0;
    const stop = new Error("stopped");
    await expect(
      restoreArchive(site, Readable.from([source.bytes]), {
        sweep: noSweep,
        onStep: (step) => {
          if (step.startsWith("file ") && ++files === 30) throw stop;
        },
      }),
    ).rejects.toBe(stop);
    expect(await site.database.get(RESTORE_MARKER_PATH)).toMatchObject({ archive: expect.any(String) });
    // Another archive cannot start over it unless told to replace.
    const other = await archiveOf(sites.c);
    expect(await refusal(restoreArchive(site, Readable.from([other.bytes]), { sweep: noSweep }))).toMatch(/interrupted/);
    const report = await restoreArchive(site, Readable.from([source.bytes]), { sweep: noSweep });
    expect(report.resumed).toBe(true);
    expect(report.files.unchanged).toBeGreaterThan(0);
    expect(await databaseOf(site)).toEqual(await databaseOf(sites.a));
    expect(await site.database.get(RESTORE_MARKER_PATH)).toBeNull();
  });
});

describe("an archive whose output fails", () => {
  it("stops with the output's error instead of waiting, and a file archive leaves no file behind", async () => {
    const failing = new Writable({
      highWaterMark: 1024,
      write(_chunk, _encoding, done) {
        setTimeout(() => done(Object.assign(new Error("write EPIPE"), { code: "EPIPE" })), 5);
      },
    });
    await expect(createArchive(sites.a, failing)).rejects.toThrow(/EPIPE/);
    const { dir, remove } = await tempDir("fsw-backup-");
    removals.push(remove);
    const file = `${dir}/missing-folder/site.tar`;
    await expect(createArchiveFile(sites.a, file)).rejects.toThrow(/ENOENT/);
    expect(await readdir(dir)).toEqual([]);
  });
});

describe("an archive made while the site changes", () => {
  it("leaves out a photo deleted while the files were read, record and files alike, and one uploaded meanwhile", async () => {
    const { dir, remove } = await tempDir("fsw-backup-");
    removals.push(remove);
    const site: Site = { label: "busy", ...openBackend({ dataDir: dir, firebase: null }) };
    await fill(site, 8);
    let changed = false;
    const { manifest, bytes } = await archiveOf(site, {
      onFile: async () => {
        if (changed) return;
        changed = true;
        // Deleted as the site deletes: files, then records.
        await site.storage.remove(originalPath(key(6)));
        await site.storage.remove(thumbnailPath(key(6)));
        await site.database.update("/", {
          [`${RECORDS_PATH}/${key(6)}`]: null,
          [`photoReview/${key(6)}`]: null,
          [`gallery/all/${key(6)}`]: null,
          [`photoNews/${EDITION}/${key(6)}`]: null,
        });
        // And one more arrives, files first.
        await site.storage.put(originalPath(key(9)), bytesOf("late"), { contentType: "image/jpeg" });
        await site.database.set(`${RECORDS_PATH}/${key(9)}`, { original: originalPath(key(9)), title: "late", edition: EDITION });
      },
    });
    expect(manifest.counts.photos).toBe(7);
    const names = manifest.entries.map((e) => e.name);
    expect(names.some((n) => n.includes(key(6)))).toBe(false);
    expect(names.some((n) => n.includes(key(9)))).toBe(false);
    let database = "";
    await repack(bytes, (name, body) => {
      if (name === "database.jsonl") database = body.toString();
      return body;
    });
    expect(database).not.toContain(key(6));
    expect(database).not.toContain(key(9));
    await verifyArchive(Readable.from([bytes]));
  });

  it("keeps a record's list a list on a small site, where each record is read field by field", async () => {
    const source = await localSite("small");
    await fill(source, 3);
    const { bytes } = await archiveOf(source);
    const target = await localSite("small, restored");
    await restoreArchive(target, Readable.from([bytes]), { sweep: noSweep });
    expect(((await target.database.get(`${RECORDS_PATH}/${key(1)}`)) as { tags: unknown }).tags).toEqual(["deck", "night"]);
    expect(await databaseOf(target)).toEqual(await databaseOf(source));
  });

  it("reads a large node a page at a time, never whole", async () => {
    const { dir, remove } = await tempDir("fsw-backup-");
    removals.push(remove);
    const site = openBackend({ dataDir: dir, firebase: null });
    await site.database.update(
      "/",
      Object.fromEntries(Array.from({ length: 450 }, (_, i) => [`auditLog/${String(i).padStart(6, "0")}`, { i }])),
    );
    const wholeReads: string[] = [];
    const watched = { ...site.database, get: (p: string) => (wholeReads.push(p), site.database.get(p)) };
    const lines: string[] = [];
    for await (const [p] of walkDatabase(watched, "auditLog")) lines.push(p);
    expect(lines).toHaveLength(450);
    expect(wholeReads).toEqual([]);
  });
});

describe("a photo's file URLs, which each backend gives its own way", () => {
  it("name the restored site's files (a clip's poster too): an embedded site's onto Firebase, and back", async () => {
    const source = await localSite("urls");
    const k = key(0);
    await source.storage.put(originalPath(k), bytesOf("original"), { contentType: "image/jpeg" });
    await source.storage.put(thumbnailPath(k), bytesOf("thumbnail"), { contentType: "image/jpeg" });
    await source.storage.put(posterPath(k), bytesOf("a clip's poster"), { contentType: "image/jpeg" });
    // As an upload writes them: the URLs the backend gives, in the record and in each public entry.
    const urls = {
      original: await source.storage.urlFor(originalPath(k)),
      thumbnail: await source.storage.urlFor(thumbnailPath(k)),
      poster: await source.storage.urlFor(posterPath(k)),
    };
    expect(urls.original).toBe(`/media/${originalPath(k)}`);
    const entry = { ...urls, title: "Bow", uploadedAt: "2026-07-02T10:00:00.000Z", edition: EDITION, width: 4, height: 3 };
    const places = [`${RECORDS_PATH}/${k}`, `${galleryIndexPath()}/${k}`, `${galleryIndexPath(EDITION)}/${k}`];
    await source.database.update("/", Object.fromEntries(places.map((p) => [p, { ...entry, tags: ["bow"] }])));
    const fileUrls = async (site: Site) =>
      Promise.all(places.map(async (p) => (await site.database.get(p)) as { original: string; thumbnail: string }));

    // Onto Firebase (over what the tests above left there): its download URLs, which answer with the bytes.
    await restoreArchive(sites.f, Readable.from([(await archiveOf(source)).bytes]), { replace: true, sweep: noSweep });
    const onFirebase = {
      original: await sites.f.storage.urlFor(originalPath(k)),
      thumbnail: await sites.f.storage.urlFor(thumbnailPath(k)),
      poster: await sites.f.storage.urlFor(posterPath(k)),
    };
    expect(onFirebase.original).toMatch(/\/v0\/b\/[^/]+\/o\/images%2Foriginals%2F.+\?alt=media&token=/);
    for (const at of await fileUrls(sites.f)) expect(at).toMatchObject(onFirebase);
    expect(Buffer.from(await (await fetch(onFirebase.original)).arrayBuffer())).toEqual(bytesOf("original"));

    // And back to the embedded default: its own addresses again, not the bucket's.
    const back = await localSite("urls, back");
    await restoreArchive(back, Readable.from([(await archiveOf(sites.f)).bytes]), { sweep: noSweep });
    for (const at of await fileUrls(back)) expect(at).toMatchObject(urls);
  });
});

describe("what a killed backup or restore leaves in the temporary folder", () => {
  it("is removed by the next run on this machine; a running one's is kept", async () => {
    const { dir: tmp, remove } = await tempDir("fsw-backup-tmp-");
    removals.push(remove);
    // Folders as a create and a restore of a process that has ended (a pid far above any in use) left them, a
    // restore's still running (the test runner's parent), and another machine's.
    const dead = 2 ** 22 + 12345;
    const leftOf = async (kind: "backup" | "restore", pid: number, host?: string) => {
      const made = await workingFolder(kind, tmp);
      let name = path.basename(made).replace(`-${process.pid}-`, `-${pid}-`);
      if (host) name = name.replace(/^(fsw-\w+-)[A-Za-z0-9]+-/, `$1${host}-`);
      await fs.rename(made, path.join(tmp, name));
      await fs.writeFile(path.join(tmp, name, "staged"), "a whole archive, in a real crash");
      return name;
    };
    await leftOf("backup", dead);
    await leftOf("restore", dead);
    const running = await leftOf("restore", process.ppid);
    const elsewhere = await leftOf("restore", dead, "othermachine");
    const { bytes } = await archiveOf(sites.a, { tmpDir: tmp });
    await restoreArchive(await localSite("after a crash"), Readable.from([bytes]), { tmpDir: tmp, sweep: noSweep });
    expect((await fs.readdir(tmp)).sort()).toEqual([running, elsewhere].sort());
  });
});

const withoutInflight = (files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).filter(([p]) => !p.includes("inflight")));
