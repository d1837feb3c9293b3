import * as styles from "./feature-list.module.css";

/** The check-marked features of a service card. */
export function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {features.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  );
}
