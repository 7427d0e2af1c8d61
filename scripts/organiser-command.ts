// The organiser accounts command (`npm run organiser -- add EMAIL | remove EMAIL | list |
// reset-password EMAIL`), apart from the process around it so that tests can run it on any backend.
import { getConfig } from "~/config/config.server";
import type { RealtimeDatabase } from "~/services/backend/database.server";
import {
  addOrganiser,
  checkPassword,
  listOrganisers,
  MIN_PASSWORD_LENGTH,
  OrganiserError,
  removeOrganiser,
  resetPassword,
} from "~/services/organisers/organisers.server";
import { backfillReview } from "~/services/review/review-backfill.server";
import { backfillFacets } from "~/services/galleries/facet-backfill.server";

export interface CommandIO {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  stdout: { write: (text: string) => unknown };
  stderr: { write: (text: string) => unknown };
}

export const USAGE = `Usage: npm run organiser -- <command>
  add EMAIL             create an organiser account (password from standard input, or asked for)
  remove EMAIL          delete the account and end its sessions
  list                  the accounts, with their second factor and open sessions
  reset-password EMAIL  set a new password and end the account's sessions
  review-backfill       put photos uploaded before review existed in the Waiting tab
                        (approved at once with PHOTO_REVIEW=off); photos with a state keep it
  facet-backfill        list approved photos from before the gallery could be narrowed by
                        photographer, boat and day under them
  (the site does both once, when it first starts on data older than schema version 1)
The password is read from standard input when it is not a terminal:
  printf '%s\\n' "$PASSWORD" | npm run organiser -- add someone@example.com
`;

/** Exit codes: 0 done, 1 refused (weak password, unknown account…), 2 wrong usage. */
export async function organiserCommand(
  args: string[],
  io: CommandIO,
  db: RealtimeDatabase,
  options: { photoReview?: boolean } = {},
): Promise<number> {
  const [command, email, ...extra] = args;
  const needsEmail = command === "add" || command === "remove" || command === "reset-password";
  const alone = command === "list" || command === "review-backfill" || command === "facet-backfill";
  if (!command || (needsEmail ? !email || extra.length > 0 : !alone || args.length > 1)) {
    io.stderr.write(
      command && !["add", "remove", "list", "reset-password", "review-backfill", "facet-backfill"].includes(command)
        ? `Unknown command "${command}".\n${USAGE}`
        : USAGE,
    );
    return 2;
  }
  try {
    switch (command) {
      case "list": {
        const accounts = await listOrganisers(db);
        if (accounts.length === 0)
          io.stdout.write("No organiser accounts yet. Create one with: npm run organiser -- add EMAIL\n");
        for (const a of accounts) {
          io.stdout.write(
            `${a.email}\tsince ${a.createdAt.slice(0, 10)}\tsecond factor ${a.secondFactor ? "on" : "off"}\t${a.sessions} open session${a.sessions === 1 ? "" : "s"}\n`,
          );
        }
        return 0;
      }
      case "review-backfill": {
        const done = await backfillReview(db, { photoReview: options.photoReview ?? getConfig().photoReview });
        const tab = done.state === "pending" ? "now waiting in the Waiting tab" : "now approved (PHOTO_REVIEW=off)";
        const busy = done.busy > 0 ? `; ${done.busy} being changed just now (run it again)` : "";
        io.stdout.write(
          `${done.added} photo${done.added === 1 ? "" : "s"} without a review state: ${tab}; ${done.reviewed} already had one${busy}.\n`,
        );
        return 0;
      }
      case "facet-backfill": {
        const done = await backfillFacets(db);
        io.stdout.write(
          `${done.added} approved photo${done.added === 1 ? "" : "s"} now listed by photographer, boat and day; ${done.skipped} already were or are not approved; ${done.busy} being changed just now (run it again).\n`,
        );
        return 0;
      }
      case "remove": {
        const done = await removeOrganiser(db, email!);
        io.stdout.write(`Removed ${done.email}; ${done.sessions} session${done.sessions === 1 ? "" : "s"} ended.\n`);
        return 0;
      }
      case "add": {
        const password = await readPassword(io);
        const added = await addOrganiser(db, email!, password);
        io.stdout.write(`Added ${added}. They sign in at /organisers/sign-in.\n`);
        return 0;
      }
      default: {
        const password = await readPassword(io);
        const done = await resetPassword(db, email!, password);
        io.stdout.write(`New password set for ${done.email}; ${done.sessions} session${done.sessions === 1 ? "" : "s"} ended.\n`);
        return 0;
      }
    }
  } catch (error) {
    if (error instanceof OrganiserError) {
      io.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

/** From standard input when it is piped (its first line), asked for twice without echo on a terminal. */
async function readPassword(io: CommandIO): Promise<string> {
  if (!io.stdin.isTTY) {
    let text = "";
    for await (const chunk of io.stdin) text += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    const password = text.split(/\r?\n/)[0] ?? "";
    if (password === "") throw new OrganiserError("weak-password", "No password on standard input.");
    return password;
  }
  const first = await prompt(io, `Password (at least ${MIN_PASSWORD_LENGTH} characters): `);
  checkPassword(first);
  const again = await prompt(io, "The same password again: ");
  if (again !== first) throw new OrganiserError("weak-password", "The two passwords differ; nothing was changed.");
  return first;
}

// What was typed ahead of the next prompt (one chunk may hold more than one line).
let typedAhead = "";

/** Reads one line on a terminal in raw mode, echoing nothing. */
function prompt(io: CommandIO, question: string): Promise<string> {
  io.stderr.write(question);
  const stdin = io.stdin;
  return new Promise((resolve, reject) => {
    let value = "";
    let finished = false;
    const done = (error?: Error) => {
      finished = true;
      stdin.removeListener("data", onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      io.stderr.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer | string) => {
      const chars = [...chunk.toString()];
      for (let i = 0; i < chars.length && !finished; i++) {
        const char = chars[i]!;
        if (char === "\r" || char === "\n") {
          typedAhead = chars.slice(i + 1).join("");
          done();
        } else if (char === "\u0003" || char === "\u0004") {
          done(new OrganiserError("weak-password", "Cancelled; nothing was changed."));
        } else if (char === "\u007f" || char === "\b") {
          value = [...value].slice(0, -1).join("");
        } else if (char >= " ") {
          value += char;
        }
      }
    };
    stdin.setRawMode?.(true);
    const ahead = typedAhead;
    typedAhead = "";
    if (ahead) onData(ahead);
    if (finished) return;
    stdin.resume();
    stdin.on("data", onData);
  });
}
