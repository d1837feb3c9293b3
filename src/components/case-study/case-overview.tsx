import { graphql } from "gatsby";
import { Section } from "../sections/section";
import { StatsRow } from "../sections/stats-row";
import * as styles from "./case-overview.module.css";

/** A case study's overview section: its challenge, solution and results. */
export function CaseOverview({ overview }: { overview: Queries.CaseOverviewFieldsFragment }) {
  return (
    <Section id="overview">
      <div className={styles.overview}>
        <div className={styles.columns}>
          {[overview.challenge, overview.solution].map((block) => (
            <div key={block.title} className={styles.block}>
              <h2>{block.title}</h2>
              <p>{block.description}</p>
            </div>
          ))}
        </div>
        <div className={styles.results}>
          <h2>{overview.results.title}</h2>
          <p>{overview.results.description}</p>
          <StatsRow stats={overview.results.stats} />
        </div>
      </div>
    </Section>
  );
}

export const caseOverviewFields = graphql`
  fragment CaseOverviewFields on ContentCaseOverview {
    challenge {
      title
      description
    }
    solution {
      title
      description
    }
    results {
      title
      description
      stats {
        ...StatFields
      }
    }
  }
`;
