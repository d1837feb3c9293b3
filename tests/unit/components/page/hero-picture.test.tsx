import { render } from "@testing-library/react";
import { HeroPicture } from "../../../../src/components/page/hero-picture";

const visual = {
  alt: "Nurdoc's clinic dashboard",
  image: {
    childImageSharp: {
      gatsbyImageData: {
        layout: "constrained" as const,
        width: 520,
        height: 416,
        images: {
          fallback: { src: "/static/a/520.webp", srcSet: "/static/a/420.webp 420w,/static/a/520.webp 520w", sizes: "520px" },
          sources: [{ type: "image/avif", srcSet: "/static/a/420.avif 420w,/static/a/520.avif 520w", sizes: "520px" }],
        },
      },
    },
  },
};

it("offers its sources from 1024 px only, so a phone requests nothing, and keeps its size and alt text", () => {
  const { container } = render(<HeroPicture visual={visual} />);
  const sources = [...container.querySelectorAll("source")];
  expect(sources.map((s) => [s.getAttribute("media"), s.getAttribute("type")])).toEqual([
    ["(min-width: 1024px)", "image/avif"],
    ["(min-width: 1024px)", null],
  ]);
  const img = container.querySelector("img");
  expect(img?.getAttribute("src")).toMatch(/^data:image\/gif;base64,/);
  expect(img).toHaveAttribute("alt", "Nurdoc's clinic dashboard");
  expect([img?.getAttribute("width"), img?.getAttribute("height")]).toEqual(["520", "416"]);
  expect(img).not.toHaveAttribute("loading", "lazy");
});

it("states the width of the column it stands in: the home's by default, or the one its hero gives", () => {
  const sizesOf = (container: HTMLElement) => [...container.querySelectorAll("source")].map((s) => s.getAttribute("sizes"));
  expect(sizesOf(render(<HeroPicture visual={visual} />).container)).toEqual([
    "(min-width: 1240px) 520px, 42vw",
    "(min-width: 1240px) 520px, 42vw",
  ]);
  expect(sizesOf(render(<HeroPicture visual={visual} sizes="50vw" />).container)).toEqual(["50vw", "50vw"]);
});
