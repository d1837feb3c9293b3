import type { CSSProperties } from "react";
import * as styles from "./motion.module.css";
import { TIMINGS } from "./timings";

/** The cursor blinks once a second on the title's clock: drawn in the first half, not the second. */
export const CARET_BLINK_MS = 1000;

/**
 * Whether the cursor is drawn after letter `k` (from 1) in the 0.03 s it is the last letter typed:
 * when that moment falls in the shown half of the cursor's blink. The cursor before the first
 * letter shows for the first half-second, which is the wait before typing (motion.module.css).
 */
export function caretAfterLetter(k: number): boolean {
  return (TIMINGS.typeDelay + k * TIMINGS.typePerChar) % CARET_BLINK_MS < CARET_BLINK_MS / 2;
}

/**
 * A heading typed out letter by letter, in CSS alone, on the page's clock (the gate script puts
 * the hero's animations on it; after a client-side navigation the clock starts at the mount):
 * typing starts at 0.5 s, one letter every 0.03 s, with a blinking cursor after the last one
 * typed until the title is whole. So the title types itself however late the scripts come, and
 * they can wait for the hero.
 *
 * The heading's text is the full title from the first byte of server HTML (crawlers, screen
 * readers, no-JS visitors, reduced motion) and holds its final layout from the start; with motion
 * it is transparent. What the eye sees is an aria-hidden overlay on top of it: one empty span per
 * letter, its letter drawn by CSS from `data-letter` (so the heading's text stays the title alone)
 * and shown at its time (`--letter`); the letters not yet due keep their place, so lines break
 * exactly as in the title and nothing ever moves. One CSS animation on the overlay types them all
 * (`--steps`: a step per letter, and one to take the cursor away).
 */
export function TypedTitle({ text, className }: { text: string; className?: string }) {
  const letters = Array.from(text);
  return (
    <h1 className={`${className ?? ""} ${styles.typedTitle}`}>
      <span className={styles.typedText}>{text}</span>
      <span className={styles.typedOverlay} aria-hidden="true" style={{ "--steps": letters.length + 1 } as CSSProperties}>
        <span className={styles.typedCaret} />
        {letters.map((letter, i) => (
          <span
            key={i}
            data-letter={letter}
            data-caret={caretAfterLetter(i + 1) ? "" : undefined}
            style={{ "--letter": i + 1 } as CSSProperties}
          />
        ))}
      </span>
    </h1>
  );
}

/**
 * The class of what follows a typed title (description, buttons): it fades in over 0.5 s, 1.2 s
 * after the page's start, timed by CSS alone from the age the gate script gives the hero, so the
 * hero's largest text never waits for the scripts (motion.module.css).
 */
export const afterTypedClass = styles.afterTyped;
