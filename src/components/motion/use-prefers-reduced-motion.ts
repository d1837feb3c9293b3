import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function mediaQuery(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = mediaQuery();
  if (!list) return () => undefined;
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

const getSnapshot = (): boolean => mediaQuery()?.matches ?? false;

/** The server cannot know the visitor's setting: it renders the full-motion markup, whose start state is the final state. */
const getServerSnapshot = (): boolean => false;

/**
 * Whether the visitor asked for reduced motion. SSR-safe: hydration renders with `false` (what
 * the server rendered) and React re-renders at once with the real value, so effects that start an
 * animation must list it in their dependencies.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
