import { f, objectType } from "../../node/content/content-schema";
import { sectionHeading, text } from "../../node/content/content-fields";

const TechItem = objectType("ContentTechItem", "A technology or tool.", {
  name: text("Its name, e.g. React."),
  desc: text("What we use it for."),
});

const TechGroup = objectType("ContentTechGroup", "One tab of a technology section.", {
  id: f.string("Stable id of the tab, e.g. frontend."),
  label: text("Tab label."),
  items: f.list(f.object(TechItem, "A technology."), "The technologies of the tab."),
});

export const Technologies = objectType(
  "ContentTechnologies",
  "Technology tabs: one panel visible at a time.",
  {
    ...sectionHeading,
    defaultTab: f.string("Id of the tab shown first."),
    groups: f.list(f.object(TechGroup, "A tab."), "The tabs, in order."),
  },
  (value) => {
    const ids = value.groups.map((g) => g.id);
    return [
      ...(ids.includes(value.defaultTab) ? [] : [{ key: "defaultTab", message: `must be one of the group ids ${ids.join(", ")}` }]),
      // The stylesheet shows the chosen group's panel by its position (tech-tabs.module.css).
      ...(ids.length >= 2 && ids.length <= 4 ? [] : [{ key: "groups", message: `must hold two to four groups, not ${ids.length}` }]),
    ];
  },
);
