import { clientSites } from "../../config/site";
import { f, objectType } from "../../node/content/content-schema";
import { routeKeys, text } from "../../node/content/content-fields";

/** The project categories; each language's layout.json labels them (projectCategories). */
export const projectCategories = ["web", "mobile", "saas", "education", "ai"] as const;

const Project = objectType(
  "ContentProject",
  "A project of the portfolio; it links to its case study (route), or else to the client's own site (src/config/site.ts, clientSites).",
  {
    id: f.string("Stable id, e.g. nurdoc; its client site is clientSites[id] in src/config/site.ts.", Object.keys(clientSites)),
    title: text("Project name."),
    description: text("What it is."),
    image: f.image("Picture, relative to this file."),
    alt: text("Alt text of the picture."),
    categories: f.list(f.string("A category.", projectCategories), `Categories: ${projectCategories.join(", ")}.`),
    route: f.optional(f.string("Route key of its case study.", routeKeys)),
  },
);

/** content/<lang>/projects.json. */
export const ProjectsContent = objectType("ProjectsContent", "The five portfolio projects, in display order.", {
  items: f.list(f.object(Project, "A project."), "The projects.", 5),
});
