import { balancedGridStyle, gridPlan } from "../../../../src/components/ui/balanced-grid";

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
