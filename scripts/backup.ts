// `npm run backup -- create FILE | verify FILE | restore FILE [--replace]`: the whole site in one archive,
// and back, on the configured backend (DATA_DIR, or Firebase when its variables are set). FILE `-` is
// standard output or input. README, Backups; docs/DEPLOYMENT.md.
import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { describeBackend, openBackend } from "~/services/backend/backend.server";
import { refuseUnusableData, SchemaRefusal } from "~/services/backend/schema.server";
import { markDemoMediaSeeded } from "~/services/backend/seed.server";
import { ArchiveError, type Manifest } from "~/services/backup/archive.server";
import { createArchive, createArchiveFile } from "~/services/backup/create-archive.server";
import { RestoreRefused, restoreArchive, verifyArchive } from "~/services/backup/restore-archive.server";
import { ConfigError, getConfig, now } from "~/config/config.server";

export const USAGE = `Usage: npm run backup -- <command>
  create FILE [--with-variants]  write everything the site keeps into FILE (- for standard output);
                                 the image variants, which can be made again, only when asked
  verify FILE                    check an archive entry by entry against its manifest; change nothing
  restore FILE [--replace]       check the archive, then restore it onto the configured backend;
                                 a site that holds photos already is refused unless --replace
With FILE -, run npm with --silent, so that its own lines stay out of the archive:
  npm run --silent backup -- create - | gcloud storage cp - gs://BUCKET/fsw-$(date +%F).tar
`;

const say = (line: string) => process.stderr.write(`${line}\n`);

function describe(manifest: Manifest): string {
  const records = Object.values(manifest.counts.records).reduce((a, b) => a + b, 0);
  const files = Object.values(manifest.counts.files).reduce((a, b) => a + b, 0);
  const mb = (manifest.counts.bytes / 1e6).toFixed(1);
  return `${manifest.counts.photos} photos, ${files} files, ${records} database records, ${mb} MB; made ${manifest.createdAt} by release ${manifest.siteVersion}, schema version ${manifest.schemaVersion}`;
}

function input(file: string): Readable {
  return file === "-" ? process.stdin : createReadStream(file);
}

async function main(args: string[]): Promise<number> {
  const [command, file, ...rest] = args;
  const flags = new Set(rest);
  const known = { create: ["--with-variants"], verify: [], restore: ["--replace"] } as Record<string, string[]>;
  if (!command || !file || !(command in known) || [...flags].some((f) => !known[command]!.includes(f))) {
    process.stderr.write(USAGE);
    return 2;
  }
  const config = getConfig();
  if (command === "verify") {
    const { manifest } = await verifyArchive(input(file));
    say(`The archive is whole: ${describe(manifest)}.`);
    return 0;
  }
  // The backend as it is: no demo media seeded into an empty data directory.
  const ports = openBackend(config);
  if (command === "create") {
    // Half-restored data, or data a newer release wrote, is no site to keep.
    await refuseUnusableData(ports.database);
    say(`Backing up ${describeBackend(config)}`);
    const started = Date.now();
    const options = { withVariants: flags.has("--with-variants"), now: now() };
    const manifest =
      file === "-" ? await createArchive(ports, process.stdout, options) : await createArchiveFile(ports, file, options);
    say(`Wrote ${file === "-" ? "the archive" : file}: ${describe(manifest)} (${((Date.now() - started) / 1000).toFixed(1)} s).`);
    return 0;
  }
  say(`Restoring onto ${describeBackend(config)}`);
  // From its first change on, the site holds the archive's own images: the demo media must never be seeded beside
  // them, not even by the retention sweep at the end, which opens the site's storage as the server does.
  const onStep = async (step: string) => {
    if (step === "marked" && ports.storage.kind === "local") await markDemoMediaSeeded(config.dataDir);
  };
  const report = await restoreArchive(ports, input(file), { replace: flags.has("--replace"), now: now(), onStep });
  if (report.alreadyRestored) {
    say(`This site already holds this archive (${describe(report.manifest)}): nothing changed.`);
    return 0;
  }
  const { written, unchanged, removed } = report.files;
  say(
    `${report.resumed ? "Completed the interrupted restore" : "Restored"}: ${describe(report.manifest)}. ` +
      `${written} files written, ${unchanged} already there${removed ? `, ${removed} removed` : ""}; ${report.records} database records. ` +
      "The retention sweep has run; the site upgrades the data on its next start if it is older.",
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ArchiveError) say(`The archive is refused, nothing was changed:\n  ${error.problems.join("\n  ")}`);
    else if (error instanceof RestoreRefused || error instanceof ConfigError || error instanceof SchemaRefusal)
      say(error.message);
    else if (error instanceof Error && typeof (error as NodeJS.ErrnoException).code === "string") {
      // The system's refusal (a full disk, a reader gone: EPIPE) says it all.
      say(`The backup command failed: ${error.message}`);
    } else say(`The backup command failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
