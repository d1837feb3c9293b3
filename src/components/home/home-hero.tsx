import type { ReactNode } from "react";
import * as styles from "./home-hero.module.css";

/**
 * The home headline: the full sentence for crawlers and screen readers, and the lead plus a
 * rotating word for the eye. The slot is as wide as the longest word, so rotation never moves layout.
 */
export function HomeHero({
  hero,
  children,
}: {
  hero: { title: string; titleLead?: string | null; rotatingWords?: readonly string[] | null; description: string; tag?: string | null };
  children?: ReactNode;
}) {
  const words = hero.rotatingWords ?? [];
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), "");
  return (
    <section className={styles.hero}>
      <div className={styles.inner}>
        {hero.tag && <p className={styles.tag}>{hero.tag}</p>}
        <h1 className={styles.title}>
          <span className="visually-hidden">{hero.title}</span>
          {hero.titleLead && words.length > 0 && (
            <span aria-hidden="true">
              {hero.titleLead}{" "}
              <span className={styles.slot} data-longest={longest}>
                <span className={styles.word} data-testid="rotating-word">
                  {words[0]}
                </span>
              </span>
            </span>
          )}
        </h1>
        <p className={styles.description}>{hero.description}</p>
        {children}
      </div>
    </section>
  );
}
