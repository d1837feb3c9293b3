import { clientAddress, normalizeAddress, rateLimitKey, trustedHopsFromEnv } from "../../../../server/contact/client-address";

describe("clientAddress", () => {
  it("ignores X-Forwarded-For when no proxy is trusted (the default)", () => {
    expect(clientAddress("203.0.113.7", "1.2.3.4")).toBe("203.0.113.7");
    expect(clientAddress("203.0.113.7", "1.2.3.4", 0)).toBe("203.0.113.7");
  });

  it("behind one proxy, takes the entry that proxy appended, not what the client wrote before it", () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the address it saw.
    expect(clientAddress("10.0.0.2", "1.2.3.4, 198.51.100.20", 1)).toBe("198.51.100.20");
    expect(clientAddress("10.0.0.2", "198.51.100.20", 1)).toBe("198.51.100.20");
  });

  it("behind n proxies, takes the n-th entry from the right", () => {
    // client → CDN (appends the client) → load balancer (appends the CDN) → server
    expect(clientAddress("10.0.0.3", "6.6.6.6, 198.51.100.20, 192.0.2.50", 2)).toBe("198.51.100.20");
    expect(clientAddress("10.0.0.3", "198.51.100.20, 192.0.2.50", 2)).toBe("198.51.100.20");
  });

  it("reads several header lines as one list, in order", () => {
    expect(clientAddress("10.0.0.2", ["1.2.3.4", "198.51.100.20, 192.0.2.50"], 2)).toBe("198.51.100.20");
    expect(clientAddress("10.0.0.2", ["1.2.3.4, , 198.51.100.20"], 1)).toBe("198.51.100.20");
  });

  it("uses the socket's peer when the list is shorter than the trusted hops (the request skipped a proxy) or absent", () => {
    expect(clientAddress("192.0.2.50", "198.51.100.20", 2)).toBe("192.0.2.50");
    expect(clientAddress("192.0.2.50", undefined, 1)).toBe("192.0.2.50");
    expect(clientAddress("192.0.2.50", "", 1)).toBe("192.0.2.50");
    expect(clientAddress("192.0.2.50", " , ", 1)).toBe("192.0.2.50");
    expect(clientAddress(undefined, undefined, 0)).toBe("unknown");
  });

  it("normalizes what it returns", () => {
    expect(clientAddress("::ffff:203.0.113.7", undefined)).toBe("203.0.113.7");
    expect(clientAddress("10.0.0.2", "[2001:DB8::1]:51234", 1)).toBe("2001:db8::1");
    expect(clientAddress("10.0.0.2", "203.0.113.7:8080", 1)).toBe("203.0.113.7");
  });
});

describe("normalizeAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["203.0.113.7:443", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:CB00:7107", "203.0.113.7"],
    ["[::ffff:203.0.113.7]:443", "203.0.113.7"],
    ["2001:DB8::1", "2001:db8::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["[2001:db8::1]:8080", "2001:db8::1"],
    ["::1", "::1"],
    ["Unknown", "unknown"],
    ["not an address", "not an address"],
  ])("%p → %p", (input, expected) => {
    expect(normalizeAddress(input)).toBe(expected);
  });
});

describe("rateLimitKey", () => {
  it("keys IPv4 by the address itself", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("203.0.113.8")).not.toBe(rateLimitKey("203.0.113.7"));
    expect(rateLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("groups IPv6 by /64, expanding :: correctly", () => {
    const key = rateLimitKey("2001:db8::1");
    expect(key).toBe("2001:db8:0:0::/64");
    for (const sameNetwork of ["2001:db8:0:0:ffff::2", "2001:0DB8:0000:0000:1234:5678:9abc:def0", "2001:db8::", "[2001:db8::99]:443"]) {
      expect(rateLimitKey(sameNetwork)).toBe(key);
    }
    for (const otherNetwork of ["2001:db8:0:1::1", "2001:db8:1::1", "2001:db9::1", "::2001:db8:0:0:1"]) {
      expect(rateLimitKey(otherNetwork)).not.toBe(key);
    }
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
  });

  it.each(["unknown", "2001:db8::1::2", "2001:db8:0:0:0:0:0:0:1", "1:2:3:4:5:6:7", "2001:db8::g", "12345::1", "1.2.3.4::", "300.1.2.3"])(
    "leaves the unparsable %p as it is",
    (value) => {
      expect(rateLimitKey(value)).toBe(value);
    },
  );
});

describe("trustedHopsFromEnv (CONTACT_TRUST_PROXY)", () => {
  it("is 0 when unset or empty", () => {
    expect(trustedHopsFromEnv(undefined)).toBe(0);
    expect(trustedHopsFromEnv("")).toBe(0);
    expect(trustedHopsFromEnv("  ")).toBe(0);
  });

  it('reads a count of proxies, and the former yes/no setting\'s "true" and "1" as 1', () => {
    expect(trustedHopsFromEnv("0")).toBe(0);
    expect(trustedHopsFromEnv("1")).toBe(1);
    expect(trustedHopsFromEnv("true")).toBe(1);
    expect(trustedHopsFromEnv("TRUE")).toBe(1);
    expect(trustedHopsFromEnv(" 2 ")).toBe(2);
  });

  it.each(["false", "yes", "-1", "1.5", "2 proxies", "1e3", "0x1", "99999999999999999999"])("refuses %p loudly", (value) => {
    expect(() => trustedHopsFromEnv(value)).toThrow(/CONTACT_TRUST_PROXY/);
  });
});
