import { graphql } from "gatsby";
import { CountUp } from "../motion/count-up";
import * as styles from "./stats-row.module.css";

/**
 * A row of figures that count up when scrolled into view. The final values are the server
 * HTML's text and what screen readers read; the counting figures are drawn over them.
 */
export function StatsRow({ stats, tone = "light" }: { stats: readonly Queries.StatFieldsFragment[]; tone?: "light" | "dark" }) {
  return (
    <dl className={`${styles.stats} ${tone === "dark" ? styles.dark : ""}`}>
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

export const statFields = graphql`
  fragment StatFields on ContentStat {
    value
    prefix
    suffix
    label
  }
`;
