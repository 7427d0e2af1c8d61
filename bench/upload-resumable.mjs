#!/usr/bin/env node
// Resumable-upload benchmark: `npm run build && node bench/upload-resumable.mjs [--photos=50] [--drop-mb=20]`.
//
// Fifty 12 MP JPEGs (the generated 4000×3000 test photo, each made distinct by a JPEG comment so the
// uploader's content hash sees fifty photos) sent by one client with tus-js-client, two at a time,
// through a TCP proxy that cuts every open connection each time another 20 MB has passed through it
// (a harbour link that drops). Each finished tus upload is then posted to /add-photo/upload with its
// idempotency key, retried on a dropped connection. Measures: records stored (must be the number of
// photos, each once), bytes the client sent through the link against the photos' bytes (must be at
// most 1.1×), time until the last record, and the server's peak resident memory.
// Writes the raw numbers to bench/results/upload-resumable-<timestamp>.json.
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import * as tus from "tus-js-client";
import { ensurePhoto } from "./lib/image.mjs";
import { startSampler } from "./lib/rss.mjs";
import { ROOT, assertBuilt, freePort, startServer } from "./lib/server.mjs";
import { benchArgs, guardRun, log, machineMeta, sleep } from "./lib/run.mjs";

const USAGE = `Usage: npm run build && node bench/upload-resumable.mjs [--photos=N] [--drop-mb=N] [--out=FILE]

  --photos=N   how many distinct 12 MP photos to send (default 50; 1-200)
  --drop-mb=N  the link drops each time this many MB have passed (default 20; 1-1000)
  --out=FILE   where to write the raw JSON (default bench/results/upload-resumable-<timestamp>.json)`;

const args = benchArgs(USAGE, { photos: [50, 1, 200], "drop-mb": [20, 1, 1000] }, ["out"]);
const PHOTOS = args.photos;
const DROP_BYTES = args["drop-mb"] * 1024 * 1024;
const PARALLEL = 2;
const guard = guardRun({ timeoutMs: 40 * 60_000 });

