import { useEffect, useState, type RefObject } from "react";

/**
 * Becomes true once the element is at least `threshold` visible, then stops observing
 * (every use in this folder runs once). Without IntersectionObserver it is true at once.
 */
export function useInViewOnce(
  ref: RefObject<Element>,
  { threshold = 0.1, enabled = true }: { threshold?: number; enabled?: boolean } = {},
): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || inView || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, enabled, inView]);
  return inView;
}

/** Whether an element lies entirely below the visible part of the page (so hiding it cannot be seen). */
export function isBelowTheFold(element: Element): boolean {
  return element.getBoundingClientRect().top >= window.innerHeight;
}
