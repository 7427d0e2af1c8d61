import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIT_PATH, REMOVAL_REQUESTS_PATH } from "../../app/lib/photo-layout";
import { makeJpeg } from "../fixtures/images";
import { text } from "../support/html";
import { addAccounts, readNode, signIn } from "../support/review";
import { listFiles, startServer, type TestServer } from "../support/server";
import { distinctJpeg, upload } from "../support/upload";
import { checkHtml } from "../support/vnu";

/** Requests to remove a photo allowed per client per hour on the test servers. */
const REMOVAL_LIMIT = 16;
const EMAIL = "bosun@example.org";
const PASSWORD = "sheets and halyards";

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await makeJpeg(1200, 800);
});

/** The cookies of an answer, as a browser would send them back. */
function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
}

describe.each(["embedded", "firebase"] as const)("taking a photo down (%s backend)", (backend) => {
  let server: TestServer;
  /** The origin the site believes it has (SITE_URL's default). */
  let site: string;
  let organiser: string;
  let uploads = 0;

  beforeAll(async () => {
    server = await startServer(
      {
        UPLOAD_RATE_LIMIT: "0",
        REQUEST_LOG: "off",
        FIREBASE_RETRY_SCALE: "0.01",
        REMOVAL_REQUEST_RATE_LIMIT: String(REMOVAL_LIMIT),
      },
      { mocks: backend === "firebase" },
    );
    site = server.url.replace("127.0.0.1", "localhost");
    addAccounts(server, [[EMAIL, PASSWORD]]);
    organiser = await signIn(server, EMAIL, PASSWORD);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  /** Uploads a camera-like photo as a browser does: its key and the uploader's cookies. */
  async function uploadOne(title: string, cookie?: string): Promise<{ key: string; cookie: string }> {
    const name = `boat-${++uploads}`;
    const { res, data } = await upload(server, {
      file: { bytes: distinctJpeg(jpeg, `${backend}-${name}`), name: `${name}.jpg` },
      fields: { title, edition: "FSW25" },
      asScript: true,
      ...(cookie ? { headers: { Cookie: cookie } } : {}),
    });
    expect(res.status, JSON.stringify(data)).toBe(200);
    return { key: data.key!, cookie: cookiesOf(res) };
  }

  function post(path: string, fields: Array<[string, string]>, headers: Record<string, string> = {}) {
    return fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site, ...headers },
      body: new URLSearchParams(fields),
    });
  }
  const asOrganiser = (fields: Array<[string, string]>) => post("/organisers?index", fields, { Cookie: organiser });
  const approve = async (key: string) =>
    expect(
      (
        await asOrganiser([
          ["intent", "approve"],
          ["key", key],
        ])
      ).status,
    ).toBe(303);
  const page = async (path: string, cookie?: string) =>
    (await fetch(server.url + path, { headers: cookie ? { Cookie: cookie } : {} })).text();

  /** Every stored object and database node naming the photo, but the audit log (which keeps what happened). */
  async function leftOf(key: string): Promise<string[]> {
    if (backend === "embedded") {
      const files = await listFiles(`${server.dataDir}/storage`);
      // Each top node of the embedded database is a file or a folder of its own (the journal aside).
      const tops = await fs.readdir(`${server.dataDir}/database`);
      const nodes: string[] = [];
      for (const top of new Set(tops.map((t) => t.replace(/\.json$/, "")))) walk(await readNode(server, top), top, key, nodes);
      return [...files.filter((f) => f.includes(key)), ...nodes];
    }
    const control = `${server.mockOrigin}/__mocks`;
    const objects: string[] = [];
    for (const prefix of ["images/", "variants/images/", "staging/", "tus/"]) {
      objects.push(...((await (await fetch(`${control}/objects?prefix=${prefix}`)).json()) as string[]));
    }
    const nodes: string[] = [];
    walk(((await (await fetch(`${control}/database?path=`)).json()) ?? {}) as Record<string, unknown>, "", key, nodes);
    return [...objects.filter((o) => o.includes(key)), ...nodes];
  }

  function walk(value: unknown, at: string, key: string, found: string[]) {
    if (at === AUDIT_PATH || at === REMOVAL_REQUESTS_PATH) return;
    if (at.includes(key) || (typeof value === "string" && value.includes(key))) found.push(at);
    else if (typeof value === "object" && value !== null)
      for (const [k, v] of Object.entries(value)) walk(v, at ? `${at}/${k}` : k, key, found);
  }

  async function auditOf(key: string): Promise<Array<{ by: string; action: string }>> {
    const log = (await readNode(server, AUDIT_PATH)) as Record<string, { key: string; by: string; action: string }>;
    return Object.entries(log)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, e]) => e)
      .filter((e) => e.key === key)
      .map(({ by, action }) => ({ by, action }));
  }

  async function openRequests(): Promise<Array<{ key: string; why: string; email?: string }>> {
    return Object.values((await readNode(server, REMOVAL_REQUESTS_PATH)) as Record<string, { key: string; why: string }>);
  }

  it("lets the uploader withdraw their own photos, waiting or published: everything they left goes, the audit log says who", async () => {
    const waiting = await uploadOne("Dolphins at the bow");
    const published = await uploadOne("Sunset over the anchorage", waiting.cookie);
    await approve(published.key);
    // Both uploads came from one browser: its cookie lists both.
    const cookie = published.cookie;
    expect(await leftOf(waiting.key)).not.toEqual([]);
    expect(await page("/event-details/fsw25")).toContain(published.key);

    const own = await page("/add-photo", cookie);
    expect(text(own)).toContain("Waiting for review");
    expect(text(own)).toContain("In the gallery");
    for (const { key } of [waiting, published]) expect(own).toContain(`/add-photo/mine/${key}/withdraw`);

    const confirm = await fetch(`${server.url}/add-photo/mine/${published.key}/withdraw`, { headers: { Cookie: cookie } });
    expect(confirm.status).toBe(200);
    expect(confirm.headers.get("cache-control")).toBe("private, no-store");
    const confirmHtml = await confirm.text();
    expect(text(confirmHtml)).toContain("Withdraw for good");
    // Looking is no withdrawing.
    expect(await leftOf(published.key)).not.toEqual([]);

    for (const { key } of [published, waiting]) {
      const res = await post(`/add-photo/mine/${key}/withdraw`, [], { Cookie: cookie });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(`/add-photo/mine/${key}/withdraw?done=1`);
      // The browser's list forgets the key.
      expect(res.headers.getSetCookie().join()).toMatch(/fsw_my_uploads=/);
      expect(await leftOf(key)).toEqual([]);
      expect((await auditOf(key)).at(-1)).toEqual({ by: "its uploader", action: "withdraw" });
    }
    expect(await auditOf(waiting.key)).toEqual([{ by: "its uploader", action: "withdraw" }]);
    const done = await fetch(`${server.url}/add-photo/mine/${published.key}/withdraw?done=1`);
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    expect(text(doneHtml)).toContain("Your photo is gone from the site");
    expect(await page("/event-details/fsw25")).not.toContain(published.key);
    expect(await page("/add-photo")).not.toContain(published.key);
    expect(text(await page("/organisers/audit", organiser))).toContain("withdrawn");
    const errors = await checkHtml({
      "/add-photo (own photos)": own,
      "withdraw (confirm)": confirmHtml,
      "withdraw (done)": doneHtml,
    });
    expect(errors.map((e) => `${e.lastLine ?? "?"}: ${e.message}`)).toEqual([]);
  }, 120_000);

  it("answers 404 and changes nothing for another uploader's photo, a forged or missing cookie, a withdrawn photo", async () => {
    const mine = await uploadOne("Reefing in a squall");
    const theirs = await uploadOne("Knots on the foredeck");
    await approve(theirs.key);
    const before = await leftOf(theirs.key);
    const forged = `fsw_my_uploads=${btoa(JSON.stringify([theirs.key]))}`;
    const resigned = mine.cookie.replace(/fsw_my_uploads=[^;]+/, (c) => c.replace(/\.[^.]*$/, ".forged"));
    for (const [label, cookie] of [
      ["another uploader's cookie", mine.cookie],
      ["a forged cookie", forged],
      ["a cookie with a made-up signature", resigned],
      ["no cookie", ""],
    ] as const) {
      const res = await post(`/add-photo/mine/${theirs.key}/withdraw`, [], cookie ? { Cookie: cookie } : {});
      expect(res.status, label).toBe(404);
      await res.body?.cancel();
      const look = await fetch(`${server.url}/add-photo/mine/${theirs.key}/withdraw`, {
        headers: cookie ? { Cookie: cookie } : {},
      });
      expect(look.status, label).toBe(404);
      await look.body?.cancel();
    }
    expect(await leftOf(theirs.key)).toEqual(before);
    expect(await auditOf(theirs.key)).toEqual([{ by: EMAIL, action: "approve" }]);
    expect(await page("/event-details/fsw25")).toContain(theirs.key);

    // From another site, even with the uploader's own cookie: refused before anything is read.
    const crossSite = await post(`/add-photo/mine/${mine.key}/withdraw`, [], {
      Cookie: mine.cookie,
      Origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    await crossSite.body?.cancel();
    expect(await leftOf(mine.key)).not.toEqual([]);

    const first = await post(`/add-photo/mine/${mine.key}/withdraw`, [], { Cookie: mine.cookie });
    expect(first.status).toBe(303);
    // The same post again (the old cookie still lists it): the photo is gone, a 404.
    const again = await post(`/add-photo/mine/${mine.key}/withdraw`, [], { Cookie: mine.cookie });
    expect(again.status).toBe(404);
    await again.body?.cancel();
    expect(await auditOf(mine.key)).toEqual([{ by: "its uploader", action: "withdraw" }]);
  }, 120_000);

  it("serves a withdraw and an organiser's action on the same photo one after the other, and two withdraws once", async () => {
    const raced = await uploadOne("Raced between two hands");
    const [withdrawn, approved] = await Promise.all([
      post(`/add-photo/mine/${raced.key}/withdraw`, [], { Cookie: raced.cookie }),
      asOrganiser([
        ["intent", "approve"],
        ["key", raced.key],
      ]),
    ]);
    await Promise.all([withdrawn.body?.cancel(), approved.body?.cancel()]);
    expect(withdrawn.status).toBe(303);
    // The approval came first (and was undone by the withdraw) or second (the photo was gone).
    expect([303, 404]).toContain(approved.status);
    expect(await leftOf(raced.key)).toEqual([]);
    expect(await page("/event-details/fsw25")).not.toContain(raced.key);

    const twice = await uploadOne("Withdrawn from two tabs");
    const answers = await Promise.all(
      [0, 1].map(async () => {
        const res = await post(`/add-photo/mine/${twice.key}/withdraw`, [], { Cookie: twice.cookie });
        await res.body?.cancel();
        return res.status;
      }),
    );
    // The second is served after the first: a 404, or a 303 when it found the first still removing
    // the files and finished with it (a repeated delete does). Either way, withdrawn once.
    expect(answers).toContain(303);
    for (const status of answers) expect([303, 404]).toContain(status);
    expect(await leftOf(twice.key)).toEqual([]);
    expect(await auditOf(twice.key)).toEqual([{ by: "its uploader", action: "withdraw" }]);
  }, 120_000);

  it("takes a removal request for a public photo, hides nothing, tells the organisers, who hide the photo and close it", async () => {
    const { key } = await uploadOne("Crew on the bowsprit");
    await approve(key);
    const gallery = await page("/event-details/fsw25");
    expect(gallery).toContain(`href="/photos/${key}/remove"`);
    expect(await page("/add-photo")).toContain(`href="/photos/${key}/remove"`);

    const form = await fetch(`${server.url}/photos/${key}/remove`);
    expect(form.status).toBe(200);
    expect(form.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const formHtml = await form.text();
    expect(formHtml).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(text(formHtml)).toContain("Why should it be removed?");

    const why = "I am the person on the left and did not agree to this photo.";
    const address = "sailor@example.net";
    const sent = await post(`/photos/${key}/remove`, [
      ["why", why],
      ["email", address],
    ]);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`/photos/${key}/remove?sent=1`);
    const thanks = await page(`/photos/${key}/remove?sent=1`);
    expect(text(thanks)).toContain("your request has reached the organisers");
    expect(await openRequests()).toEqual([expect.objectContaining({ key, why, email: address })]);
    // The organisers are told at once; the log says so without the visitor's words or address.
    expect(server.output()).toMatch(/Removal request stored/);
    expect(server.output()).not.toContain(address);
    expect(server.output()).not.toContain("did not agree");

    // The request alone hides nothing.
    expect(await page("/event-details/fsw25")).toContain(key);

    const review = await page("/organisers", organiser);
    expect(text(review)).toContain("Removal requests (1)");
    expect(text(review)).toContain(why);
    expect(review).toContain(`mailto:${address}`);
    const errors = await checkHtml({
      "/event-details/fsw25 (lightbox with the link)": gallery,
      "removal request form": formHtml,
      "removal request sent": thanks,
      "/organisers with a removal request": review,
    });
    expect(errors.map((e) => `${e.lastLine ?? "?"}: ${e.message}`)).toEqual([]);

    // One click on the request's row hides the photo, through the review action.
    const hidden = await asOrganiser([
      ["intent", "hide"],
      ["key", key],
      ["back", "/organisers"],
    ]);
    expect(hidden.status).toBe(303);
    expect(await page("/event-details/fsw25")).not.toContain(key);
    expect(text(await page("/organisers", organiser))).toMatch(new RegExp(`${key}\\s*: hidden`));

    const id = /name="id" value="(\d{15}-[0-9a-f]{8})"/.exec(await page("/organisers", organiser))?.[1];
    expect(id).toBeDefined();
    // Closing is the organisers' alone, from the site's own pages.
    for (const [label, headers, status] of [
      ["no session", {}, 302],
      ["another site", { Cookie: organiser, Origin: "https://evil.example" }, 403],
    ] as const) {
      const res = await post(
        "/organisers/removal-requests",
        [
          ["intent", "close"],
          ["id", id!],
        ],
        headers,
      );
      expect(res.status, label).toBe(status);
      await res.body?.cancel();
    }
    expect(await openRequests()).toHaveLength(1);
    const closed = await post(
      "/organisers/removal-requests",
      [
        ["intent", "close"],
        ["id", id!],
      ],
      { Cookie: organiser },
    );
    expect(closed.status).toBe(303);
    expect(await openRequests()).toEqual([]);
    const after = text(await page("/organisers?done=close-request&n=1", organiser));
    expect(after).toContain("Removal request closed.");
    expect(after).not.toContain("Removal requests (");
    expect(await auditOf(key)).toContainEqual({ by: EMAIL, action: "close-request" });
    const twice = await post(
      "/organisers/removal-requests",
      [
        ["intent", "close"],
        ["id", id!],
      ],
      { Cookie: organiser },
    );
    expect(twice.status).toBe(404);
    await twice.body?.cancel();
  }, 120_000);

  it("refuses requests for a photo that is not public (404), a bad form (400), another site (403), and a flood (429)", async () => {
    const waiting = await uploadOne("Not yet reviewed");
    const before = (await openRequests()).length;
    const fields: Array<[string, string]> = [["why", "Please take it down."]];
    for (const key of [waiting.key, "1700000000000-nobody", "not-a-key"]) {
      const look = await fetch(`${server.url}/photos/${key}/remove`);
      expect(look.status, key).toBe(404);
      await look.body?.cancel();
      const res = await post(`/photos/${key}/remove`, fields);
      expect(res.status, key).toBe(404);
      await res.body?.cancel();
    }
    const { key } = await uploadOne("A public one");
    await approve(key);
    const badForms: Array<[string, Array<[string, string]>]> = [
      ["no reason", [["why", "   "]]],
      ["a reason far too long", [["why", "x".repeat(1001)]]],
      ["a wrong address", [...fields, ["email", "not an address"]]],
    ];
    for (const [label, bad] of badForms) {
      const res = await post(`/photos/${key}/remove`, bad);
      expect(res.status, label).toBe(400);
      await res.body?.cancel();
    }
    // Too large, told or not by its Content-Length (413), or not the page's URL-encoded form (415).
    const huge = await post(`/photos/${key}/remove`, [["why", "x".repeat(64 * 1024)]]);
    expect(huge.status).toBe(413);
    await huge.body?.cancel();
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 8; i++) controller.enqueue(new TextEncoder().encode(`why=${"y".repeat(4096)}&`));
        controller.close();
      },
    });
    const streamed = await fetch(`${server.url}/photos/${key}/remove`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site },
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    await streamed.body?.cancel();
    const multipart = new FormData();
    multipart.set("why", "Please.");
    const wrongType = await fetch(`${server.url}/photos/${key}/remove`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site },
      body: multipart,
    });
    expect(wrongType.status).toBe(415);
    await wrongType.body?.cancel();
    const crossSite = await post(`/photos/${key}/remove`, fields, { Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    await crossSite.body?.cancel();
    expect(await openRequests()).toHaveLength(before);

    // A flood from one client: the limit's worth at most is stored, the rest answered 429 with Retry-After.
    const answers = [];
    for (let i = 0; i < REMOVAL_LIMIT + 4; i++) {
      const res = await post(`/photos/${key}/remove`, [["why", `Flood ${i}`]]);
      answers.push({ status: res.status, retryAfter: res.headers.get("retry-after") });
      await res.body?.cancel();
    }
    const refused = answers.filter((a) => a.status === 429);
    // Before the flood this client posted 9 times above (404, 400, 413, 415) and once in the test before.
    expect(refused.length).toBeGreaterThanOrEqual(4);
    for (const a of refused) expect(Number(a.retryAfter)).toBeGreaterThan(0);
    const stored = (await openRequests()).filter((r) => r.why.startsWith("Flood"));
    expect(stored.length).toBeLessThanOrEqual(REMOVAL_LIMIT);
    expect(stored.length + refused.length).toBe(REMOVAL_LIMIT + 4);
    // None of it hid the photo.
    expect(await page("/event-details/fsw25")).toContain(key);
  }, 120_000);
});
