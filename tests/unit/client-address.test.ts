import { describe, expect, it } from "vitest";
import { truncatedAddress, withoutAddresses } from "~/lib/client-address.server";

describe("a visitor's address in the server's output", () => {
  it("keeps only the network: IPv4 without its last part, IPv6 as its /48, whatever form the proxy forwarded", () => {
    const cases: Array<[string, string]> = [
      ["203.0.113.77", "203.0.113.x"],
      ["::ffff:203.0.113.77", "203.0.113.x"],
      ["203.0.113.77:41234", "203.0.113.x"],
      ["2001:db8:85a3:42:8a2e:370:7334:1", "2001:db8:85a3::/48"],
      ["2001:0db8:85a3:0042::1", "2001:db8:85a3::/48"],
      ["[2001:db8:85a3:42::1]:443", "2001:db8:85a3::/48"],
      ["2001:db8::1", "2001:db8::/48"],
      ["fe80::1%eth0", "fe80::/48"],
      ["unknown", "an unknown address"],
      ["203.0.113.77, 10.0.0.1", "an unknown address"],
    ];
    for (const [address, shown] of cases) expect(truncatedAddress(address), address).toBe(shown);
  });

  it("truncates every address quoted in a library's message, and leaves times and versions alone", () => {
    const message =
      "An invalid 'request.ip' (198.51.100.23:41234) was detected; 2001:db8:85a3:42::7 and [2001:db8:85a3:42::1]:443 at 20:25:07, v1.2.3";
    expect(withoutAddresses(message)).toBe(
      "An invalid 'request.ip' (198.51.100.x:41234) was detected; 2001:db8:85a3::/48 and [2001:db8:85a3::/48]:443 at 20:25:07, v1.2.3",
    );
  });
});
