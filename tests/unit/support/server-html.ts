import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { mountRoot } from "../../../src/components/layout/mount-root";

// The server renderer as gatsby build uses it (jsdom would pick the browser build, which needs TextEncoder).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- that build by its path, which has no type declarations
export const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");

/** A page as a visitor has it before the app's scripts arrive: `element`'s server HTML in the document. */
export function serverPage(element: ReactElement): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

/**
 * The app arrives: `element` hydrates `container` as on the site (mountRoot). Nothing the page did
 * before may differ from what React renders: any console error (React's development build names a
 * mismatch) fails the test.
 */
export async function startApp(element: ReactElement, container: HTMLElement): Promise<() => void> {
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  let unmount = () => {};
  try {
    await act(async () => {
      unmount = mountRoot(element, container);
    });
    expect(errors.mock.calls.map((args) => args.map(String).join(" | "))).toEqual([]);
  } finally {
    errors.mockRestore();
  }
  /** Unmounts the app and takes its page out of the document. */
  return () => {
    act(unmount);
    container.remove();
  };
}
