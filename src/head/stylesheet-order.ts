import type { ReactNode } from "react";

/**
 * Gatsby inlines a page's stylesheets as `<style data-href>` elements, its template's before the
 * app's (static-entry.js unshifts them in reverse). The app's sheet holds the global rules
 * (`.button`, `.container`, element styles) that components' classes refine at the same
 * specificity, and a page reached by a link appends its template's sheet after the app's: so the
 * app's goes first here too, and a page looks the same however it was reached.
 */
export function appStylesheetFirst(headComponents: readonly ReactNode[]): ReactNode[] {
  const isApp = (node: ReactNode) => /^\/app[-.]/.test(stylesheetHref(node) ?? "");
  const appSheets = headComponents.filter(isApp);
  const rest = headComponents.filter((node) => !isApp(node));
  const firstSheet = rest.findIndex((node) => stylesheetHref(node) !== undefined);
  if (appSheets.length === 0 || firstSheet === -1) return [...headComponents];
  return [...rest.slice(0, firstSheet), ...appSheets, ...rest.slice(firstSheet)];
}

function stylesheetHref(node: ReactNode): string | undefined {
  if (typeof node !== "object" || node === null || !("type" in node) || node.type !== "style") return undefined;
  const href = (node.props as Record<string, unknown>)["data-href"];
  return typeof href === "string" ? href : undefined;
}
