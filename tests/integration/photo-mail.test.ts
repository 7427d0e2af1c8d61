import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUES } from "~/i18n/i18n.server";
import { en } from "~/i18n/messages/en";
import { makeJpeg } from "../fixtures/images";
import { text } from "../support/html";
import { addAccounts, organiser, signIn, uploadPhotos, type Organiser } from "../support/review";
import { startServer, type TestServer } from "../support/server";
import { startSmtp, type ReceivedMail, type SmtpListener } from "../support/smtp";
import { checkHtml } from "../support/vnu";
import { siteOf, until, useMailingCopies } from "../support/smtp";

// The participants' mail through the built server and a real SMTP listener: the form on an edition's page, the
// same answer for every address, double opt-in, one mail per batch of approvals in each one's language, one-click
// unsubscribe from anywhere, the rate limit; and two copies of the site on one Firebase database sending one mail.

const INTERVAL_MS = 2000;
const ENV = {
  UPLOAD_RATE_LIMIT: "0",
  SIGN_IN_RATE_LIMIT: "0",
  REQUEST_LOG: "off",
  LISTING_CACHE_SECONDS: "0",
  PHOTO_MAIL_SECRET: "integration-secret-of-32-characters-or-more",
  PARTICIPANT_MAIL_SECONDS: "2",
  PHOTO_MAIL_RATE_LIMIT: "16",
  // Every edition takes sign-ups, however long ago it ended.
  RETAIN_PHOTO_MAIL_DAYS: "3650",
};
const ALICE = ["alice@example.org", "mainsail at first light"] as const;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function post(server: TestServer, path: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + path, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: siteOf(server), ...headers },
    body,
  });
  return { status: res.status, location: res.headers.get("location"), headers: res.headers, body: await res.text() };
}

const signUpAt = (server: TestServer, email: string, prefix = "") =>
  post(server, `${prefix}/event-details/fsw25/photo-mail`, new URLSearchParams({ email }).toString());

/** A mail's link to one of the pages, as a path on the test server. */
function linkOf(mail: ReceivedMail, page: "confirm" | "unsubscribe"): string {
  const url = new URL(new RegExp(`http://localhost:\\d+/\\S*photo-mail/${page}\\?\\S+`).exec(mail.text)![0]);
  return `${url.pathname}${url.search}`;
}

const countOf = (mail: ReceivedMail) => Number(/^(\d+)/.exec(mail.subject)?.[1]);
const unfolded = (mail: ReceivedMail) => mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");

