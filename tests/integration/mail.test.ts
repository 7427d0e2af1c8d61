import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withExifDate } from "../fixtures/exif-date";
import { makeJpeg } from "../fixtures/images";
import { addAccounts, organiser, signIn } from "../support/review";
import { startServer, type TestServer } from "../support/server";
import { checkHtml } from "../support/vnu";
import { startSmtp, type ReceivedMail, type SmtpListener } from "../support/smtp";
import { distinctJpeg, upload } from "../support/upload";
import { siteOf, until, useMailingCopies } from "../support/smtp";

// E-mail to organisers against a real SMTP listener. REVIEW_DIGEST_SECONDS is 2, so a digest may go
// every 2 s: the tests count mails per interval and look at what each one says.

const INTERVAL_MS = 2000;
const ENV = { UPLOAD_RATE_LIMIT: "0", SIGN_IN_RATE_LIMIT: "0", REQUEST_LOG: "off", REVIEW_DIGEST_SECONDS: "2" };
const ALICE = ["alice@example.org", "mainsail at first light"] as const;
const BOB = ["bob@example.org", "jib sheet on the winch"] as const;
const CAROL = ["carol@example.org", "reef the main at dusk"] as const;
const SMTP_PASSWORD = "smtp-Pa55word-never-logged";

let jpeg: Buffer;
beforeAll(async () => {
  // A camera-size photo with the date it was taken in its EXIF block.
  jpeg = withExifDate(await makeJpeg(1200, 800), "2025:09:14 18:02:11");
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function uploadPhoto(server: TestServer, title: string) {
  const { res, data, body } = await upload(server, {
    file: { bytes: distinctJpeg(jpeg, title), name: `${title}.jpg` },
    fields: { title, edition: "FSW25" },
    asScript: true,
  });
  if (res.status !== 200) console.error(body.slice(0, 500), server.output().slice(-3000));
  return { status: res.status, key: data.key };
}

async function failSignIn(server: TestServer, email: string) {
  const res = await fetch(`${server.url}/organisers/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: siteOf(server) },
    body: new URLSearchParams({ email, password: "guessed wrong password", redirectTo: "/organisers" }),
  });
  await res.body?.cancel();
  return res.status;
}

const digests = (mails: ReceivedMail[], to: string) =>
  mails.filter((m) => m.to.includes(to) && /waiting for review/.test(m.subject));
const countOf = (mail: ReceivedMail) => Number(/^(\d+) photos? (?:is|are) waiting for review/.exec(mail.text)?.[1]);

/** Consecutive digests to one organiser are an interval apart (a little less for delivery's jitter). */
function expectSpaced(mails: ReceivedMail[]) {
  for (let i = 1; i < mails.length; i++) expect(mails[i]!.at - mails[i - 1]!.at).toBeGreaterThan(INTERVAL_MS - 400);
}

describe("e-mail to organisers", () => {
  let smtp: SmtpListener;
  let server: TestServer;
  const titles: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({ ...ENV, SMTP_URL: smtp.url, MAIL_FROM: "FSW <fsw@example.org>" });
    addAccounts(server, [ALICE, BOB, CAROL]);
    // Carol turns the mails off on her Security page before anything happens.
    const cookie = await signIn(server, ...CAROL);
    const res = await fetch(`${server.url}/organisers/security`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: siteOf(server), Cookie: cookie },
      body: new URLSearchParams({ intent: "mail" }),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("No more e-mails go to you.");
    const page = await (await fetch(`${server.url}/organisers/security`, { headers: { Cookie: cookie } })).text();
    expect(page).toMatch(/<input type="checkbox" name="wanted"\/>/);
    const errors = await checkHtml({ "/organisers/security": page });
    expect(errors.map((e) => `${e.lastLine ?? "?"}: ${e.message}`)).toEqual([]);
  });

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("says at start-up that e-mail is on, naming the server but not its credentials", () => {
    expect(server.output()).toContain(`e-mail to organisers through smtp://127.0.0.1:${smtp.port}`);
  });

  it("sends no digest while no photo waits", async () => {
    await sleep(INTERVAL_MS * 2);
    expect(smtp.mails).toEqual([]);
  });

  it("sends one digest per interval however many uploads, naming every waiting photo, and none once all are named", async () => {
    const started = Date.now();
    for (let i = 0; i < 6; i++) {
      const title = `Sunset over the bay ${i}`;
      expect((await uploadPhoto(server, title)).status).toBe(200);
      titles.push(title);
    }
    const last = await until("a digest naming all six photos", () =>
      digests(smtp.mails, ALICE[0]).find((m) => countOf(m) === titles.length),
    );
    // Each organiser gets a mail of their own, one after the other.
    await until("Bob's copy", () => digests(smtp.mails, BOB[0]).find((m) => countOf(m) === titles.length));
    const toAlice = digests(smtp.mails, ALICE[0]);
    expectSpaced(toAlice);
    expect(toAlice.length).toBeLessThanOrEqual(Math.floor((last.at - started) / INTERVAL_MS) + 1);
    for (const title of titles) {
      expect(last.text).toContain(`- ${title}`);
      expect(last.html).toContain(`<li>${title}</li>`);
    }
    expect(last.subject).toContain("6 photos are waiting for review");
    expect(last.text).toContain(`Review them: http://localhost:${new URL(server.url).port}/organisers`);
    expect(last.html).toContain(`href="http://localhost:${new URL(server.url).port}/organisers"`);
    expect(last.from).toBe("FSW <fsw@example.org>");
    // Nothing new waits: no more digests, however long.
    const sent = smtp.mails.length;
    await sleep(INTERVAL_MS * 2.5);
    expect(smtp.mails.length).toBe(sent);
    // Bob got the same; Carol, who turned mail off, nothing.
    expect(digests(smtp.mails, BOB[0]).map(countOf)).toEqual(toAlice.map(countOf));
    expect(smtp.mails.filter((m) => m.to.includes(CAROL[0]))).toEqual([]);
  });

  it("puts no password, session or other organiser's link in a mail", () => {
    for (const mail of smtp.mails) {
      for (const secret of [ALICE[1], BOB[1], CAROL[1], "fsw_organiser", SMTP_PASSWORD]) expect(mail.raw).not.toContain(secret);
      const links = [...mail.text.matchAll(/mail-off\?[^\s]+/g)].map(([l]) => l);
      expect(links).toHaveLength(1);
      expect(mail.to).toHaveLength(1);
    }
    const aliceLink = /mail-off\?[^\s]+/.exec(digests(smtp.mails, ALICE[0])[0]!.text)![0];
    expect(digests(smtp.mails, BOB[0]).every((m) => !m.text.includes(aliceLink))).toBe(true);
  });

  it("turns mail off from the link in a mail only after the page's button, and refuses a wrong link", async () => {
    const link = /http:\/\/\S+\/organisers\/mail-off\?\S+/.exec(digests(smtp.mails, BOB[0])[0]!.text)![0];
    const url = new URL(link);
    const local = `${server.url}${url.pathname}${url.search}`;
    const page = await fetch(local);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Turn the e-mails off");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const errors = await checkHtml({ "/organisers/mail-off": html });
    expect(errors.map((e) => `${e.lastLine ?? "?"}: ${e.message}`)).toEqual([]);
    expect((await fetch(`${server.url}/organisers/mail-off`)).status).toBe(404);
    const elsewhere = await fetch(local, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams({ account: url.searchParams.get("account")!, token: url.searchParams.get("token")! }),
    });
    expect(elsewhere.status).toBe(403);
    const unreadable = await fetch(local, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: siteOf(server) },
      body: "{",
    });
    expect(unreadable.status).toBe(400);
    const wrong = new URL(local);
    wrong.searchParams.set("token", "A".repeat(32));
    expect((await fetch(wrong)).status).toBe(404);
    const forged = await fetch(local, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: siteOf(server) },
      body: new URLSearchParams({ account: url.searchParams.get("account")!, token: "B".repeat(32) }),
    });
    expect(forged.status).toBe(404);
    // Opening the link changed nothing yet: the next digest still goes to Bob.
    expect((await uploadPhoto(server, "Dolphins at the bow")).status).toBe(200);
    titles.push("Dolphins at the bow");
    await until("a digest to Bob with seven photos", () => digests(smtp.mails, BOB[0]).find((m) => countOf(m) === 7));
    const off = await fetch(local, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: siteOf(server) },
      body: new URLSearchParams({ account: url.searchParams.get("account")!, token: url.searchParams.get("token")! }),
    });
    expect(off.status).toBe(200);
    expect(await off.text()).toContain("No more e-mails go to");
    const toBob = digests(smtp.mails, BOB[0]).length;
    expect((await uploadPhoto(server, "Anchor at dawn")).status).toBe(200);
    await until("a digest to Alice with eight photos", () => digests(smtp.mails, ALICE[0]).find((m) => countOf(m) === 8));
    expect(digests(smtp.mails, BOB[0]).length).toBe(toBob);
  });

  it("mails three failed sign-ins at once, to every organiser who wants mail", async () => {
    const before = smtp.mails.length;
    for (let i = 0; i < 3; i++) expect(await failSignIn(server, CAROL[0])).toBe(400);
    const notice = await until("the failed sign-ins mail", () =>
      smtp.mails.slice(before).find((m) => /Failed sign-ins/.test(m.subject)),
    );
    expect(notice.to).toEqual([ALICE[0]]);
    expect(notice.text).toContain(`3 sign-in attempts in a row failed for the organiser account ${CAROL[0]}`);
    expect(notice.html).toContain("sign-in attempts in a row failed");
    expect(notice.raw).not.toContain("guessed wrong password");
    expect(server.output()).not.toContain("guessed wrong password");
  });

  it("mails a removal request at once, with the reason and the address to answer, and logs neither", async () => {
    const title = "Bowsprit at noon";
    const { status, key } = await uploadPhoto(server, title);
    expect(status).toBe(200);
    const alice = organiser(server, await signIn(server, ...ALICE));
    expect(await alice.act("approve", [key!])).toBe(303);
    const before = smtp.mails.length;
    const why = "I am on this photo and never agreed to it being shown.";
    const res = await fetch(`${server.url}/photos/${key}/remove`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: siteOf(server) },
      body: new URLSearchParams({ why, email: "sailor@example.net" }),
    });
    expect(res.status).toBe(303);
    const notice = await until("the removal request mail", () =>
      smtp.mails.slice(before).find((m) => /removal request/i.test(m.subject)),
    );
    expect(notice.to).toEqual([ALICE[0]]);
    expect(notice.text).toContain(key);
    expect(notice.text).toContain(why);
    expect(notice.text).toContain("sailor@example.net");
    expect(notice.text).toContain(`${siteOf(server)}/organisers`);
    expect(server.output()).not.toContain(why);
    expect(server.output()).not.toContain("sailor@example.net");
  });

  it("logs that mails were sent and nothing of what they said", () => {
    const log = server.output();
    expect(log).toMatch(/Mail sent: review digest, to \d organisers?\./);
    expect(log).toMatch(/Mail sent: failed sign-ins, to 1 organiser\./);
    for (const title of titles) expect(log).not.toContain(title);
    expect(log).not.toMatch(/mail-off\?/);
  });
});

