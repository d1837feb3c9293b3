import { TextList } from "../ui/text-list";
import * as styles from "./feature-list.module.css";

/** The check-marked features of a service card. */
export function FeatureList({ features }: { features: readonly string[] }) {
  return <TextList items={features} className={styles.list} />;
}
