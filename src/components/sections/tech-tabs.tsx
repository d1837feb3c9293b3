import { graphql } from "gatsby";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { balancedGridStyle } from "../ui/balanced-grid";
import * as grid from "../ui/balanced-grid.module.css";
import * as styles from "./tech-tabs.module.css";

/**
 * Technology tabs following the WAI-ARIA tabs pattern: arrow keys, Home and End move between
 * tabs, one panel shows and the others are hidden. The pattern needs a script, which HTML's own
 * controls cannot stand in for: until the app starts, the default tab's panel shows.
 */
export function TechTabs({ groups, defaultTab }: Pick<Queries.TechnologiesFieldsFragment, "groups" | "defaultTab">) {
  const [active, setActive] = useState(defaultTab);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();
  const ids = (id: string) => ({ tab: `${base}-tab-${id}`, panel: `${base}-panel-${id}` });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = groups.findIndex((g) => g.id === active);
    const moves: Record<string, number> = {
      ArrowRight: (current + 1) % groups.length,
      ArrowLeft: (current - 1 + groups.length) % groups.length,
      Home: 0,
      End: groups.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(groups[next]!.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" className={styles.tablist}>
        {groups.map((group, index) => {
          const selected = group.id === active;
          return (
            <button
              key={group.id}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              onKeyDown={onKeyDown}
              id={ids(group.id).tab}
              aria-selected={selected}
              aria-controls={ids(group.id).panel}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => setActive(group.id)}
            >
              {group.label}
            </button>
          );
        })}
      </div>
      {groups.map((group) => (
        <div
          key={group.id}
          role="tabpanel"
          id={ids(group.id).panel}
          aria-labelledby={ids(group.id).tab}
          hidden={group.id !== active}
          tabIndex={0}
          data-tab={group.id}
        >
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
