import { GRID_BREAKPOINTS, plansByBreakpoint, type MaxColumns } from "./balanced-grid";

// Apart from balanced-grid.ts, so that only the portfolio page's chunk carries it.

/** The page's container (global.css `.container`): 20 px of padding each side, 1200 px at most. */
const CONTAINER = { padding: 20, max: 1200 };

/**
 * The `sizes` of a picture as wide as an item of a balanced grid in the page's container, `gap` px
 * between its columns: at each breakpoint a column's width, or the row's where the last item spans it.
 */
export function balancedGridSizes(count: number, maxColumns: MaxColumns, { gap, last }: { gap: number; last: boolean }): string {
  const inner = CONTAINER.max - 2 * CONTAINER.padding;
  const width = (columns: number, atMax: boolean) => {
    const gaps = gap * (columns - 1);
    if (atMax) return `${Math.ceil((inner - gaps) / columns)}px`;
    const fixed = 2 * CONTAINER.padding + gaps;
    return columns === 1 ? `calc(100vw - ${fixed}px)` : `calc((100vw - ${fixed}px) / ${columns})`;
  };
  const conditions = plansByBreakpoint(count, maxColumns).map(([breakpoint, plan]) => {
    const columns = last && plan.lastSpans ? 1 : plan.columns;
    const minWidth = GRID_BREAKPOINTS[breakpoint];
    return `(min-width: ${minWidth}px) ${width(columns, minWidth >= CONTAINER.max)}`;
  });
  // concat, not an array spread: Babel compiles a spread to a 1 KB helper that this chunk lacks.
  return conditions.reverse().concat(width(1, false)).join(", ");
}
