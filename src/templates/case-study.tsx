import { graphql, type PageProps } from "gatsby";
import { CaseOverview } from "../components/case-study/case-overview";
import { PageHead, PageHero } from "../components/page/page-base";
import { CtaBand } from "../components/sections/cta-band";
import { IconCardSection, IconCards } from "../components/sections/icon-cards";
import { ProcessAndTechnologies } from "../components/sections/process-and-technologies";
import { Section } from "../components/sections/section";
import { StatsRow } from "../components/sections/stats-row";
import { clientSite } from "../config/site";
import { Picture } from "../components/ui/picture";
import { presentFields, type PageContext } from "../i18n/page-context";
import { TextList } from "../components/ui/text-list";
import * as styles from "./case-study.module.css";

export default function CaseStudyTemplate({ data, pageContext }: PageProps<Queries.CaseStudyPageQuery, PageContext>) {
  const { content } = presentFields(data, pageContext);
  return (
    <>
      <PageHead content={content} trail={pageContext.breadcrumb} />
      <PageHero page={content} />
      <div className={styles.cover}>
        <Picture
          image={content.image}
          art={{ media: "(max-width: 639.98px)", image: content.imagePhone, sizes: "calc(100vw - 40px)" }}
          alt={content.imageAlt}
          priority
          sizes="(min-width: 1240px) 1160px, calc(100vw - 40px)"
        />
      </div>
      <CaseOverview overview={content.overview} />
      <IconCardSection id="features" section={content.features} tone="tinted" still />
      {content.performance && (
        <Section id="performance" heading={content.performance} tone="dark">
          <StatsRow stats={content.performance.items} tone="dark" />
        </Section>
      )}
      <ProcessAndTechnologies page={content} />
      <Section id="vision" heading={content.vision} still>
        <IconCards items={content.vision.values} />
        <p className="section-actions">
          <a href={clientSite(pageContext.routeKey)} target="_blank" rel="noopener noreferrer" className="button button--outline">
            {content.vision.link.label} ↗
          </a>
        </p>
      </Section>
      <Section id="challenges" heading={content.challenges} tone="tinted" still>
        <dl className={`term-cards ${styles.challenges}`}>
          {content.challenges.items.map((item) => (
            <div key={item.challenge}>
              <dt>{item.challenge}</dt>
              <dd>{item.solution}</dd>
            </div>
          ))}
        </dl>
      </Section>
      {content.sectors && (
        <Section id="sectors" heading={content.sectors} still>
          <TextList items={content.sectors.items} className={styles.sectors} />
        </Section>
      )}
      <CtaBand cta={content.cta} />
    </>
  );
}

export const query = graphql`
  query CaseStudyPage($lang: String!, $routeKey: String!) {
    content: caseStudyContent(lang: { eq: $lang }, route: { eq: $routeKey }) {
      ...PageBase
      image {
        childImageSharp {
          gatsbyImageData(width: 1200, breakpoints: [360, 540, 720, 960, 1200], placeholder: NONE, formats: [AUTO, WEBP, AVIF])
        }
      }
      imagePhone {
        childImageSharp {
          gatsbyImageData(width: 360, breakpoints: [360, 540, 720], placeholder: NONE, formats: [AUTO, WEBP, AVIF])
        }
      }
      imageAlt
      overview {
        ...CaseOverviewFields
      }
      features {
        ...IconCardSectionFields
      }
      ...ProcessAndTechnologiesFields
      vision {
        title
        description
        values {
          ...IconCardFields
        }
        link {
          label
        }
      }
      challenges {
        title
        items {
          challenge
          solution
        }
      }
      performance {
        title
        description
        items {
          ...StatFields
        }
      }
      sectors {
        title
        items
      }
      cta {
        ...CtaFields
      }
    }
  }
`;
