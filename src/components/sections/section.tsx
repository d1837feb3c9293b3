import type { ReactNode } from "react";
import { Reveal } from "../motion/reveal";
import * as styles from "./section.module.css";

/** A page section: an optional heading block and its content, on a plain or tinted band, revealed on scroll. */
export function Section({
  id,
  title,
  description,
  tone = "plain",
  children,
}: {
  id?: string;
  title?: string;
  description?: string;
  tone?: "plain" | "tinted" | "dark";
  children: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
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
