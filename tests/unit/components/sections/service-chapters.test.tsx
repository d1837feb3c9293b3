import { screen, within } from "@testing-library/react";
import { ServiceChapters } from "../../../../src/components/sections/service-chapters";
import type { Lang } from "../../../../src/i18n/languages";
import { readContent } from "../../support/content";
import { renderInLanguage } from "../../support/render";

const cards = (lang: Lang) => readContent<{ cards: Queries.ServiceCardFieldsFragment[] }>(lang, "pages/services.json").cards;

const visual = (alt: string): Queries.HeroVisualFieldsFragment => ({
  alt,
  image: {
    childImageSharp: {
      gatsbyImageData: {
        layout: "constrained",
        width: 520,
        height: 400,
        images: { sources: [{ type: "image/avif", srcSet: "/web.avif 520w" }], fallback: { src: "/web.png", srcSet: "/web.png 520w" } },
      },
    },
  },
});

describe("ServiceChapters", () => {
  it("numbers the services in order, each titled h2 with its features, then the link to its page", () => {
    renderInLanguage(<ServiceChapters cards={cards("es")} visuals={new Map()} linkLabel="Más información" />, "es");
    const chapters = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.closest("li")!);
    expect(chapters).toHaveLength(6);
    expect(chapters.map((li) => li.textContent.slice(0, 2))).toEqual(["01", "02", "03", "04", "05", "06"]);
    for (const chapter of chapters) {
      const features = within(chapter).getByRole("list");
      expect(within(features).getAllByRole("listitem")).toHaveLength(4);
      expect(features.nextElementSibling?.tagName).toBe("A");
    }
  });

  it("shows a service's own picture, lazily and from 1024 px only, where its page has one", () => {
    const visuals = new Map([["web-development", visual("Boathous's boat search")]]);
    renderInLanguage(<ServiceChapters cards={cards("en")} visuals={visuals} linkLabel="Learn more" />, "en");
    const image = screen.getByRole("img", { name: "Boathous's boat search" });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image.closest("li")!.querySelector("h2")).toHaveTextContent("Web Development");
    expect(image.closest("picture")!.querySelector("source")).toHaveAttribute("media", "(min-width: 1024px)");
    expect(screen.getAllByRole("img")).toHaveLength(1);
  });
});
