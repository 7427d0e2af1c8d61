import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { PHOTO_UPLOAD_URL } from "../../app/lib/photo-upload";
import { originalPath, RECORDS_PATH } from "../../app/lib/photo-layout";
import { freePort, waitUntilHealthy } from "../support/process.mjs";
import { addAccounts, disagreements, readNode, signIn, uploadPhotos } from "../support/review";
import { listFiles, ROOT, startServer, type TestServer } from "../support/server";
import { CONSENT, distinctJpeg, tusMetadata, uploadForm } from "../support/upload";

// SIGTERM, as Cloud Run sends it, while photos are being sent and an organiser approves one (decision 042):
// every request in flight is answered, nothing new is taken, the process ends with status 0, and the data
// directory it leaves is whole: the next start finds every record with its photo and the review in agreement.

const ENV = { UPLOAD_RATE_LIMIT: "0", LISTING_CACHE_SECONDS: "0", THUMBNAIL_CONCURRENCY: "2" };
const STOPPING = /Stopping on SIGTERM: no new connections; (\d+) requests? still running, given up to (\d+) s to finish\./;
const STOPPED = /Stopped after (\d+\.\d) s: 0 requests still running\./;
const TUS = { "Tus-Resumable": "1.0.0" };

const tempDir = () => fs.mkdtemp(path.join(os.tmpdir(), "fsw-shutdown-"));

/**
 * A body sent all but its last `held` bytes at once, the rest when `release` is called: a request in flight.
 * `sent` resolves once the first part is on its way (the client asks for the rest only then).
 */
function heldBody(bytes: Uint8Array, held: number) {
  let release = () => {};
  let markSent = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  let step = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (step++ === 0) return controller.enqueue(bytes.subarray(0, bytes.length - held));
        markSent();
        await gate;
        controller.enqueue(bytes.subarray(bytes.length - held));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return { body, release, sent };
}

/** A post whose body is held back until released; its status, or the error that ended it. */
async function heldPost(url: string, form: FormData | URLSearchParams, headers: Record<string, string> = {}) {
  const encoded = new Request(url, { method: "POST", body: form });
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const { body, release, sent } = heldBody(bytes, Math.min(512, bytes.length - 1));
  const answer = fetch(url, {
    method: "POST",
    redirect: "manual",
    body,
    headers: { ...headers, "Content-Type": encoded.headers.get("content-type")! },
    duplex: "half",
  } as RequestInit).then(
    async (res) => ({ status: res.status, body: await res.text() }),
    (error: unknown) => ({ status: 0, body: String((error as { cause?: unknown }).cause ?? error) }),
  );
  return { answer, release, sent };
}