describe("an SMTP server that refuses or hangs", () => {
  it.each([
    [
      "refuses the login",
      () =>
        startSmtp(
          { authOptional: false, onAuth: (_auth, _session, callback) => callback(new Error("Go away")) },
          `fsw:${SMTP_PASSWORD}@`,
        ),
    ],
    ["refuses the sender", () => startSmtp({ onMailFrom: (_a, _s, callback) => callback(new Error("Not from you")) })],
  ])("that %s: uploads and sign-ins go on, and the log says the mail failed without the password", async (_, start) => {
    const smtp = await start();
    const server = await startServer({ ...ENV, SMTP_URL: smtp.url });
    try {
      addAccounts(server, [ALICE]);
      expect((await uploadPhoto(server, "Refused mail photo")).status).toBe(200);
      for (let i = 0; i < 3; i++) expect(await failSignIn(server, ALICE[0])).toBe(400);
      await signIn(server, ...ALICE);
      await until("the failures in the log", () => (server.output().match(/Mail failed: /g) ?? []).length >= 2);
      expect(smtp.mails).toEqual([]);
      expect(server.output()).not.toContain(SMTP_PASSWORD);
      expect(server.output()).not.toMatch(/Go away|Not from you/);
    } finally {
      await server.stop();
      await smtp.close();
    }
  });

  it("that hangs: an upload and a sign-in are answered while the mail's connection still hangs", async () => {
    const held: Array<(error?: Error) => void> = [];
    const smtp = await startSmtp({ onConnect: (_session, callback) => void held.push(callback) });
    const server = await startServer({ ...ENV, SMTP_URL: smtp.url });
    try {
      addAccounts(server, [ALICE]);
      for (let i = 0; i < 3; i++) expect(await failSignIn(server, ALICE[0])).toBe(400);
      await until("the mail's connection", () => smtp.connections().open > 0);
      await signIn(server, ...ALICE);
      expect((await uploadPhoto(server, "Hung mail photo")).status).toBe(200);
      // Both were answered before the mail server ever greeted.
      expect(held.length).toBeGreaterThan(0);
      expect(smtp.connections().open).toBeGreaterThan(0);
      expect(smtp.mails).toEqual([]);
    } finally {
      for (const callback of held) callback(new Error("closing"));
      await server.stop();
      await smtp.close();
    }
  });
});

describe("two copies of the site on one Firebase database", () => {
  const copies = useMailingCopies(ENV, [ALICE]);

  it("send one digest per interval between them, whichever copy took the uploads", async () => {
    const { smtp, first, second } = copies;
    // Photos keep coming to both copies over several intervals: after each digest both copies plan
    // their check for the same moment (the end of its interval), and only one may send.
    const started = Date.now();
    const count = 10;
    for (let i = 0; i < count; i++) {
      expect((await uploadPhoto(i % 2 ? second : first, `Two copies ${i}`)).status).toBe(200);
      await sleep(300);
    }
    const last = await until(`a digest naming all ${count}`, () =>
      digests(smtp.mails, ALICE[0]).find((m) => countOf(m) === count),
    );
    const toAlice = digests(smtp.mails, ALICE[0]);
    expect(toAlice.length).toBeGreaterThan(1);
    expectSpaced(toAlice);
    expect(toAlice.length).toBeLessThanOrEqual(Math.floor((last.at - started) / INTERVAL_MS) + 1);
    await sleep(INTERVAL_MS * 2.5);
    expect(digests(smtp.mails, ALICE[0]).length).toBe(toAlice.length);
  });
});
