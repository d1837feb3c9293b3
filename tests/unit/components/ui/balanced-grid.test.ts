import { balancedGridStyle, gridPlan } from "../../../../src/components/ui/balanced-grid";
import { balancedGridSizes } from "../../../../src/components/ui/balanced-grid-sizes";

describe("gridPlan: no card alone on the last row", () => {
  it.each([
    [5, 4, 3, false], // 3 + 2, not 4 + 1
    [5, 3, 3, false],
    [5, 2, 2, true], // 2 + 2 + the last across
    [4, 3, 2, false], // 2 + 2, not 3 + 1
    [6, 4, 3, false], // 3 + 3 rather than 4 + 2
    [7, 4, 4, false], // 4 + 3
    [3, 4, 3, false], // fewer than the maximum: one row
    [6, 2, 2, false],
    [1, 3, 1, false],
  ])("%d items in at most %d columns: %d columns", (count, max, columns, lastSpans) => {
    expect(gridPlan(count, max)).toEqual({ columns, lastSpans });
  });

  it("never leaves a lone card for any count up to 12 and any maximum up to 4", () => {
    for (let count = 2; count <= 12; count += 1) {
      for (let max = 2; max <= 4; max += 1) {
        const { columns, lastSpans } = gridPlan(count, max);
        expect(columns).toBeLessThanOrEqual(max);
        expect(lastSpans || count % columns !== 1).toBe(true);
      }
    }
  });
});

it("balancedGridStyle: the columns per breakpoint, the maximum carried to wider ones", () => {
  expect(balancedGridStyle(5, { md: 2, lg: 4 })).toEqual({
    "--grid-md": 2,
    "--grid-last-md": "1 / -1",
    "--grid-lg": 3,
    "--grid-last-lg": "auto",
    "--grid-xl": 3,
    "--grid-last-xl": "auto",
  });
});

describe("balancedGridSizes: a picture as wide as its item", () => {
  it("five projects in at most two columns, then three: a column's width, the container's from 1200 px", () => {
    expect(balancedGridSizes(5, { md: 2, lg: 3 }, { gap: 24, last: false })).toBe(
      "(min-width: 1200px) 371px, (min-width: 1024px) calc((100vw - 88px) / 3), (min-width: 640px) calc((100vw - 64px) / 2), calc(100vw - 40px)",
    );
  });

  it("the last of five spans the row where two columns would leave it alone, and only there", () => {
    expect(balancedGridSizes(5, { md: 2, lg: 3 }, { gap: 24, last: true })).toBe(
      "(min-width: 1200px) 371px, (min-width: 1024px) calc((100vw - 88px) / 3), (min-width: 640px) calc(100vw - 40px), calc(100vw - 40px)",
    );
  });

  it("a grid of one column from every breakpoint is the container's width", () => {
    expect(balancedGridSizes(1, { md: 3 }, { gap: 20, last: true })).toBe(
      "(min-width: 1200px) 1160px, (min-width: 1024px) calc(100vw - 40px), (min-width: 640px) calc(100vw - 40px), calc(100vw - 40px)",
    );
  });
});
