import { act, fireEvent, screen } from "@testing-library/react";
import { mountRoot } from "../../../../src/components/layout/mount-root";
import { TechTabs } from "../../../../src/components/sections/tech-tabs";
import { TABS_PART } from "../../../../src/head/tabs";
import { runInlineScript } from "../../support/inline-script";

// The server renderer as gatsby build uses it (jsdom would pick the browser build, which needs TextEncoder).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- that build by its path, which has no type declarations
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");

// A file of its own: the early script's listener stays on this document once it has run.
const groups = [
  { id: "frontend", label: "Frontend", items: [{ name: "React", desc: "Interfaces." }] },
  { id: "backend", label: "Backend", items: [{ name: "Spring Boot", desc: "APIs." }] },
  { id: "database", label: "Database", items: [{ name: "PostgreSQL", desc: "Data." }] },
];
const tabs = <TechTabs groups={groups} defaultTab="frontend" />;

describe("the technology tabs before the app arrives, and after", () => {
  it("a tab clicked before the app stays chosen when it hydrates; then the app alone answers", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(tabs);
    document.body.append(container);
    runInlineScript(TABS_PART);
    const tab = (name: string) => screen.getByRole("tab", { name });

    tab("Database").click();
    expect(tab("Database")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("PostgreSQL");

    // React's development build names the attributes the early script changed ("did not match");
    // the production build keeps them silently, and the tabs then take the choice over.
    // Any other error fails the test.
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await act(async () => {
        mountRoot(tabs, container);
      });
      expect(errors.mock.calls.map(([message]) => String(message))).toEqual([expect.stringContaining("did not match")]);
    } finally {
      errors.mockRestore();
    }
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
