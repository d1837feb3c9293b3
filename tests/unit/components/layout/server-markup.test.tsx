import { act, fireEvent, render, screen } from "@testing-library/react";
import { navigate } from "gatsby";
import { createRoot } from "react-dom/client";
import { HydrationEnd, ServerMarkup, startHydration } from "../../../../src/components/layout/server-markup";
import { serverPage, startApp } from "../../support/server-html";

/** Static content whose component notes each time it runs. */
const rendered = jest.fn();
function Cards() {
  rendered();
  return (
    <ul>
      <li>
        <a href="/en/contact/">Contact</a>
      </li>
    </ul>
  );
}

const page = (
  <main>
    <ServerMarkup as="footer" id="footer-en" className="footer">
      <Cards />
    </ServerMarkup>
  </main>
);

describe("ServerMarkup: content kept as the server rendered it", () => {
  beforeEach(() => {
    document.body.innerHTML = "";
    rendered.mockClear();
    (navigate as jest.Mock).mockClear();
  });

  it("at the first page's hydration keeps the server's markup without running what is inside, and follows its links", async () => {
    const container = serverPage(page);
    const html = container.innerHTML;
    rendered.mockClear();
    await startApp(page, container);
    expect(rendered).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    expect(container.querySelector("footer#footer-en.footer li a")).toHaveAttribute("href", "/en/contact/");
    fireEvent.click(screen.getByRole("link", { name: "Contact" }), { button: 0 });
    expect(navigate).toHaveBeenCalledWith("/en/contact/");
  });

  it("renders its content as usual after the hydration (a page reached by a link) and without it", async () => {
    const container = serverPage(page);
    await startApp(page, container);
    rendered.mockClear();
    render(page);
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole("link", { name: "Contact" })).toHaveLength(2);
  });

  it("renders its content when the app renders the page afresh instead of hydrating it (after a hydration error)", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    startHydration();
    await act(async () => root.render(<HydrationEnd>{page}</HydrationEnd>));
    expect(rendered).toHaveBeenCalled();
    expect(container.querySelector("footer#footer-en li a")).toHaveTextContent("Contact");
    act(() => root.unmount());
  });
});
