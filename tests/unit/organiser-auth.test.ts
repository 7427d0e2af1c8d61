import { createHash } from "node:crypto";
import { PassThrough, Readable } from "node:stream";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { organiserCommand } from "../../scripts/organiser-command";
import { mockedFirebase, tempDir, type MockedFirebase } from "../support/backends";
import { loader as layoutLoader } from "~/routes/organisers";
import { action as noticesAction } from "~/routes/organisers.notices";
import { action as securityAction, loader as securityLoader } from "~/routes/organisers.security";
import { action as signOutAction } from "~/routes/organisers.sign-out";
import { action as signInAction, loader as signInLoader } from "~/routes/organisers_.sign-in";
import { getDatabase, resetBackendForTests } from "~/services/backend/backend.server";
import { parseConfig, setConfigForTests } from "~/config/config.server";
import { resetSignInLimitsForTests, safeRedirect, SESSION_COOKIE } from "~/services/organisers/organiser-auth.server";
import { currentCode } from "~/services/organisers/organiser-totp.server";
import { accountPath, verifyPassword } from "~/services/organisers/organisers.server";

const SITE = "http://localhost:3000";
const PASSWORD = "a long sailing passphrase";
let firebase: MockedFirebase;
let removeDir: () => Promise<void>;
let dataDir: string;

beforeAll(async () => {
  firebase = mockedFirebase();
  ({ dir: dataDir, remove: removeDir } = await tempDir());
});

afterAll(async () => {
  setConfigForTests(null);
  resetBackendForTests();
  firebase?.close();
  await removeDir?.();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Runs `npm run organiser -- …` in this process, with the password piped in. */
async function command(args: string[], stdinText = "") {
  let out = "";
  let err = "";
  const code = await organiserCommand(
    args,
    {
      stdin: Readable.from([stdinText]),
      stdout: { write: (t: string) => (out += t) },
      stderr: { write: (t: string) => (err += t) },
    },
    getDatabase(),
  );
  return { code, out, err };
}

/** A form post from the site's own page; a header given as "" is left out. */
function form(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const all = { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, ...headers };
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: Object.fromEntries(Object.entries(all).filter(([, v]) => v !== "")),
    body: new URLSearchParams(fields),
  });
}

