import { fireEvent, render, screen, within } from "@testing-library/react";
import { TechTabs } from "../../../../src/components/sections/tech-tabs";
import { Technologies } from "../../../../src/components/sections/tech-tabs.content";
import { validateObject } from "../../../../src/node/content/content-schema";

const groups = [
  { id: "frontend", label: "Frontend", items: [{ name: "React", desc: "Interfaces." }] },
  { id: "backend", label: "Backend", items: [{ name: "Spring Boot", desc: "APIs." }] },
  { id: "database", label: "Database", items: [{ name: "PostgreSQL", desc: "Data." }] },
];

// The panels' visibility is the stylesheet's (tech-tabs.module.css), which jsdom does not apply:
// tests/e2e/pages.test.mjs clicks and arrows through the tabs, before the app's scripts and after.
describe("TechTabs", () => {
  it("is one radio group named by the section's title, the default group checked, a panel per group in order", () => {
    const { container } = render(<TechTabs title="Technologies we use" groups={groups} defaultTab="backend" />);
    const group = screen.getByRole("group", { name: "Technologies we use" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual(["Frontend", "Backend", "Database"]);
    expect(new Set(radios.map((radio) => radio.getAttribute("name"))).size).toBe(1);
    expect(screen.getByRole("radio", { name: "Backend" })).toBeChecked();
    expect([...container.querySelectorAll("[data-tab]")].map((panel) => [panel.getAttribute("data-tab"), panel.textContent])).toEqual([
      ["frontend", "ReactInterfaces."],
      ["backend", "Spring BootAPIs."],
      ["database", "PostgreSQLData."],
    ]);
  });

  it("keeps no state: a click checks its radio and the others are unchecked by the browser's group", () => {
    render(<TechTabs title="Technologies" groups={groups} defaultTab="frontend" />);
    fireEvent.click(screen.getByText("Database"));
    expect(screen.getByRole("radio", { name: "Database" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Frontend" })).not.toBeChecked();
  });
});

describe("Technologies content", () => {
  const section = { title: "T", description: "D", defaultTab: "frontend", groups };
  const problems = (value: object) => validateObject(value, Technologies, "technologies", { imageExists: () => true });

  it("names the key when the default group is not one of the groups, or when there are not two to four groups", () => {
    expect(problems(section)).toEqual([]);
    expect(problems({ ...section, defaultTab: "mobile" })).toEqual([
      { key: "technologies.defaultTab", message: "must be one of the group ids frontend, backend, database" },
    ]);
    const five = [...groups, { ...groups[0]!, id: "a" }, { ...groups[0]!, id: "b" }];
    expect(problems({ ...section, groups: five })).toEqual([
      { key: "technologies.groups", message: "must hold two to four groups, not 5" },
    ]);
    expect(problems({ ...section, groups: [groups[0]!] })).toEqual([
      { key: "technologies.groups", message: "must hold two to four groups, not 1" },
    ]);
  });
});
