import { describe, expect, it } from "vitest";
import { clientKey } from "../../api/http/client-address";
import { normalizedPath } from "../../api/http/rate-limit";

describe("rate-limit keys", () => {
  it("keys IPv6 clients by their /64 (one subscriber's block), IPv4 by address", () => {
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(clientKey("203.0.113.5")).toBe("203.0.113.5");
  });

  it("normalises a path the way Express routes it: case, doubled and trailing slashes", () => {
    expect(normalizedPath("//Auth//signin//")).toBe("/auth/signin");
    expect(normalizedPath("/auth/signin/")).toBe("/auth/signin");
    expect(normalizedPath("/")).toBe("/");
  });
});