async function outcome(run: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await run();
    return result instanceof Response ? result : new Response(JSON.stringify(result));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const context = (clientAddress = "203.0.113.7") => ({ clientAddress });

async function signIn(email: string, password: string, extra: Record<string, string> = {}, client?: string) {
  return outcome(() =>
    signInAction({ request: form("/organisers/sign-in", { email, password, ...extra }), params: {}, context: context(client) }),
  );
}

const cookieOf = (res: Response) => /^fsw_organiser=([^;]*)/.exec(res.headers.get("set-cookie") ?? "")?.[1] ?? null;

function page(path: string, cookie: string | null) {
  return new Request(`${SITE}${path}`, { headers: cookie ? { Cookie: `${SESSION_COOKIE}=${cookie}` } : {} });
}

async function layout(cookie: string | null) {
  return outcome(() => layoutLoader({ request: page("/organisers", cookie), params: {}, context: {} }));
}

async function signOut(cookie: string, headers: Record<string, string> = {}) {
  return outcome(() =>
    signOutAction({
      request: form("/organisers/sign-out", {}, { Cookie: `${SESSION_COOKIE}=${cookie}`, ...headers }),
      params: {},
      context: {},
    }),
  );
}

/** The session id a cookie value carries, in Remix's cookie encoding (base64 of JSON, URL-encoded). */
const idOf = (cookie: string) => JSON.parse(Buffer.from(decodeURIComponent(cookie), "base64").toString("utf8")) as unknown;
const asCookie = (value: string) => encodeURIComponent(Buffer.from(JSON.stringify(value)).toString("base64"));
const sessionHash = (cookie: string) =>
  createHash("sha256")
    .update(String(idOf(cookie)))
    .digest("hex");
/** The attributes of a Set-Cookie header, in any order, names in lower case. */
const attributesOf = (setCookie: string) =>
  Object.fromEntries(
    setCookie
      .split(";")
      .slice(1)
      .map((part) => part.trim().split("="))
      .map(([name, value]) => [name!.toLowerCase(), value ?? true]),
  );
const expectToSignInPage = (res: Response) => {
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toMatch(/^\/organisers\/sign-in\?redirectTo=/);
};

let n = 0;
const newEmail = () => `Crew${++n}.${Date.now()}@Example.org`;

describe.each(["embedded", "firebase"] as const)("organiser sign-in on the %s backend", (backend) => {
  beforeAll(() => {
    setConfigForTests({
      dataDir,
      siteUrl: SITE,
      firebase: backend === "firebase" ? { ...firebase.config, retryScale: 0.01 } : null,
    });
    resetBackendForTests();
  });
  beforeEach(() => resetSignInLimitsForTests());

  async function organiser(): Promise<string> {
    const email = newEmail();
    const added = await command(["add", email], `${PASSWORD}\n`);
    expect(added).toMatchObject({ code: 0 });
    return email.toLowerCase();
  }

  it("an organiser made by the command signs in (cookie HttpOnly, Lax, /organisers, 14 days) and out", async () => {
    const email = await organiser();
    const stored = (await getDatabase().get(accountPath(email))) as { passwordHash: string; email: string };
    expect(stored.email).toBe(email);
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, stored.passwordHash)).toBe(true);

    const res = await signIn(email.toUpperCase(), PASSWORD, { redirectTo: "/organisers/security" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/organisers/security");
    const setCookie = res.headers.get("set-cookie")!;
    expect(attributesOf(setCookie)).toEqual({ path: "/organisers", "max-age": "1209600", httponly: true, samesite: "Lax" });
    const cookie = cookieOf(res)!;
    expect(idOf(cookie)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The database holds the id's hash only: a copy of it signs no one in.
    const sessions = JSON.stringify(await getDatabase().get("organiserSessions"));
    expect(sessions).not.toContain(idOf(cookie));
    expect(sessions).toContain(sessionHash(cookie));
    expect(await layout(asCookie(sessionHash(cookie))).then((r) => r.status)).toBe(302);

    const inside = await layout(cookie);
    expect(inside.status).toBe(200);
    expect(await inside.json()).toEqual({ email, notices: [] });

    const out = await signOut(cookie);
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/organisers/sign-in");
    expect(out.headers.get("set-cookie")).toMatch(/^fsw_organiser=;/);
    expect(attributesOf(out.headers.get("set-cookie")!)).toMatchObject({ path: "/organisers", "max-age": "0" });
    expect(await getDatabase().get(`organiserSessions/${sessionHash(cookie)}`)).toBeNull();
    // The same cookie, replayed after signing out, gets nowhere.
    expectToSignInPage(await layout(cookie));
    expectToSignInPage(await signOut(cookie));
  });

  it("refuses a wrong password and an unknown e-mail with the same words, and sets no cookie", async () => {
    const email = await organiser();
    const wrong = await signIn(email, "not the right password");
    const unknown = await signIn(`nobody${n}@example.org`, PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    expect(await wrong.json()).toEqual(await unknown.json());
    expect((await signIn("", "")).status).toBe(400);
  });

  it("sends a visitor without a session, or with a made-up one, to the sign-in page", async () => {
    const res = await layout(null);
    expectToSignInPage(res);
    expect(res.headers.get("location")).toBe("/organisers/sign-in?redirectTo=%2Forganisers");
    // A well-formed id that names no session, and a cookie that is no id at all: both sent on and cleared.
    const hostile = [
      asCookie("A".repeat(43)),
      "A".repeat(43),
      asCookie("A".repeat(42) + "/"),
      encodeURIComponent(Buffer.from('{"id":1}').toString("base64")),
      "%E0%A4%A",
      "x".repeat(8000),
    ];
    for (const madeUp of hostile) {
      const refused = await layout(madeUp);
      expectToSignInPage(refused);
      expect(refused.headers.get("set-cookie")).toMatch(/^fsw_organiser=; Max-Age=0;/);
    }
    expectToSignInPage(
      await outcome(() => securityLoader({ request: page("/organisers/security", null), params: {}, context: {} })),
    );
  });

  it("ends an expired session and forgets its record", async () => {
    const email = await organiser();
    const cookie = cookieOf(await signIn(email, PASSWORD))!;
    const path = `organiserSessions/${sessionHash(cookie)}`;
    expect((await layout(cookie)).status).toBe(200);
    const unvisited = cookieOf(await signIn(email, PASSWORD))!;
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 14 * 24 * 3600 * 1000 + 1000 });
    expectToSignInPage(await layout(cookie));
    expect(await getDatabase().get(path)).toBeNull();
    // One never visited again is forgotten at the next sign-in.
    expect(await getDatabase().get(`organiserSessions/${sessionHash(unvisited)}`)).not.toBeNull();
    const fresh = cookieOf(await signIn(email, PASSWORD))!;
    vi.useRealTimers();
    expect(await getDatabase().get(`organiserSessions/${sessionHash(unvisited)}`)).toBeNull();
    expect(Object.keys((await getDatabase().get(`${accountPath(email)}/sessions`)) as object)).toEqual([sessionHash(fresh)]);
  });

  it("removing the account or resetting its password ends its sessions at once", async () => {
    const email = await organiser();
    const first = cookieOf(await signIn(email, PASSWORD))!;
    const second = cookieOf(await signIn(email, PASSWORD))!;
    const reset = await command(["reset-password", email], "another long passphrase\n");
    expect(reset).toMatchObject({ code: 0 });
    expect(reset.out).toContain("2 sessions ended");
    expectToSignInPage(await layout(first));
    expectToSignInPage(await layout(second));
    expect((await signIn(email, PASSWORD)).status).toBe(400);
    const third = cookieOf(await signIn(email, "another long passphrase"))!;
    expect((await layout(third)).status).toBe(200);
    expect(await command(["remove", email])).toMatchObject({ code: 0 });
    expectToSignInPage(await layout(third));
    expect(await getDatabase().get(`organiserSessions/${sessionHash(third)}`)).toBeNull();
    expect((await signIn(email, "another long passphrase")).status).toBe(400);
    expect(await command(["remove", email])).toMatchObject({ code: 1, err: `There is no organiser account for ${email}.\n` });
  });

  it("refuses a post from another origin (403) even with a valid session, and the session stays", async () => {
    const email = await organiser();
    const cookie = cookieOf(await signIn(email, PASSWORD))!;
    for (const headers of [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { Origin: "", Referer: "https://evil.example/organisers" },
      { Origin: "" },
    ]) {
      const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== "")) as Record<string, string>;
      const request = new Request(`${SITE}/organisers/sign-out`, {
        method: "POST",
        headers: { Cookie: `${SESSION_COOKIE}=${cookie}`, ...clean },
      });
      const res = await outcome(() => signOutAction({ request, params: {}, context: {} }));
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    const crossSignIn = await outcome(() =>
      signInAction({
        request: form("/organisers/sign-in", { email, password: PASSWORD }, { Origin: "https://evil.example" }),
        params: {},
        context: context(),
      }),
    );
    expect(crossSignIn.status).toBe(403);
    expect((await layout(cookie)).status).toBe(200);
    // Its own origin, named by the Referer alone, is fine.
    expect((await signOut(cookie, { Origin: "", Referer: `${SITE}/organisers` })).status).toBe(303);
  });

  /** The notices the layout shows to the session of this cookie. */
  async function shownNotices(cookie: string): Promise<Array<{ id: string; text: string }>> {
    const res = await layout(cookie);
    expect(res.status).toBe(200);
    return ((await res.json()) as { notices: Array<{ id: string; text: string }> }).notices;
  }

  async function dismiss(cookie: string, ids: string[]) {
    const body = new URLSearchParams(ids.map((id) => ["id", id]));
    return outcome(() =>
      noticesAction({
        request: new Request(`${SITE}/organisers/notices`, {
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Origin: SITE,
            Cookie: `${SESSION_COOKIE}=${cookie}`,
          },
          body,
        }),
        params: {},
        context: {},
      }),
    );
  }

  // A dozen scrypt hashes and checks: slow on a busy machine, hence the longer timeout.
  it("30 rapid wrong sign-ins get 429s, warn once after the third, and leave a notice every organiser sees until they dismiss it", async () => {
    const email = await organiser();
    const colleague = await organiser();
    const before = Object.keys(((await getDatabase().get("organiserNotices")) ?? {}) as object);
    // The colleague is signed in before the attempts: the notice reaches a session already open too.
    const colleagueSignIn = await signIn(colleague, PASSWORD);
    expect(colleagueSignIn.status).toBe(303);
    const colleagueCookie = cookieOf(colleagueSignIn)!;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 30; i++) {
      last = await signIn(email, `wrong password number ${i}`);
      statuses.push(last.status);
      if (i === 2) {
        expect(warn).toHaveBeenCalledTimes(1);
        expect(String(warn.mock.calls[0]![0])).toContain(`3 failed attempts in a row for ${email}`);
      }
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual(Array(25).fill(429));
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls.flat().join(" ")).not.toContain("wrong password");
    // Locked: even the right password waits, from another client too.
    expect((await signIn(email, PASSWORD, {}, "198.51.100.1")).status).toBe(429);
    // One notice, kept apart from the account, for every organiser; no password in it.
    const all = ((await getDatabase().get("organiserNotices")) ?? {}) as Record<string, { text: string }>;
    const added = Object.keys(all).filter((id) => !before.includes(id));
    expect(added).toHaveLength(1);
    expect(JSON.stringify(all)).not.toContain("wrong password");
    const text = expect.stringMatching(
      new RegExp(`^3 sign-in attempts in a row failed for the organiser account ${email.replace(/\./g, "\\.")} `),
    );

    // The colleague sees it on their next page, without signing in again.
    const colleagueSees = await shownNotices(colleagueCookie);
    expect(colleagueSees.filter((x) => x.id === added[0])).toEqual([{ id: added[0], at: expect.any(String), text }]);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 16 * 60 * 1000 });
    const res = await signIn(email, PASSWORD);
    expect(res.status).toBe(303);
    const ownerCookie = cookieOf(res)!;
    expect((await shownNotices(ownerCookie)).map((x) => x.id)).toContain(added[0]);
    // Shown on every page until dismissed, and dismissing is per organiser.
    expect((await shownNotices(ownerCookie)).map((x) => x.id)).toContain(added[0]);
    const dismissed = await dismiss(ownerCookie, [added[0]!]);
    expect(dismissed.status).toBe(303);
    expect((await shownNotices(ownerCookie)).map((x) => x.id)).not.toContain(added[0]);
    expect((await shownNotices(colleagueCookie)).map((x) => x.id)).toContain(added[0]);
    // A new session of the one who dismissed it does not bring it back.
    const again = await signIn(email, PASSWORD);
    expect((await shownNotices(cookieOf(again)!)).map((x) => x.id)).not.toContain(added[0]);
    // An organiser made after the attempts sees it on their first sign-in.
    const newcomer = await organiser();
    const newcomerCookie = cookieOf(await signIn(newcomer, PASSWORD))!;
    expect((await shownNotices(newcomerCookie)).map((x) => x.id)).toContain(added[0]);
    await dismiss(colleagueCookie, [added[0]!]);
    expect((await shownNotices(colleagueCookie)).map((x) => x.id)).not.toContain(added[0]);
    expect((await shownNotices(newcomerCookie)).map((x) => x.id)).toContain(added[0]);
  }, 30_000);

  it("dismissing needs a session and a form from the site; ids that name no notice store nothing", async () => {
    const email = await organiser();
    const cookie = cookieOf(await signIn(email, PASSWORD))!;
    const before = JSON.stringify((await getDatabase().get("organiserNotices")) ?? null);
    const made = "000000000000001-0badcafe";
    expect((await dismiss(cookie, [made, "../organisers", "x".repeat(400)])).status).toBe(303);
    expect(JSON.stringify((await getDatabase().get("organiserNotices")) ?? null)).toBe(before);
    expectToSignInPage(await dismiss(asCookie("A".repeat(43)), [made]));
    const cross = await outcome(() =>
      noticesAction({
        request: form("/organisers/notices", {}, { Cookie: `${SESSION_COOKIE}=${cookie}`, Origin: "https://evil.example" }),
        params: {},
        context: {},
      }),
    );
    expect(cross.status).toBe(403);
  });

  it("failed sign-ins on an unknown e-mail leave no notice and no record that would reveal it", async () => {
    const before = JSON.stringify((await getDatabase().get("organiserNotices")) ?? null);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const unknown = `nobody.${Date.now()}@example.org`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(unknown, `guess number ${i}`, {}, `192.0.2.${i + 1}`)).status);
    // Refused and then locked exactly as a real account would be.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(JSON.stringify((await getDatabase().get("organiserNotices")) ?? null)).toBe(before);
    expect(JSON.stringify(await getDatabase().get("organisers"))).not.toContain(unknown);
    expect(warn.mock.calls.flat().join(" ")).not.toContain(unknown);
  });

  it("answers 429 with Retry-After when the HTTP server flags the client over the limit, checking no password", async () => {
    const email = await organiser();
    const limited = await outcome(() =>
      signInAction({
        request: form("/organisers/sign-in", { email, password: PASSWORD }),
        params: {},
        context: { clientAddress: "2001:db8::1", signInRateLimited: { retryAfterSeconds: 42 } },
      }),
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("42");
    expect(limited.headers.get("set-cookie")).toBeNull();
    expect(await limited.text()).toContain("Too many sign-in attempts from your connection. Please try again in 1 minute.");
    // Not flagged: the same post signs in.
    expect((await signIn(email, PASSWORD, {}, "2001:db8::1")).status).toBe(303);
  });

  it("the command refuses a weak password, a bad e-mail, a duplicate and wrong usage, storing nothing", async () => {
    const email = newEmail();
    expect(await command(["add", email], "short pass\n")).toMatchObject({
      code: 1,
      err: "The password is too short: it needs at least 12 characters (a few words make a good one).\n",
    });
    expect(await command(["add", email], "")).toMatchObject({ code: 1, err: "No password on standard input.\n" });
    expect(await command(["add", "not-an-email"], `${PASSWORD}\n`)).toMatchObject({ code: 1 });
    expect(await getDatabase().get(accountPath(email.toLowerCase()))).toBeNull();
    expect(await command(["add", email], `${PASSWORD}\n`)).toMatchObject({ code: 0 });
    expect(await command(["add", email.toLowerCase()], `${PASSWORD}\n`)).toMatchObject({ code: 1 });
    expect((await command(["list"])).out).toContain(`${email.toLowerCase()}\tsince`);
    expect(await command([])).toMatchObject({ code: 2 });
    expect(await command(["add"])).toMatchObject({ code: 2 });
    expect(await command(["delete", email])).toMatchObject({ code: 2 });
  });

  it("on a terminal, the command asks for the password twice in raw mode and echoes none of it", async () => {
    const email = newEmail().toLowerCase();
    const stdin = Object.assign(new PassThrough(), { isTTY: true, modes: [] as boolean[] });
    const tty = Object.assign(stdin, { setRawMode: (mode: boolean) => stdin.modes.push(mode) });
    let shown = "";
    const io = { stdin: tty, stdout: { write: (t: string) => (shown += t) }, stderr: { write: (t: string) => (shown += t) } };
    const running = organiserCommand(["add", email], io, getDatabase());
    // Typed ahead in one go, with a correction (backspace) on the way.
    tty.write(`${PASSWORD}x\u007f\r${PASSWORD}\r`);
    expect(await running).toBe(0);
    expect(shown).not.toContain(PASSWORD.slice(0, 6));
    expect(shown).toContain("The same password again: ");
    expect(tty.modes).toEqual([true, false, true, false]);
    expect((await signIn(email, PASSWORD)).status).toBe(303);
  });

  it("with the second factor on, sign-in asks for the code, refuses a wrong or replayed one", async () => {
    const email = await organiser();
    const cookie = cookieOf(await signIn(email, PASSWORD))!;
    const security = (fields: Record<string, string>) =>
      outcome(() =>
        securityAction({
          request: form("/organisers/security", fields, { Cookie: `${SESSION_COOKIE}=${cookie}` }),
          params: {},
          context: {},
        }),
      );
    expect((await security({ intent: "begin" })).status).toBe(200);
    const state = (await (
      await outcome(() => securityLoader({ request: page("/organisers/security", cookie), params: {}, context: {} }))
    ).json()) as { setup: { secret: string; uri: string } };
    expect(state.setup.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect((await security({ intent: "confirm", code: "000000" })).status).toBe(400);
    const code = await currentCode(state.setup.secret);
    expect((await security({ intent: "confirm", code })).status).toBe(200);

    const first = await signIn(email, PASSWORD);
    expect(first.status).toBe(200);
    expect(first.headers.get("set-cookie")).toBeNull();
    const { pendingToken, step } = (await first.json()) as { pendingToken: string; step: string };
    expect(step).toBe("code");
    // The code of the confirmation is spent; a wrong one does not pass either.
    const second = (fields: Record<string, string>) =>
      outcome(() => signInAction({ request: form("/organisers/sign-in", fields), params: {}, context: context() }));
    expect((await second({ pendingToken, code })).status).toBe(400);
    expect((await second({ pendingToken: "B".repeat(43), code: await currentCode(state.setup.secret) })).status).toBe(400);
    // The pending step is no session.
    expectToSignInPage(await layout(pendingToken));
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 31_000 });
    const ok = await second({ pendingToken, code: await currentCode(state.setup.secret) });
    expect(ok.status).toBe(303);
    expect((await layout(cookieOf(ok))).status).toBe(200);
  });
});

