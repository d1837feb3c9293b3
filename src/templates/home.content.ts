import { f, objectType } from "../node/content/content-schema";
import { sectionHeading, text } from "../node/content/content-fields";
import { PricingPackage } from "../components/home/pricing-package.content";
import { ProblemSolution } from "../components/home/problem-solution.content";
import { heroActions } from "../components/page/hero-actions.content";
import { pageType } from "../components/page/page-base.content";
import { cta } from "../components/sections/cta-band.content";
import { iconCardSection } from "../components/sections/icon-cards.content";
import { serviceCard } from "../components/sections/service-cards.content";
import { Intro } from "../components/sections/section.content";
import { stats3 } from "../components/sections/stats-row.content";

/** content/<lang>/pages/home.json. */
export const HomeContent = pageType("HomeContent", "Copy of the home page.", {
  heroActions,
  stats: stats3("Header stats: completed projects, satisfied clients, years of experience."),
  challenges: f.object(
    iconCardSection("ContentChallenges", "The problems clients come with.", "A problem.", "Three problems.", 3),
    "Three challenges.",
  ),
  solution: f.object(ProblemSolution, "Problem and solution."),
  pricing: f.object(PricingPackage, "Pricing package."),
  services: f.object(
    objectType("ContentHomeServices", "Three service cards with six features each.", {
      ...sectionHeading,
      cards: f.list(
        f.object(serviceCard("ContentHomeServiceCard", "A service card on the home page.", "Six features.", 6), "A card."),
        "Three cards.",
        3,
      ),
      cta: text("The Request a Quote button of each card."),
    }),
    "Services block.",
  ),
  projects: f.object(
    objectType("ContentFeaturedProjects", "The featured-projects carousel.", {
      ...sectionHeading,
      viewAll: text("The View All Projects button."),
    }),
    "Featured projects.",
  ),
  team: f.object(Intro, "Team section heading."),
  cta,
});
