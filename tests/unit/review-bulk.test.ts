import { setTimeout as sleep } from "node:timers/promises";
import { redirect } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import {
  AUDIT_PATH,
  galleryFacetPath,
  galleryIndexPath,
  originalPath,
  photoKey,
  photoNewsPath,
  recordPath,
  reviewPath,
  type UploadRecord,
} from "~/lib/photo-layout";
import { NO_BOAT } from "~/components/review-queue";
import { action as reviewAction, loader as reviewLoader } from "~/routes/organisers._index";
import { getDatabase } from "~/services/backend/backend.server";
import { DatabaseError } from "~/services/backend/database.server";
import { requireOrganiser } from "~/services/organisers/organiser-auth.server";
import {
  isPublicMedia,
  registerUpload,
  resetReviewCacheForTests,
  setReviewState,
  withdrawPhoto,
} from "~/services/review/photo-review.server";
import { useBackend } from "../support/backends";

vi.mock("~/services/organisers/organiser-auth.server", () => ({
  requireOrganiser: vi.fn(async () => ({ email: "ana@example.com", sessionId: "s1" })),
}));

let made = 0;
/** A stored upload waiting for review, as the pipeline leaves it: its record, then its registration. */
async function photo(fields: Partial<UploadRecord> = {}): Promise<string> {
  made++;
  const key = photoKey(1770000000000 + made, `crew_${made}`);
  await getDatabase().create(recordPath(key), {
    original: `https://x/o/${key}`,
    thumbnail: `https://x/t/${key}`,
    uploadedAt: "2025-06-20T10:00:00.000Z",
    title: `Photo ${made}`,
    edition: "FSW25",
    tags: ["deck"],
    dimensions: { width: 800, height: 600 },
    uploadedBy: "anonymous",
    ...fields,
  });
  await registerUpload(key);
  return key;
}

type Answer = { formError?: string; notice?: string; fieldErrors?: Record<string, string> };

async function post(fields: Array<[string, string]>): Promise<{ status: number; location: string | null; data: Answer }> {
  const request = new Request("http://localhost/organisers?index", { method: "POST", body: new URLSearchParams(fields) });
  const res = await reviewAction({ request, params: {}, context: {} });
  const data = res.headers.get("content-type")?.includes("json") ? ((await res.json()) as Answer) : {};
  return { status: res.status, location: res.headers.get("location"), data };
}

/** The edit form of one photo as the page sends it, with these fields in place of the page's. */
const editOf = (key: string, fields: Record<string, string>): Array<[string, string]> => [
  ["intent", "edit"],
  ["key", key],
  ...Object.entries({ title: "Deck", edition: "fsw25", tags: "deck", ...fields }),
];

const approvePage = (keys: readonly string[]): Array<[string, string]> => [
  ["intent", "approve-page"],
  ["confirm", "yes"],
  ["back", "/organisers?state=pending"],
  ...keys.map((k): [string, string] => ["key", k]),
];

const setBoat = (boat: string, keys: readonly string[]): Array<[string, string]> => [
  ["intent", "set-boat"],
  ["boat", boat],
  ...keys.map((k): [string, string] => ["key", k]),
];

const record = async (key: string) => (await getDatabase().get(recordPath(key))) as UploadRecord | null;
const stateOf = async (key: string) => ((await getDatabase().get(reviewPath(key))) as { state: string } | null)?.state ?? null;

async function auditOf(key: string): Promise<Array<{ action: string; detail?: string }>> {
  const all = ((await getDatabase().get(AUDIT_PATH)) ?? {}) as Record<string, { key: string; action: string; detail?: string }>;
  return Object.keys(all)
    .sort()
    .map((id) => all[id]!)
    .filter((e) => e.key === key)
    .map(({ action, detail }) => (detail ? { action, detail } : { action }));
}

/** Every database path under `root` that names `key`. */
async function pathsNaming(root: string, key: string): Promise<string[]> {
  const found: string[] = [];
  const walk = (value: unknown, at: string) => {
    if (at.includes(key)) found.push(at);
    else if (typeof value === "object" && value !== null) for (const [k, v] of Object.entries(value)) walk(v, `${at}/${k}`);
  };
  walk(await getDatabase().get(root), root);
  return found;
}

