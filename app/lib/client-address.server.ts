import { isIP } from "node:net";

// The one way a visitor's address reaches the server's output: never whole (docs/ORGANISERS.md, What is kept and for
// how long). Enough to tell one network from another when reading a log, not one household from its neighbours.

/** IPv4 without its last octet (`203.0.113.x`), IPv6 as its /48 (`2001:db8:85a3::/48`); anything else "an unknown address". */
export function truncatedAddress(address: string): string {
  const bare = withoutPort(address.trim());
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare)?.[1];
  const ip = mapped ?? bare;
  const kind = isIP(ip);
  if (kind === 4) return `${ip.split(".").slice(0, 3).join(".")}.x`;
  if (kind === 6)
    return `${ipv6Groups(ip)
      .slice(0, 3)
      .join(":")
      .replace(/^0(?::0)*$|(?::0)+$/, "")}::/48`;
  return "an unknown address";
}

/** A text with every address in it truncated (for messages of libraries that quote the address they were given). */
export function withoutAddresses(text: string): string {
  return text
    .replace(/(?:::ffff:)?\b\d{1,3}(?:\.\d{1,3}){3}\b/gi, (found) =>
      isIP(found.replace(/^::ffff:/i, "")) ? truncatedAddress(found) : found,
    )
    .replace(/\[([^\]\s]+)\]/g, (found, ip: string) => (isIP(ip) === 6 ? `[${truncatedAddress(ip)}]` : found))
    .replace(/(?<![\w:.[])[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}(?![\w:])/gi, (found) =>
      isIP(found) === 6 ? truncatedAddress(found) : found,
    );
}

/** `1.2.3.4:5678` and `[2001:db8::1]:5678`, as some proxies forward them. */
function withoutPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) return bracketed[1]!;
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  return v4 ? v4[1]! : address;
}

/** Eight groups, without leading zeros ("::" expanded); a trailing IPv4 part counts as two. */
function ipv6Groups(ip: string): string[] {
  const withoutZone = ip.split("%")[0]!.toLowerCase();
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(withoutZone)?.[1];
  const hex = v4
    ? withoutZone.slice(0, -v4.length) +
      (() => {
        const [a, b, c, d] = v4.split(".").map(Number) as [number, number, number, number];
        return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
      })()
    : withoutZone;
  const [head, tail] = hex.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ""));
}
