import { fireEvent, render, screen } from "@testing-library/react";
import { TechTabs } from "../../../../src/components/sections/tech-tabs";

const groups = [
  { id: "frontend", label: "Frontend", items: [{ name: "React", desc: "Interfaces." }] },
  { id: "backend", label: "Backend", items: [{ name: "Spring Boot", desc: "APIs." }] },
  { id: "database", label: "Database", items: [{ name: "PostgreSQL", desc: "Data." }] },
];

describe("TechTabs", () => {
  it("shows the default tab's panel only", () => {
    render(<TechTabs groups={groups} defaultTab="backend" />);
    expect(screen.getByRole("tab", { name: "Backend" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Spring Boot");
    expect(screen.getByText("React").closest("[role=tabpanel]")).not.toBeVisible();
  });

  it("switches on click and ties each panel to its tab", () => {
    render(<TechTabs groups={groups} defaultTab="frontend" />);
    fireEvent.click(screen.getByRole("tab", { name: "Database" }));
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveTextContent("PostgreSQL");
    expect(panel).toHaveAttribute("aria-labelledby", screen.getByRole("tab", { name: "Database" }).id);
  });

  it("moves with the arrow keys, Home and End, with a single tab stop", () => {
    render(<TechTabs groups={groups} defaultTab="frontend" />);
    const tab = (name: string) => screen.getByRole("tab", { name });
    fireEvent.keyDown(tab("Frontend"), { key: "ArrowRight" });
    expect(tab("Backend")).toHaveFocus();
    expect(tab("Backend")).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(tab("Backend"), { key: "End" });
    expect(tab("Database")).toHaveFocus();
    fireEvent.keyDown(tab("Database"), { key: "ArrowRight" });
    expect(tab("Frontend")).toHaveFocus();
    fireEvent.keyDown(tab("Frontend"), { key: "ArrowLeft" });
    expect(tab("Database")).toHaveFocus();
    fireEvent.keyDown(tab("Database"), { key: "Home" });
    expect(tab("Frontend")).toHaveAttribute("tabindex", "0");
    expect(tab("Backend")).toHaveAttribute("tabindex", "-1");
  });
});
