import { insideBox, segmentCrossesBox, type Box } from "../../../../src/components/motion/particle-network";

const text: Box = { left: 100, top: 100, right: 300, bottom: 200 };

describe("the particle network keeps out of the text's boxes", () => {
  it("a dot inside a box is not drawn, one outside is", () => {
    expect(insideBox(150, 150, text)).toBe(true);
    expect(insideBox(100, 200, text)).toBe(true);
    expect(insideBox(99, 150, text)).toBe(false);
    expect(insideBox(150, 250, text)).toBe(false);
  });

  it.each([
    ["right across", 50, 150, 350, 150, true],
    ["from outside into it", 50, 150, 150, 150, true],
    ["corner to corner past it", 50, 90, 350, 90, false],
    ["a diagonal that clips a corner", 90, 110, 110, 90, true],
    ["a diagonal that misses the corner", 80, 95, 95, 80, false],
    ["wholly inside", 150, 150, 160, 160, true],
    ["vertical beside it", 310, 50, 310, 250, false],
  ])("a line %s: %s", (_what, ax, ay, bx, by, crosses) => {
    expect(segmentCrossesBox(ax, ay, bx, by, text)).toBe(crosses);
  });
});
