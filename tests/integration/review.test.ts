import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { text } from "../support/html";
import { startServer, type TestServer } from "../support/server";
import { upload } from "../support/upload";

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
    expect(visitor).not.toMatch(/thumb-\d+-waiting/);
    expect(text(visitor)).not.toContain("Waiting for review");

    const own = await (await fetch(`${server.url}/add-photo`, { headers: { Cookie: uploader } })).text();
    expect(text(own)).toContain("Waiting for review");
    const key = /thumb-(\d+-waiting)/.exec(decodeURIComponent(own))?.[1];
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
      const mine = await fetch(`${server.url}/media/images/thumbnails/thumb-${key}`, { headers: { Cookie: uploader } });
      expect(mine.status).toBe(200);
      expect(mine.headers.get("cache-control")).toBe("private, no-store");
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
    const res = await fetch(`${server.url}/organisers?index`, {
      method: "POST",
      body: new URLSearchParams({ intent: "approve", key: "1-x" }),
      redirect: "manual",
    });
    expect([302, 303, 403]).toContain(res.status);
    await res.body?.cancel();
  });
});
