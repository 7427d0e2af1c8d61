import { spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { originalPath, recordPath, REMOVAL_REQUESTS_PATH, thumbnailPath } from "../../app/lib/photo-layout";
import { mediaUrl } from "../../app/lib/urls";
import { LocalDatabase } from "../../app/services/backend/database.server";
import { LocalStorage } from "../../app/services/backend/storage.server";
import { withExifDate } from "../fixtures/exif-date";
import { makeJpeg } from "../fixtures/images";
import {
  archiveWithout,
  backendEnv,
  backupCommand,
  differences,
  firebaseEnv,
  mediaHashes,
  snapshot,
  tarEntries,
  whenTrue,
  withoutBackendNote,
  type Snapshot,
} from "../support/backup";
import { addAccounts, readNode } from "../support/review";
import { listFiles, ROOT, startServer, type TestServer } from "../support/server";
import { startSmtp, until, type ReceivedMail, type SmtpListener } from "../support/smtp";
import { distinctJpeg, upload } from "../support/upload";

// The whole site through `npm run backup` and back, as an operator would do it: a site filled over HTTP the way
// visitors and organisers fill it, archived by the built command, restored onto an empty embedded site, an empty
// Firebase site, and from Firebase back; each restored site must answer every page and every media file as the
// original does. Then the command killed at random moments, its refusals, the sweep after a restore, and the
// server's scheduled backups. The archive's own rules are in tests/unit/backup.test.ts.

const SITE = "https://fsw.test";
const SITE_NOW = "2025-07-01T12:00:00Z";
const ALICE = ["alice@example.org", "mainsail at first light"] as const;
const BOB = ["bob@example.org", "jib sheets and winches"] as const;
const SAILOR = "sailor@example.net";
const ENV = {
  SITE_URL: SITE,
  SITE_NOW,
  UPLOAD_RATE_LIMIT: "0",
  SIGN_IN_RATE_LIMIT: "0",
  REMOVAL_REQUEST_RATE_LIMIT: "0",
  PHOTO_MAIL_RATE_LIMIT: "0",
  REQUEST_LOG: "off",
  LISTING_CACHE_SECONDS: "0",
  FIREBASE_RETRY_SCALE: "0.01",
  PHOTO_MAIL_SECRET: "backup-integration-secret-of-32-characters",
  PARTICIPANT_MAIL_SECONDS: "1",
};

type Fate = "approved" | "pending" | "hidden" | "deleted";
interface Planned {
  tag: string;
  title: string;
  edition: string;
  fate: Fate;
  name?: string;
  boat?: string;
  /** The camera's date taken (EXIF). */
  taken?: string;
  tags?: string;
}

/** Two editions, photographers, boats and days, so every narrowed gallery has photos; and every state. */
const PLAN: Planned[] = [
  {
    tag: "harbour",
    title: "Harbour at dawn",
    edition: "FSW25",
    fate: "approved",
    name: "Ana Souza",
    boat: "Lagoon 42",
    taken: "2025:06:14 06:42:00",
    tags: "harbour, dawn",
  },
  {
    tag: "bowsprit",
    title: "Crew on the bowsprit",
    edition: "FSW25",
    fate: "approved",
    name: "Ana Souza",
    boat: "Bali 4.2",
    taken: "2025:06:14 18:30:00",
  },
  {
    tag: "forro",
    title: "Forró on deck",
    edition: "FSW25",
    fate: "approved",
    name: "Bruno Lima",
    boat: "Lagoon 42",
    taken: "2025:06:15 22:05:00",
    tags: "dancing",
  },
  {
    tag: "stromboli",
    title: "Stromboli at night",
    edition: "FSW25",
    fate: "approved",
    name: "Bruno Lima",
    boat: "Bali 4.2",
    taken: "2025:06:16 21:40:00",
  },
  { tag: "anchorage", title: "", edition: "FSW25", fate: "approved", boat: "Lagoon 450", taken: "2025:06:15 12:10:00" },
  { tag: "swim", title: "Swimming stop", edition: "FSW25", fate: "approved" },
  {
    tag: "korcula",
    title: "Korčula old town",
    edition: "FSW24",
    fate: "approved",
    name: "Clara Dias",
    boat: "Dufour 460 Grand Large",
    taken: "2024:09:08 17:00:00",
  },
  {
    tag: "mljet",
    title: "Mljet lakes",
    edition: "FSW24",
    fate: "approved",
    name: "Clara Dias",
    boat: "Lagoon 42",
    taken: "2024:09:09 11:00:00",
    tags: "lakes, swim",
  },
  { tag: "sipan", title: "Šipan bay", edition: "FSW24", fate: "approved", taken: "2024:09:10 09:00:00" },
  {
    tag: "sails",
    title: "Sails up",
    edition: "FSW25",
    fate: "pending",
    name: "Ana Souza",
    boat: "Lagoon 42",
    taken: "2025:06:17 10:00:00",
  },
  { tag: "galley", title: "Galley", edition: "FSW24", fate: "pending" },
  {
    tag: "crowded",
    title: "Too many faces",
    edition: "FSW25",
    fate: "hidden",
    name: "Bruno Lima",
    boat: "Lagoon 42",
    taken: "2025:06:15 23:30:00",
  },
  { tag: "blurred", title: "Blurred", edition: "FSW25", fate: "deleted" },
];

/** Approved small photos beside the planned ones. */
const CROWD = 31;
const PHOTOS = PLAN.filter((p) => p.fate !== "deleted").length + CROWD;

let smtp: SmtpListener;
let work: string;
/** The original site, its organiser's session and what it answers. */
let original: TestServer;
let cookie: string;
let keys: Record<string, string>;
let unsubscribe: string;
let site: { public: Snapshot; organiser: Snapshot; media: Map<string, string> };
const servers: TestServer[] = [];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function post(server: TestServer, pathAndQuery: string, fields: Array<[string, string]>, headers: Record<string, string> = {}) {
  return fetch(server.url + pathAndQuery, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, ...headers },
    body: new URLSearchParams(fields),
  });
}

