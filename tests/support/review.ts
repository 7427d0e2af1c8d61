import { expect } from "vitest";
import { LocalDatabase } from "../../app/services/backend/database.server";
import {
  editionKey,
  galleryIndexPath,
  originalPath,
  RECORDS_PATH,
  REVIEW_INDEX_PATH,
  REVIEW_PATH,
  REVIEW_STATES,
} from "../../app/lib/photo-layout";
import { addOrganiser } from "./organisers";
import type { TestServer } from "./server";
import { distinctJpeg, upload } from "./upload";

/** An organiser signed in on one copy of the site, posting review actions the way the review page does. */
export interface Organiser {
  /** Posts an action; the answer's status, or 0 when the server went away mid-request (a crash). */
  act(intent: string, keys: string[], extra?: Record<string, string>): Promise<number>;
}

/** The origin the site believes it has (SITE_URL's default), which the organiser pages require of a post. */
const siteOf = (server: TestServer) => server.url.replace("127.0.0.1", "localhost");

/**
 * Adds organiser accounts to `backend`'s database (the copy started with the backend). Each command
 * blocks this process for seconds: add them all before talking to the servers.
 */
export function addAccounts(backend: TestServer, accounts: ReadonlyArray<readonly [email: string, password: string]>): void {
  for (const [email, password] of accounts) {
    const made = addOrganiser(backend, email, password);
    expect(made.status, made.stderr).toBe(0);
  }
}

/** Signs an organiser in on `server`: the session cookie. */
export async function signIn(server: TestServer, email: string, password: string): Promise<string> {
  const signIn = () =>
    fetch(`${server.url}/organisers/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: siteOf(server) },
      body: new URLSearchParams({ email, password, redirectTo: "/organisers" }),
    });
  // A blocking command before (addAccounts) may outlast the server's keep-alive: fetch then reuses a
  // closed connection ("other side closed"). A sign-in is safe to send again.
  const res = await signIn()
    .catch(signIn)
    .catch((error: unknown) => {
      throw new Error(`Sign-in failed: ${String(error)}\n${server.output().slice(-2000)}`);
    });
  expect(res.status, server.output().slice(-2000)).toBe(303);
  return /^(fsw_organiser=[^;]+)/.exec(res.headers.get("set-cookie") ?? "")![1]!;
}

export function organiser(server: TestServer, cookie: string): Organiser {
  return {
    async act(intent, keys, extra = {}) {
      const body = new URLSearchParams([["intent", intent], ...keys.map((k) => ["key", k]), ...Object.entries(extra)]);
      if (intent === "delete") body.set("confirm", "yes");
      try {
        const res = await fetch(`${server.url}/organisers?index`, {
          method: "POST",
          redirect: "manual",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: siteOf(server), Cookie: cookie },
          body,
        });
        await res.body?.cancel();
        return res.status;
      } catch {
        return 0;
      }
    },
  };
}

/** Uploads `count` distinct camera-like photos through the JSON route; their keys. */
export async function uploadPhotos(server: TestServer, jpeg: Uint8Array, count: number, edition: string, tag: string) {
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const { res, data } = await upload(server, {
      file: { bytes: distinctJpeg(jpeg, `${tag}-${i}`), name: `${tag}-${i}.jpg` },
      fields: { title: `${tag} ${i}`, edition },
      asScript: true,
    });
    expect(res.status, JSON.stringify(data)).toBeLessThan(300);
    keys.push(data.key!);
  }
  return keys;
}

/** A database node as stored: read from the data directory (embedded) or from the modelled Firebase. */
export async function readNode(server: TestServer, path: string): Promise<Record<string, unknown>> {
  if (server.mockOrigin) {
    const res = await fetch(`${server.mockOrigin}/__mocks/database?path=${encodeURIComponent(path)}`);
    return ((await res.json()) ?? {}) as Record<string, unknown>;
  }
  return ((await new LocalDatabase(server.dataDir).get(path)) ?? {}) as Record<string, unknown>;
}

type Node = Record<string, Record<string, unknown> | undefined>;

/**
 * Whether review state, review index, public index, public pages and served files agree for every
 * photo: the problems found (none when they agree). `pages` are the copies whose pages are read.
 */
export async function disagreements(
  server: TestServer,
  keys: readonly string[],
  editions: readonly string[],
  pages: readonly TestServer[] = [server],
): Promise<string[]> {
  const records = await readNode(server, RECORDS_PATH);
  const reviews = await readNode(server, REVIEW_PATH);
  const index = (await readNode(server, REVIEW_INDEX_PATH)) as Node;
  const all = await readNode(server, galleryIndexPath());
  const byEdition = new Map<string, Record<string, unknown>>();
  for (const e of editions) byEdition.set(editionKey(e)!, await readNode(server, galleryIndexPath(e)));
  const html: Array<{ page: string; edition: string | null; text: string }> = [];
  for (const copy of pages) {
    for (const [page, edition] of [["/add-photo", null], ...editions.map((e) => [`/event-details/${e}`, e])] as const) {
      html.push({ page: `${copy.url}${page}`, edition, text: await (await fetch(`${copy.url}${page}`)).text() });
    }
  }
  const problems: string[] = [];
  for (const key of keys) {
    const record = records[key] as { edition?: string } | undefined;
    const review = reviews[key] as { state?: string; edition?: string } | undefined;
    if (Boolean(record) !== Boolean(review)) problems.push(`${key}: record ${Boolean(record)}, review state ${Boolean(review)}`);
    const listed = REVIEW_STATES.filter((s) => index[s]?.[key]);
    const wanted = review?.state ? [review.state] : [];
    if (listed.join() !== wanted.join())
      problems.push(`${key}: review index ${listed.join() || "none"}, state ${wanted.join() || "none"}`);
    if (record && review && record.edition !== review.edition)
      problems.push(`${key}: edition ${record.edition} in the record, ${review.edition} in the review state`);
    const approved = review?.state === "approved";
    if (Boolean(all[key]) !== approved) problems.push(`${key}: in the public index ${Boolean(all[key])}, approved ${approved}`);
    const inEditions = [...byEdition].filter(([, node]) => node[key]).map(([e]) => e);
    const home = approved && record?.edition ? [editionKey(record.edition)!] : [];
    if (inEditions.join() !== home.join()) problems.push(`${key}: in edition indexes [${inEditions}], belongs in [${home}]`);
    for (const { page, edition, text } of html) {
      const shown = text.includes(key);
      const belongs = approved && (edition === null || editionKey(edition) === editionKey(record?.edition ?? ""));
      if (shown !== belongs) problems.push(`${key}: shown on ${page} ${shown}, should be ${belongs}`);
    }
    if (!server.mockOrigin) {
      const res = await fetch(`${server.url}/media/${originalPath(key)}`);
      await res.body?.cancel();
      if ((res.status === 200) !== approved) problems.push(`${key}: /media answers ${res.status}, approved ${approved}`);
    }
  }
  return problems;
}
