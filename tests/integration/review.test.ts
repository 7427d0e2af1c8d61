import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { text } from "../support/html";
import { listFiles, startServer, type TestServer } from "../support/server";
import { addOrganiser } from "../support/organisers";
import { checkHtml } from "../support/vnu";
import { distinctJpeg, upload } from "../support/upload";

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await makeJpeg(900, 600);
});

/** The cookies of an answer, as a browser would send them back. */
function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
}

describe.each(["embedded", "firebase"] as const)("a new upload with review on (%s backend)", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(
      { UPLOAD_RATE_LIMIT: "0", REQUEST_LOG: "off", FIREBASE_RETRY_SCALE: "0.01" },
      { mocks: backend === "firebase" },
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("is on no public page and none of its files is served; only its uploader sees it waiting", async () => {
    const { res } = await upload(server, { file: { bytes: jpeg, name: "waiting.jpg" }, fields: { title: "Bow wave" } });
    expect(res.status).toBe(303);
    const uploader = cookiesOf(res);
    expect(uploader).toMatch(/fsw_my_uploads=/);

    const visitor = await (await fetch(`${server.url}/add-photo`)).text();
    expect(text(visitor)).not.toContain("Bow wave");
    expect(visitor).not.toMatch(/thumb-\d+-waiting|mine\/\d+-waiting/);
    expect(text(visitor)).not.toContain("Waiting for review");

    const own = await (await fetch(`${server.url}/add-photo`, { headers: { Cookie: uploader } })).text();
    expect(text(own)).toContain("Waiting for review");
    const key = /\/add-photo\/mine\/(\d+-waiting)/.exec(own)?.[1];
    // The uploader's page is theirs alone: the page cache does not hand it to the next visitor.
    expect(text(await (await fetch(`${server.url}/add-photo`)).text())).not.toContain("Waiting for review");
    expect(key).toBeDefined();

    if (backend === "embedded") {
      for (const file of [
        `images/originals/${key}`,
        `images/thumbnails/thumb-${key}`,
        `variants/images/originals/${key}.640w.jpg`,
        `variants/images/originals/${key}.320w.webp`,
      ]) {
        const served = await fetch(`${server.url}/media/${file}`);
        expect(served.status, file).toBe(404);
        await served.body?.cancel();
      }
      const viaMedia = await fetch(`${server.url}/media/images/thumbnails/thumb-${key}`, { headers: { Cookie: uploader } });
      expect(viaMedia.status).toBe(404);
      await viaMedia.body?.cancel();
    }
    {
      const mine = await fetch(`${server.url}/add-photo/mine/${key}`, { headers: { Cookie: uploader }, redirect: "manual" });
      expect(mine.headers.get("cache-control")).toBe("private, no-store");
      if (backend === "embedded") {
        expect(mine.status).toBe(200);
        expect(mine.headers.get("content-type")).toBe("image/jpeg");
      } else {
        // On Firebase: the download URL, handed to this browser only.
        expect(mine.status).toBe(302);
        expect(decodeURIComponent(mine.headers.get("location")!)).toContain(`images/thumbnails/thumb-${key}?alt=media&token=`);
      }
      const stranger = await fetch(`${server.url}/add-photo/mine/${key}`, { redirect: "manual" });
      expect(stranger.status).toBe(404);
      await stranger.body?.cancel();
      await mine.body?.cancel();
    }
  });

  it("sends a visitor without a session from every review page to the sign-in page, and refuses a post", async () => {
    for (const page of ["/organisers", "/organisers?state=hidden", "/organisers/audit", "/organisers/delete?key=1-x"]) {
      const res = await fetch(server.url + page, { redirect: "manual" });
      expect(res.status, page).toBe(302);
      expect(res.headers.get("location")).toMatch(/^\/organisers\/sign-in\?redirectTo=/);
      await res.body?.cancel();
    }
    const site = server.url.replace("127.0.0.1", "localhost");
    const forms: Array<Record<string, string>> = [
      { intent: "approve", key: "1-x" },
      { intent: "approve-page", key: "1-x", confirm: "yes" },
      { intent: "set-boat", key: "1-x", boat: "Bali 4.2" },
      { intent: "edit", key: "1-x", title: "x", edition: "fsw25", tags: "", name: "Ana", boat: "Bali 4.2" },
    ];
    for (const [origin, status] of [
      [site, 302],
      ["https://evil.example", 403],
    ] as const) {
      for (const form of forms) {
        const res = await fetch(`${server.url}/organisers?index`, {
          method: "POST",
          body: new URLSearchParams(form),
          headers: { Origin: origin },
          redirect: "manual",
        });
        expect(res.status, `${origin} ${form.intent}`).toBe(status);
        await res.body?.cancel();
      }
    }
  });
});

