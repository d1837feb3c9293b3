import { alternatingTones } from "../../../../src/components/sections/section";

describe("alternatingTones: the bands alternate over the sections a page shows", () => {
  it("tints the first and every other one", () => {
    expect(alternatingTones({ benefits: true, process: true, technologies: true, faq: true })).toEqual({
      benefits: "tinted",
      process: "plain",
      technologies: "tinted",
      faq: "plain",
    });
  });

  it("skips a section the page leaves out, so its neighbours still differ", () => {
    const shown = { benefits: true, maintenanceTypes: false, process: true, technologies: true, portfolio: true, faq: true };
    expect(alternatingTones(shown)).toEqual({
      benefits: "tinted",
      maintenanceTypes: "plain",
      process: "plain",
      technologies: "tinted",
      portfolio: "plain",
      faq: "tinted",
    });
    expect(alternatingTones({ ...shown, maintenanceTypes: true, portfolio: false })).toEqual({
      benefits: "tinted",
      maintenanceTypes: "plain",
      process: "tinted",
      technologies: "plain",
      portfolio: "plain",
      faq: "tinted",
    });
  });
});
