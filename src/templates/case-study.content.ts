import { f, objectType } from "../node/content/content-schema";
import { sectionHeading, text, texts } from "../node/content/content-fields";
import { CaseOverview } from "../components/case-study/case-overview.content";
import { heroActions } from "../components/page/hero-actions.content";
import { pageType } from "../components/page/page-base.content";
import { cta } from "../components/sections/cta-band.content";
import { IconCard, iconCardSection } from "../components/sections/icon-cards.content";
import { ProcessAndTechnologies } from "../components/sections/process-and-technologies.content";
import { Process } from "../components/sections/process-timeline.content";
import { Stat } from "../components/sections/stats-row.content";
import { Technologies } from "../components/sections/tech-tabs.content";

const ClientSiteLink = objectType(
  "ContentClientSiteLink",
  "A link to the client's own site (its address is in src/config/site.ts, clientSites), opened in a new tab.",
  { label: text("Visible link text.") },
);

/** content/<lang>/pages/<project>.json: the case studies (nurdoc.json, boathous.json, almia.json). */
export const CaseStudyContent = pageType(
  "CaseStudyContent",
  "Copy of one case study (Nurdoc, Boathous, Almia).",
  {
    heroActions,
    image: f.image("The project's picture, relative to this file."),
    imagePhone: f.image(
      "What a phone shows instead (below 640 px): a crop of the picture at its own pixels, one product screen or panel about one screen high, so that its text reads.",
    ),
    imageAlt: text("Alt text of the picture."),
    overview: f.object(CaseOverview, "Overview."),
    features: f.object(iconCardSection("ContentCaseFeatures", "Features of the product.", "A feature.", "Six features.", 6), "Features."),
    process: f.object(Process, "Development process (six steps)."),
    technologies: f.object(Technologies, "Technology stack tabs."),
    vision: f.object(
      objectType("ContentCaseVision", "The client's vision and values.", {
        ...sectionHeading,
        values: f.list(f.object(IconCard, "A value."), "Three values.", 3),
        link: f.object(ClientSiteLink, "The client's platform."),
      }),
      "Vision and values.",
    ),
    challenges: f.object(
      objectType("ContentCaseChallenges", "Challenges met and how.", {
        title: text("Section heading."),
        items: f.list(
          f.object(
            objectType("ContentCaseChallenge", "A challenge and its solution.", {
              challenge: text("The challenge."),
              solution: text("How we solved it."),
            }),
            "A challenge.",
          ),
          "Three challenges.",
          3,
        ),
      }),
      "Challenges and solutions.",
    ),
    cta,
    performance: f.optional(
      f.object(
        objectType("ContentCasePerformance", "Performance figures.", {
          ...sectionHeading,
          items: f.list(f.object(Stat, "A figure."), "Four figures.", 4),
        }),
        "Boathous only: performance.",
      ),
    ),
    sectors: f.optional(
      f.object(
        objectType("ContentCaseSectors", "Sectors the platform serves.", {
          title: text("Section heading."),
          items: texts("Eight sectors.", 8),
        }),
        "Almia only: sectors.",
      ),
    ),
  },
  undefined,
  [ProcessAndTechnologies],
);
