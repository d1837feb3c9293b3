import { typesetText, remarkTypeset, typesetCopy } from "../../../src/node/content/typeset";

const WJ = "\u2060";

describe("typesetText", () => {
  it.each([
    ["A basic MVP in 2-4 weeks.", `A basic MVP in 2-${WJ}4 weeks.`],
    ["2-4 semanas", `2-${WJ}4 semanas`],
    ["en 1-3 meses, y", `en 1-${WJ}3 meses, y`],
    ["an efficiency gain of 60-80%", `an efficiency gain of 60-${WJ}80%`],
    ["built in 4-12 weeks (or 3-4)", `built in 4-${WJ}12 weeks (or 3-${WJ}4)`],
    ["(2-3 months)", `(2-${WJ}3 months)`],
    ["from 1,5-2 horas", `from 1,5-${WJ}2 horas`],
    ["ends with 3-6", `ends with 3-${WJ}6`],
  ])("keeps the range of %j on one line", (text, set) => {
    expect(typesetText(text)).toBe(set);
  });

  it.each([
    "Published 2025-05-14",
    "/en/blog/2024-2025-roadmap/",
    "https://example.com/2-4",
    "Call +34 600-123-456",
    "covid-19 and B2-4",
    "a-1-2",
    "2-4th",
    "2 - 4 weeks",
  ])("leaves %j as it is: not a whole-word number range", (text) => {
    expect(typesetText(text)).toBe(text);
  });

  it.each([
    ["load in under 300 ms.", "load in under 300\u00a0ms."],
    ["desde 1.500 € al mes", "desde 1.500\u00a0€ al mes"],
    ["within 24 h, then 4-8 h", `within 24\u00a0h, then 4-${WJ}8\u00a0h`],
    ["a 2 MB page (3 s)", "a 2\u00a0MB page (3\u00a0s)"],
    ["<300 ms, the under-300 ms target", "<300\u00a0ms, the under-300\u00a0ms target"],
    [" ms", "\u00a0ms"],
  ])("keeps the number of %j beside its unit", (text, set) => {
    expect(typesetText(text)).toBe(set);
  });

  it.each(["5 services", "in 2025 such", "3 steps", "v2 ms", "300 msgs"])("leaves %j as it is: no unit after the number", (text) => {
    expect(typesetText(text)).toBe(text);
  });

  it("changes nothing when run again", () => {
    const once = typesetText("2-4 weeks and 1-3 months, 300 ms");
    expect(typesetText(once)).toBe(once);
  });
});

describe("typesetCopy", () => {
  it("sets every string of a content value, at any depth, and leaves the rest", () => {
    const date = new Date("2025-05-14");
    const copy = {
      hero: { description: "MVPs in 2-4 weeks", count: 3, shown: true },
      faqs: [{ answer: "1-3 months" }, "4-12 weeks", null],
      date,
    };
    expect(typesetCopy(copy)).toEqual({
      hero: { description: `MVPs in 2-${WJ}4 weeks`, count: 3, shown: true },
      faqs: [{ answer: `1-${WJ}3 months` }, `4-${WJ}12 weeks`, null],
      date,
    });
    expect(copy.hero.description).toBe("MVPs in 2-4 weeks");
  });
});

describe("remarkTypeset", () => {
  it("sets text nodes only: code and addresses stay as written", () => {
    const tree = {
      type: "root",
      children: [
        { type: "paragraph", children: [{ type: "text", value: "Sprints of 2-4 weeks" }] },
        { type: "inlineCode", value: "2-4" },
        { type: "code", value: "x = 2-4" },
        { type: "link", url: "/2-4", children: [{ type: "text", value: "in 1-3 months" }] },
      ],
    };
    remarkTypeset()(tree);
    expect(tree.children).toEqual([
      { type: "paragraph", children: [{ type: "text", value: `Sprints of 2-${WJ}4 weeks` }] },
      { type: "inlineCode", value: "2-4" },
      { type: "code", value: "x = 2-4" },
      { type: "link", url: "/2-4", children: [{ type: "text", value: `in 1-${WJ}3 months` }] },
    ]);
  });
});
