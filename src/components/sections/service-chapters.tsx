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
  visuals: ReadonlyMap<string, Queries.HeroVisualFieldsFragment>;
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
