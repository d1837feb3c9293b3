import { graphql, type PageProps } from "gatsby";
import { PageHead, PageHero } from "../components/page/page-base";
import { CtaBand } from "../components/sections/cta-band";
import { LinkedCardSection } from "../components/sections/linked-cards";
import { ProjectGrid } from "../components/sections/project-grid";
import { Section } from "../components/sections/section";
import { StatsBand } from "../components/sections/stats-row";
import { presentFields, type PageContext } from "../i18n/page-context";
import { HERO_TYPING } from "../components/motion/typed-title";

export default function OurWorkTemplate({ data, pageContext }: PageProps<Queries.OurWorkPageQuery, PageContext>) {
  const { content, projects, cases } = presentFields(data, pageContext);
  // The featured (first) project's figures: its case study's results.
  const figures = cases.nodes.find((study) => study.route === projects.items[0]?.route)?.overview.results.stats ?? [];
  return (
    <>
      <PageHead content={content} trail={pageContext.breadcrumb} />
      <PageHero page={content} typing={HERO_TYPING} />
      <Section id="projects" heading={content.projects} still>
        <ProjectGrid projects={projects.items} figures={figures} />
      </Section>
      <StatsBand stats={content.stats} tone="tinted" />
      <LinkedCardSection id="services" section={content.services} />
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
    cases: allCaseStudyContent(filter: { lang: { eq: $lang } }) {
      nodes {
        route
        overview {
          results {
            stats {
              ...StatFields
            }
          }
        }
      }
    }
  }
`;
