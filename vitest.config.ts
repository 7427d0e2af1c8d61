import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// Photos made by tests/fixtures/images.ts, once per run.
const FIXTURES = "tests/support/fixture-cache.ts";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
};

/**
 * Spreads each project's files evenly over the run, longest first within a project: the next file is
 * taken from the project that has the smallest share of its source queued so far. Browser files then
 * run beside integration and unit files, not together or alone at the end (decision 029). The order
 * depends on the files alone, not on a cache of earlier runs, so CI's first run gets it too.
 */
class SpreadSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byProject = new Map<string, { spec: TestSpecification; size: number }[]>();
    for (const spec of files) {
      const list = byProject.get(spec.project.name) ?? [];
      list.push({ spec, size: statSync(spec.moduleId).size });
      byProject.set(spec.project.name, list);
    }
    const queues = [...byProject.values()].map((list) => ({
      files: list.sort((a, b) => b.size - a.size || a.spec.moduleId.localeCompare(b.spec.moduleId)),
      total: list.reduce((sum, f) => sum + f.size, 0),
      queued: 0,
    }));
    const order: TestSpecification[] = [];
    for (;;) {
      const open = queues.filter((q) => q.files.length > 0);
      if (open.length === 0) return order;
      const next = open.reduce((a, b) => (b.queued / b.total < a.queued / a.total ? b : a));
      const file = next.files.shift()!;
      next.queued += file.size;
      order.push(file.spec);
    }
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Two files at a time on the 2-core CI machine, browser files among the others rather than alone
    // at the end (decision 029). A third file at once made CPU-heavy tests time out on a busy machine.
    maxWorkers: 2,
    sequence: { sequencer: SpreadSequencer },
    projects: [
      {
        resolve: { alias },
        // Archives through the modelled Firebase and clips through ffmpeg take more than vitest's 5 s on a busy machine.
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          globalSetup: [FIXTURES],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: [FIXTURES],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: [FIXTURES],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