describe("stopping on SIGTERM", () => {
  it("ends an idle `node server/index.mjs` at once, with status 0, in a line at the start and one at the end", async () => {
    const server = await startServer();
    try {
      const exited = server.exited();
      const sent = Date.now();
      server.signal("SIGTERM");
      expect(await exited).toBe(0);
      expect(Date.now() - sent).toBeLessThan(8000);
      expect(server.output()).toMatch(STOPPING);
      expect(STOPPING.exec(server.output())![1]).toBe("0");
      expect(server.output()).toMatch(STOPPED);
    } finally {
      await server.stop();
    }
  });

  it("reaches the server through `npm start`, which runs it through sh", async () => {
    const dataDir = await tempDir();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let output = "";
    const npm = spawn("npm", ["start"], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
      // A group of its own, so that whatever it started can be ended with it should the test fail.
      detached: true,
    });
    npm.stdout.on("data", (d: Buffer) => (output += d.toString()));
    npm.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
    try {
      await waitUntilHealthy(url, {
        exitStatus: () => (npm.exitCode === null ? null : String(npm.exitCode)),
        output: () => output,
      });
      npm.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(output).toMatch(STOPPING);
      expect(output).toMatch(STOPPED);
      // No server left behind by a shell that died alone.
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    } finally {
      try {
        process.kill(-npm.pid!, "SIGKILL");
      } catch {
        // The group is gone with the server: what should happen.
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("SIGTERM in the middle of uploads and a review action (embedded default)", () => {
  let dataDir: string;
  let server: TestServer | undefined;
  let jpeg: Buffer;
  let cookie: string;
  let pending: string;

  beforeAll(async () => {
    // A camera-size photo; made before the server, as drawing it holds this process for seconds.
    jpeg = await makeJpeg(2400, 1600);
    dataDir = await tempDir();
    server = await startServer({ ...ENV, DATA_DIR: dataDir, SHUTDOWN_GRACE_SECONDS: "60" });
    addAccounts(server, [["deck@example.org", "hoist the mainsail slowly"]]);
    cookie = await signIn(server, "deck@example.org", "hoist the mainsail slowly");
    pending = (await uploadPhotos(server, jpeg, 1, "FSW25", "waiting"))[0]!;
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("answers every request in flight, takes no new one, ends with 0 and leaves the data whole", async () => {
    const site = server!.url.replace("127.0.0.1", "localhost");
    const uploads = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        heldPost(
          server!.url + PHOTO_UPLOAD_URL,
          uploadForm({
            file: { bytes: distinctJpeg(jpeg, `stop-${i}`), name: `stop-${i}.jpg` },
            fields: { title: `Stop ${i}`, edition: "FSW25" },
          }),
        ),
      ),
    );
    const review = await heldPost(
      `${server!.url}/organisers?index`,
      new URLSearchParams([
        ["intent", "approve"],
        ["key", pending],
        ["back", "/organisers"],
      ]),
      { Origin: site, Cookie: cookie },
    );
    // Every request has reached the server and waits for the end of its body.
    await Promise.all([...uploads, review].map((held) => held.sent));
    await new Promise((r) => setTimeout(r, 500));
    const exited = server!.exited();
    server!.signal("SIGTERM");
    await expect.poll(() => STOPPING.exec(server!.output())?.[1], { timeout: 5000 }).toBe("11");
    // Started after the stop: refused, never answered with an error.
    const late = await fetch(`${server!.url}/healthz`).then(
      (res) => res.status,
      () => "refused",
    );
    expect(late).toBe("refused");

    for (const held of [...uploads, review]) held.release();
    const answers = await Promise.all(uploads.map((u) => u.answer));
    const approved = await review.answer;
    expect(
      answers.map((a) => a.status),
      server!.output().slice(-3000),
    ).toEqual(Array(10).fill(200));
    expect(approved.status).toBe(303);
    expect(await exited).toBe(0);
    expect(server!.output()).toMatch(STOPPED);
    const keys = answers.map((a) => (JSON.parse(a.body) as { key: string }).key);
    // Every database write was whole: no journal was left to replay.
    expect(await listFiles(dataDir)).not.toContain("database.journal.json");

    server = await startServer({ ...ENV, DATA_DIR: dataDir });
    const records = await readNode(server, RECORDS_PATH);
    for (const key of [...keys, pending]) expect(records[key], key).toBeDefined();
    const stored = new Set(await listFiles(path.join(dataDir, "storage")));
    const missing = Object.keys(records).filter((key) => !stored.has(originalPath(key)));
    expect(missing, "records without their photo").toEqual([]);
    expect(await disagreements(server, [...keys, pending], ["fsw25"])).toEqual([]);
    expect((await readNode(server, "photoReview"))[pending]).toMatchObject({ state: "approved" });
  }, 180_000);
});

describe("a resumable upload cut by SIGTERM", () => {
  // Within the grace the chunk lets go of what it has and the client is told how far it got (tus gives a lock
  // holder 3 s to let go); with a grace shorter than that, the process ends under it. Either way the next start
  // holds a consistent offset, from which the client goes on.
  it.each([
    { within: "the grace", grace: "8", answer: "told", status: 0 },
    { within: "a grace too short to answer", grace: "1", answer: "cut", status: 1 },
  ])(
    "goes on from the offset it holds on the next start, the stop ending within $within",
    async ({ grace, answer: expected, status }) => {
      const dataDir = await tempDir();
      let server = await startServer({ ...ENV, DATA_DIR: dataDir, SHUTDOWN_GRACE_SECONDS: grace });
      try {
        const photo = distinctJpeg(await makeJpeg(2400, 1600), "resumed");
        const created = await fetch(`${server.url}/add-photo/tus/`, {
          method: "POST",
          headers: { ...TUS, "Upload-Length": String(photo.length), "Upload-Metadata": tusMetadata({ filename: "Harbour.jpg" }) },
        });
        expect(created.status).toBe(201);
        const location = created.headers.get("location")!;

        // Half the photo is sent, then the phone's signal stalls: the PATCH is in flight when the stop begins.
        const half = Math.floor(photo.length / 2);
        const target = new URL(server.url + location);
        const patch = http.request({
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: "PATCH",
          headers: {
            ...TUS,
            "Upload-Offset": "0",
            "Content-Type": "application/offset+octet-stream",
            "Content-Length": String(photo.length),
          },
        });
        const answer = new Promise<{ status: number; offset: number } | "cut">((resolve) => {
          patch.on("response", (res) => {
            res.resume();
            resolve({ status: res.statusCode!, offset: Number(res.headers["upload-offset"]) });
          });
          patch.on("error", () => resolve("cut"));
        });
        patch.write(photo.subarray(0, half));
        await new Promise((r) => setTimeout(r, 500));
        const exited = server.exited();
        server.signal("SIGTERM");
        const answered = await answer;
        patch.destroy();
        expect(await exited).toBe(status);
        if (expected === "told") expect(answered).toEqual({ status: 204, offset: half });
        else expect(answered).toBe("cut");

        server = await startServer({ ...ENV, DATA_DIR: dataDir });
        const head = await fetch(server.url + location, { method: "HEAD", headers: TUS });
        expect(head.status).toBe(200);
        const held = Number(head.headers.get("upload-offset"));
        expect(held).toBeLessThanOrEqual(half);
        if (expected === "told") expect(held).toBe(half);
        const rest = await fetch(server.url + location, {
          method: "PATCH",
          headers: { ...TUS, "Upload-Offset": String(held), "Content-Type": "application/offset+octet-stream" },
          body: new Uint8Array(photo.subarray(held)),
        });
        expect(rest.status).toBe(204);
        expect(Number(rest.headers.get("upload-offset"))).toBe(photo.length);

        const finished = await fetch(server.url + PHOTO_UPLOAD_URL, {
          method: "POST",
          body: new URLSearchParams({ ...CONSENT, tusUpload: location.split("/").pop()!, title: "Harbour", edition: "FSW25" }),
        });
        const data = (await finished.json()) as { ok: boolean; key: string };
        expect(finished.status, JSON.stringify(data)).toBe(200);
        expect(data.ok).toBe(true);
        // Whole, byte for byte as the phone sent it, but for the metadata the site removes.
        const original = await fs.readFile(path.join(dataDir, "storage", originalPath(data.key)));
        expect(original.subarray(-1000).equals(photo.subarray(-1000))).toBe(true);
      } finally {
        await server.stop();
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
