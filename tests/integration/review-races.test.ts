import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECORDS_PATH, REVIEW_PATH } from "~/lib/photo-layout";
import { makeJpeg } from "../fixtures/images";
import { DEFAULT_BUCKET } from "../mocks/state";
import { organiserCommandEnv } from "../support/organisers";
import { addAccounts, disagreements, organiser, readNode, signIn, uploadPhotos, type Organiser } from "../support/review";
import { startServer, type TestServer } from "../support/server";

// Two organisers act on the same photos at the same moment: on the embedded default through one
// server, on Firebase through two copies of the site sharing one (modelled) database. Whatever the
// order the actions land in, nobody gets a 500, no photo is listed in two editions, a deleted photo
// never comes back, and every photo's state, indexes and pages agree.

// Real retry deadlines: on a busy machine a shortened attempt timeout turns a slow answer into a failure.
const ENV = { UPLOAD_RATE_LIMIT: "0", REQUEST_LOG: "off", LISTING_CACHE_SECONDS: "0" };
const EDITIONS = ["fsw25", "fsw24"];
/** What a losing action may be answered: done, the photo is gone, or busy (try again); never a 500. */
const FAIR = [303, 404, 409];

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await makeJpeg(1200, 800);
});

describe.each(["embedded", "firebase"] as const)("two organisers on the same photos at once (%s)", (backend) => {
  let first: TestServer;
  let second: TestServer;
  let alice: Organiser;
  let bob: Organiser;
  let keys: string[];

  beforeAll(async () => {
    first = await startServer(ENV, { mocks: backend === "firebase" });
    // On Firebase a second copy of the site, pointed at the first one's modelled Google services.
    second =
      backend === "firebase"
        ? await startServer({ ...ENV, ...strip(organiserCommandEnv(first)), FIREBASE_STORAGE_BUCKET: DEFAULT_BUCKET })
        : first;
    addAccounts(first, [
      ["alice@example.org", "mainsail at first light"],
      ["bob@example.org", "jib sheet on the winch"],
    ]);
    alice = organiser(first, await signIn(first, "alice@example.org", "mainsail at first light"));
    bob = organiser(second, await signIn(second, "bob@example.org", "jib sheet on the winch"));
    keys = await uploadPhotos(first, jpeg, 18, "FSW25", "race");
  }, 180_000);
  /** What the copies logged, to tell why an answer was not one of the fair ones. */
  const logs = () => [first, second].map((s) => s.output().slice(-3000)).join("\n---\n");
  afterAll(async () => {
    if (second !== first) await second?.stop();
    await first?.stop();
  });

  it("approve against delete: each photo ends deleted (or, if the delete was turned away, approved), never both", async () => {
    const photos = keys.slice(0, 6);
    const answers = await Promise.all(
      photos.map(async (key) => {
        const [approve, del] = await Promise.all([alice.act("approve", [key]), bob.act("delete", [key])]);
        return { key, approve, del };
      }),
    );
    for (const a of answers) {
      expect(FAIR, `${JSON.stringify(a)}\n${logs()}`).toContain(a.approve);
      expect(FAIR, `${JSON.stringify(a)}\n${logs()}`).toContain(a.del);
    }
    const deleted = answers.filter((a) => a.del === 303).map((a) => a.key);
    expect(deleted.length).toBeGreaterThan(0);
    // A later approval of a deleted photo is told it is gone, and brings nothing back.
    for (const key of deleted) expect(await alice.act("approve", [key])).toBe(404);
    const records = await readNode(first, RECORDS_PATH);
    for (const key of deleted) expect(records[key], key).toBeUndefined();
    expect(await disagreements(first, photos, EDITIONS, [first, second])).toEqual([]);
  }, 120_000);

  it("edit into another edition and approve against approve: each photo is listed in exactly one edition", async () => {
    const photos = keys.slice(6, 12);
    const answers = await Promise.all(
      photos.map((key) =>
        Promise.all([
          alice.act("edit-approve", [key], { title: `moved ${key}`, edition: "FSW24", tags: "sea" }),
          bob.act("approve", [key]),
          bob.act("hide", [key]),
        ]),
      ),
    );
    for (const status of answers.flat()) expect(FAIR, logs()).toContain(status);
    const records = await readNode(first, RECORDS_PATH);
    for (const key of photos) expect((records[key] as { edition: string }).edition).toBe("FSW24");
    expect(await disagreements(first, photos, EDITIONS, [first, second])).toEqual([]);
  }, 120_000);

  it("bulk approve, bulk hide and deletes at once over the same photos: all agree afterwards", async () => {
    const photos = keys.slice(12);
    const statuses = await Promise.all([
      alice.act("approve", photos),
      bob.act("hide", photos),
      bob.act("delete", [photos[0]!]),
      alice.act("delete", [photos[1]!]),
      alice.act("edit", [photos[0]!], { title: "late edit", edition: "FSW25", tags: "" }),
    ]);
    for (const status of statuses) expect(FAIR, logs()).toContain(status);
    expect(await disagreements(first, keys, EDITIONS, [first, second])).toEqual([]);
    const reviews = await readNode(first, REVIEW_PATH);
    expect(reviews[photos[0]!]).toBeUndefined();
    expect(reviews[photos[1]!]).toBeUndefined();
  }, 120_000);
});

/** The variables that point a second copy at the first one's backend, without the test runner's own environment. */
function strip(env: NodeJS.ProcessEnv): Record<string, string> {
  const names = [
    "FIREBASE_PROJECT_ID",
    "FIREBASE_STORAGE_BUCKET",
    "FIREBASE_DATABASE_URL",
    "STORAGE_EMULATOR_HOST",
    "FIREBASE_DATABASE_EMULATOR_HOST",
  ];
  return Object.fromEntries(names.filter((n) => env[n]).map((n) => [n, env[n]!]));
}
