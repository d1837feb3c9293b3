import type { CSSProperties } from "react";

/** The widths at which a grid may change its number of columns (min-width, CSS pixels). */
export const GRID_BREAKPOINTS = { md: 640, lg: 1024, xl: 1200 } as const;
export type GridBreakpoint = keyof typeof GRID_BREAKPOINTS;

export interface GridPlan {
  columns: number;
  /** The last item spans the whole row: with this count, any number of columns leaves it alone. */
  lastSpans: boolean;
}

/**
 * How many columns (at most `max`) a grid of `count` items uses so that its last row is never a
 * lone card: full rows if possible (6 in 3 × 2 rather than 4 + 2), else rows whose last one holds
 * at least two (5 in 3 + 2, not 4 + 1); where every choice leaves one alone (5 in at most 2
 * columns), that one spans the row.
 */
export function gridPlan(count: number, max: number): GridPlan {
  if (count <= max) return { columns: Math.max(1, count), lastSpans: false };
  for (let columns = max; columns >= 2; columns -= 1) if (count % columns === 0) return { columns, lastSpans: false };
  for (let columns = max; columns >= 2; columns -= 1) if (count % columns !== 1) return { columns, lastSpans: false };
  return { columns: max, lastSpans: max > 1 };
}

/** The custom properties balanced-grid.module.css reads: each breakpoint's columns and whether the last item spans the row. */
export function balancedGridStyle(count: number, maxColumns: MaxColumns): CSSProperties {
  const style: Record<string, string | number> = {};
  for (const [breakpoint, plan] of plansByBreakpoint(count, maxColumns)) {
    style[`--grid-${breakpoint}`] = plan.columns;
    style[`--grid-last-${breakpoint}`] = plan.lastSpans ? "1 / -1" : "auto";
  }
  return style;
}

/** The most columns a grid may have from each breakpoint; a breakpoint left out keeps the one before. */
export type MaxColumns = Partial<Record<GridBreakpoint, number>>;

/** The plan of a grid of `count` items at each breakpoint, widest last. */
export function plansByBreakpoint(count: number, maxColumns: MaxColumns): [GridBreakpoint, GridPlan][] {
  let max = 1;
  return (Object.keys(GRID_BREAKPOINTS) as GridBreakpoint[]).map((breakpoint) => {
    max = maxColumns[breakpoint] ?? max;
    return [breakpoint, gridPlan(count, max)];
  });
}
