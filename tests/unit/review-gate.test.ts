import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as reviewAction, loader as reviewLoader } from "~/routes/organisers._index";
import { loader as auditLoader } from "~/routes/organisers.audit";
import { loader as deleteLoader } from "~/routes/organisers.delete";
import { loader as photoLoader } from "~/routes/organisers.photo.$key";
import { getDatabase, getStorage, resetBackendForTests } from "~/services/backend/backend.server";
import { getConfig, setConfigForTests } from "~/config/config.server";
import { registerUpload } from "~/services/review/photo-review.server";
import { tempDir } from "../support/backends";

let removeDir: () => Promise<void>;
const KEY = "1700000000000-secret";
const RECORD = {
  original: "/media/images/originals/x",
  thumbnail: "/media/images/thumbnails/thumb-x",
  uploadedAt: "2025-06-01T10:00:00.000Z",
  title: "t",
  edition: "FSW25",
};

beforeAll(async () => {
  const { dir, remove } = await tempDir();
  removeDir = remove;
  setConfigForTests({ dataDir: dir, photoReview: true });
  resetBackendForTests();
  await getStorage(); // the first start seeds the demo media: let it finish before the folder goes
  await getDatabase().create(`events/fsw25/${KEY}`, RECORD);
  await registerUpload(KEY);
});
afterAll(async () => {
  setConfigForTests(null);
  resetBackendForTests();
  await removeDir?.();
});

async function thrown(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("the gate let the request through");
}

describe("the review pages without an organiser's session", () => {
  const args = (url: string, init?: RequestInit) => ({ request: new Request(url, init), params: {}, context: {} });

  it("send every loader to the sign-in page", async () => {
    for (const [loader, url] of [
      [reviewLoader, "http://localhost/organisers?state=hidden"],
      [auditLoader, "http://localhost/organisers/audit"],
      [deleteLoader, `http://localhost/organisers/delete?key=${KEY}`],
      [
        (a: Parameters<typeof photoLoader>[0]) => photoLoader({ ...a, params: { key: KEY } }),
        `http://localhost/organisers/photo/${KEY}`,
      ],
    ] as const) {
      const res = await thrown(() => loader(args(url)));
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toMatch(/^\/organisers\/sign-in\?redirectTo=%2Forganisers/);
    }
  });

  it.each(["approve", "hide", "delete", "edit"])("refuse %s and change nothing", async (intent) => {
    const body = new URLSearchParams([
      ["intent", intent],
      ["key", KEY],
      ["confirm", "yes"],
      ["title", "changed"],
      ["edition", "fsw24"],
    ]);
    // Posted from the site's own origin, so only the missing session stops it; from elsewhere, 403.
    const { siteUrl } = getConfig();
    const res = await thrown(() =>
      reviewAction(args(`${siteUrl}/organisers?index`, { method: "POST", body, headers: { Origin: siteUrl } })),
    );
    expect(res.status).toBe(302);
    const foreign = await thrown(() =>
      reviewAction(args(`${siteUrl}/organisers?index`, { method: "POST", body, headers: { Origin: "https://evil.example" } })),
    );
    expect(foreign.status).toBe(403);
    expect(await getDatabase().get(`events/fsw25/${KEY}`)).toEqual(RECORD);
    expect(await getDatabase().get(`photoReview/${KEY}`)).toMatchObject({ state: "pending" });
    expect(await getDatabase().get(`gallery/all/${KEY}`)).toBeNull();
    expect(await getDatabase().get("auditLog")).toBeNull();
  });
});

describe("storage.rules", () => {
  let rules: string;
  beforeAll(async () => {
    rules = await fs.readFile("storage.rules", "utf8");
  });
  const code = () => rules.replace(/\/\/.*$/gm, "");

  it("let no client list a folder: the only grants are single-object gets", () => {
    const grants = [...code().matchAll(/allow\s+([a-z, ]+):\s*if\s+([^;]+);/g)].map((m) => [m[1]!.trim(), m[2]!.trim()]);
    expect(grants.length).toBeGreaterThan(5);
    for (const [ops, condition] of grants) {
      if (condition === "false") continue;
      expect(ops).toBe("get");
    }
  });

  it("grant nothing on uploads: no match reaches images/, and variants exclude it", () => {
    const matches = [...code().matchAll(/match\s+(\/\S+)\s*\{/g)].map((m) => m[1]!);
    expect(matches.filter((m) => m.startsWith("/images"))).toEqual([]);
    const variants = /match\s+\/variants\/\{top\}\/\{path=\*\*\}\s*\{\s*allow get: if top in \[([^\]]*)\];/.exec(code());
    expect(variants).not.toBeNull();
    expect(variants![1]).not.toMatch(/images/);
    expect(matches.filter((m) => m.startsWith("/variants"))).toEqual(["/variants/{top}/{path=**}"]);
    expect(code()).toMatch(/match \/\{path=\*\*\} \{\s*allow read, write: if false;/);
  });
});
