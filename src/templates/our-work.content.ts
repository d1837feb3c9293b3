import { f } from "../node/content/content-schema";
import { heroActions } from "../components/page/hero-actions.content";
import { pageType } from "../components/page/page-base.content";
import { cta } from "../components/sections/cta-band.content";
import { linkedCardSection } from "../components/sections/linked-cards.content";
import { Intro } from "../components/sections/section.content";
import { stats3 } from "../components/sections/stats-row.content";

/** content/<lang>/pages/our-work.json. */
export const OurWorkContent = pageType("OurWorkContent", "Copy of the our-work (portfolio) page.", {
  heroActions,
  projects: f.object(Intro, "Heading of the projects grid."),
  stats: stats3("Portfolio stats."),
  services: f.object(
    linkedCardSection("ContentServicesBlock", "A block of linked service cards.", "A service.", "Three services.", 3),
    "Services block.",
  ),
  cta,
});
