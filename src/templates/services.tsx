import { graphql, type PageProps } from "gatsby";
import { PageHead, PageHero } from "../components/page/page-base";
import { CtaBand } from "../components/sections/cta-band";
import { IconCardSection } from "../components/sections/icon-cards";
import { Section } from "../components/sections/section";
import { ServiceChapters } from "../components/sections/service-chapters";
import { useLayoutStrings } from "../hooks/use-layout-strings";
import { presentFields, type PageContext } from "../i18n/page-context";
import { HERO_TYPING } from "../components/motion/typed-title";

export default function ServicesTemplate({ data, pageContext }: PageProps<Queries.ServicesIndexPageQuery, PageContext>) {
  const t = useLayoutStrings();
  const { content, servicePages } = presentFields(data, pageContext);
  const visuals = new Map(servicePages.nodes.flatMap((page) => (page.hero.visual ? [[page.route, page.hero.visual] as const] : [])));
  return (
    <>
      <PageHead content={content} trail={pageContext.breadcrumb} />
      <PageHero page={content} typing={HERO_TYPING} particles />
      <Section id="services-grid" still>
        <ServiceChapters cards={content.cards} visuals={visuals} linkLabel={t.learnMore} />
      </Section>
      <IconCardSection id="why-us" section={content.reasons} tone="tinted" plain columns={2} still />
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
    servicePages: allServicePageContent(filter: { lang: { eq: $lang } }) {
      nodes {
        route
        hero {
          visual {
            ...ChapterVisualFields
          }
        }
      }
    }
  }
`;