describe("the sign-in page", () => {
  it("sends a signed-in organiser on, and only to a path under /organisers", async () => {
    expect(safeRedirect("/organisers/security")).toBe("/organisers/security");
    for (const bad of [
      "//evil.example",
      "https://evil.example/organisers",
      "/organisers//evil",
      "/\\evil",
      "/home",
      null,
      "/organisersx",
    ]) {
      expect(safeRedirect(bad)).toBe("/organisers");
    }
    const res = await outcome(() =>
      signInLoader({ request: new Request(`${SITE}/organisers/sign-in?redirectTo=%2F%2Fevil.example`), params: {}, context: {} }),
    );
    expect(await res.json()).toEqual({ redirectTo: "/organisers" });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("marks the cookie Secure when the site is on HTTPS", async () => {
    setConfigForTests({ dataDir, siteUrl: "https://forro.example", firebase: null });
    resetBackendForTests();
    const email = newEmail();
    await command(["add", email], `${PASSWORD}\n`);
    const res = await outcome(() =>
      signInAction({
        request: new Request("https://forro.example/organisers/sign-in", {
          method: "POST",
          headers: { Origin: "https://forro.example" },
          body: new URLSearchParams({ email, password: PASSWORD }),
        }),
        params: {},
        context: context("192.0.2.9"),
      }),
    );
    expect(attributesOf(res.headers.get("set-cookie")!)).toEqual({
      path: "/organisers",
      "max-age": "1209600",
      httponly: true,
      samesite: "Lax",
      secure: true,
    });
  });
});

describe("SIGN_IN_RATE_LIMIT", () => {
  it("defaults to 10 a minute, 0 turns it off, anything else stops the start with the variable's name", () => {
    expect(parseConfig({}).signInRateLimit).toBe(10);
    expect(parseConfig({ SIGN_IN_RATE_LIMIT: "0" }).signInRateLimit).toBe(0);
    expect(() => parseConfig({ SIGN_IN_RATE_LIMIT: "ten" })).toThrow(/SIGN_IN_RATE_LIMIT: must be a whole number/);
  });
});
