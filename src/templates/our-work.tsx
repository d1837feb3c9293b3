import { graphql, type PageProps } from "gatsby";
import { PageHead, PageHero } from "../components/page/page-base";
import { CtaBand } from "../components/sections/cta-band";
import { LinkedCards } from "../components/sections/linked-cards";
import { ProjectGrid } from "../components/sections/project-grid";
import { Section } from "../components/sections/section";
import { StatsRow } from "../components/sections/stats-row";
import { presentFields, type PageContext } from "../i18n/page-context";

export default function OurWorkTemplate({ data, pageContext }: PageProps<Queries.OurWorkPageQuery, PageContext>) {
  const { content, projects } = presentFields(data, pageContext);
  return (
    <>
      <PageHead content={content} trail={pageContext.breadcrumb} />
      <PageHero page={content} typed />
      <Section id="projects" heading={content.projects}>
        <ProjectGrid projects={projects.items} />
      </Section>
      <Section id="stats" tone="tinted">
        <StatsRow stats={content.stats} />
      </Section>
      <Section id="services" heading={content.services}>
        <LinkedCards cards={content.services.items} />
      </Section>
      <CtaBand cta={content.cta} />
    </>
  );
}

export const query = graphql`
  query OurWorkPage($lang: String!) {
    content: ourWorkContent(lang: { eq: $lang }) {
      ...PageBase
      projects {
        title
        description
      }
      stats {
        ...StatFields
      }
      services {
        ...LinkedCardSectionFields
      }
      cta {
        ...CtaFields
      }
    }
    ...ProjectItems
  }
`;