describe.each(["local", "firebase"] as const)("names, boats and faster review (%s backend)", (kind) => {
  useBackend(kind, { photoReview: true });

  it("corrects and removes the photographer's name and sets the boat in one audited update; the list shows both", async () => {
    const key = await photo({ title: "Deck", tags: ["deck"], name: "ana" });
    const saved = await post(editOf(key, { name: "  Ana Souza ", boat: "Bali 4.2" }));
    expect(saved.status).toBe(303);
    expect(await record(key)).toMatchObject({ name: "Ana Souza", boat: "Bali 4.2", uploadedBy: "anonymous", title: "Deck" });
    expect(await auditOf(key)).toEqual([{ action: "edit", detail: "name, boat" }]);

    const page = (await (
      await reviewLoader({ request: new Request("http://localhost/organisers"), params: {}, context: {} })
    ).json()) as {
      photos: Array<{ key: string; name: string; boat: string }>;
      editions: Array<{ id: string; boats: readonly string[] }>;
    };
    expect(page.photos.find((p) => p.key === key)).toMatchObject({ name: "Ana Souza", boat: "Bali 4.2" });
    expect(page.editions.find((e) => e.id === "fsw25")?.boats).toContain("Bali 4.2");

    // Approved, it is listed under its photographer and boat; emptied, the name leaves record and index.
    await setReviewState([key], "approved", "ana@example.com");
    expect(await getDatabase().get(galleryFacetPath("fsw25", "by", "ana-souza", key))).toBe("Ana Souza");
    expect((await post(editOf(key, { name: "", boat: "Bali 4.2" }))).status).toBe(303);
    expect(await record(key)).not.toHaveProperty("name");
    expect(await getDatabase().get(galleryFacetPath("fsw25", "by", "ana-souza", key))).toBeNull();
    expect(await getDatabase().get(galleryFacetPath("fsw25", "boat", "bali-4-2", key))).toBe("Bali 4.2");
    expect((await auditOf(key)).at(-1)).toEqual({ action: "edit", detail: "name" });

    // A form without the two fields (a page from before they existed) keeps them.
    await post(editOf(key, { name: "Bea" }));
    expect((await post(editOf(key, { title: "Deck at noon", edition: "FSW25" }))).status).toBe(303);
    expect(await record(key)).toMatchObject({ title: "Deck at noon", name: "Bea", boat: "Bali 4.2", edition: "FSW25" });
    expect((await auditOf(key)).at(-1)).toEqual({ action: "edit", detail: "title" });
  });

  it("refuses 10 kB, control characters and a boat of another edition in a name or boat, storing nothing; markup is kept as text", async () => {
    const key = await photo({ title: "Deck", tags: ["deck"], name: "Ana", boat: "Lagoon 42" });
    const before = await record(key);
    const cases: Array<[Record<string, string>, "name" | "boat", RegExp]> = [
      [{ name: "x".repeat(10_240) }, "name", /at most 80 characters/],
      [{ name: "y".repeat(81) }, "name", /at most 80 characters/],
      [{ name: "Ana\nSouza" }, "name", /control characters/],
      [{ name: "Ana\u202eazuoS" }, "name", /control characters/],
      [{ boat: "Dufour 460 Grand Large" }, "boat", /FSW25's boats/],
      [{ boat: "<i>Bali</i>" }, "boat", /FSW25's boats/],
      [{ edition: "fsw24", boat: "Bali 4.2" }, "boat", /FSW24's boats/],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await post(editOf(key, fields));
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(answer.data.fieldErrors?.[field]).toMatch(message);
    }
    // Exactly 80 characters, of any script, is a name.
    expect((await post(editOf(key, { name: "é".repeat(80), boat: "Lagoon 42" }))).status).toBe(303);
    expect(await record(key)).toEqual({ ...before, name: "é".repeat(80) });
    expect(await auditOf(key)).toEqual([{ action: "edit", detail: "name" }]);
    // As on the upload form: a name that looks like markup is the text it is (pages show it escaped).
    expect((await post(editOf(key, { name: "<script>alert(1)</script>", boat: "Lagoon 42" }))).status).toBe(303);
    expect((await record(key))?.name).toBe("<script>alert(1)</script>");
  });

  it("approves exactly the photos of the page as shown, one update and one audit entry each; a photo sent later keeps waiting", async () => {
    const keys: string[] = [];
    for (let i = 0; i < 24; i++) keys.push(await photo({ name: `Crew ${i}`, boat: "Lagoon 42" }));
    const page = (await (
      await reviewLoader({ request: new Request("http://localhost/organisers"), params: {}, context: {} })
    ).json()) as { photos: Array<{ key: string }> };
    const shown = page.photos.map((p) => p.key);
    expect([...shown].sort()).toEqual([...keys].sort());
    const late = await photo({ title: "Sent after the page was shown" });

    // Without the confirmation, and with more keys than any page holds, nothing happens.
    const unconfirmed = await post(approvePage(shown).filter(([n]) => n !== "confirm"));
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.data.formError).toContain("Yes, approve these 24 photos");
    const many = Array.from({ length: 101 }, (_, i) => photoKey(1, `x${i}`));
    expect((await post(approvePage(many))).status).toBe(400);
    expect(await stateOf(keys[0]!)).toBe("pending");

    const update = vi.spyOn(getDatabase(), "update");
    const answer = await post(approvePage(shown));
    const writes = update.mock.calls.length;
    update.mockRestore();
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/organisers?state=pending&done=approve-page&n=24");
    expect(writes).toBe(24);
    for (const key of keys) {
      expect(await stateOf(key)).toBe("approved");
      expect(await auditOf(key)).toEqual([{ action: "approve", detail: "was pending" }]);
      expect(await getDatabase().get(`${galleryIndexPath("fsw25")}/${key}`)).toMatchObject({ boat: "Lagoon 42" });
    }
    expect(await stateOf(late)).toBe("pending");
    expect(await auditOf(late)).toEqual([]);
  });

  it("names the photos that left the queue meanwhile and leaves them as they are", async () => {
    const [kept, hidden, approved, withdrawn] = [await photo(), await photo(), await photo(), await photo()];
    await setReviewState([hidden!], "hidden", "bo@example.com");
    await setReviewState([approved!], "approved", "bo@example.com");
    await withdrawPhoto(withdrawn!);
    const answer = await post(approvePage([kept!, hidden!, approved!, withdrawn!]));
    expect(answer.status).toBe(200);
    expect(answer.data.notice).toBe(
      `1 approved; 3 were no longer waiting: “${(await record(hidden!))!.title}”, “${(await record(approved!))!.title}”, ${withdrawn}.`,
    );
    expect(await stateOf(kept!)).toBe("approved");
    expect(await stateOf(hidden!)).toBe("hidden");
    expect(await auditOf(approved!)).toEqual([{ action: "approve", detail: "was pending" }]);
    expect(await record(withdrawn!)).toBeNull();
  });

  it("a bulk approve racing a withdraw of one of its photos never leaves that photo public, indexed or news", async () => {
    for (let round = 0; round < 6; round++) {
      const keys = [
        await photo({ name: "Ana Souza", boat: "Bali 4.2" }),
        await photo({ name: "Bea", boat: "Lagoon 42" }),
        await photo({ name: "Cy", boat: "Lagoon 450" }),
      ];
      const gone = keys[round % 3]!;
      const [approval] = await Promise.all([
        post(approvePage(keys)),
        (round % 2 ? sleep(1) : Promise.resolve()).then(() => withdrawPhoto(gone)),
      ]);
      expect([200, 303]).toContain(approval.status);
      if (approval.status === 200) expect(approval.data.notice).toContain(gone);
      resetReviewCacheForTests();
      expect(await isPublicMedia(originalPath(gone))).toBe(false);
      expect(await record(gone)).toBeNull();
      expect(await getDatabase().get(reviewPath(gone))).toBeNull();
      for (const root of [galleryIndexPath(), galleryIndexPath("fsw25"), galleryFacetPath("fsw25"), photoNewsPath("fsw25")])
        expect(await pathsNaming(root, gone), root).toEqual([]);
      for (const key of keys.filter((k) => k !== gone)) {
        expect(await isPublicMedia(originalPath(key))).toBe(true);
        expect(await getDatabase().get(photoNewsPath("fsw25", key))).toEqual(expect.any(Number));
        expect(await pathsNaming(galleryFacetPath("fsw25"), key)).toHaveLength(3);
      }
    }
  });

  it("sets a boat on exactly the ticked photos, refuses by name those of an edition without it, and takes it off again", async () => {
    const [a, b, other, untouched] = [
      await photo(),
      await photo(),
      await photo({ edition: "FSW24", title: "Kornati" }),
      await photo(),
    ];
    await setReviewState([a!], "approved", "ana@example.com");
    const answer = await post(setBoat("Bali 4.2", [a!, b!, other!]));
    expect(answer.status).toBe(200);
    expect(answer.data.notice).toBe("Boat set on 2 photos.");
    expect(answer.data.formError).toBe("Not set, their edition has no boat “Bali 4.2”: “Kornati”.");
    expect((await record(a!))?.boat).toBe("Bali 4.2");
    expect((await record(b!))?.boat).toBe("Bali 4.2");
    expect(await record(other!)).not.toHaveProperty("boat");
    expect(await record(untouched!)).not.toHaveProperty("boat");
    expect(await auditOf(b!)).toEqual([{ action: "edit", detail: "boat Bali 4.2" }]);
    expect(await auditOf(other!)).toEqual([]);
    expect(await getDatabase().get(galleryFacetPath("fsw25", "boat", "bali-4-2", a!))).toBe("Bali 4.2");

    const moved = await post(setBoat("Lagoon 42", [a!]));
    expect(moved.status).toBe(303);
    expect(await getDatabase().get(galleryFacetPath("fsw25", "boat", "bali-4-2", a!))).toBeNull();
    expect(await getDatabase().get(galleryFacetPath("fsw25", "boat", "lagoon-42", a!))).toBe("Lagoon 42");
    expect(await stateOf(a!)).toBe("approved");

    const none = await post(setBoat(NO_BOAT, [a!, b!]));
    expect(none.status).toBe(303);
    expect(none.location).toBe("/organisers?done=set-boat&n=2");
    expect(await record(a!)).not.toHaveProperty("boat");
    expect(await getDatabase().get(galleryFacetPath("fsw25", "boat", "lagoon-42", a!))).toBeNull();
    expect((await auditOf(b!)).at(-1)).toEqual({ action: "edit", detail: "boat removed" });

    for (const [boat, keys, message] of [
      ["Bali 4.2", [other!], /no boat “Bali 4.2”: “Kornati”/],
      ["Titanic", [a!], /is no boat of any edition/],
      ["", [a!], /Choose a boat/],
      ["Lagoon 42", [], /Tick at least one photo/],
    ] as const) {
      const refused = await post(setBoat(boat, keys));
      expect(refused.status, boat).toBe(400);
      expect(refused.data.formError).toMatch(message);
    }
    expect(await record(other!)).not.toHaveProperty("boat");
  });

  it("asks a signed-out visitor to sign in, and answers 503 when the database does not take the approval", async () => {
    const key = await photo();
    vi.mocked(requireOrganiser).mockRejectedValueOnce(redirect("/organisers/sign-in?redirectTo=%2Forganisers"));
    const signedOut = await post(approvePage([key])).catch((thrown: unknown) => thrown);
    expect(signedOut).toBeInstanceOf(Response);
    expect((signedOut as Response).status).toBe(302);
    expect(await stateOf(key)).toBe("pending");

    const spy = vi.spyOn(getDatabase(), "update").mockRejectedValue(new DatabaseError("unavailable", "not answering"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await post(approvePage([key]));
    spy.mockRestore();
    logged.mockRestore();
    expect(answer.status).toBe(503);
    expect(answer.data.formError).toMatch(/could not be changed just now/);
    expect(await stateOf(key)).toBe("pending");
  });
});
