import { inView, useIsomorphicLayoutEffect, useReducedMotion } from "framer-motion";
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
 * Cycles through `count` words every 2.5 s, cross-fading over 0.4 s, while the slot is seen: on
 * screen, in a tab that is shown. Otherwise it stops (a change under way ends at once), as the
 * carousels do off screen, and its next change comes 2.5 s after it is seen again. Reduced motion:
 * the first word stays.
 * `slot` holds the words: the one marked data-fade="in" fades in over the one marked "out", which
 * is dropped when its fade has ended.
 */
export function useRotatingWord(count: number, slot: RefObject<HTMLElement>): Rotation {
  const reduced = useReducedMotion() ?? false;
  const [rotation, setRotation] = useState<Rotation>({ current: 0, leaving: null, changes: 0 });

  useEffect(() => {
    const words = slot.current;
    if (reduced || count < 2 || !words) {
      setRotation({ current: 0, leaving: null, changes: 0 });
      return;
    }
    const faded = (r: Rotation): Rotation => ({ ...r, leaving: null });
    const startCycle = () => {
      let fade: ReturnType<typeof setTimeout> | undefined;
      const timer = setInterval(() => {
        setRotation((r) => ({ current: (r.current + 1) % count, leaving: r.current, changes: r.changes + 1 }));
        clearTimeout(fade);
        fade = setTimeout(() => setRotation(faded), TIMINGS.rotationFade);
      }, TIMINGS.rotationInterval);
      return () => {
        clearInterval(timer);
        clearTimeout(fade);
        setRotation(faded);
      };
    };
    let onScreen = false;
    let stopCycle: (() => void) | undefined;
    const update = () => {
      const seen = onScreen && document.visibilityState === "visible";
      if (seen && !stopCycle) stopCycle = startCycle();
      if (!seen && stopCycle) {
        stopCycle();
        stopCycle = undefined;
      }
    };
    const stopWatching = inView(words, () => {
      onScreen = true;
      update();
      return () => {
        onScreen = false;
        update();
      };
    });
    document.addEventListener("visibilitychange", update);
    return () => {
      // inView's own stop only disconnects its observer: a cycle running then is stopped here.
      stopWatching();
      document.removeEventListener("visibilitychange", update);
      onScreen = false;
      update();
    };
  }, [count, reduced, slot]);

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