async function signIn(server: TestServer, email: string, password: string): Promise<Response> {
  const res = await post(server, "/organisers/sign-in", [
    ["email", email],
    ["password", password],
    ["redirectTo", "/organisers"],
  ]);
  await res.body?.cancel();
  return res;
}

async function act(intent: string, photos: string[], extra: Array<[string, string]> = []) {
  const res = await post(
    original,
    "/organisers?index",
    [["intent", intent], ...photos.map((k): [string, string] => ["key", k]), ...extra],
    { Cookie: cookie },
  );
  await res.body?.cancel();
  expect(res.status, `${intent} ${photos.join()}`).toBe(303);
}

/** A mail's link to one of the photo-mail pages, as a path. */
function linkOf(mail: ReceivedMail, page: "confirm" | "unsubscribe"): string {
  const url = new URL(new RegExp(`${SITE}/\\S*photo-mail/${page}\\?\\S+`).exec(mail.text)![0]);
  return `${url.pathname}${url.search}`;
}

async function fill(server: TestServer) {
  addAccounts(server, [ALICE, BOB]);
  const signedIn = await signIn(server, ...ALICE);
  expect(signedIn.status).toBe(303);
  cookie = /^([^=;]*organiser[^=;]*=[^;]+)/.exec(signedIn.headers.get("set-cookie") ?? "")![1]!;

  const jpeg = await makeJpeg(640, 480);
  keys = {};
  for (const p of PLAN) {
    const camera = p.taken ? withExifDate(jpeg, p.taken) : jpeg;
    const fields: Record<string, string> = { title: p.title, edition: p.edition };
    if (p.name) fields.name = p.name;
    if (p.boat) fields.boat = p.boat;
    if (p.tags) fields.tags = p.tags;
    const { res, data } = await upload(server, {
      file: { bytes: distinctJpeg(camera, p.tag), name: `${p.tag}.jpg` },
      fields,
      asScript: true,
    });
    expect(res.status, JSON.stringify(data)).toBe(200);
    keys[p.tag] = data.key!;
  }
  // More than a gallery page holds (36), so the galleries have older and newer pages.
  const small = await makeJpeg(160, 120);
  const crowd: string[] = [];
  for (let i = 0; i < CROWD; i++) {
    const { res, data } = await upload(server, {
      file: { bytes: distinctJpeg(small, `crowd-${i}`), name: `deck-${i}.jpg` },
      fields: { title: `On deck ${i}`, edition: "FSW25", ...(i % 4 === 0 ? { name: "Dora Reis" } : {}) },
      asScript: true,
    });
    expect(res.status, JSON.stringify(data)).toBe(200);
    crowd.push(data.key!);
  }
  const of = (...fates: Fate[]) => [
    ...PLAN.filter((p) => fates.includes(p.fate)).map((p) => keys[p.tag]!),
    ...(fates.includes("approved") ? crowd : []),
  ];

  // A participant signs up for mail about FSW25's photos and confirms, before the approvals that are its news.
  const signUp = await post(server, "/event-details/fsw25/photo-mail", [["email", SAILOR]]);
  expect(signUp.status).toBe(303);
  await signUp.body?.cancel();
  const confirmation = await until("the confirmation", () => smtp.mails.find((m) => m.to.includes(SAILOR)));
  const confirmed = await post(server, linkOf(confirmation, "confirm"), []);
  expect(confirmed.status).toBe(200);
  await confirmed.body?.cancel();

  await act("approve", of("approved", "hidden"));
  const news = await until("the news mail", () => smtp.mails.find((m) => m.to.includes(SAILOR) && m !== confirmation));
  unsubscribe = linkOf(news, "unsubscribe");

  // Two removal requests: one stays open, the other's photo is hidden and the request closed.
  for (const [tag, why] of [
    ["stromboli", "My face is in the middle of it; please ask me first."],
    ["crowded", "I did not agree to be photographed."],
  ] as const) {
    const asked = await post(server, `/photos/${keys[tag]}/remove`, [
      ["why", why],
      ["email", "asker@example.net"],
    ]);
    expect(asked.status).toBe(303);
    await asked.body?.cancel();
  }
  await act("hide", of("hidden"));
  const requests = (await readNode(server, REMOVAL_REQUESTS_PATH)) as Record<string, { key: string }>;
  const closing = Object.entries(requests).find(([, r]) => r.key === keys.crowded)![0];
  const closed = await post(
    server,
    "/organisers/removal-requests",
    [
      ["intent", "close"],
      ["id", closing],
    ],
    { Cookie: cookie },
  );
  expect(closed.status).toBe(303);
  await closed.body?.cancel();
  await act("delete", of("deleted"), [["confirm", "yes"]]);

  // Each kept photo's resized copies made (the archive takes them), and the news sent (none is due again).
  const variants = path.join(server.dataDir, "storage/variants/images/originals");
  const kept = of("approved", "pending", "hidden");
  for (let waited = 0; ; waited += 200) {
    const made = await fs.readdir(variants).catch(() => [] as string[]);
    if (kept.every((key) => made.some((name) => name.startsWith(`${key}.ready.`)))) break;
    if (waited > 60_000) throw new Error("The resized copies were not made in time.");
    await sleep(200);
  }
  for (let waited = 0; Object.keys(await readNode(server, "photoNews/fsw25")).length > 0; waited += 100) {
    if (waited > 10_000) throw new Error("The news mail's photos were not marked as sent.");
    await sleep(100);
  }
}