describe("the participants' mail on one copy of the site", () => {
  let smtp: SmtpListener;
  let server: TestServer;
  let alice: Organiser;
  let photos: string[];
  const to = (address: string) => smtp.mails.filter((m) => m.to.includes(address));
  const news = (address: string) => to(address).filter((m) => !/confirm|bestätigen|Confirme/i.test(m.subject));

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({ ...ENV, SMTP_URL: smtp.url });
    addAccounts(server, [ALICE]);
    alice = organiser(server, await signIn(server, ...ALICE));
    photos = await uploadPhotos(server, await makeJpeg(640, 480), 6, "FSW25", "mail");
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("says at start-up that it is on, and offers the form on each edition's page in its language, as valid HTML", async () => {
    expect(server.output()).toContain("participants' mail about new photos: at most one per edition every 2 s");
    const english = await (await fetch(`${server.url}/event-details/fsw25`)).text();
    expect(english).toContain('action="/event-details/fsw25/photo-mail"');
    expect(text(english)).toContain(en["photoMail.form.title"]);
    const german = await (await fetch(`${server.url}/de/event-details/fsw25`)).text();
    expect(german).toContain('action="/de/event-details/fsw25/photo-mail"');
    expect(text(german)).toContain(CATALOGUES.de["photoMail.form.title"] as string);
    for (const key of ["photoMail.form.title", "photoMail.form.email", "photoMail.form.hint", "photoMail.form.submit"] as const)
      expect(text(german)).not.toContain(en[key]);
    const page = await fetch(`${server.url}/pt/event-details/fsw25/photo-mail`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain('<html lang="pt-BR"');
    expect(html).toContain('action="/pt/event-details/fsw25/photo-mail"');
    const errors = await checkHtml({ "/event-details/fsw25": english, "/pt/event-details/fsw25/photo-mail": html });
    expect(errors.map((e) => `${e.lastLine ?? "?"}: ${e.message}`)).toEqual([]);
  });

  it("answers a sign-up the same whatever the address's state, and mails a link only to a new or waiting one", async () => {
    const first = await signUpAt(server, "ana@example.org");
    const again = await signUpAt(server, "ANA@example.org ");
    const other = await signUpAt(server, "nobody-yet@example.org");
    expect(first.status).toBe(303);
    expect(first.location).toBe("/event-details/fsw25/photo-mail?sent=1");
    for (const answer of [again, other])
      expect([answer.status, answer.location, answer.body]).toEqual([first.status, first.location, first.body]);
    await until("both confirmations", () => to("ana@example.org")[0] && to("nobody-yet@example.org")[0]);
    const sent = await (await fetch(`${server.url}${first.location}`)).text();
    expect(text(sent)).toContain(en["photoMail.signUp.sent"]);
    await sleep(500);
    expect(to("ana@example.org")).toHaveLength(1);
  });

  it("refuses a bad address with a clear 400, and what no page of ours sends, mailing nothing", async () => {
    const before = smtp.mails.length;
    const invalid = await signUpAt(server, "not an address");
    expect(invalid.status).toBe(400);
    expect(text(invalid.body)).toContain(en["photoMail.signUp.emailInvalid"]);
    const markup = await signUpAt(server, '<script>alert("x")</script>@example.org');
    expect(markup.status).toBe(400);
    expect(markup.body).not.toContain('<script>alert("x")');
    const german = await signUpAt(server, "kaputt", "/de");
    expect(text(german.body)).toContain(CATALOGUES.de["photoMail.signUp.emailInvalid"] as string);
    expect((await signUpAt(server, `${"a".repeat(10_000)}@example.org`)).status).toBe(400);
    expect((await post(server, "/event-details/fsw25/photo-mail", `email=${"a".repeat(20_000)}`)).status).toBe(413);
    expect((await post(server, "/event-details/fsw25/photo-mail", "email=bot@example.org&website=x")).status).toBe(400);
    const json = await post(server, "/event-details/fsw25/photo-mail", '{"email":"x@example.org"}', {
      "Content-Type": "application/json",
    });
    expect(json.status).toBe(415);
    const elsewhere = await post(server, "/event-details/fsw25/photo-mail", "email=victim@example.org", {
      Origin: "https://evil.example",
    });
    expect(elsewhere.status).toBe(403);
    expect((await post(server, "/event-details/nope/photo-mail", "email=a@example.org")).status).toBe(404);
    await sleep(500);
    expect(smtp.mails.slice(before).map((m) => m.to)).toEqual([]);
  });

  it("confirms only with the page's button, in the language of the sign-up; a used or wrong link does nothing", async () => {
    expect((await signUpAt(server, "bia@example.com.br", "/pt")).status).toBe(303);
    expect((await signUpAt(server, "jan@example.de", "/de")).status).toBe(303);
    const pt = await until("the Portuguese confirmation", () => to("bia@example.com.br")[0]);
    expect(pt.subject).toMatch(/^Confirme: fotos novas de FSW25 – Ilhas Eólias por e-mail/);
    const de = await until("the German confirmation", () => to("jan@example.de")[0]);
    for (const mail of [to("ana@example.org")[0]!, pt, de]) {
      const link = linkOf(mail, "confirm");
      const page = await fetch(server.url + link);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`action="${link.replace(/&/g, "&amp;")}"`);
      if (mail === pt) {
        expect(html).toContain(CATALOGUES.pt["photoMail.confirm.button"] as string);
        const errors = await checkHtml({ [link.split("?")[0]!]: html });
        expect(errors.map((e) => `${e.lastLine ?? "?"}: ${e.message}`)).toEqual([]);
      }
      const done = await post(server, link, "");
      expect(done.status).toBe(200);
      expect(text(done.body)).toContain(
        mail === pt ? "Pronto: você vai receber" : mail === de ? "Erledigt: Du bekommst" : "Done: you will get",
      );
      const used = await post(server, link, "");
      expect(used.status).toBe(404);
    }
    const forged = to("ana@example.org")[0]!;
    const wrong = linkOf(forged, "confirm").replace(/token=[^&]+/, `token=${"A".repeat(32)}`);
    expect((await fetch(server.url + wrong)).status).toBe(404);
    expect((await fetch(`${server.url}/event-details/fsw25/photo-mail/confirm`)).status).toBe(404);
    expect((await fetch(`${server.url}/event-details/fsw25/photo-mail/elsewhere`)).status).toBe(404);
  });

  it("mails each participant once for a batch of approved photos, with the count, in their language, and then nothing", async () => {
    expect(await alice.act("approve", photos.slice(0, 3))).toBe(303);
    const ana = await until("Ana's news", () => news("ana@example.org")[0]);
    expect(ana.subject).toBe("3 new photos of FSW25 – Aeolian Islands · Forró Sailing Week");
    expect(ana.text).toContain(`See the photos: ${siteOf(server)}/event-details/fsw25#event-gallery-heading`);
    expect(unfolded(ana)).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:\d+\/event-details\/fsw25\/photo-mail\/unsubscribe\?\S+>$/m,
    );
    expect(unfolded(ana)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect((await until("Bia's news", () => news("bia@example.com.br")[0])).subject).toMatch(/^3 fotos novas de FSW25/);
    expect((await until("Jan's news", () => news("jan@example.de")[0])).subject).toMatch(/^3 neue Fotos von FSW25/);
    await sleep(INTERVAL_MS * 2.5);
    for (const address of ["ana@example.org", "bia@example.com.br", "jan@example.de"]) expect(news(address)).toHaveLength(1);
    expect(to("nobody-yet@example.org")).toHaveLength(1);
  });

  it("unsubscribes at once by a one-click POST to the List-Unsubscribe address from any origin, and mails nothing more there", async () => {
    const off = /^List-Unsubscribe: <([^>]+)>$/m.exec(unfolded(news("ana@example.org")[0]!))![1]!;
    const path = `${new URL(off).pathname}${new URL(off).search}`;
    const page = await fetch(server.url + path);
    expect(page.status).toBe(200);
    expect(text(await page.text())).toContain("Stop the e-mails about new photos of FSW25 – Aeolian Islands?");
    const oneClick = await post(server, path, "List-Unsubscribe=One-Click", { Origin: "https://mail.provider.example" });
    expect(oneClick.status).toBe(200);
    expect(text(oneClick.body)).toContain("Done: no more e-mails about FSW25 – Aeolian Islands go to you");
    const res = await fetch(server.url + path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(404);
    expect(text(await res.text())).toContain(en["photoMail.off.invalid"]);
    expect(await alice.act("approve", photos.slice(3, 5))).toBe(303);
    await until("Jan's second news", () => news("jan@example.de")[1]);
    expect(countOf(news("jan@example.de")[1]!)).toBe(2);
    await sleep(INTERVAL_MS);
    expect(news("ana@example.org")).toHaveLength(1);
  });

  it("answers a flood of sign-ups 429 in the page's language, with Retry-After", async () => {
    let answer = await signUpAt(server, "flood@example.org", "/pt");
    for (let i = 0; i < 20 && answer.status !== 429; i++) answer = await signUpAt(server, `flood${i}@example.org`, "/pt");
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(text(answer.body)).toContain("Muitas inscrições a partir da sua conexão");
  });

  it("logs that mails went, never an address or a link's secret", () => {
    const log = server.output();
    expect(log).toMatch(/Mail sent: new photos of fsw25, to 3 participants\./);
    expect(log).not.toMatch(/@example\.(org|de|com)|token=|subscriber=/);
  });
});

describe("two copies of the site on one Firebase database", () => {
  const copies = useMailingCopies(ENV, [ALICE]);

  it("send one mail per interval between them, naming each approved photo once", async () => {
    const { smtp, first, second } = copies;
    const photos = await uploadPhotos(first, await makeJpeg(640, 480), 4, "FSW25", "copies");
    expect((await signUpAt(second, "ana@example.org")).status).toBe(303);
    const confirm = linkOf(await until("the confirmation", () => smtp.mails[0]), "confirm");
    expect((await post(first, confirm, "")).status).toBe(200);
    const [onFirst, onSecond] = [
      organiser(first, await signIn(first, ...ALICE)),
      organiser(second, await signIn(second, ...ALICE)),
    ];
    // Both copies plan a check after their approvals; only the one that claims the interval mails.
    expect(await Promise.all([onFirst.act("approve", photos.slice(0, 2)), onSecond.act("approve", photos.slice(2))])).toEqual([
      303, 303,
    ]);
    const news = () => smtp.mails.slice(1);
    await until("all four photos mailed", () => news().reduce((sum, m) => sum + countOf(m), 0) >= 4);
    await sleep(INTERVAL_MS * 2.5);
    const mails = news();
    expect(mails.reduce((sum, m) => sum + countOf(m), 0)).toBe(4);
    for (let i = 1; i < mails.length; i++) expect(mails[i]!.at - mails[i - 1]!.at).toBeGreaterThan(INTERVAL_MS - 400);
    expect(mails.every((m) => m.to.join() === "ana@example.org")).toBe(true);
  });
});
