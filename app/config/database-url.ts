export interface DatabaseLocation {
  origin: string;
  namespace: string;
  /** From ?ns= (the emulator's form), so requests must carry it too. */
  explicit: boolean;
}

const NAMESPACE = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** `ns=` when present, else the host's first label; a URL that names none is refused, not guessed: "127" is no database. */
export function databaseLocation(url: string): DatabaseLocation | { error: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { error: "is not a URL" };
  }
  const ns = parsed.searchParams.get("ns");
  if (ns !== null) {
    return NAMESPACE.test(ns)
      ? { origin: parsed.origin, namespace: ns, explicit: true }
      : { error: `has ns=${ns}, which is not a database name (lower-case letters, digits and hyphens)` };
  }
  const host = parsed.hostname.toLowerCase();
  const first = host.split(".")[0] ?? "";
  const isAddress = host.startsWith("[") || /^\d+(\.\d+){3}$/.test(host);
  if (isAddress || !host.includes(".") || !NAMESPACE.test(first)) {
    return {
      error: `names no database: add ?ns=<database name> (e.g. http://127.0.0.1:9000?ns=my-project) or use the database's own host (https://my-project-default-rtdb.firebaseio.com)`,
    };
  }
  return { origin: parsed.origin, namespace: first, explicit: false };
}
