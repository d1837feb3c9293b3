import { graphql } from "gatsby";
import { TextList } from "../ui/text-list";
import * as styles from "./maintenance-types.module.css";

/** The four types of maintenance, each with its four bullets. */
export function MaintenanceTypes({ items }: { items: readonly Queries.MaintenanceTypeFieldsFragment[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <h3>{item.title}</h3>
          <p>{item.description}</p>
          <TextList items={item.features} className={styles.features} />
        </li>
      ))}
    </ul>
  );
}

export const maintenanceTypeFields = graphql`
  fragment MaintenanceTypeFields on ContentMaintenanceType {
    title
    description
    features
  }

  fragment MaintenanceTypesSectionFields on ContentMaintenanceTypes {
    title
    description
    items {
      ...MaintenanceTypeFields
    }
  }
`;