/** The same photo with a comment segment after its start marker: different bytes, same pixels. */
function distinct(jpeg, tag) {
  const text = Buffer.from(tag);
  const segment = Buffer.alloc(4 + text.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(2 + text.length, 2);
  text.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** A TCP proxy that counts the client's bytes and cuts every connection each `dropBytes`. */
async function startFlakyLink(target, dropBytes) {
  const port = await freePort();
  const sockets = new Set();
  const stats = { clientBytes: 0, drops: 0, connections: 0 };
  let sinceDrop = 0;
  const server = net.createServer((client) => {
    stats.connections++;
    const upstream = net.connect(target.port, target.host);
    const pair = [client, upstream];
    for (const s of pair) {
      sockets.add(s);
      s.on("error", () => {});
      s.on("close", () => {
        sockets.delete(s);
        for (const other of pair) other.destroy();
      });
    }
    client.on("data", (chunk) => {
      stats.clientBytes += chunk.length;
      sinceDrop += chunk.length;
      if (sinceDrop >= dropBytes) {
        sinceDrop = 0;
        stats.drops++;
        // The link drops: this chunk never arrives, and every open connection is cut.
        for (const s of [...sockets]) s.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on("data", (chunk) => client.write(chunk));
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

function tusUpload(endpoint, bytes, metadata) {
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(bytes, {
      endpoint,
      metadata,
      uploadSize: bytes.length,
      // The product's chunk size to start with; a dropped PATCH resumes from the server's offset.
      chunkSize: 33554432,
      retryDelays: [0, 250, 500, 1000, 2000, 4000, 8000, 8000, 8000, 8000],
      removeFingerprintOnSuccess: true,
      onSuccess: () => resolve(upload.url),
      onError: reject,
    });
    upload.start();
  });
}

async function finish(link, id, idempotencyKey) {
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      const res = await fetch(`${link}/add-photo/upload`, {
        method: "POST",
        body: new URLSearchParams({ tusUpload: id, idempotencyKey, edition: "FSW25", consent: "yes" }),
      });
      const data = await res.json();
      if (res.ok) return data;
      if (res.status !== 429) throw new Error(`finish answered ${res.status}: ${JSON.stringify(data)}`);
      await sleep(Number(res.headers.get("retry-after") || 1) * 1000);
    } catch (error) {
      if (attempt === 9) throw error;
      await sleep(250 * 2 ** Math.min(attempt, 4));
    }
  }
  throw new Error("finish: no answer");
}

async function main() {
  const loadavgBefore = os.loadavg();
  const date = new Date();
  const photo = await ensurePhoto({ log });
  const base = await fs.readFile(photo.path);
  const photos = Array.from({ length: PHOTOS }, (_, i) => distinct(base, `bench photo ${i}`));
  const photoBytes = photos.reduce((n, p) => n + p.length, 0);
  log(`${PHOTOS} photos of ${(base.length / 1e6).toFixed(2)} MB, ${(photoBytes / 1e6).toFixed(1)} MB in all`);

  const server = await startServer({ label: "server" });
  guard.cleanups.add(server.stop);
  const link = await startFlakyLink({ host: "127.0.0.1", port: Number(new URL(server.url).port) }, DROP_BYTES);
  guard.cleanups.add(link.close);
  const sampler = startSampler(server.pid, 100);

  const started = performance.now();
  const answers = new Array(PHOTOS);
  let next = 0;
  async function worker() {
    while (next < PHOTOS) {
      const i = next++;
      const idempotencyKey = randomUUID();
      const url = await tusUpload(`${link.url}/add-photo/tus/`, photos[i], {
        filename: `bench-${i}.jpg`,
        filetype: "image/jpeg",
        idempotencyKey,
        consent: "yes",
      });
      answers[i] = await finish(link.url, url.split("/").pop(), idempotencyKey);
      log(`  ${i + 1}/${PHOTOS}: ${answers[i].status} ${answers[i].key} (link dropped ${link.stats.drops}×)`);
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  const lastRecordMs = performance.now() - started;
  const memory = sampler.stop();

  const recordsDir = path.join(server.dataDir, "database/events/fsw25");
  const records = (await fs.readdir(recordsDir).catch(() => [])).filter((n) => n.endsWith(".json"));
  const partialLeft = await fs.readdir(path.join(server.dataDir, "uploads-partial")).catch(() => []);
  const result = {
    meta: { ...machineMeta(date, loadavgBefore), photo: { bytes: base.length, width: photo.width, height: photo.height } },
    photos: PHOTOS,
    dropEveryBytes: DROP_BYTES,
    stored: answers.filter((a) => a?.status === "stored").length,
    distinctKeys: new Set(answers.map((a) => a?.key)).size,
    records: records.length,
    partialUploadsLeft: partialLeft.length,
    photoBytes,
    clientBytes: link.stats.clientBytes,
    bytesRatio: link.stats.clientBytes / photoBytes,
    drops: link.stats.drops,
    connections: link.stats.connections,
    lastRecordMs: Math.round(lastRecordMs),
    peakRssMb: Math.round(Math.max(memory.peakMb ?? 0, memory.hwmMb ?? 0)),
  };
  const out = args.out ?? path.join(ROOT, `bench/results/upload-resumable-${date.toISOString().replace(/[:.]/g, "-")}.json`);
  await fs.mkdir(path.dirname(out), { recursive: true });
  await fs.writeFile(out, JSON.stringify(result, null, 2));
  console.log(
    [
      `Photos stored: ${result.stored}/${PHOTOS} (records on disk: ${result.records}, distinct keys: ${result.distinctKeys})`,
      `Link drops: ${result.drops} (every ${args["drop-mb"]} MB), connections: ${result.connections}`,
      `Bytes sent: ${(result.clientBytes / 1e6).toFixed(1)} MB for ${(photoBytes / 1e6).toFixed(1)} MB of photos = ${result.bytesRatio.toFixed(3)}×`,
      `Time until the last record: ${(lastRecordMs / 1000).toFixed(1)} s`,
      `Server peak RSS: ${result.peakRssMb} MB; partial uploads left: ${result.partialUploadsLeft}`,
      `Raw numbers: ${path.relative(ROOT, out)}`,
    ].join("\n"),
  );
  if (result.records !== PHOTOS || result.distinctKeys !== PHOTOS || result.bytesRatio > 1.1) process.exitCode = 1;
}

guard.run(assertBuilt, main);
