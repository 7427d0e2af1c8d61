// The URLs the configuration takes, read without their secrets: the site's origin, the SMTP server.

/** The origin of an http(s) URL with no path, query or fragment ("/" allowed); null otherwise. */
export function siteOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  return (url.protocol === "https:" || url.protocol === "http:") && bare ? url.origin : null;
}

/** Host and port of an SMTP URL, without its credentials (for the start-up log); null when it is not one. */
export function smtpServer(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== "smtp:" && url.protocol !== "smtps:") || !url.hostname) return null;
  return `${url.protocol}//${url.host}`;
}
