import { graphql, type PageProps } from "gatsby";
import { PageHead, PageHero } from "../components/page/page-base";
import { CtaBand } from "../components/sections/cta-band";
import { Journey } from "../components/sections/journey";
import { LinkedCardSection } from "../components/sections/linked-cards";
import { Section } from "../components/sections/section";
import { StatsBand } from "../components/sections/stats-row";
import { TeamGrid } from "../components/sections/team-grid";
import { presentFields, type PageContext } from "../i18n/page-context";
import * as styles from "./about.module.css";
import { HERO_TYPING } from "../components/motion/typed-title";

export default function AboutTemplate({ data, pageContext }: PageProps<Queries.AboutPageQuery, PageContext>) {
  const { content, team } = presentFields(data, pageContext);
  return (
    <>
      <PageHead content={content} trail={pageContext.breadcrumb} />
      <PageHero page={content} typing={HERO_TYPING} />
      <Section id="story" heading={content.story} still>
        <div className={styles.story}>
          <div className={styles.text}>
            {content.story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {/* The values as a plain list beside the story: four words and what each means. */}
          <ul className={styles.values}>
            {content.story.values.map((value) => (
              <li key={value.title}>
                <h3>{value.title}</h3>
                <p>{value.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <StatsBand stats={content.stats} tone="tinted" />
      <LinkedCardSection id="services" section={content.services} />
      <Section id="team" heading={content.team} tone="tinted" still>
        <TeamGrid members={team.members} detailed />
      </Section>
      <Section id="journey" heading={content.journey} still>
        <Journey entries={content.journey.entries} />
      </Section>
      <CtaBand cta={content.cta} />
    </>
  );
}

export const query = graphql`
  query AboutPage($lang: String!) {
    content: aboutContent(lang: { eq: $lang }) {
      ...PageBase
      story {
        title
        paragraphs
        values {
          title
          description
        }
      }
      stats {
        ...StatFields
      }
      services {
        ...LinkedCardSectionFields
      }
      team {
        title
        description
      }
      journey {
        title
        description
        entries {
          ...JourneyEntryFields
        }
      }
      cta {
        ...CtaFields
      }
    }
    ...TeamMembers
  }
`;
