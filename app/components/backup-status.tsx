/** What the organisers' page says of the scheduled backups (README, Backups). */
export interface BackupStatusData {
  /** BACKUP_DIR, or null when off. */
  dir: string | null;
  everyHours: number;
  keep: number;
  /** Where the site's data lives: Firebase's is backed up by a job beside the site. */
  backend: "local" | "firebase";
  last: { name: string; at: string; bytes: number } | null;
}

const when = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso)) + " UTC";

export function BackupStatus({ status }: { status: BackupStatusData }) {
  const { dir, everyHours, keep, backend, last } = status;
  return (
    <section className="backup-status" aria-labelledby="backup-status-title">
      <h2 id="backup-status-title">Backups</h2>
      {dir === null ? (
        <p>
          {backend === "firebase"
            ? "Backups of this site run as a scheduled job beside it, into a bucket (docs/DEPLOYMENT.md, Backups)."
            : "No scheduled backups: the photos, accounts and sign-ups exist on this machine only. Set BACKUP_DIR to a folder on another disk (README, Backups)."}
        </p>
      ) : last ? (
        <p>
          Last backup: <code>{last.name}</code>, {when(last.at)}, {(last.bytes / 1e6).toFixed(1)} MB. A new one every {everyHours}{" "}
          h; the newest {keep} are kept in <code>{dir}</code>.
        </p>
      ) : (
        <p>
          Backups are on (every {everyHours} h into <code>{dir}</code>); none has been written yet.
        </p>
      )}
    </section>
  );
}
