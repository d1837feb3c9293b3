import { graphql } from "gatsby";
import { useId } from "react";
import { balancedGridStyle } from "../ui/balanced-grid";
import * as grid from "../ui/balanced-grid.module.css";
import * as styles from "./tech-tabs.module.css";

/**
 * The technology groups as tabs made of HTML: a radio button per group, drawn as a row of tabs,
 * the checked one's panel shown by the stylesheet. It works from the first paint, scripts or none
 * (the WAI-ARIA tabs pattern needs a script), and holds no state, so hydration keeps what a visitor
 * chose before it.
 */
export function TechTabs({ title, groups, defaultTab }: Pick<Queries.TechnologiesFieldsFragment, "title" | "groups" | "defaultTab">) {
  const name = useId();
  return (
    <div className={styles.tabs}>
      <fieldset className={styles.tablist}>
        <legend className="visually-hidden">{title}</legend>
        {groups.map((group) => (
          <label key={group.id} className={styles.tab}>
            <input type="radio" name={name} value={group.id} defaultChecked={group.id === defaultTab} className={styles.radio} />
            {group.label}
          </label>
        ))}
      </fieldset>
      {groups.map((group) => (
        <div key={group.id} className={styles.panel} data-tab={group.id}>
          <ul className={`${grid.grid} ${styles.items}`} style={balancedGridStyle(group.items.length, { md: 2, lg: 3 })}>
            {group.items.map((item) => (
              <li key={item.name} className={styles.item}>
                <h3 className={styles.name}>{item.name}</h3>
                <p>{item.desc}</p>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

export const technologiesFields = graphql`
  fragment TechnologiesFields on ContentTechnologies {
    title
    description
    defaultTab
    groups {
      id
      label
      items {
        name
        desc
      }
    }
  }
`;
