import { graphql, type PageProps } from "gatsby";
import { PageHead, PageHero } from "../components/page/page-base";
import { CtaBand } from "../components/sections/cta-band";
import { IconCardSection } from "../components/sections/icon-cards";
import { Section } from "../components/sections/section";
import { ServiceCards } from "../components/sections/service-cards";
import { RouteLink } from "../components/ui/route-link";
import { useLayoutStrings } from "../hooks/use-layout-strings";
import { presentFields, type PageContext } from "../i18n/page-context";

export default function ServicesTemplate({ data, pageContext }: PageProps<Queries.ServicesIndexPageQuery, PageContext>) {
  const t = useLayoutStrings();
  const { content } = presentFields(data, pageContext);
  return (
    <>
      <PageHead content={content} trail={pageContext.breadcrumb} />
      <PageHero page={content} typed particles />
      <Section id="services-grid">
        <ServiceCards
          cards={content.cards}
          headingLevel={2}
          button={(card) => (
            <RouteLink route={card.route} className="button button--outline button--sm">
              {t.learnMore}
              <span className="visually-hidden">: {card.title}</span>
            </RouteLink>
          )}
        />
      </Section>
      <IconCardSection id="why-us" section={content.reasons} tone="tinted" />
      <CtaBand cta={content.cta} />
    </>
  );
}

export const query = graphql`
  query ServicesIndexPage($lang: String!) {
    content: servicesIndexContent(lang: { eq: $lang }) {
      ...PageBase
      cards {
        ...ServiceCardFields
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
