import { fireEvent, render } from "@testing-library/react";
import { navigate, prefetchPathname } from "gatsby";
import { PostBody } from "../../../../src/components/blog/post-body";
import { followInSiteLinks, inSitePath } from "../../../../src/components/layout/in-site-links";

/** jsdom's page, where the links' relative addresses resolve. */
const here = window.location;

/** The path inSitePath gives for a click on the markup's first link, with the click's own options. */
function clickOn(html: string, init: MouseEventInit = {}): string | null {
  const { container } = render(<div dangerouslySetInnerHTML={{ __html: html }} />);
  const target = container.querySelector("a span") ?? container.querySelector("a");
  let path: string | null = "not clicked";
  container.addEventListener("click", (event) => {
    path = inSitePath(event, here);
    event.preventDefault();
  });
  fireEvent.click(target!, { button: 0, ...init });
  return path;
}

describe("which clicks on a link stay in the site", () => {
  it("a plain click on a link to another page, from inside the link too", () => {
    expect(clickOn('<a href="/en/contact/">Talk to us</a>')).toBe("/en/contact/");
    expect(clickOn('<a href="/es/contacto/?from=blog#form"><span>Hablemos</span></a>')).toBe("/es/contacto/?from=blog#form");
    expect(clickOn('<a href="http://localhost/en/services/">Services</a>')).toBe("/en/services/");
  });

  it("leaves the browser the rest: modified and middle clicks, new tabs, downloads, other sites, files, jumps within the page, the other language", () => {
    expect(clickOn('<a href="/en/contact/">x</a>', { ctrlKey: true })).toBeNull();
    expect(clickOn('<a href="/en/contact/">x</a>', { metaKey: true })).toBeNull();
    expect(clickOn('<a href="/en/contact/">x</a>', { shiftKey: true })).toBeNull();
    expect(clickOn('<a href="/en/contact/">x</a>', { button: 1 })).toBeNull();
    expect(clickOn('<a href="/en/contact/" target="_blank">x</a>')).toBeNull();
    expect(clickOn('<a href="/en/contact/" download>x</a>')).toBeNull();
    expect(clickOn('<a href="https://example.com/en/">x</a>')).toBeNull();
    expect(clickOn('<a href="/en/rss.xml">x</a>')).toBeNull();
    expect(clickOn('<a href="#stages">x</a>')).toBeNull();
    expect(clickOn('<a href="/es/contacto/" hreflang="es">ES</a>')).toBeNull();
  });
});

describe("followInSiteLinks", () => {
  let stop: () => void;
  beforeEach(() => {
    jest.mocked(navigate).mockClear();
    jest.mocked(prefetchPathname).mockClear();
    stop = followInSiteLinks(document);
  });
  afterEach(() => stop());

  it("follows a link of a post's body without a reload", () => {
    const { getByRole } = render(<PostBody html={'<p>Read <a href="/en/services/">our services</a>.</p>'} />);
    const notPrevented = fireEvent.click(getByRole("link", { name: "our services" }), { button: 0 });
    expect(notPrevented).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/en/services/");
  });

  it("fetches a page's data when a pointer or the focus reaches its link, without its query or fragment", () => {
    const { getByRole } = render(<a href="/es/contacto/?from=blog#form">Hablemos</a>);
    fireEvent.pointerOver(getByRole("link"));
    expect(prefetchPathname).toHaveBeenCalledWith("/es/contacto/");
    fireEvent.focusIn(getByRole("link"));
    expect(prefetchPathname).toHaveBeenCalledTimes(2);
  });

  it("leaves alone a click another handler has taken, and a link to another site", () => {
    const { getByRole } = render(
      <>
        <a href="/en/blog/" onClick={(event) => event.preventDefault()}>
          Blog
        </a>
        <a href="https://example.com/">Elsewhere</a>
      </>,
    );
    fireEvent.click(getByRole("link", { name: "Blog" }), { button: 0 });
    expect(fireEvent.click(getByRole("link", { name: "Elsewhere" }), { button: 0 })).toBe(true);
    fireEvent.pointerOver(getByRole("link", { name: "Elsewhere" }));
    expect(navigate).not.toHaveBeenCalled();
    expect(prefetchPathname).not.toHaveBeenCalled();
  });
});
