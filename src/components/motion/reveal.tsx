import { useEffect, useRef, useState, type ReactNode } from "react";
import * as styles from "./motion.module.css";
import { TIMINGS } from "./timings";
import { isBelowTheFold } from "./use-in-view";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

/**
 * Reveal on scroll (SPEC section 4): the content of the wrapped section fades in and slides up
 * 20 px over 0.5 s, once, when the section is 10% visible. Only the section's inner content moves
 * (its background band stays), with opacity and transform only, so nothing shifts layout.
 *
 * Nothing is hidden in the server HTML or without JavaScript; once hydrated, only sections that
 * are wholly below the visible part of the page are hidden, so nothing in view ever flashes.
 * Reduced motion: never hidden. Plain CSS and one IntersectionObserver: framer-motion's
 * LazyMotion would add about 20 KB of gzipped JavaScript to each page for the same effect.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const reduced = usePrefersReducedMotion();
  const [state, setState] = useState<"static" | "hidden" | "shown">("static");

  useEffect(() => {
    const element = ref.current;
    if (reduced) {
      setState((s) => (s === "hidden" ? "static" : s));
      return;
    }
    if (!element || typeof IntersectionObserver === "undefined" || !isBelowTheFold(element)) return;
    setState("hidden");
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setState("shown");
        observer.disconnect();
      },
      { threshold: TIMINGS.revealThreshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [reduced]);

  return (
    <div ref={ref} className={styles.reveal} data-reveal={state}>
      {children}
    </div>
  );
}
