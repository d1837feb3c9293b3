import { inView, useReducedMotion } from "framer-motion";
import { animate } from "framer-motion/dom/mini";
import { useEffect, useRef, useState, type ReactNode } from "react";
import * as styles from "./motion.module.css";
import { TIMINGS } from "./timings";

/** Whether an element lies entirely below the visible part of the page (so hiding it cannot be seen). */
function isBelowTheFold(element: Element): boolean {
  return element.getBoundingClientRect().top >= window.innerHeight;
}

/** The class of a revealed band's inner content (the band's child): what fades in and slides up. */
export const revealContentClass = styles.revealContent;

/**
 * Reveal on scroll: the wrapped section's inner content (not its band; revealContentClass) fades in
 * and slides up 20 px over 0.5 s, once, when the section is 10% visible. Nothing is hidden in the
 * server HTML; once hydrated, only sections wholly below the fold are, so nothing in view flashes.
 * Reduced motion: never hidden.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion() ?? false;
  const [state, setState] = useState<"static" | "hidden" | "shown">("static");

  useEffect(() => {
    const element = ref.current;
    if (reduced) {
      setState((s) => (s === "hidden" ? "static" : s));
      return;
    }
    if (!element || !isBelowTheFold(element)) return;
    setState("hidden");
    return inView(
      element,
      () => {
        // Starts from the hidden state's look (motion.module.css), before React drops it.
        animate(
          element.querySelectorAll(`:scope > * > .${styles.revealContent}`),
          { opacity: [0, 1], transform: [`translateY(${TIMINGS.revealOffsetPx}px)`, "none"] },
          { duration: TIMINGS.revealDuration / 1000, ease: "easeOut" },
        );
        setState("shown");
      },
      { amount: TIMINGS.revealThreshold },
    );
  }, [reduced]);

  return (
    <div ref={ref} className={styles.reveal} data-reveal={state}>
      {children}
    </div>
  );
}