/** Every public page in every language, every organiser page, and the bytes of every media file they name. */
async function look(server: TestServer, firebaseOrigin: string | null = null) {
  const pages = await snapshot(server, { start: ["/"], firebaseOrigin });
  const organiser = await snapshot(server, { start: ["/organisers"], cookie, firebaseOrigin });
  const media = new Map([...(await mediaHashes(pages)), ...(await mediaHashes(organiser, cookie))]);
  return { public: pages, organiser, media };
}

/** What the server answers is what the original answers: every page, every media file's bytes. */
async function expectSameSite(server: TestServer, firebaseOrigin: string | null = null) {
  const seen = await look(server, firebaseOrigin);
  const across = firebaseOrigin !== null;
  const note = (pages: Map<string, string>) => (across ? withoutBackendNote(pages) : pages);
  expect({
    public: differences(note(site.public.pages), note(seen.public.pages)),
    organiser: differences(note(site.organiser.pages), note(seen.organiser.pages)),
    media: differences(site.media, seen.media),
  }).toEqual({ public: [], organiser: [], media: [] });
}

/** The organisers' password and the participant's sign-up came along. */
async function expectAccountsAndSignUp(server: TestServer) {
  expect((await signIn(server, ...BOB)).status).toBe(303);
  const page = await fetch(server.url + unsubscribe);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Stop the e-mails about new photos of FSW25");
}

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-backup-it-"));
  smtp = await startSmtp();
  original = await startServer({ ...ENV, SMTP_URL: smtp.url });
  servers.push(original);
  await fill(original);
  site = await look(original);
}, 180_000);

