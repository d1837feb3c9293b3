import { screen, within } from "@testing-library/react";
import { IconCardSection } from "../../../../src/components/sections/icon-cards";
import { LinkedCardSection } from "../../../../src/components/sections/linked-cards";
import { StatsBand } from "../../../../src/components/sections/stats-row";
import { routePath } from "../../../../src/i18n/paths";
import { readContent } from "../../support/content";
import { installIntersectionObserver } from "../../support/motion";
import { renderInLanguage } from "../../support/render";

type AboutCopy = { stats: Queries.StatFieldsFragment[]; services: Queries.LinkedCardSectionFieldsFragment };
type HomeCopy = { challenges: Queries.IconCardSectionFieldsFragment };

describe("the section components that own their band", () => {
  it("IconCardSection: the section is named by its title, with its description, then one card per item", () => {
    const { challenges } = readContent<HomeCopy>("es", "pages/home.json");
    renderInLanguage(<IconCardSection id="challenges" section={challenges} />, "es");
    const section = screen.getByRole("region", { name: challenges.title });
    expect(section.id).toBe("challenges");
    expect(within(section).getByText(challenges.description)).toBeTruthy();
    const cards = within(section)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(cards).toEqual(challenges.items.map((item) => item.title));
  });

  it("LinkedCardSection: each card links to its page in the page's language, named by its card", () => {
    const { services } = readContent<AboutCopy>("es", "pages/about.json");
    renderInLanguage(<LinkedCardSection id="services" section={services} />, "es");
    const section = screen.getByRole("region", { name: services.title });
    expect(section.id).toBe("services");
    const links = within(section).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(services.items.map((item) => routePath(item.route, "es")));
    const { learnMore } = readContent<{ learnMore: string }>("es", "layout.json");
    expect(links.map((link) => link.textContent)).toEqual(services.items.map((item) => `${learnMore}: ${item.title}`));
  });

  it("StatsBand: the figures' band has no heading of its own and keeps the final values as its text", () => {
    installIntersectionObserver();
    const { stats } = readContent<AboutCopy>("en", "pages/about.json");
    const { container } = renderInLanguage(<StatsBand stats={stats} tone="tinted" />, "en");
    const band = container.querySelector("section#stats")!;
    expect(band.hasAttribute("aria-labelledby")).toBe(false);
    expect(within(band as HTMLElement).queryByRole("heading")).toBeNull();
    const values = [...band.querySelectorAll("dd")].map((dd) => dd.textContent);
    expect(values).toEqual(stats.map((stat) => `${stat.prefix ?? ""}${stat.value}${stat.suffix ?? ""}`));
  });
});
