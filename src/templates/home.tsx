import { graphql, type PageProps } from "gatsby";
import { HomeHero } from "../components/home/home-hero";
import { PricingPackage } from "../components/home/pricing-package";
import { ProblemSolution } from "../components/home/problem-solution";
import { PageHead } from "../components/page/page-base";
import { HeroActions } from "../components/page/hero-actions";
import { CtaBand } from "../components/sections/cta-band";
import { IconCardSection } from "../components/sections/icon-cards";
import { HOME_LOOP, ProjectStrip } from "../components/sections/project-strip";
import { Section } from "../components/sections/section";
import { ServiceCards } from "../components/sections/service-cards";
import { StatsRow } from "../components/sections/stats-row";
import { TeamGrid } from "../components/sections/team-grid";
import { RouteLink } from "../components/ui/route-link";
import { presentFields, type PageContext } from "../i18n/page-context";

export default function HomeTemplate({ data, pageContext }: PageProps<Queries.HomePageQuery, PageContext>) {
  const { content, projects, team } = presentFields(data, pageContext);
  return (
    <>
      <PageHead content={content} trail={pageContext.breadcrumb} />
      <HomeHero
        hero={content.hero}
        actions={
          content.heroActions && (
            <div className="hero-actions">
              <HeroActions actions={content.heroActions} />
            </div>
          )
        }
      >
        <StatsRow stats={content.stats} />
      </HomeHero>
      <IconCardSection id="challenges" section={content.challenges} plain still />
      <Section id="solution" heading={content.solution} tone="tinted" still>
        <ProblemSolution problem={content.solution.problem} answer={content.solution.answer} />
      </Section>
      <Section id="pricing" heading={content.pricing} still>
        <PricingPackage pack={content.pricing} />
      </Section>
      <Section id="services" heading={content.services} tone="tinted" still>
        <ServiceCards
          cards={content.services.cards}
          button={() => (
            <RouteLink route="contact" className="button button--secondary button--sm">
              {content.services.cta}
            </RouteLink>
          )}
        />
      </Section>
      <Section id="projects" heading={content.projects}>
        <ProjectStrip projects={projects.items} loop={HOME_LOOP} />
        <p className="section-actions">
          <RouteLink route="our-work" className="button button--outline">
            {content.projects.viewAll}
          </RouteLink>
        </p>
      </Section>
      <Section id="team" heading={content.team} tone="tinted" still>
        <TeamGrid members={team.members} />
      </Section>
      <CtaBand cta={content.cta} />
    </>
  );
}

export const query = graphql`
  query HomePage($lang: String!) {
    content: homeContent(lang: { eq: $lang }) {
      ...PageBase
      hero {
        ...HomeHeroFields
      }
      stats {
        ...StatFields
      }
      challenges {
        ...IconCardSectionFields
      }
      solution {
        title
        description
        ...ProblemSolutionFields
      }
      pricing {
        title
        description
        ...PricingPackageFields
      }
      services {
        title
        description
        cta
        cards {
          ...ServiceCardFields
        }
      }
      projects {
        title
        description
        viewAll
      }
      team {
        title
        description
      }
      cta {
        ...CtaFields
      }
    }
    ...ProjectItems
    ...TeamMembers
  }
`;
