import { useIsomorphicLayoutEffect } from "framer-motion";
import { graphql } from "gatsby";
import { useRef } from "react";
import { ServerMarkup } from "../layout/server-markup";
import { countOnSight } from "../motion/count-on-sight";
import { CountUp } from "../motion/count-up";
import { TIMINGS } from "../motion/timings";
import { balancedGridStyle } from "../ui/balanced-grid";
import * as grid from "../ui/balanced-grid.module.css";
import { Section, type Tone } from "./section";
import * as styles from "./stats-row.module.css";

/**
 * What follows a row of figures: countOnSight's source text, run on the row as soon as it is
 * parsed, so that its counts start from the first frame that shows them, whatever the app does.
 * Every bundle minifies count-on-sight.ts (src/node/hosting/source-text.ts).
 */
export const COUNT_SCRIPT = `(${countOnSight.toString()})(document.currentScript.previousElementSibling,${TIMINGS.revealThreshold})`;

/**
 * A row of figures that count up once seen (CountUp): up to three in a row from 640 px and four
 * from 1024 px, never one alone on a last row. On a first page the app adopts the row as the server
 * wrote it (ServerMarkup) and the inline script after it counts; after a client-side navigation
 * the app renders it, and starts its counts before the row's first paint.
 */
export function StatsRow({ stats, tone = "light" }: { stats: readonly Queries.StatFieldsFragment[]; tone?: "light" | "dark" }) {
  const script = useRef<HTMLScriptElement>(null);
  // At the first page's hydration the inline script has already marked the row and watches it.
  // countOnSight has no guard of its own (its bytes are in the page), so a browser without an
  // observer is left here with the final values, as the inline script leaves it.
  useIsomorphicLayoutEffect(() => {
    const row = script.current?.previousElementSibling;
    return row && "IntersectionObserver" in window && !row.hasAttribute("data-counts")
      ? countOnSight(row, TIMINGS.revealThreshold)
      : undefined;
  }, []);
  return (
    <>
      <ServerMarkup
        as="dl"
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
      </ServerMarkup>
      <script ref={script} dangerouslySetInnerHTML={{ __html: COUNT_SCRIPT }} />
    </>
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
