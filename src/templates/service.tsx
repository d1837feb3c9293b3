import { graphql, type PageProps } from "gatsby";
import { PageHead, PageHero } from "../components/page/page-base";
import { HeroActions } from "../components/page/hero-actions";
import { CtaBand } from "../components/sections/cta-band";
import { FaqList } from "../components/sections/faq-list";
import { IconCards } from "../components/sections/icon-cards";
import { MaintenanceTypes } from "../components/sections/maintenance-types";
import { ProcessTimeline } from "../components/sections/process-timeline";
import { pickProjects, ProjectStrip, serviceLoop } from "../components/sections/project-strip";
import { Section } from "../components/sections/section";
import { StatsRow } from "../components/sections/stats-row";
import { TechTabs } from "../components/sections/tech-tabs";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import type { PageContext } from "../i18n/page-context";
import { faqLd, serviceLd } from "../seo/structured-data";

/** Where the portfolio carousel goes back to the start: after the 4th position on web development, the 5th on AI agents. */
const WRAP_AFTER: Partial<Record<string, number>> = { "web-development": 4, "ai-agents": 5 };

/** One service page: hero, stats, benefits, process, technologies, FAQ and call to action, plus each page's own sections. */
export default function ServiceTemplate({ data, pageContext }: PageProps<Queries.ServicePageQuery, PageContext>) {
  const { siteUrl, title: brand } = useSiteMetadata();
  const content = data.content;
  if (!content) throw new Error(`No content for ${pageContext.lang} ${pageContext.routeKey}`);
  const structuredData = [
    serviceLd(siteUrl, brand, {
      ...content.service,
      description: content.meta.description,
      url: `${siteUrl}${pageContext.alternates[pageContext.lang]}`,
      offer: content.offer,
    }),
    faqLd(content.faq.items),
  ];
  return (
    <>
      <PageHead content={content} trail={pageContext.breadcrumb} structuredData={structuredData} />
      <PageHero hero={content.hero} typed particles>
        <HeroActions actions={content.heroActions} />
      </PageHero>
      <Section id="stats">
        <StatsRow stats={content.stats} />
      </Section>
      <Section id="benefits" title={content.benefits.title} description={content.benefits.description} tone="tinted">
        <IconCards items={content.benefits.items} />
      </Section>
      {content.maintenanceTypes && (
        <Section id="maintenance-types" title={content.maintenanceTypes.title} description={content.maintenanceTypes.description}>
          <MaintenanceTypes items={content.maintenanceTypes.items} />
        </Section>
      )}
      <Section id="process" title={content.process.title} description={content.process.description}>
        <ProcessTimeline steps={content.process.steps} />
      </Section>
      <Section id="technologies" title={content.technologies.title} description={content.technologies.description} tone="tinted">
        <TechTabs groups={content.technologies.groups} defaultTab={content.technologies.defaultTab} />
      </Section>
      {content.portfolio && data.projects && (
        <Section id="portfolio" title={content.portfolio.title} description={content.portfolio.description}>
          <ProjectStrip
            projects={pickProjects(data.projects.items, content.portfolio.projects)}
            loop={serviceLoop(WRAP_AFTER[pageContext.routeKey] ?? 4)}
          />
        </Section>
      )}
      <Section id="faq" title={content.faq.title} tone="tinted">
        <FaqList faq={content.faq} />
      </Section>
      <CtaBand cta={content.cta} />
    </>
  );
}

export const query = graphql`
  query ServicePage($lang: String!, $routeKey: String!) {
    content: servicePageContent(lang: { eq: $lang }, route: { eq: $routeKey }) {
      ...PageBase
      heroActions {
        ...HeroActionsFields
      }
      stats {
        ...StatFields
      }
      benefits {
        title
        description
        items {
          ...IconCardFields
        }
      }
      maintenanceTypes {
        title
        description
        items {
          ...MaintenanceTypeFields
        }
      }
      process {
        ...ProcessFields
      }
      technologies {
        ...TechnologiesFields
      }
      portfolio {
        title
        description
        projects
      }
      faq {
        ...FaqFields
      }
      cta {
        ...CtaFields
      }
      service {
        name
        serviceType
        areaServed
      }
      offer {
        priceCurrency
        availability
        description
      }
    }
    projects: projectsContent(lang: { eq: $lang }) {
      items {
        ...ProjectFields
      }
    }
  }
`;
