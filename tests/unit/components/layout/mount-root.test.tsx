import { act } from "@testing-library/react";
import { useState } from "react";
import { mountRoot } from "../../../../src/components/layout/mount-root";

/** What the build writes for <Counter />. */
const COUNTER_HTML = '<main><h1>Brisa Software</h1><button type="button">Clicked 0</button></main>';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Brisa Software</h1>
      <button type="button" onClick={() => setCount(count + 1)}>
        {`Clicked ${count}`}
      </button>
    </main>
  );
}

describe("mountRoot (Gatsby's replaceHydrateFunction)", () => {
  let errors: jest.SpyInstance;
  let reported: unknown[];
  const onError = (event: ErrorEvent) => {
    reported.push(event.error ?? event.message);
    event.preventDefault();
  };

  beforeEach(() => {
    document.body.innerHTML = "";
    reported = [];
    window.addEventListener("error", onError);
    errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });

  afterEach(() => {
    window.removeEventListener("error", onError);
    errors.mockRestore();
  });

  const container = (html = "") => {
    const div = document.createElement("div");
    div.innerHTML = html;
    document.body.append(div);
    return div;
  };

  it("hydrates a built page: the server's nodes are kept and become interactive, without a mismatch", async () => {
    const root = container(COUNTER_HTML);
    const heading = root.querySelector("h1");
    let unmount = () => {};
    await act(async () => {
      unmount = mountRoot(<Counter />, root);
    });
    expect(root.querySelector("h1")).toBe(heading);
    await act(async () => root.querySelector("button")!.click());
    expect(root.querySelector("button")!.textContent).toBe("Clicked 1");
    expect([errors.mock.calls, reported]).toEqual([[], []]);
    act(() => unmount());
    expect(root.childElementCount).toBe(0);
  });

  it("renders into an empty container (gatsby develop) instead of failing to hydrate it", async () => {
    const root = container();
    let unmount = () => {};
    await act(async () => {
      unmount = mountRoot(<Counter />, root);
    });
    expect(root.querySelector("h1")!.textContent).toBe("Brisa Software");
    expect([errors.mock.calls, reported]).toEqual([[], []]);
    act(() => unmount());
    expect(root.childElementCount).toBe(0);
  });
});
