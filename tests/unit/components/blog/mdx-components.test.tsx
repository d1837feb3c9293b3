import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { postBodyComponents } from "../../../../src/components/blog/mdx-components";

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

const PATHS: Record<string, string> = { contact: "/es/contacto/", services: "/es/servicios/" };
const localize = (route: string) => {
  const path = PATHS[route];
  if (path === undefined) throw new Error(`unknown route "${route}"`);
  return path;
};
const components = postBodyComponents({ localize, bodyImages: new Map([["./diagram.png", diagram]]) });

// React logs the errors it rethrows; the assertions are on the errors themselves.
let logged: jest.SpyInstance;
beforeEach(() => (logged = jest.spyOn(console, "error").mockImplementation(() => {})));
afterEach(() => logged.mockRestore());

describe("a picture in a post's body", () => {
  it("renders the post's optimized picture for the body's address: AVIF and WebP with sizes, sized, lazy, with its alt", () => {
    const { container } = render(<components.img src="./diagram.png" alt="The six phases" />);
    const sources = [...container.querySelectorAll("picture.post-picture source")];
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
    expect(() => render(<components.img src="./other.png" alt="Other" />)).toThrow(
      'The body picture "./other.png" is not among the post\'s bodyImages',
    );
  });
});

describe("a call to action in a post's body", () => {
  it("links each action to its route in the post's language, the first as the primary button and the rest outlined", () => {
    const { getByRole } = render(
      <components.CallToAction
        title="¿Hablamos?"
        actions={[
          { route: "contact", label: "Escríbenos" },
          { route: "services", label: "Ver servicios" },
        ]}
      />,
    );
    expect(getByRole("link", { name: "Escríbenos" })).toHaveAttribute("href", "/es/contacto/");
    expect(getByRole("link", { name: "Escríbenos" })).toHaveClass("button--primary");
    expect(getByRole("link", { name: "Ver servicios" })).toHaveAttribute("href", "/es/servicios/");
    expect(getByRole("link", { name: "Ver servicios" })).toHaveClass("button--outline");
  });

  it("stops on a route the site does not have", () => {
    expect(() => render(<components.CallToAction actions={[{ route: "pricing", label: "Prices" }]} />)).toThrow('unknown route "pricing"');
  });
});

describe("the props a post gives its components", () => {
  it("renders a comparison and a company's story from props that match their declaration", () => {
    const { getByRole } = render(
      <>
        <components.ComparisonTable
          caption="Startup o empresa tradicional"
          labels={{ aspect: "Aspecto", startup: "Startup", traditional: "Tradicional" }}
          rows={[{ aspect: "Crecimiento", startup: "Rápido", traditional: "Estable" }]}
        />
        <components.CompanyStories companies={[{ name: "Airbnb", story: "Empezó alquilando colchones." }]} />
      </>,
    );
    expect(getByRole("region", { name: "Startup o empresa tradicional" })).toHaveTextContent("CrecimientoRápidoEstable");
    expect(getByRole("region", { name: "Airbnb" })).toHaveTextContent("Empezó alquilando colchones.");
  });

  it("stops on a missing column heading, naming the component and the key", () => {
    expect(() => render(<components.ComparisonTable labels={{ aspect: "Aspecto", startup: "Startup" }} rows={[]} />)).toThrow(
      '<ComparisonTable> "labels.traditional" is required but missing',
    );
  });

  it("stops on a story that is not text, and on a link style the site does not have", () => {
    expect(() => render(<components.CompanyStories companies={[{ name: "Airbnb", story: 2008 }]} />)).toThrow(
      '<CompanyStories> "companies[0].story" must be text, found a number',
    );
    expect(() => render(<components.CallToAction actions={[{ route: "contact", label: "Escríbenos", variant: "ghost" }]} />)).toThrow(
      '<CallToAction> "actions[0].variant" must be one of primary, outline, found "ghost"',
    );
  });
});
