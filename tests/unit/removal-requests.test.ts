import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  AUDIT_PATH,
  CLOSED_REMOVAL_REQUESTS_PATH,
  recordPath,
  REMOVAL_REQUESTS_PATH,
  reviewPath,
  type ReviewState,
  type UploadRecord,
} from "~/lib/photo-layout";
import { getDatabase, resetBackendForTests } from "~/services/backend/backend.server";
import { setConfigForTests } from "~/config/config.server";
import {
  checkRemovalForm,
  closeRemovalRequest,
  listRemovalRequests,
  REMOVAL_LIMITS,
  RemovalRequestError,
  storeRemovalRequest,
} from "~/services/review/removal-requests.server";
import { reviewUpdate } from "~/services/review/review-writes.server";
import { mockedFirebase, tempDir, type MockedFirebase } from "../support/backends";

describe("a removal request's fields", () => {
  it("needs a reason, at most the limit (in characters, not bytes), and an e-mail address only if one is given", () => {
    expect(checkRemovalForm({ why: "I am in it.", email: "" })).toEqual({});
    expect(checkRemovalForm({ why: "I am in it.", email: " sailor@example.net " })).toEqual({});
    expect(checkRemovalForm({ why: "", email: "" }).why).toBeDefined();
    expect(checkRemovalForm({ why: " \n\t ", email: "" }).why).toBeDefined();
    expect(checkRemovalForm({ why: "⛵".repeat(REMOVAL_LIMITS.why), email: "" })).toEqual({});
    expect(checkRemovalForm({ why: "x".repeat(REMOVAL_LIMITS.why + 1), email: "" }).why).toMatch(/1000 characters/);
    for (const email of ["not an address", "a@", "@b.org", "a b@c.org", `${"a".repeat(250)}@example.org`]) {
      expect(checkRemovalForm({ why: "Please.", email }).email, email).toBeDefined();
    }
  });
});

const record = (title: string): UploadRecord => ({
  original: "/media/x",
  thumbnail: "/media/y",
  uploadedAt: "2026-06-01T10:00:00.000Z",
  title,
  edition: "FSW25",
});

describe.each(["local", "firebase"] as const)("removal requests on the %s backend", (kind) => {
  let firebase: MockedFirebase | undefined;
  let removeDir: () => Promise<void>;
  let info: { mock: { calls: unknown[][] }; mockClear: () => void; mockRestore: () => void };

  /** A photo in a review state, written the way the review step writes it. */
  async function photo(key: string, state: ReviewState) {
    await getDatabase().update(
      "/",
      reviewUpdate(key, { record: null, review: null }, { record: record(key), state }, Date.now(), []),
    );
  }
  const stored = async () => Object.values(((await getDatabase().get(REMOVAL_REQUESTS_PATH)) ?? {}) as Record<string, unknown>);

  beforeAll(async () => {
    info = vi.spyOn(console, "info");
    if (kind === "firebase") firebase = mockedFirebase();
    const dir = await tempDir();
    removeDir = dir.remove;
    setConfigForTests({ dataDir: dir.dir, ...(firebase ? { firebase: { ...firebase.config, retryScale: 0.01 } } : {}) });
    resetBackendForTests();
  });
  afterAll(async () => {
    firebase?.close();
    setConfigForTests(null);
    resetBackendForTests();
    await removeDir();
    info.mockRestore();
  });

  it("stores a request for an approved photo only, hides nothing, and logs no personal data", async () => {
    await photo("1780000000001-public", "approved");
    await photo("1780000000002-waiting", "pending");
    await photo("1780000000003-hidden", "hidden");
    for (const key of ["1780000000002-waiting", "1780000000003-hidden", "1780000000009-unknown"]) {
      await expect(storeRemovalRequest(key, { why: "Please.", email: "" }), key).rejects.toThrow(RemovalRequestError);
    }
    expect(await stored()).toEqual([]);

    info.mockClear();
    const id = await storeRemovalRequest("1780000000001-public", { why: "  I am in it.  ", email: "me@example.org" });
    expect(id).toMatch(/^\d{15}-[0-9a-f]{8}$/);
    expect(await stored()).toEqual([
      { key: "1780000000001-public", why: "I am in it.", email: "me@example.org", at: expect.any(String) },
    ]);
    const logged = info.mock.calls.flat().join(" ");
    expect(logged).toContain("Removal request stored");
    expect(logged).not.toContain("me@example.org");
    expect(logged).not.toContain("I am in it");
    // Hides nothing.
    expect(await getDatabase().get(`${reviewPath("1780000000001-public")}/state`)).toBe("approved");

    const open = await listRemovalRequests();
    expect(open.map((r) => [r.id, r.key, r.state])).toEqual([[id, "1780000000001-public", "approved"]]);
  });

  it("lists a request whose photo is gone as such; closing takes it off the list, keeps it aside for the retention sweep and leaves an audit entry", async () => {
    await photo("1780000000004-gone", "approved");
    const id = await storeRemovalRequest("1780000000004-gone", { why: "Me again.", email: "" });
    await getDatabase().update("/", { [recordPath("1780000000004-gone")]: null, [reviewPath("1780000000004-gone")]: null });
    expect((await listRemovalRequests()).find((r) => r.id === id)?.state).toBeNull();

    await closeRemovalRequest(id, "ana@example.com");
    expect((await listRemovalRequests()).some((r) => r.id === id)).toBe(false);
    const audit = Object.values(
      ((await getDatabase().get(AUDIT_PATH)) ?? {}) as Record<string, { action: string; key: string; by: string }>,
    );
    expect(audit).toContainEqual(
      expect.objectContaining({ action: "close-request", key: "1780000000004-gone", by: "ana@example.com" }),
    );
    expect(JSON.stringify(audit)).not.toContain("Me again");
    // Kept aside, keyed by when it was closed, until RETAIN_REMOVAL_REQUEST_DAYS is over (tests/unit/retention.test.ts).
    const closed = Object.values(((await getDatabase().get(CLOSED_REMOVAL_REQUESTS_PATH)) ?? {}) as Record<string, unknown>);
    expect(closed).toContainEqual(expect.objectContaining({ id, why: "Me again.", closedBy: "ana@example.com" }));

    for (const bad of [id, "not-an-id", "../photoReview"]) {
      await expect(closeRemovalRequest(bad, "ana@example.com"), bad).rejects.toMatchObject({ status: 404 });
    }
  });
});
