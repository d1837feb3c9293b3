import type { ReactNode } from "react";
import { Reveal } from "../motion/reveal";
import * as styles from "./section.module.css";

/**
 * A page section: an optional heading block (a section's title and description, as its content
 * has them) and its content, on a plain or tinted band, revealed on scroll.
 */
export function Section({
  id,
  heading,
  tone = "plain",
  children,
}: {
  id?: string;
  heading?: { readonly title: string; readonly description?: string | null };
  tone?: "plain" | "tinted" | "dark";
  children: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  const { title, description } = heading ?? {};
  return (
    <Reveal>
      <section id={id} className={`${styles.section} ${styles[tone]}`} aria-labelledby={title ? headingId : undefined}>
        <div className={styles.inner}>
          {title && (
            <header className={styles.intro}>
              <h2 id={headingId}>{title}</h2>
              {description && <p>{description}</p>}
            </header>
          )}
          {children}
        </div>
      </section>
    </Reveal>
  );
}