describe.each(["embedded", "firebase"] as const)("an organiser reviewing over HTTP (%s backend)", (backend) => {
  const EMAIL = "deck@example.org";
  const PASSWORD = "tide tables at dawn";
  const COLLEAGUE = "galley@example.org";
  let server: TestServer;
  let site: string;
  let cookie: string;

  beforeAll(async () => {
    server = await startServer(
      { UPLOAD_RATE_LIMIT: "0", REQUEST_LOG: "off", FIREBASE_RETRY_SCALE: "0.01" },
      { mocks: backend === "firebase" },
    );
    site = server.url.replace("127.0.0.1", "localhost");
    const made = addOrganiser(server, EMAIL, PASSWORD);
    expect(made.status, made.stderr).toBe(0);
    // Made here, not in its test: the command blocks this process for seconds, long enough for the
    // server to close an idle keep-alive connection that fetch would then reuse for a post.
    const colleague = addOrganiser(server, COLLEAGUE, "another long passphrase");
    expect(colleague.status, colleague.stderr).toBe(0);
    const res = await post("/organisers/sign-in", { email: EMAIL, password: PASSWORD, redirectTo: "/organisers" });
    expect(res.status).toBe(303);
    cookie = /^(fsw_organiser=[^;]+)/.exec(res.headers.get("set-cookie") ?? "")![1]!;
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  function post(path: string, fields: Record<string, string> | Array<[string, string]>) {
    return fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site, ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(fields),
    });
  }
  const get = (path: string) => fetch(server.url + path, { redirect: "manual", headers: { Cookie: cookie } });
  const status = async (path: string) => {
    const res = await fetch(server.url + path);
    await res.body?.cancel();
    return res.status;
  };
  /** Every stored object and database node (but the audit log, which keeps what was deleted) naming the photo. */
  async function leftOf(key: string): Promise<string[]> {
    if (backend === "embedded") {
      const files = [...(await listFiles(`${server.dataDir}/storage`)), ...(await listFiles(`${server.dataDir}/database`))];
      return files.filter((f) => f.includes(key));
    }
    const control = `${server.mockOrigin}/__mocks`;
    const objects: string[] = [];
    for (const prefix of ["images/", "variants/images/", "staging/", "tus/"]) {
      objects.push(...((await (await fetch(`${control}/objects?prefix=${prefix}`)).json()) as string[]));
    }
    const tree = ((await (await fetch(`${control}/database?path=`)).json()) ?? {}) as Record<string, unknown>;
    const nodes: string[] = [];
    const walk = (value: unknown, at: string) => {
      if (at === "auditLog") return;
      if (at.includes(key) || (typeof value === "string" && value.includes(key))) nodes.push(at);
      else if (typeof value === "object" && value !== null)
        for (const [k, v] of Object.entries(value)) walk(v, at ? `${at}/${k}` : k);
    };
    walk(tree, "");
    return [...objects.filter((o) => o.includes(key)), ...nodes];
  }

  it("three failed sign-ins on a colleague's account show this organiser a notice, valid HTML, until they dismiss it", async () => {
    const colleague = COLLEAGUE;
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/organisers/sign-in`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site },
        body: new URLSearchParams({ email: colleague, password: `not the password ${i}` }),
      });
      expect(res.status).toBe(400);
      await res.body?.cancel();
    }
    // The log names no account: no e-mail address is written there (decision 043); the notice names it.
    expect(server.output()).toContain("3 failed attempts in a row for [e-mail]");
    expect(server.output()).not.toContain(colleague);
    expect(server.output()).not.toContain("not the password");
    // This organiser signed in before the attempts: the notice is on their next page.
    const page = await get("/organisers/audit");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(text(html)).toContain(`3 sign-in attempts in a row failed for the organiser account ${colleague}`);
    const id = /<input type="hidden" name="id" value="([^"]+)"/.exec(html)?.[1];
    expect(id).toMatch(/^\d{15}-[0-9a-f]{8}$/);
    const errors = await checkHtml({ "/organisers/audit (with a notice)": html });
    expect(errors.map((e) => `${e.lastLine ?? "?"}: ${e.message}`)).toEqual([]);

    const dismissed = await post("/organisers/notices", [["id", id!]]);
    expect(dismissed.status).toBe(303);
    expect(text(await (await get("/organisers/audit")).text())).not.toContain("sign-in attempts in a row failed");
  }, 60_000);

  it("approves, hides and deletes a photo; every page is valid HTML; the audit log tells who did what", async () => {
    const { res } = await upload(server, {
      // Not the photo sent above: the same bytes twice would be answered "already shared".
      file: { bytes: distinctJpeg(jpeg, "lights"), name: "lights.jpg" },
      fields: { title: "Harbour lights", edition: "FSW25" },
    });
    expect(res.status).toBe(303);
    const queue = await get("/organisers");
    expect(queue.status).toBe(200);
    expect(queue.headers.get("cache-control")).toBe("private, no-store");
    const queueHtml = await queue.text();
    expect(text(queueHtml)).toContain("Harbour lights");
    const key = /name="key" value="(\d+-lights)"/.exec(queueHtml)![1]!;
    if (backend === "embedded") expect(await status(`/media/images/originals/${key}`)).toBe(404);
    // Stored in full before any review: original, thumbnail, record, state and claims; the variants follow the answer.
    await expect
      .poll(async () => (await leftOf(key)).some((f) => /\.\d+w\.(?:jpg|webp)/.test(f)), { timeout: 60_000, interval: 200 })
      .toBe(true);
    const stored = await leftOf(key);
    expect(stored.some((f) => f.includes(`originals/${key}`))).toBe(true);
    expect(stored.some((f) => f.includes(`thumb-${key}`))).toBe(true);
    expect(stored.some((f) => f.includes(`events/fsw25/${key}`))).toBe(true);
    const edition = await (await fetch(`${server.url}/event-details/fsw25`)).text();
    expect(edition).not.toContain(key);

    const approved = await post("/organisers?index", [
      ["intent", "approve"],
      ["key", key],
      ["back", "/organisers"],
    ]);
    expect(approved.status).toBe(303);
    expect(text(await (await fetch(`${server.url}/add-photo`)).text())).not.toContain("Waiting for review");
    expect(await (await fetch(`${server.url}/add-photo`)).text()).toContain(`thumb-${key}`);
    // In its edition's gallery, with the resized copies in srcset, served to anyone.
    const gallery = await (await fetch(`${server.url}/event-details/fsw25`)).text();
    const srcset = new RegExp(`srcset="([^"]*${key}[^"]*)"`, "i").exec(gallery)?.[1]?.replace(/&amp;/g, "&");
    expect(srcset).toMatch(/\d+w\.(?:jpg|webp)[^,]* \d+w/);
    if (backend === "embedded") {
      expect(await status(`/media/images/originals/${key}`)).toBe(200);
      expect(await status(`/media/variants/images/originals/${key}.640w.jpg`)).toBe(200);
    } else {
      const first = srcset!.split(",")[0]!.trim().split(" ")[0]!;
      expect(first.startsWith(`${server.mockOrigin}/v0/b/`)).toBe(true);
      const image = await fetch(first);
      expect(image.status).toBe(200);
      await image.body?.cancel();
    }

    const pages: Record<string, string> = { "/organisers": queueHtml };
    for (const path of ["/organisers?state=approved", "/organisers/audit", `/organisers/delete?key=${key}`]) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      pages[path] = await page.text();
    }
    expect(text(pages["/organisers?state=approved"]!)).toContain("Harbour lights");
    expect(text(pages["/organisers/audit"]!)).toContain(EMAIL);
    expect(text(pages["/organisers/audit"]!)).toContain("approved");
    const errors = await checkHtml(pages);
    expect(errors.map((e) => `${e.lastLine ?? "?"}: ${e.message}`)).toEqual([]);

    expect(
      (
        await post("/organisers?index", [
          ["intent", "hide"],
          ["key", key],
        ])
      ).status,
    ).toBe(303);
    expect(await (await fetch(`${server.url}/add-photo`)).text()).not.toContain(`thumb-${key}`);
    expect(await (await fetch(`${server.url}/event-details/fsw25`)).text()).not.toContain(key);
    if (backend === "embedded") expect(await status(`/media/images/originals/${key}`)).toBe(404);

    const remove = () =>
      post("/organisers?index", [
        ["intent", "delete"],
        ["key", key],
        ["confirm", "yes"],
      ]);
    if (backend === "firebase") {
      // The bucket refuses to delete the thumbnail once: the delete stops half-way, says so, and
      // repeating it finishes the job.
      await fetch(`${server.mockOrigin}/__mocks/faults`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ service: "storage", method: "DELETE", status: 403, times: 1, matchUrlIncludes: `thumb-${key}` }),
      });
      const failed = await remove();
      expect(failed.status).toBe(503);
      expect(text(await failed.text())).toContain(
        "is off every public page and its record is gone, but deleting its files did not finish",
      );
      expect((await leftOf(key)).length).toBeGreaterThan(0);
      expect(await (await fetch(`${server.url}/event-details/fsw25`)).text()).not.toContain(key);
      expect(await (await fetch(`${server.url}/add-photo`)).text()).not.toContain(key);
    }
    expect((await remove()).status).toBe(303);
    expect(await leftOf(key)).toEqual([]);
    // The audit log keeps who deleted it.
    expect(text(await (await get("/organisers/audit")).text())).toContain("deleted");
  }, 120_000);

  it("shows name and boat as text, and approves exactly the photos the page showed; one sent after it keeps waiting", async () => {
    const sent: string[] = [];
    for (const name of ["mast", "boom"]) {
      const { res } = await upload(server, {
        file: { bytes: distinctJpeg(jpeg, name), name: `${name}.jpg` },
        fields: { title: `Crew ${name}`, edition: "FSW25" },
      });
      expect(res.status).toBe(303);
      sent.push(/name="key" value="(\d+-[a-z]+)"/.exec(await (await get("/organisers")).text())![1]!);
    }
    expect(sent[0]).toMatch(/-mast$/);
    const named = await post("/organisers?index", [
      ["intent", "edit"],
      ["key", sent[0]!],
      ["title", "Crew mast"],
      ["edition", "fsw25"],
      ["tags", ""],
      ["name", "Ana & Bea"],
      ["boat", "Bali 4.2"],
    ]);
    expect(named.status).toBe(303);
    const html = await (await get("/organisers")).text();
    expect(html).toContain("Ana &amp; Bea");
    expect(text(html)).toContain("Bali 4.2");
    expect((await checkHtml({ "/organisers (names and boats)": html })).map((e) => e.message)).toEqual([]);
    // The keys of the page as shown travel in the approve-all form.
    const form = /<form[^>]*>(?:(?!<\/form>)[\s\S])*value="approve-page"[\s\S]*?<\/form>/.exec(html)![0];
    const shown = [...form.matchAll(/type="hidden" name="key" value="([^"]+)"/g)].map((m) => m[1]!);
    expect(shown).toEqual(expect.arrayContaining(sent));
    expect(text(form)).toContain(`Yes, approve these ${shown.length} photos`);

    const { res } = await upload(server, {
      file: { bytes: distinctJpeg(jpeg, "late"), name: "late.jpg" },
      fields: { title: "Crew late", edition: "FSW25" },
    });
    expect(res.status).toBe(303);
    const approved = await post("/organisers?index", [
      ["intent", "approve-page"],
      ["confirm", "yes"],
      ["back", "/organisers?state=pending"],
      ...shown.map((k): [string, string] => ["key", k]),
    ]);
    expect(approved.status).toBe(303);
    expect(approved.headers.get("location")).toBe(`/organisers?state=pending&done=approve-page&n=${shown.length}`);
    const gallery = await (await fetch(`${server.url}/event-details/fsw25`)).text();
    for (const key of sent) expect(gallery).toContain(key);
    const waiting = text(await (await get("/organisers")).text());
    expect(waiting).toContain("Crew late");
    expect(waiting).not.toContain("Crew mast");
  }, 120_000);
});
