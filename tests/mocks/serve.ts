// `npm run start:mocks`: the production server with modelled Google services in the same process.
// Loaded (main thread only) by register.ts, it serves the msw handlers on a loopback port the way the Firebase
// Emulator Suite would, seeds the bucket with the demo media, and points the site at it. Browsers
// can load the images from there too. A small control API lets tests inject faults and look inside.
import { randomUUID } from "node:crypto";
import { http, HttpResponse } from "msw";
import { readDemoMedia } from "../../app/services/backend/seed.server";
import { createGoogleMocks, DEFAULT_BUCKET, DEFAULT_DATABASE, type FaultSpec, type GoogleMocks } from "./index";
import { startMockHttpServer } from "./node";

const latencyMs = Number(process.env.MOCK_GOOGLE_LATENCY_MS ?? "0");

function controlHandlers(origin: string, mocks: () => GoogleMocks) {
  return [
    http.post(`${origin}/__mocks/faults`, async ({ request }) => {
      const spec = (await request.json()) as FaultSpec & { matchUrlIncludes?: string };
      const { matchUrlIncludes, ...rest } = spec;
      mocks().addFault(matchUrlIncludes ? { ...rest, match: (url: URL) => url.href.includes(matchUrlIncludes) } : rest);
      return HttpResponse.json({ ok: true });
    }),
    http.delete(`${origin}/__mocks/faults`, () => {
      mocks().state.faults.length = 0;
      return HttpResponse.json({ ok: true });
    }),
    http.get(`${origin}/__mocks/objects`, ({ request }) => {
      const prefix = new URL(request.url).searchParams.get("prefix") ?? "";
      return HttpResponse.json(mocks().listObjects(DEFAULT_BUCKET, prefix));
    }),
    http.get(`${origin}/__mocks/database`, ({ request }) => {
      const path = new URL(request.url).searchParams.get("path") ?? "";
      return HttpResponse.json(mocks().readDatabase(path) ?? null);
    }),
    http.get(`${origin}/__mocks/calls`, () => HttpResponse.json(mocks().calls.map((c) => ({ ...c })))),
    http.post(`${origin}/__mocks/latency`, async ({ request }) => {
      mocks().state.latencyMs = Number(((await request.json()) as { ms: number }).ms);
      return HttpResponse.json({ ok: true });
    }),
    http.delete(`${origin}/__mocks/calls`, () => {
      mocks().calls.length = 0;
      return HttpResponse.json({ ok: true });
    }),
  ];
}

const mock = await startMockHttpServer(
  (origin) => {
    const google = createGoogleMocks({ storageEmulatorHosts: [origin], rtdbEmulatorHosts: [origin], latencyMs });
    google.handlers.unshift(...controlHandlers(origin, () => google));
    return google;
  },
  { port: process.env.MOCK_GOOGLE_PORT ? Number(process.env.MOCK_GOOGLE_PORT) : undefined },
);

for (const item of await readDemoMedia()) {
  mock.mocks.seedObject(DEFAULT_BUCKET, item.path, item.body, { contentType: item.contentType, downloadToken: randomUUID() });
}
mock.mocks.calls.length = 0;

Object.assign(process.env, {
  FIREBASE_PROJECT_ID: "fsw-test",
  FIREBASE_STORAGE_BUCKET: DEFAULT_BUCKET,
  FIREBASE_DATABASE_URL: `https://${DEFAULT_DATABASE}.firebaseio.com`,
  STORAGE_EMULATOR_HOST: mock.origin,
  FIREBASE_DATABASE_EMULATOR_HOST: new URL(mock.origin).host,
});
console.info(`Modelled Google services (msw) on ${mock.origin}; control API at ${mock.origin}/__mocks/`);

for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void mock.close());
