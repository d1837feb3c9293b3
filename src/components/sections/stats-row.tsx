import * as styles from "./stats-row.module.css";

export interface StatData {
  value: string;
  prefix?: string | null;
  suffix?: string | null;
  label: string;
}

/** A row of figures; the final values are in the server HTML. */
export function StatsRow({ stats, tone = "light" }: { stats: readonly StatData[]; tone?: "light" | "dark" }) {
  return (
    <dl className={`${styles.stats} ${tone === "dark" ? styles.dark : ""}`}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>
            {stat.prefix}
            {stat.value}
            {stat.suffix}
          </dd>
        </div>
      ))}
    </dl>
  );
}
