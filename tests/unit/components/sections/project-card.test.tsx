import { screen } from "@testing-library/react";
import { ProjectCard } from "../../../../src/components/sections/project-card";
import { clientSites } from "../../../../src/config/site";
import type { Lang } from "../../../../src/i18n/languages";
import { readContent } from "../../support/content";
import { renderInLanguage } from "../../support/render";

const project = (lang: Lang, id: string) => {
  const { items } = readContent<{ items: (Queries.ProjectFieldsFragment & { image: unknown })[] }>(lang, "projects.json");
  const found = items.find((p) => p.id === id);
  if (!found) throw new Error(`no project ${id}`);
  return { ...found, image: { childImageSharp: null } } as Queries.ProjectFieldsFragment;
};

describe("ProjectCard", () => {
  it.each([
    ["es", ["Educación", "IA"]],
    ["en", ["Education", "AI"]],
  ] as const)("labels the categories in the page's language (%s)", (lang, labels) => {
    renderInLanguage(<ProjectCard project={project(lang, "almia")} sizes="100vw" />, lang);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(labels);
  });

  it("links a project without a case study to its client's site, in a new tab", () => {
    renderInLanguage(<ProjectCard project={project("es", "autoemailed")} sizes="100vw" />, "es");
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe(clientSites.autoemailed);
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("as the feature, shows its case study's figures, each value with its label", () => {
    const figures = [
      { value: "500", prefix: null, suffix: "+", label: "Healthcare professionals" },
      { value: "4.8", prefix: null, suffix: "/5", label: "User rating" },
    ];
    renderInLanguage(<ProjectCard project={project("en", "nurdoc")} sizes="100vw" figures={figures} />, "en");
    expect(screen.getAllByRole("term").map((dt) => dt.textContent)).toEqual(["Healthcare professionals", "User rating"]);
    expect(screen.getAllByRole("definition").map((dd) => dd.textContent)).toEqual(["500+", "4.8/5"]);
  });

  it("without figures (a card of the grid), has no list of figures", () => {
    renderInLanguage(<ProjectCard project={project("en", "boathous")} sizes="100vw" />, "en");
    expect(screen.queryByRole("term")).toBeNull();
  });
});
