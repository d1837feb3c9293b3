import { listenAddress } from "../../../../server/production/listen-address";

describe("listenAddress (npm start's HOST and PORT)", () => {
  it("listens on loopback port 9000 when nothing is set", () => {
    expect(listenAddress({})).toEqual({ host: "127.0.0.1", port: 9000 });
    expect(listenAddress({ HOST: " ", PORT: "" })).toEqual({ host: "127.0.0.1", port: 9000 });
  });

  it("takes HOST and PORT when set", () => {
    expect(listenAddress({ HOST: "0.0.0.0", PORT: "8080" })).toEqual({ host: "0.0.0.0", port: 8080 });
    expect(listenAddress({ HOST: "::1" })).toEqual({ host: "::1", port: 9000 });
  });

  it("refuses a PORT that is not a port number, naming it", () => {
    expect(() => listenAddress({ PORT: "http" })).toThrow('PORT must be a positive whole number, not "http"');
  });
});
