import { f, objectType } from "../../node/content/content-schema";
import { sectionHeading, text } from "../../node/content/content-fields";
import { cta } from "../sections/cta-band.content";
import { Faq } from "../sections/faq-list.content";
import { iconCardSection } from "../sections/icon-cards.content";
import { MaintenanceTypes } from "../sections/maintenance-types.content";
import { ProcessAndTechnologies } from "../sections/process-and-technologies.content";
import { Process } from "../sections/process-timeline.content";
import { stats3 } from "../sections/stats-row.content";
import { Technologies } from "../sections/tech-tabs.content";
import { heroActions } from "./hero-actions.content";
import { pageType } from "./page-base.content";

/** content/<lang>/pages/<service>.json: the six service pages (web-development.json, seo.json…). */
export const ServicePageContent = pageType(
  "ServicePageContent",
  "Copy of one service page (maintenance, web, mobile, custom software, AI agents, SEO).",
  {
    heroActions,
    stats: stats3("The stats row."),
    benefits: f.object(iconCardSection("ContentBenefits", "Benefit cards.", "A benefit.", "The benefits."), "Benefits."),
    process: f.object(Process, "The process timeline."),
    technologies: f.object(Technologies, "Technology tabs."),
    faq: f.object(Faq, "Frequently asked questions."),
    cta,
    service: f.object(
      objectType("ContentServiceRecord", "Facts for the schema.org Service record.", {
        name: text("Service name."),
        serviceType: text("schema.org serviceType."),
        areaServed: text("schema.org areaServed."),
      }),
      "Structured data of the service.",
    ),
    portfolio: f.optional(
      f.object(
        objectType("ContentServicePortfolio", "The projects carousel of a service page (web development, AI agents).", {
          ...sectionHeading,
          projects: f.list(
            f.string("The id of a project in projects.json."),
            "The four projects the carousel shows, chosen for this page, in order.",
            4,
          ),
        }),
        "The projects carousel.",
      ),
    ),
    maintenanceTypes: f.optional(f.object(MaintenanceTypes, "Maintenance only: the types of maintenance.")),
    offer: f.optional(
      f.object(
        objectType("ContentOffer", "A schema.org Offer.", {
          priceCurrency: f.string("ISO currency code.", ["EUR"]),
          availability: f.string("schema.org availability.", ["InStock"]),
          description: text("What the offer is."),
        }),
        "Maintenance only: the offer in the structured data.",
      ),
    ),
  },
  // Each has its own template (service-with-projects.tsx, service.tsx: see create-pages.ts), so
  // that a page carries only the script and CSS of the sections it shows.
  (page) =>
    page.portfolio && page.maintenanceTypes
      ? [{ key: "maintenanceTypes", message: "is not shown on a page with a portfolio: a service page has one or the other" }]
      : [],
  [ProcessAndTechnologies],
);
