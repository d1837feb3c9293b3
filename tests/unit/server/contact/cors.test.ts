import { allowedOriginsFromEnv, corsHeaders, preflightHeaders } from "../../../../server/contact/cors";

const allowed = ["https://brisa.software", "http://localhost:8000"];

describe("allowedOriginsFromEnv (CONTACT_ALLOWED_ORIGINS)", () => {
  it("is empty when unset or blank: same-origin only", () => {
    expect(allowedOriginsFromEnv(undefined)).toEqual([]);
    expect(allowedOriginsFromEnv("")).toEqual([]);
    expect(allowedOriginsFromEnv(" , ")).toEqual([]);
  });

  it("reads comma-separated origins, spelled as browsers send them", () => {
    expect(allowedOriginsFromEnv("https://brisa.software, http://localhost:8000,")).toEqual(allowed);
    expect(allowedOriginsFromEnv("https://Brisa.Software/")).toEqual(["https://brisa.software"]);
    expect(allowedOriginsFromEnv("https://brisa.software:443,https://brisa.software:8443")).toEqual([
      "https://brisa.software",
      "https://brisa.software:8443",
    ]);
    expect(allowedOriginsFromEnv("https://españa.example")).toEqual(["https://xn--espaa-rta.example"]);
  });

  it.each([
    "brisa.software",
    "*",
    "null",
    "https://brisa.software/contact",
    "https://brisa.software/?a=1",
    "https://brisa.software/#top",
    "https://user:pass@brisa.software",
    "ftp://brisa.software",
    "file:///etc/passwd",
    "https://",
  ])("refuses %p, naming the variable", (entry) => {
    expect(() => allowedOriginsFromEnv(`https://brisa.software,${entry}`)).toThrow(/CONTACT_ALLOWED_ORIGINS/);
  });
});

describe("corsHeaders (the POST's answer)", () => {
  it("echoes an allowed origin, and always varies by Origin", () => {
    expect(corsHeaders("https://brisa.software", allowed)).toEqual({
      "Access-Control-Allow-Origin": "https://brisa.software",
      Vary: "Origin",
    });
  });

  it.each([
    undefined,
    "https://evil.example",
    "https://brisa.software.evil.example",
    "https://BRISA.software",
    "http://brisa.software",
    "null",
  ])("gives %p no allow-origin", (origin) => {
    expect(corsHeaders(origin, allowed)).toEqual({ Vary: "Origin" });
  });

  it("allows nothing cross-origin when no origin is configured", () => {
    expect(corsHeaders("https://brisa.software", [])).toEqual({ Vary: "Origin" });
  });
});

describe("preflightHeaders (OPTIONS)", () => {
  it("allows a POST with a JSON Content-Type from an allowed origin, cached for 10 minutes", () => {
    expect(preflightHeaders("http://localhost:8000", "POST", allowed)).toEqual({
      "Access-Control-Allow-Origin": "http://localhost:8000",
      "Access-Control-Allow-Methods": "POST",
      "Access-Control-Allow-Headers": "Content-Type",
      "Access-Control-Max-Age": "600",
      Vary: "Origin",
    });
  });

  it("allows nothing for another origin or another method", () => {
    expect(preflightHeaders("https://evil.example", "POST", allowed)).toEqual({ Vary: "Origin" });
    expect(preflightHeaders(undefined, "POST", allowed)).toEqual({ Vary: "Origin" });
    expect(preflightHeaders("https://brisa.software", "DELETE", allowed)).toEqual({ Vary: "Origin" });
    expect(preflightHeaders("https://brisa.software", undefined, allowed)).toEqual({ Vary: "Origin" });
  });

  it("returns a fresh object each time, so a caller may add to it", () => {
    const first = corsHeaders(undefined, allowed);
    first["X-Extra"] = "1";
    expect(corsHeaders(undefined, allowed)).toEqual({ Vary: "Origin" });
  });
});
