import type { ReactNode } from "react";
import { ServerMarkup } from "../layout/server-markup";
import { Reveal, revealContentClass } from "../motion/reveal";
import * as styles from "./section.module.css";

/** A band's colour: the page's white, the soft tint, or the ink of a band that stands out. */
export type Tone = "plain" | "tinted" | "dark";

/**
 * The tones of a page's bands, in the order of `shown` (a section's key, and whether the page shows
 * it): tinted first, then alternating over the shown ones, so two bands of one colour never meet.
 */
export function alternatingTones<Key extends string>(shown: Readonly<Record<Key, boolean>>): Record<Key, Tone> {
  let drawn = 0;
  const tones = {} as Record<Key, Tone>;
  for (const key of Object.keys(shown) as Key[]) {
    tones[key] = shown[key] && drawn % 2 === 0 ? "tinted" : "plain";
    if (shown[key]) drawn += 1;
  }
  return tones;
}

/** A section's title and description, as its content has them. */
export interface SectionHeading {
  readonly title: string;
  readonly description?: string | null;
}

/**
 * A page section: an optional heading and its content, on a band of its tone, revealed on scroll.
 * `still`: nothing in it changes once rendered, so the first page keeps its server markup (ServerMarkup).
 */
export function Section({
  id,
  heading,
  tone = "plain",
  still = false,
  children,
}: {
  id?: string;
  heading?: SectionHeading;
  tone?: Tone;
  still?: boolean;
  children: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  const { title, description } = heading ?? {};
  const content = (
    <>
      {title && (
        <header className={styles.intro}>
          <h2 id={headingId}>{title}</h2>
          {description && <p>{description}</p>}
        </header>
      )}
      {children}
    </>
  );
  const inner = `${styles.inner} ${revealContentClass}`;
  return (
    <Reveal>
      <section id={id} className={`${styles.section} ${styles[tone]}`} aria-labelledby={title ? headingId : undefined}>
        {still ? <ServerMarkup className={inner}>{content}</ServerMarkup> : <div className={inner}>{content}</div>}
      </section>
    </Reveal>
  );
}
