import { graphql, type PageProps } from "gatsby";
import { PageHead, PageHero } from "../components/page/page-base";
import { HeroActions } from "../components/page/hero-actions";
import { CtaBand } from "../components/sections/cta-band";
import { FeatureList } from "../components/sections/feature-list";
import { IconCards } from "../components/sections/icon-cards";
import { Section } from "../components/sections/section";
import { RouteLink } from "../components/ui/route-link";
import type { PageContext } from "../i18n/page-context";

export default function ServicesTemplate({ data, pageContext }: PageProps<Queries.ServicesIndexPageQuery, PageContext>) {
  const content = data.content;
  if (!content) throw new Error(`No content for ${pageContext.lang} services`);
  return (
    <>
      <PageHead content={content} trail={pageContext.breadcrumb} />
      <PageHero hero={content.hero} typed particles>
        <HeroActions actions={content.heroActions} />
      </PageHero>
      <Section id="services-grid">
        <IconCards
          items={content.cards}
          headingLevel={2}
          renderExtra={(i) => {
            const card = content.cards[i]!;
            return (
              <>
                <FeatureList features={card.features} />
                <RouteLink route={card.route} className="button button--outline button--sm">
                  {card.learnMore}
                  <span className="visually-hidden">: {card.title}</span>
                </RouteLink>
              </>
            );
          }}
        />
      </Section>
      <Section id="why-us" heading={content.reasons} tone="tinted">
        <IconCards items={content.reasons.items} />
      </Section>
      <CtaBand cta={content.cta} />
    </>
  );
}

export const query = graphql`
  query ServicesIndexPage($lang: String!) {
    content: servicesIndexContent(lang: { eq: $lang }) {
      ...PageBase
      heroActions {
        ...HeroActionsFields
      }
      cards {
        icon
        title
        description
        features
        route
        learnMore
      }
      reasons {
        ...IconCardSectionFields
      }
      cta {
        ...CtaFields
      }
    }
  }
`;
