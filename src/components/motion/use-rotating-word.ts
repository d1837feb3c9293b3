import { useEffect, useState } from "react";
import { TIMINGS } from "./timings";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

export interface Rotation {
  /** The word shown. */
  current: number;
  /** The word fading out during the 0.4 s cross-fade, if any. */
  leaving: number | null;
  /** How many changes so far (0: the first word, shown without a fade-in). */
  changes: number;
}

/** Cycles through `count` words every 2.5 s, cross-fading over 0.4 s. Reduced motion: the first word stays. */
export function useRotatingWord(count: number): Rotation {
  const reduced = usePrefersReducedMotion();
  const [rotation, setRotation] = useState<Rotation>({ current: 0, leaving: null, changes: 0 });

  useEffect(() => {
    if (reduced || count < 2) {
      setRotation({ current: 0, leaving: null, changes: 0 });
      return;
    }
    let fade: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      setRotation((r) => ({ current: (r.current + 1) % count, leaving: r.current, changes: r.changes + 1 }));
      clearTimeout(fade);
      fade = setTimeout(() => setRotation((r) => ({ ...r, leaving: null })), TIMINGS.rotationFade);
    }, TIMINGS.rotationInterval);
    return () => {
      clearInterval(timer);
      clearTimeout(fade);
    };
  }, [count, reduced]);

  return rotation;
}