afterAll(async () => {
  for (const server of servers.reverse()) await server.stop();
  await smtp?.close();
  if (work) await fs.rm(work, { recursive: true, force: true });
});

/** The command's environment: the site's clock, its temporary files in the test's folder. */
const commandEnv = (backend: Record<string, string>) => ({ SITE_NOW, TMPDIR: work, ...backend });

async function emptyDir(name: string): Promise<string> {
  const dir = path.join(work, name);
  await fs.mkdir(dir);
  return dir;
}

/** The embedded site's data as files, sizes and times: what a run that changes nothing leaves as it was. */
async function stateOf(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const top of ["storage", "database"]) {
    for (const file of await listFiles(path.join(dir, top))) {
      const stat = await fs.stat(path.join(dir, top, file));
      out.push(`${top}/${file} ${stat.size} ${stat.mtimeMs}`);
    }
  }
  return out;
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/** The working folders of backups and restores in the commands' temporary folder. */
const workingFolders = async () => (await fs.readdir(work)).filter((name) => /^fsw-(?:backup|restore)-/.test(name));

/** A random whole number from `min` to `max`. */
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

describe("a whole site through the backup command and back", () => {
  const streamed = () => path.join(work, "streamed.tar");
  const archive = () => path.join(work, "embedded.tar");
  const fromFirebase = () => path.join(work, "firebase.tar");
  let firebase: TestServer;
  /** How long the restore of the archive onto an empty embedded site took. */
  let restoreMs = 0;

  it("the original site has what a restore must bring back", () => {
    const pages = [...site.public.pages.keys()];
    for (const page of ["/home", "/pt/events", "/de/faq", "/event-details/fsw25", "/de/event-details/fsw24?by=clara-dias"])
      expect(pages).toContain(page);
    expect(pages.filter((p) => /[?&](?:by|boat|day)=/.test(p)).length).toBeGreaterThan(10);
    // Older and newer pages of the galleries, in each language.
    for (const gallery of ["/add-photo", "/pt/add-photo", "/de/event-details/fsw25"]) {
      expect(pages.some((p) => p.startsWith(`${gallery}?before=`))).toBe(true);
      expect(pages.some((p) => p.startsWith(`${gallery}?after=`))).toBe(true);
    }
    expect(site.public.pages.get("/event-details/fsw25")).toContain("Photo by Ana Souza");
    const organiser = [...site.organiser.pages.keys()];
    for (const page of ["/organisers", "/organisers?state=approved", "/organisers?state=hidden", "/organisers/audit"])
      expect(organiser).toContain(page);
    expect(site.organiser.pages.get("/organisers")).toContain("Removal requests (1)");
    expect([...site.media.keys()].filter((m) => m.startsWith("/media/images/originals/")).length).toBeGreaterThan(30);
    expect([...site.media.values()].every((v) => v.startsWith("200 "))).toBe(true);
  });

  it("creates an archive to standard output and to a file, and both verify", async () => {
    const toStdout = await backupCommand(["create", "-", "--with-variants"], commandEnv(backendEnv(original)), {
      stdoutFile: streamed(),
    });
    expect(toStdout.status, toStdout.stderr).toBe(0);
    expect(toStdout.stderr).toContain(`Wrote the archive: ${PHOTOS} photos`);
    const toFile = await backupCommand(["create", archive(), "--with-variants"], commandEnv(backendEnv(original)));
    expect(toFile.status, toFile.stderr).toBe(0);
    for (const [file, options] of [
      [streamed(), { stdinFile: streamed() }],
      [archive(), {}],
    ] as const) {
      const verified = await backupCommand(["verify", options.stdinFile ? "-" : file], commandEnv({}), options);
      expect(verified.status, verified.stderr).toBe(0);
      expect(verified.stderr).toMatch(new RegExp(`^The archive is whole: ${PHOTOS} photos, \\d+ files, \\d+ database records`));
    }
  });

  it("(a) restores onto an empty embedded site: every page and file the same, the password and the sign-up kept", async () => {
    const dir = await emptyDir("a");
    const restored = await backupCommand(["restore", streamed()], commandEnv({ DATA_DIR: dir }));
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stderr).toContain(`Restored: ${PHOTOS} photos`);
    restoreMs = restored.ms;
    const server = await startServer({ ...ENV, SMTP_URL: smtp.url, DATA_DIR: dir });
    servers.push(server);
    // Restored, the site keeps the festival's images as the archive had them: no demo media seeded beside them.
    expect(server.output()).not.toContain("Seeded");
    await expectSameSite(server);
    await expectAccountsAndSignUp(server);
  });

  it("(b) restores onto an empty Firebase site, the first run killed midway: a rerun completes it, a third changes nothing", async () => {
    firebase = await startServer({ ...ENV, SMTP_URL: smtp.url }, { mocks: true });
    servers.push(firebase);
    const control = `${firebase.mockOrigin}/__mocks`;
    const env = commandEnv(backendEnv(firebase));
    const marked = async () => (await (await fetch(`${control}/database?path=meta/restore`)).json()) !== null;
    const originals = async () =>
      ((await (await fetch(`${control}/objects?prefix=images/originals/`)).json()) as string[]).length;
    const killAt = between(1, PHOTOS - 1);
    const killed = await backupCommand(["restore", archive()], env, {
      killWhen: (child) => whenTrue(child, async () => (await marked()) && (await originals()) >= killAt),
    });
    expect(killed.signal, `killed once ${killAt} originals were in the bucket: ${killed.stderr}`).toBe("SIGKILL");
    expect(await marked()).toBe(true);

    const rerun = await backupCommand(["restore", archive()], env);
    expect(rerun.status, rerun.stderr).toBe(0);
    expect(rerun.stderr).toContain(`Completed the interrupted restore: ${PHOTOS} photos`);
    expect(await marked()).toBe(false);
    await fetch(`${control}/calls`, { method: "DELETE" });
    const third = await backupCommand(["restore", archive()], env);
    expect(third.status, third.stderr).toBe(0);
    expect(third.stderr).toContain("This site already holds this archive");
    expect(third.stderr).toContain("nothing changed");
    const calls = (await (await fetch(`${control}/calls`)).json()) as Array<{ method: string; url: string }>;
    expect(calls.filter((c) => c.method !== "GET").map((c) => `${c.method} ${c.url}`)).toEqual([]);

    // A copy started now reads the restored data as a new server would.
    const copy = await startServer({ ...ENV, SMTP_URL: smtp.url, ...firebaseEnv(firebase.mockOrigin!) });
    servers.push(copy);
    await expectSameSite(copy, firebase.mockOrigin);
    await expectAccountsAndSignUp(copy);
  });

  it("(c) restores an archive made on Firebase onto an empty embedded site", async () => {
    const made = await backupCommand(["create", fromFirebase(), "--with-variants"], commandEnv(backendEnv(firebase)));
    expect(made.status, made.stderr).toBe(0);
    expect(made.stderr).toContain(`${PHOTOS} photos`);
    const dir = await emptyDir("c");
    const restored = await backupCommand(["restore", fromFirebase()], commandEnv({ DATA_DIR: dir }));
    expect(restored.status, restored.stderr).toBe(0);
    const server = await startServer({ ...ENV, SMTP_URL: smtp.url, DATA_DIR: dir });
    servers.push(server);
    await expectSameSite(server);
    await expectAccountsAndSignUp(server);
    // The participant's link unsubscribes on the restored site.
    const off = await post(server, unsubscribe, [["List-Unsubscribe", "One-Click"]]);
    expect(off.status).toBe(200);
    expect(await off.text()).toContain("no more e-mails about");
  });

  it("kill -9 during create leaves nothing at FILE that passes verify; a later create works", async () => {
    const env = commandEnv({ DATA_DIR: await largeSite() });
    const timedFile = path.join(work, "large-timed.tar");
    const timed = await backupCommand(["create", timedFile], env);
    expect(timed.status, timed.stderr).toBe(0);
    const size = (await fs.stat(timedFile)).size;
    const file = path.join(work, "large.tar");
    const partial = path.join(work, ".large.tar.partial");
    const moments: string[] = [];
    let kills = 0;
    for (let i = 0; i < 4; i++) {
      // Two at a random time of a run, two once the archive being written reaches a random share of its size.
      const share = 0.05 + Math.random() * 0.75;
      const ms = Math.random() * timed.ms * 0.5;
      const run = await backupCommand(["create", file], env, {
        killWhen: (child) => (i < 2 ? sleep(ms) : whenTrue(child, async () => (await fs.stat(partial)).size >= share * size)),
      });
      const moment = i < 2 ? `${ms.toFixed(0)} ms in` : `${(share * 100).toFixed(0)} % written`;
      moments.push(`${moment}: ${run.signal ?? `exit ${run.status}`}`);
      if (run.signal !== "SIGKILL") {
        // The run ended before its moment: the archive is whole; the next run starts without it.
        expect(run.status, run.stderr).toBe(0);
        await fs.rm(file);
        continue;
      }
      kills++;
      if (await exists(file)) {
        const verified = await backupCommand(["verify", file], env);
        expect(verified.status, `${moments.join("; ")}: ${verified.stderr}`).toBe(1);
      }
    }
    expect(kills, moments.join("; ")).toBeGreaterThanOrEqual(2);
    const later = await backupCommand(["create", file], env);
    expect(later.status, later.stderr).toBe(0);
    const verified = await backupCommand(["verify", file], env);
    expect(verified.status, verified.stderr).toBe(0);
    expect(await exists(partial)).toBe(false);
    // What the killed runs spooled went with the next one.
    expect(await workingFolders()).toEqual([]);
  });

  it("kill -9 during restore: a rerun completes it, the site is whole, a third run changes nothing", async () => {
    const dir = await emptyDir("killed");
    const env = commandEnv({ DATA_DIR: dir });
    const marked = () => exists(path.join(dir, "database/meta/restore.json"));
    const filesNow = async () => (await listFiles(path.join(dir, "storage"))).length;
    const moments: string[] = [];
    const triggers: Array<[string, (child: ChildProcess) => Promise<void>]> = [
      [
        "some files after the marker",
        async (child) => {
          const more = between(1, 120);
          await whenTrue(child, marked);
          const from = await filesNow();
          await whenTrue(child, async () => (await filesNow()) >= from + more);
        },
      ],
      ["once the records are being written", (child) => whenTrue(child, () => exists(path.join(dir, "database/events")))],
      ["at a random time", () => sleep(Math.random() * restoreMs)],
      ["at a random time", () => sleep(Math.random() * restoreMs)],
    ];
    let refusedStart = false;
    for (const [when, trigger] of triggers) {
      const run = await backupCommand(["restore", archive()], env, { killWhen: trigger });
      moments.push(`${when}: ${run.signal ?? `exit ${run.status}`}, ${(await marked()) ? "marker left" : "no marker"}`);
      if (run.signal !== "SIGKILL") expect(run.status, run.stderr).toBe(0);
      else if (!refusedStart && (await marked())) {
        // The half-restored site does not start: it says what to run.
        const start = spawnSync(process.execPath, [path.join(ROOT, "server/index.mjs")], {
          env: { ...process.env, ...env, NODE_ENV: "production", PORT: "39999", HOST: "127.0.0.1" },
          encoding: "utf8",
          timeout: 60_000,
        });
        expect(start.status, start.stdout + start.stderr).toBe(1);
        expect(start.stderr).toContain("npm run backup -- restore FILE");
        refusedStart = true;
      }
    }
    expect(refusedStart).toBe(true);
    // The first kill lands while files are written: the restore is left incomplete, and says so.
    expect(moments[0], moments.join("; ")).toMatch(/SIGKILL, marker left/);

    const interrupted = await marked();
    const rerun = await backupCommand(["restore", archive()], env);
    expect(rerun.status, `${moments.join("; ")}: ${rerun.stderr}`).toBe(0);
    expect(rerun.stderr).toContain(
      interrupted ? `Completed the interrupted restore: ${PHOTOS} photos` : "This site already holds this archive",
    );
    expect(await marked()).toBe(false);
    // The copies of the archive the killed runs staged went with the rerun.
    expect(await workingFolders()).toEqual([]);
    const before = await stateOf(dir);
    const third = await backupCommand(["restore", archive()], env);
    expect(third.status, third.stderr).toBe(0);
    expect(third.stderr).toContain("This site already holds this archive");
    expect(third.stderr).toContain("nothing changed");
    expect(await stateOf(dir)).toEqual(before);

    const server = await startServer({ ...ENV, SMTP_URL: smtp.url, DATA_DIR: dir });
    servers.push(server);
    await expectSameSite(server);
  });

  it("refuses a site that holds photos unless told to replace it, a damaged archive, and a wrong command", async () => {
    const env = commandEnv(backendEnv(original));
    const marker = path.join(original.dataDir, "database/meta/restore.json");
    const before = await stateOf(original.dataDir);
    const onto = await backupCommand(["restore", fromFirebase()], env);
    expect(onto.status).toBe(1);
    expect(onto.stderr).toMatch(/This site already holds photos: restore onto an empty site, or add --replace/);

    // One byte of a photo changed.
    const bytes = await fs.readFile(archive());
    const photo = tarEntries(bytes).find((e) => e.name.startsWith("files/images/originals/"))!;
    const at = photo.offset + Math.floor(photo.size / 2);
    bytes[at] = bytes[at]! ^ 0x01;
    const damaged = path.join(work, "damaged.tar");
    await fs.writeFile(damaged, bytes);
    const verified = await backupCommand(["verify", damaged], commandEnv({}));
    expect(verified.status).toBe(1);
    expect(verified.stderr).toContain(`"${photo.name}" is damaged`);
    const empty = await emptyDir("damaged");
    for (const [dir, args] of [
      [empty, ["restore", damaged]],
      [original.dataDir, ["restore", damaged, "--replace"]],
    ] as const) {
      const refused = await backupCommand([...args], commandEnv({ DATA_DIR: dir }));
      expect(refused.status, refused.stderr).toBe(1);
      expect(refused.stderr).toContain("The archive is refused, nothing was changed");
      expect(refused.stderr).toContain(`"${photo.name}" is damaged`);
    }
    expect(await listFiles(empty)).toEqual([]);
    expect(await exists(marker)).toBe(false);
    expect(await stateOf(original.dataDir)).toEqual(before);

    for (const args of [
      [],
      ["create"],
      ["backup", archive()],
      ["restore", archive(), "--force"],
      ["verify", archive(), "--replace"],
    ]) {
      const wrong = await backupCommand(args, commandEnv({ DATA_DIR: empty }));
      expect(wrong.status, args.join(" ")).toBe(2);
      expect(wrong.stderr).toMatch(/^Usage: npm run backup -- <command>/);
    }
  });

  it("runs the retention sweep at once on the restored data, on the clock it is given; replaces a site only when told", async () => {
    // Restored 40 days after the photo was hidden (RETAIN_HIDDEN_PHOTO_DAYS: 30), from an archive whose site had
    // removed one of the festival's own images.
    const bytes = await fs.readFile(archive());
    const festival = tarEntries(bytes).find((e) => e.name.startsWith("files/misc/"))!.name;
    const without = path.join(work, "without-one-image.tar");
    await fs.writeFile(without, await archiveWithout(bytes, festival));
    const dir = await emptyDir("swept");
    const later = new Date(Date.now() + 40 * 86_400_000).toISOString();
    const restored = await backupCommand(["restore", without], { ...commandEnv({ DATA_DIR: dir }), SITE_NOW: later });
    expect(restored.status, restored.stderr).toBe(0);
    const hidden = keys.crowded!;
    const database = new LocalDatabase(dir);
    expect(await database.get(`events/fsw25/${hidden}`)).toBeNull();
    expect(await exists(path.join(dir, "storage/images/originals", hidden))).toBe(false);
    const audit = Object.values((await database.get("auditLog")) as Record<string, { action: string; key?: string }>);
    expect(audit.filter((e) => e.action === "expire").map((e) => e.key)).toEqual([hidden]);
    // The others stay; the sweep brought back no demo media.
    expect(await exists(path.join(dir, "storage/images/originals", keys.harbour!))).toBe(true);
    expect(await exists(path.join(dir, "storage", festival.slice("files/".length)))).toBe(false);

    const refused = await backupCommand(["restore", archive()], commandEnv({ DATA_DIR: dir }));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("This site already holds photos");
    const replaced = await backupCommand(["restore", archive(), "--replace"], commandEnv({ DATA_DIR: dir }));
    expect(replaced.status, replaced.stderr).toBe(0);
    expect(replaced.stderr).toContain(`Restored: ${PHOTOS} photos`);
    expect(await exists(path.join(dir, "storage/images/originals", hidden))).toBe(true);
    expect(await exists(path.join(dir, "storage", festival.slice("files/".length)))).toBe(true);
  });

  it("writes scheduled backups from the server into BACKUP_DIR, logs each and names the last on the organisers' page", async () => {
    const backups = path.join(work, "backups");
    const server = await startServer({
      ...ENV,
      SMTP_URL: smtp.url,
      DATA_DIR: path.join(work, "a"),
      BACKUP_DIR: backups,
      BACKUP_EVERY_HOURS: "1",
      BACKUP_KEEP: "2",
    });
    servers.push(server);
    const name = "fsw-backup-20250701T120000Z.tar";
    await until("the scheduled backup", () => /Backup: wrote /.test(server.output()), 60_000);
    expect(server.output()).toMatch(
      new RegExp(
        `Backup: wrote ${name.replace(/\./g, "\\.")} \\(${PHOTOS} photos, [\\d.]+ MB in [\\d.]+ s\\); keeping the newest 2 in ${backups}`,
      ),
    );
    expect(await fs.readdir(backups)).toEqual([name]);
    const verified = await backupCommand(["verify", path.join(backups, name)], commandEnv({}));
    expect(verified.status, verified.stderr).toBe(0);
    const page = await (await fetch(`${server.url}/organisers`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain(`Last backup: <code>${name}</code>`);
  });
});

/** An embedded site of large photos written straight into a data folder, so that an archive of it takes a moment. */
async function largeSite(): Promise<string> {
  const dir = await emptyDir("large");
  const storage = new LocalStorage(dir);
  const writes: Record<string, unknown> = {};
  for (let i = 0; i < 120; i++) {
    const key = `${1_750_000_000_000 + i * 1000}-large_${i}`;
    await storage.put(originalPath(key), randomBytes(400_000), { contentType: "image/jpeg" });
    await storage.put(thumbnailPath(key), randomBytes(4000), { contentType: "image/jpeg" });
    writes[recordPath(key)] = {
      original: mediaUrl(originalPath(key)),
      thumbnail: mediaUrl(thumbnailPath(key)),
      title: `Large ${i}`,
      edition: "FSW25",
      uploadedAt: new Date(1_750_000_000_000 + i * 1000).toISOString(),
    };
  }
  await new LocalDatabase(dir).update("/", writes);
  return dir;
}
