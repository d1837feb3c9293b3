import { createElement, startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HydrationEnd, startHydration } from "./server-markup";

/**
 * Gatsby's replaceHydrateFunction: puts the app into `container` and returns its cleanup. A built
 * page is hydrated as a transition, so React yields to the browser between slices instead of one
 * long task that blocks input. An empty container (`gatsby develop`, its loading indicator) is
 * rendered into instead, as Gatsby's own default does: hydrating it would fail.
 */
export function mountRoot(element: ReactElement, container: Element): () => void {
  if (container.childElementCount === 0) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let root: ReturnType<typeof hydrateRoot> | undefined;
  startHydration();
  startTransition(() => {
    root = hydrateRoot(container, createElement(HydrationEnd, null, element));
  });
  return () => root?.unmount();
}
