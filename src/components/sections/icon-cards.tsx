import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { balancedGridStyle } from "../ui/balanced-grid";
import * as grid from "../ui/balanced-grid.module.css";
import { ContentIcon } from "../ui/content-icon";
import * as styles from "./icon-cards.module.css";
import { Section, type Tone } from "./section";

/**
 * A responsive grid of icon cards, at most `columns` wide, never with a card alone on its last row;
 * each card may carry extra content (features, a link).
 */
export function IconCards({
  items,
  columns = 3,
  renderExtra,
  headingLevel = 3,
}: {
  items: readonly Queries.IconCardFieldsFragment[];
  columns?: 2 | 3 | 4;
  renderExtra?: (index: number) => ReactNode;
  /** 2 when the cards sit right under the page's h1, with no section heading between. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={`${grid.grid} ${styles.grid}`} style={balancedGridStyle(items.length, { md: 2, lg: Math.min(columns, 3), xl: columns })}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.card}>
          <span className={styles.icon}>
            <ContentIcon name={item.icon} />
          </span>
          <Heading className={styles.title}>{item.title}</Heading>
          <p className={styles.text}>{item.description}</p>
          {renderExtra?.(index)}
        </li>
      ))}
    </ul>
  );
}

/** A section of icon cards (an IconCardSectionFields): its heading over its cards, on one band. */
export function IconCardSection({ id, section, tone }: { id: string; section: Queries.IconCardSectionFieldsFragment; tone?: Tone }) {
  return (
    <Section id={id} heading={section} tone={tone}>
      <IconCards items={section.items} />
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
