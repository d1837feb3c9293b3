import { analyticsHost, analyticsMetadata, analyticsSettings } from "../../../src/config/analytics";

const env = (scriptUrl?: string, domain?: string): NodeJS.ProcessEnv => ({
  ...(scriptUrl === undefined ? {} : { GATSBY_PLAUSIBLE_SCRIPT_URL: scriptUrl }),
  ...(domain === undefined ? {} : { GATSBY_PLAUSIBLE_DOMAIN: domain }),
});

describe("analyticsSettings", () => {
  it("is off (null) when neither variable is set, or both are empty", () => {
    expect(analyticsSettings({})).toBeNull();
    expect(analyticsSettings(env("", ""))).toBeNull();
    expect(analyticsSettings(env("  ", " "))).toBeNull();
  });

  it("reads plausible.io's script and a domain", () => {
    expect(analyticsSettings(env("https://plausible.io/js/script.js", "brisa.software"))).toEqual({
      scriptUrl: "https://plausible.io/js/script.js",
      domain: "brisa.software",
      origin: "https://plausible.io",
    });
  });

  it("reads a self-hosted script with a port, a script variant and a roll-up of domains", () => {
    expect(
      analyticsSettings(env(" https://stats.example.com:8443/js/script.outbound-links.js ", "Brisa.Software,www.brisa.software")),
    ).toEqual({
      scriptUrl: "https://stats.example.com:8443/js/script.outbound-links.js",
      domain: "brisa.software,www.brisa.software",
      origin: "https://stats.example.com:8443",
    });
  });

  it.each([
    [
      "the domain (script URL unset)",
      env(undefined, "brisa.software"),
      "GATSBY_PLAUSIBLE_DOMAIN is set but GATSBY_PLAUSIBLE_SCRIPT_URL is not",
    ],
    ["the domain (script URL empty)", env("", "brisa.software"), "GATSBY_PLAUSIBLE_DOMAIN is set but GATSBY_PLAUSIBLE_SCRIPT_URL is not"],
    ["the script URL", env("https://plausible.io/js/script.js"), "GATSBY_PLAUSIBLE_SCRIPT_URL is set but GATSBY_PLAUSIBLE_DOMAIN is not"],
  ])("fails when only %s is set", (_label, settings, message) => {
    expect(() => analyticsSettings(settings)).toThrow(message);
  });

  it.each([
    ["plausible.io/js/script.js", /^GATSBY_PLAUSIBLE_SCRIPT_URL must be the absolute https URL/],
    ["http://plausible.io/js/script.js", /^GATSBY_PLAUSIBLE_SCRIPT_URL must be an https URL .* not http:\/\//],
    ["http://127.0.0.1:8000/js/script.js", /^GATSBY_PLAUSIBLE_SCRIPT_URL must be an https URL/],
    ["javascript:alert(1)//.js", /^GATSBY_PLAUSIBLE_SCRIPT_URL must be an https URL/],
    ["https://plausible.io/js/my script.js", /^GATSBY_PLAUSIBLE_SCRIPT_URL must not contain spaces/],
    ["https://user:secret@plausible.io/js/script.js", /^GATSBY_PLAUSIBLE_SCRIPT_URL must not carry a user name or password/],
    ["https://plausible.io/js/script.js#x", /^GATSBY_PLAUSIBLE_SCRIPT_URL must not have a #fragment/],
    ["https://plausible.io/brisa.software", /^GATSBY_PLAUSIBLE_SCRIPT_URL must name the script itself/],
    ["https://plausible.io", /^GATSBY_PLAUSIBLE_SCRIPT_URL must name the script itself/],
  ])("rejects the script URL %s, naming the variable", (scriptUrl, message) => {
    expect(() => analyticsSettings(env(scriptUrl, "brisa.software"))).toThrow(message);
  });

  it.each([
    ["https://brisa.software", "without a scheme"],
    ["brisa.software/en/", "without a path"],
    ["brisa.software?x=1", "without a path"],
    ["brisa.software:443", "without a port"],
    ["brisa .software", "without spaces"],
    ["brisa.software, www.brisa.software", "without spaces"],
    ["brisa", 'but "brisa" is not one'],
    ["brisa..software", 'but "brisa..software" is not one'],
    ["-brisa.software", 'but "-brisa.software" is not one'],
    ["brisa.software,", 'but "" is not one'],
    ["brisa_software.es", 'but "brisa_software.es" is not one'],
  ])("rejects the domain %s, naming the variable", (domain, message) => {
    expect(() => analyticsSettings(env("https://plausible.io/js/script.js", domain))).toThrow(/^GATSBY_PLAUSIBLE_DOMAIN must be/);
    expect(() => analyticsSettings(env("https://plausible.io/js/script.js", domain))).toThrow(message);
  });

  it("reads process.env when given no environment", () => {
    const saved = { ...process.env };
    try {
      delete process.env.GATSBY_PLAUSIBLE_SCRIPT_URL;
      delete process.env.GATSBY_PLAUSIBLE_DOMAIN;
      expect(analyticsSettings()).toBeNull();
      process.env.GATSBY_PLAUSIBLE_DOMAIN = "brisa.software";
      expect(() => analyticsSettings()).toThrow("GATSBY_PLAUSIBLE_SCRIPT_URL is not");
    } finally {
      process.env = saved;
    }
  });
});

describe("analyticsHost", () => {
  it("is the host visitors are told their visits are counted at", () => {
    expect(analyticsHost("https://plausible.io/js/script.js")).toBe("plausible.io");
    expect(analyticsHost("https://stats.example.com:8443/js/script.js")).toBe("stats.example.com:8443");
  });
});

describe("analyticsMetadata (gatsby-config.ts's siteMetadata.analytics)", () => {
  it("is the script and the domain, or null when off", () => {
    expect(analyticsMetadata({})).toBeNull();
    expect(analyticsMetadata(env("https://plausible.io/js/script.js", "brisa.software"))).toEqual({
      scriptUrl: "https://plausible.io/js/script.js",
      domain: "brisa.software",
    });
  });

  it("never throws (gatsby-node.ts reports a malformed setting): a malformed one gives null", () => {
    expect(analyticsMetadata(env("http://plausible.io/js/script.js", "brisa.software"))).toBeNull();
    expect(analyticsMetadata(env(undefined, "brisa.software"))).toBeNull();
  });
});
