import { useReducedMotion } from "framer-motion";
import { useEffect, useState, type ElementType } from "react";
import { gateExpired, isInitialHydration } from "./motion-gate";
import * as styles from "./motion.module.css";
import { TIMINGS } from "./timings";

/** ssr: server markup, typing not started; waiting: the 0.5 s before typing; done: plain text. */
export type TypingPhase = "ssr" | "waiting" | "typing" | "done";

export interface TypedText {
  phase: TypingPhase;
  /** How many characters are shown. */
  count: number;
}

/**
 * Milliseconds on a typed title's clock. On the first page it runs from the page's start, so a
 * slow hydration (scripts load after the first paint) does not add to the wait: characters that
 * are due are shown at once. After a client-side navigation it runs from the title's mount.
 */
function typingClock(): () => number {
  const origin = isInitialHydration() ? 0 : performance.now();
  return () => performance.now() - origin;
}

/**
 * The clock of a typed title (see typingClock):
 *   0.5 s                     typing starts, one character every 0.03 s
 *   0.5 s + 0.03 s × length   typing ends, the cursor goes
 * With reduced motion (or `enabled` false) the title is whole at once. What follows the title
 * keeps time in CSS alone (see afterTypedProps).
 */
export function useTypedText(text: string, enabled = true): TypedText {
  const reduced = useReducedMotion() ?? false;
  const animate = enabled && !reduced;
  const [state, setState] = useState<TypedText>({ phase: "ssr", count: 0 });

  useEffect(() => {
    if (!animate || gateExpired()) {
      setState({ phase: "done", count: text.length });
      return;
    }
    const elapsed = typingClock();
    /** Characters due by now: one every typePerChar after typeDelay. */
    const due = () => Math.min(text.length, Math.max(0, Math.floor((elapsed() - TIMINGS.typeDelay) / TIMINGS.typePerChar)));
    setState({ phase: "waiting", count: 0 });
    let typer: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const count = due();
      if (count < text.length) {
        setState((s) => ({ ...s, phase: "typing", count }));
        return;
      }
      clearInterval(typer);
      setState((s) => ({ ...s, phase: "done", count: text.length }));
    };
    const start = setTimeout(
      () => {
        typer = setInterval(tick, TIMINGS.typePerChar);
        tick();
      },
      Math.max(0, TIMINGS.typeDelay - elapsed()),
    );
    return () => {
      clearTimeout(start);
      clearInterval(typer);
    };
  }, [text, animate]);

  return state;
}

/**
 * A heading typed out letter by letter. The heading's text is the full title from the first byte
 * of server HTML (crawlers, screen readers, no-JS visitors) and occupies its final layout from the
 * start, only made transparent while typing; the letters the eye sees are an aria-hidden overlay
 * drawn by CSS from data attributes (typed part, then the untyped rest kept invisible so that
 * lines break exactly as in the title), so the heading reads once and nothing ever moves.
 */
export function TypedTitle({
  as: Tag = "h1",
  text,
  typed,
  className,
}: {
  as?: ElementType;
  text: string;
  typed: TypedText;
  className?: string;
}) {
  return (
    <Tag className={`${className ?? ""} ${styles.typedTitle}`} data-typing={typed.phase}>
      <span className={styles.typedText}>{text}</span>
      {typed.phase !== "done" && (
        <span className={styles.typedOverlay} aria-hidden="true">
          <span className={styles.typedDone} data-text={text.slice(0, typed.count)} />
          <span className={styles.typedRest} data-text={text.slice(typed.count)} />
        </span>
      )}
    </Tag>
  );
}

/**
 * The class of what follows a typed title (description, buttons): it fades in over 0.5 s, 1.2 s
 * after the page's start, timed by CSS alone from the age the gate script gives the hero, so the
 * hero's largest text never waits for the scripts (motion.module.css).
 */
export const afterTypedClass = styles.afterTyped;
