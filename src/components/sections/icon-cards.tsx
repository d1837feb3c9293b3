import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { balancedGridStyle } from "../ui/balanced-grid";
import * as grid from "../ui/balanced-grid.module.css";
import { ContentIcon } from "../ui/content-icon";
import * as styles from "./icon-cards.module.css";
import { Section, type Tone } from "./section";

/**
 * A responsive grid of icon cards, at most `columns` wide, never with a card alone on its last row;
 * each card may carry extra content (features, a link). `plain`: no boxes, the icon a small mark
 * beside the title and a hairline above each item, for short statements (benefits, reasons).
 */
export function IconCards({
  items,
  columns = 3,
  renderExtra,
  plain = false,
  className = "",
}: {
  items: readonly Queries.IconCardFieldsFragment[];
  columns?: 2 | 3 | 4;
  renderExtra?: (index: number) => ReactNode;
  plain?: boolean;
  className?: string;
}) {
  // Three from 640 px: in a row when plain, else one a row, never two and a third alone.
  const md = items.length === 3 ? (plain ? 3 : 1) : 2;
  return (
    <ul
      className={`${grid.grid} ${styles.grid} ${plain ? styles.plain : ""} ${className}`}
      style={balancedGridStyle(items.length, { md, lg: Math.min(columns, 3), xl: columns })}
    >
      {items.map((item, index) => (
        <li key={item.title} className={plain ? styles.item : styles.card}>
          <span className={styles.icon}>
            <ContentIcon name={item.icon} />
          </span>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.description}</p>
          {renderExtra?.(index)}
        </li>
      ))}
    </ul>
  );
}

/** A section of icon cards (an IconCardSectionFields): its heading over its cards, on one band. */
export function IconCardSection({
  id,
  section,
  tone,
  plain,
  columns,
  still,
}: {
  id: string;
  section: Queries.IconCardSectionFieldsFragment;
  tone?: Tone;
  plain?: boolean;
  columns?: 2 | 3;
  still?: boolean;
}) {
  return (
    <Section id={id} heading={section} tone={tone} still={still}>
      <IconCards items={section.items} plain={plain} columns={columns} />
    </Section>
  );
}

export const iconCardFields = graphql`
  fragment IconCardFields on ContentIconCard {
    icon
    title
    description
  }

  fragment IconCardSectionFields on ContentIconCardSection {
    title
    description
    items {
      ...IconCardFields
    }
  }
`;
