import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { BodyImages, mdxComponents } from "../../../../src/components/blog/mdx-components";

const BodyImage = mdxComponents.img;

const diagram: { childImageSharp: { gatsbyImageData: IGatsbyImageData } } = {
  childImageSharp: {
    gatsbyImageData: {
      layout: "constrained",
      width: 720,
      height: 390,
      images: {
        fallback: { src: "/static/a/diagram.png", srcSet: "/static/a/diagram.png 720w", sizes: "(min-width: 720px) 720px, 100vw" },
        sources: [
          { type: "image/avif", srcSet: "/static/a/diagram.avif 720w", sizes: "(min-width: 720px) 720px, 100vw" },
          { type: "image/webp", srcSet: "/static/a/diagram.webp 720w", sizes: "(min-width: 720px) 720px, 100vw" },
        ],
      },
    },
  },
};

describe("a picture in a post's body", () => {
  it("renders the post's optimized picture for the body's address: AVIF and WebP with sizes, sized, lazy, with its alt", () => {
    const { container } = render(
      <BodyImages.Provider value={new Map([["./diagram.png", diagram]])}>
        <BodyImage src="./diagram.png" alt="The six phases" />
      </BodyImages.Provider>,
    );
    const sources = [...container.querySelectorAll("picture source")];
    expect(sources.map((s) => [s.getAttribute("type"), s.getAttribute("sizes")])).toEqual([
      ["image/avif", "(min-width: 720px) 720px, 100vw"],
      ["image/webp", "(min-width: 720px) 720px, 100vw"],
    ]);
    const img = container.querySelector("picture img");
    expect(img).toHaveAttribute("alt", "The six phases");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("width", "720");
    expect(img).toHaveAttribute("height", "390");
  });

  it("names a picture the post does not list, instead of rendering nothing", () => {
    // React logs the error it rethrows; the assertion is on the error itself.
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() =>
      render(
        <BodyImages.Provider value={new Map([["./diagram.png", diagram]])}>
          <BodyImage src="./other.png" alt="Other" />
        </BodyImages.Provider>,
      ),
    ).toThrow('The body picture "./other.png" is not among the post\'s bodyImages');
    logged.mockRestore();
  });
});
