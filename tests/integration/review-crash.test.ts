import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { DELETIONS_PATH, RECORDS_PATH, uploadKeyOf } from "~/lib/photo-layout";
import { addAccounts, disagreements, organiser, readNode, signIn, uploadPhotos, type Organiser } from "../support/review";
import { listFiles, startServer, type TestServer } from "../support/server";

// Organisers approve, hide, edit and delete while the server is killed (SIGKILL, nothing flushed) at
// a random moment; after each restart on the same data directory every photo's review state, review
// index, public index, public pages and served files must agree.

const ENV = { UPLOAD_RATE_LIMIT: "0", REQUEST_LOG: "off", LISTING_CACHE_SECONDS: "0" };
const EDITIONS = ["fsw25", "fsw24"];
const ROUNDS = 8;

describe("review actions when the server is killed mid-way (embedded default)", () => {
  let dataDir: string;
  let server: TestServer | undefined;
  let cookies: string[];
  let keys: string[];

  beforeAll(async () => {
    const jpeg = await makeJpeg(1200, 800);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-crash-"));
    server = await startServer({ ...ENV, DATA_DIR: dataDir });
    const accounts = [
      ["helm@example.org", "reef the main before dark"],
      ["bow@example.org", "coil the halyard neatly"],
    ] as const;
    addAccounts(server, accounts);
    cookies = [];
    for (const [email, password] of accounts) cookies.push(await signIn(server, email, password));
    keys = [
      ...(await uploadPhotos(server, jpeg, 12, "FSW25", "crash-a")),
      ...(await uploadPhotos(server, jpeg, 8, "FSW24", "crash-b")),
    ];
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** One organiser acting on random photos until `stop` is set; every answer's status. */
  async function actUntil(who: Organiser, stop: { now: boolean }, statuses: number[]) {
    while (!stop.now) {
      const key = keys[Math.floor(Math.random() * keys.length)]!;
      const roll = Math.random();
      const status =
        roll < 0.4
          ? await who.act("approve", [key])
          : roll < 0.7
            ? await who.act("hide", [key])
            : roll < 0.88
              ? await who.act("edit-approve", [key], {
                  title: `edited ${roll.toFixed(3)}`,
                  edition: roll < 0.79 ? "FSW24" : "FSW25",
                  tags: "deck",
                })
              : await who.act("delete", [key]);
      statuses.push(status);
    }
  }

  it(
    "finds review state, indexes, public pages and served files in agreement after every kill -9",
    async () => {
      let done = 0;
      for (let round = 1; round <= ROUNDS; round++) {
        const organisers = cookies.map((cookie) => organiser(server!, cookie));
        const stop = { now: false };
        const statuses: number[] = [];
        // Each organiser in two tabs: four actions in flight most of the time.
        const acting = Promise.all([...organisers, ...organisers].map((o) => actUntil(o, stop, statuses)));
        await sleep(300 + Math.random() * 1200);
        await server!.kill();
        stop.now = true;
        await acting;
        // 0: the answer was cut off by the kill. Everything else is an answer an organiser may get.
        expect(
          statuses.filter((s) => ![0, 303, 404, 409].includes(s)),
          `round ${round}`,
        ).toEqual([]);
        done += statuses.filter((s) => s === 303).length;

        server = await startServer({ ...ENV, DATA_DIR: dataDir });
        expect(await disagreements(server, keys, EDITIONS), `after kill ${round}`).toEqual([]);
        // A delete cut off before its files were gone is finished by the sweep at start-up.
        await expect.poll(() => readNode(server!, DELETIONS_PATH), { timeout: 20_000 }).toEqual({});
        const records = await readNode(server, RECORDS_PATH);
        const stored = await listFiles(path.join(dataDir, "storage"));
        const strays = keys.filter((key) => !records[key] && stored.some((file) => uploadKeyOf(file) === key));
        expect(strays, `files of deleted photos after kill ${round}`).toEqual([]);
      }
      expect(done, "actions done between the kills").toBeGreaterThan(ROUNDS);
    },
    ROUNDS * 60_000,
  );
});
