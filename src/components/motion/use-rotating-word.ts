import { useIsomorphicLayoutEffect, useReducedMotion } from "framer-motion";
import { animate } from "framer-motion/dom/mini";
import { useEffect, useState, type RefObject } from "react";
import { TIMINGS } from "./timings";

export interface Rotation {
  /** The word shown. */
  current: number;
  /** The word fading out during the 0.4 s cross-fade, if any. */
  leaving: number | null;
  /** How many changes so far (0: the first word, shown without a fade-in). */
  changes: number;
}

/**
 * Cycles through `count` words every 2.5 s, cross-fading over 0.4 s. Reduced motion: the first word stays.
 * `slot` holds the words: the one marked data-fade="in" fades in over the one marked "out", which
 * is dropped when its fade has ended.
 */
export function useRotatingWord(count: number, slot: RefObject<HTMLElement>): Rotation {
  const reduced = useReducedMotion() ?? false;
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

  // Each change's cross-fade starts before the new word is first painted.
  useIsomorphicLayoutEffect(() => {
    const words = slot.current;
    if (!words || rotation.changes === 0) return;
    const options = { duration: TIMINGS.rotationFade / 1000, ease: "easeInOut" } as const;
    const fades = [
      animate(words.querySelector("[data-fade=in]"), { opacity: [0, 1] }, options),
      animate(words.querySelector("[data-fade=out]"), { opacity: [1, 0] }, options),
    ];
    return () => fades.forEach((f) => f.cancel());
  }, [rotation.changes, slot]);

  return rotation;
}
