import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { useSiteMetadata } from "../../hooks/use-site-metadata";
import type { PageContext } from "../../i18n/page-context";
import { faqLd, serviceLd } from "../../seo/structured-data";
import { CtaBand } from "../sections/cta-band";
import { FaqList } from "../sections/faq-list";
import { IconCardSection } from "../sections/icon-cards";
import { ProcessAndTechnologies } from "../sections/process-and-technologies";
import { alternatingTones, Section, type SectionHeading } from "../sections/section";
import { StatsBand } from "../sections/stats-row";
import { PageHead, PageHero } from "./page-base";
import { HERO_TYPING } from "../motion/typed-title";

/** A section a template adds to the service page: its heading and what it shows. */
export interface PageSection {
  readonly heading: SectionHeading;
  readonly body: ReactNode;
}

/**
 * One service page: hero, stats, benefits, process, technologies, FAQ and call to action. A page's
 * own sections come from its template (service.tsx, service-with-projects.tsx), so that a page
 * carries the script and CSS of what it shows only.
 */
export function ServicePage({
  content,
  pageContext,
  maintenanceTypes,
  portfolio,
}: {
  content: Queries.ServicePageFieldsFragment;
  pageContext: PageContext;
  maintenanceTypes?: PageSection | null;
  portfolio?: PageSection | null;
}) {
  const { siteUrl, title: brand } = useSiteMetadata();
  const structuredData = [
    serviceLd(siteUrl, brand, {
      ...content.service,
      description: content.meta.description,
      url: `${siteUrl}${pageContext.alternates[pageContext.lang]}`,
      offer: content.offer,
    }),
    faqLd(content.faq.items),
  ];
  const tones = alternatingTones({
    benefits: true,
    maintenanceTypes: Boolean(maintenanceTypes),
    process: true,
    technologies: true,
    portfolio: Boolean(portfolio),
    faq: true,
  });
  return (
    <>
      <PageHead content={content} trail={pageContext.breadcrumb} structuredData={structuredData} />
      <PageHero page={content} typing={HERO_TYPING} particles />
      <StatsBand stats={content.stats} />
      <IconCardSection id="benefits" section={content.benefits} tone={tones.benefits} plain still />
      {maintenanceTypes && (
        <Section id="maintenance-types" heading={maintenanceTypes.heading} tone={tones.maintenanceTypes} still>
          {maintenanceTypes.body}
        </Section>
      )}
      <ProcessAndTechnologies page={content} tones={tones} />
      {portfolio && (
        <Section id="portfolio" heading={portfolio.heading} tone={tones.portfolio}>
          {portfolio.body}
        </Section>
      )}
      <Section id="faq" heading={content.faq} tone={tones.faq} still>
        <FaqList faq={content.faq} />
      </Section>
      <CtaBand cta={content.cta} />
    </>
  );
}

export const query = graphql`
  fragment ServicePageFields on ServicePageContent {
    ...PageBase
    stats {
      ...StatFields
    }
    benefits {
      ...IconCardSectionFields
    }
    ...ProcessAndTechnologiesFields
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
`;
