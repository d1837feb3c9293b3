/** @jest-environment node */
import { pickProjects } from "../../../../src/components/sections/project-strip";

const projects = [{ id: "nurdoc" }, { id: "boathous" }, { id: "almia" }];

describe("pickProjects", () => {
  it("returns the chosen projects in the page's order, not the list's", () => {
    expect(pickProjects(projects, ["almia", "nurdoc"]).map((p) => p.id)).toEqual(["almia", "nurdoc"]);
  });

  it("throws on an id the list does not have", () => {
    expect(() => pickProjects(projects, ["almia", "gone"])).toThrow('No project with id "gone"');
  });
});
