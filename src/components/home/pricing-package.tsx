import { graphql } from "gatsby";
import { RouteLink } from "../ui/route-link";
import { TextList } from "../ui/text-list";
import * as styles from "./pricing-package.module.css";

/** The MVP package (the page puts its title and description in the section heading): what it includes, how long it takes, and the way to a quote. */
export function PricingPackage({ pack }: { pack: Queries.PricingPackageFieldsFragment }) {
  return (
    <div className={styles.card}>
      <div className={styles.head}>
        <h3 className={styles.name}>{pack.name}</h3>
        <p className={styles.delivery}>{pack.delivery}</p>
      </div>
      <TextList items={pack.includes} className={styles.includes} />
      <p className={styles.note}>{pack.note}</p>
      <RouteLink route={pack.cta.route} className="button button--primary button--lg">
        {pack.cta.label}
      </RouteLink>
    </div>
  );
}

export const pricingPackageFields = graphql`
  fragment PricingPackageFields on ContentPricingPackage {
    name
    delivery
    includes
    note
    cta {
      ...RouteLinkFields
    }
  }
`;
