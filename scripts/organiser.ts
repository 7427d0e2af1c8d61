// `npm run organiser -- add EMAIL | remove EMAIL | list | reset-password EMAIL | review-backfill | facet-backfill`:
// organiser accounts, and by hand the two steps of the upgrade to schema version 1, in the configured backend
// (DATA_DIR, or Firebase when its variables are set). docs/ORGANISERS.md.
import { describeBackend, openBackend } from "~/services/backend/backend.server";
import { refuseUnusableData } from "~/services/backend/schema.server";
import { getConfig } from "~/config/config.server";
import { organiserCommand } from "./organiser-command";

async function main(): Promise<number> {
  const config = getConfig();
  // The backend the site would use, as it is: the site's start-up would also seed the demo media.
  const { database } = openBackend(config);
  process.stderr.write(`Organiser accounts in ${describeBackend(config)}\n`);
  // Data of a newer release, or half restored, is not this release's to change (decision 040).
  await refuseUnusableData(database);
  return organiserCommand(
    process.argv.slice(2),
    { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr },
    database,
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
