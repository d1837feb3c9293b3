import { graphql } from "gatsby";
import { HeroPicture } from "../page/hero-picture";
import { ContentIcon } from "../ui/content-icon";
import { RouteLink } from "../ui/route-link";
import { TextList } from "../ui/text-list";
import * as styles from "./service-chapters.module.css";

/**
 * The services index's services, each a numbered chapter of its own: its name, what it delivers,
 * its features and its page's link, and from 1024 px, on alternating sides, its page's hero picture
 * (lazy, and like the hero's, neither shown nor downloaded on narrower screens).
 */
export function ServiceChapters({
  cards,
  visuals,
  linkLabel,
}: {
  cards: readonly Queries.ServiceCardFieldsFragment[];
  /** Each service page's hero picture, by its route. */
  visuals: ReadonlyMap<string, Queries.ChapterVisualFieldsFragment>;
  linkLabel: string;
}) {
  return (
    <ol className={styles.chapters}>
      {cards.map((card, index) => {
        const visual = visuals.get(card.route);
        return (
          <li key={card.route} className={styles.chapter}>
            <div>
              <p className={styles.mark} aria-hidden="true">
                <span className={styles.number}>{String(index + 1).padStart(2, "0")}</span>
                <ContentIcon name={card.icon} />
              </p>
              <h2 className={styles.title}>{card.title}</h2>
              <p className={styles.text}>{card.description}</p>
              <TextList items={card.features} className={styles.features} />
              <RouteLink route={card.route} className="button button--outline button--sm">
                {linkLabel}
                <span className="visually-hidden">: {card.title}</span>
              </RouteLink>
            </div>
            {visual && (
              <div className={styles.picture}>
                <HeroPicture visual={visual} lazy />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/*
 * The same pictures as the service pages' heroes, in the widths a chapter's box takes (at most
 * 520 px, twice that on a dense screen): six pictures in the hero's six widths made the page's HTML
 * cross the first round trip of a slow connection, and its largest paint 0.15 s later.
 */
export const chapterVisualFields = graphql`
  fragment ChapterVisualFields on ContentHeroVisual {
    alt
    image {
      childImageSharp {
        gatsbyImageData(width: 520, breakpoints: [420, 520, 1040], formats: [WEBP, AVIF], placeholder: NONE, quality: 72)
      }
    }
  }
`;
