import type { StaticTemplate } from "../../i18n/routes";
import { ContactNotSentContent } from "../../components/contact/not-sent-details.content";
import { LayoutContent } from "../../components/layout/layout.content";
import { ServicePageContent } from "../../components/page/service-page.content";
import { ProjectsContent } from "../../components/sections/project-card.content";
import { TeamContent } from "../../components/sections/team-grid.content";
import { AboutContent } from "../../templates/about.content";
import { BlogListContent } from "../../templates/blog-list.content";
import { CaseStudyContent } from "../../templates/case-study.content";
import { ContactSentContent } from "../../templates/contact-sent.content";
import { ContactContent } from "../../templates/contact.content";
import { HomeContent } from "../../templates/home.content";
import { OurWorkContent } from "../../templates/our-work.content";
import { PrivacyContent } from "../../templates/privacy.content";
import { ServicesIndexContent } from "../../templates/services.content";
import { f, type Field, type ObjectType } from "./content-schema";

/**
 * Which declaration each JSON file in content/<lang>/ has. Each shape is declared once, in a
 * *.content.ts file beside the component or template that renders it (and queries it in its
 * fragment); the GraphQL schema, the build-time validation and the TypeScript type all come from
 * that declaration (content-schema.ts).
 */
export { pageFields } from "../../components/page/page-base.content";
export { LayoutContent, ProjectsContent, ServicePageContent, TeamContent };

/** Content type of each page family, by template: content/<lang>/pages/<route key>.json. */
export const pageTypes: Readonly<Record<StaticTemplate, ObjectType>> = {
  home: HomeContent,
  services: ServicesIndexContent,
  service: ServicePageContent,
  "our-work": OurWorkContent,
  "case-study": CaseStudyContent,
  "blog-list": BlogListContent,
  about: AboutContent,
  contact: ContactContent,
  "contact-sent": ContactSentContent,
  "contact-not-sent": ContactNotSentContent,
  privacy: PrivacyContent,
};

/** Fields Gatsby adds to each content node, besides those of the JSON file. */
export const contentNodeFields: Record<string, Field> = {
  lang: f.string("Language of this content: en or es."),
};

export const pageNodeFields: Record<string, Field> = {
  ...contentNodeFields,
  route: f.string("Route key of the page (see src/i18n/routes.ts)."),
};
