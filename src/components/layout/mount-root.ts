import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Gatsby's replaceHydrateFunction: puts the app into `container` and returns its cleanup.
 *
 * A built page arrives complete in its HTML, so the app hydrates it, as a transition: React then
 * works in slices of a few milliseconds and yields to the browser between them, instead of one long
 * task that blocks input (TBT) on a slow phone. `gatsby develop` serves an empty container (it
 * renders no HTML) and mounts its loading indicator into an empty one too; hydrating those would
 * fail on every page with React's "Hydration failed" overlay, so an empty container is rendered
 * into instead, as Gatsby's own default does.
 */
export function mountRoot(element: ReactElement, container: Element): () => void {
  if (container.childElementCount === 0) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let root: ReturnType<typeof hydrateRoot> | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return () => root?.unmount();
}
