import type { CSSProperties } from "react";
import { ServerMarkup } from "../layout/server-markup";
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
 * A heading typed out letter by letter in CSS alone, on the page's clock (motion-gate.tsx): from
 * 0.5 s, a letter every 0.03 s, with a blinking cursor, however late the scripts come.
 *
 * The heading's text is the full title from the first byte (crawlers, screen readers, no-JS,
 * reduced motion) and holds its final layout; with motion it is transparent under an aria-hidden
 * overlay: one empty span per letter, drawn by CSS from `data-letter` and shown at its time
 * (`--letter`). Letters not yet due keep their place, so lines break as in the title and nothing
 * moves. Each letter has an animation of its own that waits without applying anything, so each
 * step of the typing restyles one letter.
 */
export function TypedTitle({ text, className }: { text: string; className?: string }) {
  const letters = Array.from(text);
  // Kept from the server (ServerMarkup): its letters are one element each, and none ever changes.
  return (
    <ServerMarkup as="h1" className={`${className ?? ""} ${styles.typedTitle}`}>
      <span className={styles.typedText}>{text}</span>
      <span className={styles.typedOverlay} aria-hidden="true">
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
    </ServerMarkup>
  );
}

/** The class of what follows a typed title (description, buttons): it fades in 1.2 s after the page's start, in CSS alone. */
export const afterTypedClass = styles.afterTyped;
