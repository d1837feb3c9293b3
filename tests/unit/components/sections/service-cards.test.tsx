import { screen, within } from "@testing-library/react";
import { ServiceCards } from "../../../../src/components/sections/service-cards";
import type { Lang } from "../../../../src/i18n/languages";
import { readContent } from "../../support/content";
import { renderInLanguage } from "../../support/render";

const cards = (lang: Lang) => readContent<{ cards: Queries.ServiceCardFieldsFragment[] }>(lang, "pages/services.json").cards;

describe("ServiceCards", () => {
  it("lists each card's features under its text, then the button the page gives for that card", () => {
    renderInLanguage(<ServiceCards cards={cards("es")} button={(card) => <a href={`#${card.route}`}>{card.title}</a>} />, "es");
    const items = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.closest("li")!);
    expect(items).toHaveLength(6);
    const web = items.find((li) => li.querySelector("a")?.getAttribute("href") === "#web-development")!;
    const features = within(web).getByRole("list");
    expect(within(features).getAllByRole("listitem")).toHaveLength(4);
    expect(features.nextElementSibling?.tagName).toBe("A");
  });
});
