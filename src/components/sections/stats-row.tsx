import { graphql } from "gatsby";
import { CountUp } from "../motion/count-up";
import { balancedGridStyle } from "../ui/balanced-grid";
import * as grid from "../ui/balanced-grid.module.css";
import { Section, type Tone } from "./section";
import * as styles from "./stats-row.module.css";

/**
 * A row of figures that count up when scrolled into view (CountUp): up to three in a row from
 * 640 px and four from 1024 px, never one alone on a last row.
 */
export function StatsRow({ stats, tone = "light" }: { stats: readonly Queries.StatFieldsFragment[]; tone?: "light" | "dark" }) {
  return (
    <dl
      className={`${grid.grid} ${styles.stats} ${tone === "dark" ? styles.dark : ""}`}
      style={balancedGridStyle(stats.length, { md: 3, lg: 4 })}
    >
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>
            <CountUp value={stat.value} prefix={stat.prefix ?? ""} suffix={stat.suffix ?? ""} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A page's band of figures, with no heading: the figures speak for themselves. */
export function StatsBand({ stats, tone }: { stats: readonly Queries.StatFieldsFragment[]; tone?: Tone }) {
  return (
    <Section id="stats" tone={tone}>
      <StatsRow stats={stats} />
    </Section>
  );
}

export const statFields = graphql`
  fragment StatFields on ContentStat {
    value
    prefix
    suffix
    label
  }
`;
