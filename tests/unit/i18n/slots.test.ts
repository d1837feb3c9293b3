import { fillSlots } from "../../../src/i18n/slots";

describe("fillSlots", () => {
  it("fills every named slot", () => {
    expect(fillSlots("Página {page} de {total}", { page: 2, total: 3 })).toBe("Página 2 de 3");
    expect(fillSlots("{category} | Brisa Software Blog", { category: "Startups" })).toBe("Startups | Brisa Software Blog");
  });

  it("leaves a slot it has no value for as written", () => {
    expect(fillSlots("Page {page} of {total}", { page: 2 })).toBe("Page 2 of {total}");
    expect(fillSlots("{toString}", {})).toBe("{toString}");
  });
});
