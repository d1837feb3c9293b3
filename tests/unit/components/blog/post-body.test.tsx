import { fireEvent, render } from "@testing-library/react";
import { navigate } from "gatsby";
import { PostBody } from "../../../../src/components/blog/post-body";
import { inSitePath } from "../../../../src/hooks/use-in-site-links";

/** jsdom's page, where the body's relative links resolve. */
const here = window.location;

/** The path inSitePath gives for a click on the body's first link, with the click's own options. */
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

describe("following a link in a post's body", () => {
  it("goes inside the site for a plain click on a link to another page, from inside the link too", () => {
    expect(clickOn('<a href="/en/contact/">Talk to us</a>')).toBe("/en/contact/");
    expect(clickOn('<a href="/es/contacto/?from=blog#form"><span>Hablemos</span></a>')).toBe("/es/contacto/?from=blog#form");
    expect(clickOn('<a href="http://localhost/en/services/">Services</a>')).toBe("/en/services/");
  });

  it("leaves the browser the rest: modified and middle clicks, new tabs, downloads, other sites, files, jumps within the page", () => {
    expect(clickOn('<a href="/en/contact/">x</a>', { ctrlKey: true })).toBeNull();
    expect(clickOn('<a href="/en/contact/">x</a>', { metaKey: true })).toBeNull();
    expect(clickOn('<a href="/en/contact/">x</a>', { shiftKey: true })).toBeNull();
    expect(clickOn('<a href="/en/contact/">x</a>', { button: 1 })).toBeNull();
    expect(clickOn('<a href="/en/contact/" target="_blank">x</a>')).toBeNull();
    expect(clickOn('<a href="/en/contact/" download>x</a>')).toBeNull();
    expect(clickOn('<a href="https://example.com/en/">x</a>')).toBeNull();
    expect(clickOn('<a href="/en/rss.xml">x</a>')).toBeNull();
    expect(clickOn('<a href="#stages">x</a>')).toBeNull();
  });
});

describe("PostBody", () => {
  it("shows the body's HTML and navigates without a reload on a click on an in-site link", () => {
    const { getByRole } = render(<PostBody html={'<p>Read <a href="/en/services/">our services</a>.</p>'} />);
    const link = getByRole("link", { name: "our services" });
    const notPrevented = fireEvent.click(link, { button: 0 });
    expect(notPrevented).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/en/services/");
  });
});
