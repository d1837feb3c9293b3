import { act, fireEvent, screen } from "@testing-library/react";
import { TechTabs } from "../../../../src/components/sections/tech-tabs";
import { TABS_PART } from "../../../../src/head/tabs";
import { serverPage, startApp } from "../../support/before-app";

// A file of its own: the early script's listener stays on this document once it has run.
const groups = [
  { id: "frontend", label: "Frontend", items: [{ name: "React", desc: "Interfaces." }] },
  { id: "backend", label: "Backend", items: [{ name: "Spring Boot", desc: "APIs." }] },
  { id: "database", label: "Database", items: [{ name: "PostgreSQL", desc: "Data." }] },
];
const tabs = <TechTabs groups={groups} defaultTab="frontend" />;

describe("the technology tabs before the app arrives, and after", () => {
  it("a tab clicked before the app stays chosen when it hydrates; then the app alone answers", async () => {
    const container = serverPage(tabs, TABS_PART);
    const tab = (name: string) => screen.getByRole("tab", { name });

    tab("Database").click();
    expect(tab("Database")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("PostgreSQL");

    await startApp(tabs, container);
    expect(tab("Database")).toHaveAttribute("aria-selected", "true");
    expect(tab("Frontend")).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("PostgreSQL");

    // The app's keys now work from the tab chosen early.
    await act(async () => {
      fireEvent.keyDown(tab("Database"), { key: "ArrowLeft" });
    });
    expect(tab("Backend")).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Spring Boot");
    await act(async () => tab("Frontend").click());
    expect(screen.getByRole("tabpanel")).toHaveTextContent("React");
    expect(screen.getAllByRole("tab").map((element) => element.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
  });
});
