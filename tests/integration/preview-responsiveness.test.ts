import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allPreviewSpecs, previewFileName } from "~/models/preview-cards.server";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ REQUEST_LOG: "off" });
});

afterAll(async () => {
  await server?.stop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("drawing preview cards", () => {
  it("keeps the server answering while ten cards are drawn at once on a fresh server: /healthz typically within 100 ms, never held for long", async () => {
    const names = allPreviewSpecs().map(previewFileName);
    expect(names.length).toBeGreaterThanOrEqual(9);
    // Every card the site has, and the first once more (it shares the first one's drawing): ten requests.
    const requested = [...names, names[0]!].slice(0, 10);
    expect(requested).toHaveLength(10);
    const probe = async () => {
      const started = performance.now();
      const res = await fetch(`${server.url}/healthz`);
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      return performance.now() - started;
    };
    let drawing = true;
    const cards = Promise.all(
      requested.map(async (name) => {
        const res = await fetch(`${server.url}/previews/${name}`);
        return { status: res.status, type: res.headers.get("content-type"), bytes: (await res.arrayBuffer()).byteLength };
      }),
    ).finally(() => {
      drawing = false;
    });
    const probes: number[] = [];
    while (drawing) {
      probes.push(await probe());
      await pause(20);
    }
    for (const card of await cards) expect(card).toMatchObject({ status: 200, type: "image/jpeg" });
    // The cards took long enough for the probe to have watched them being drawn.
    expect(probes.length).toBeGreaterThanOrEqual(10);
    // 100 ms is the aim; the test host is shared and may be busy with other work, so a single probe is
    // allowed a generous margin, while the typical one must meet it. A card drawn on the request
    // thread held every request for 1.2–1.5 s.
    const sorted = [...probes].sort((a, b) => a - b);
    console.info(
      `/healthz while drawing: ${probes.length} probes, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, worst ${sorted.at(-1)!.toFixed(0)} ms`,
    );
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(100);
    expect(sorted.at(-1)).toBeLessThan(500);
  }, 180_000);
});
