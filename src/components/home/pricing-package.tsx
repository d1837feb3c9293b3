import { RouteLink } from "../ui/route-link";
import * as styles from "./pricing-package.module.css";

/** The MVP package: what it includes, how long it takes, and the way to a quote. */
export function PricingPackage({
  pack,
}: {
  pack: { name: string; delivery: string; includes: readonly string[]; note: string; cta: { route: string; label: string } };
}) {
  return (
    <div className={styles.card}>
      <div className={styles.head}>
        <h3 className={styles.name}>{pack.name}</h3>
        <p className={styles.delivery}>{pack.delivery}</p>
      </div>
      <ul className={styles.includes}>
        {pack.includes.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className={styles.note}>{pack.note}</p>
      <RouteLink route={pack.cta.route} className="button button--primary button--lg">
        {pack.cta.label}
      </RouteLink>
    </div>
  );
}
