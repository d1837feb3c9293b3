import { diffLines, textLines, unifiedDiff } from "../../../src/writing/line-diff";

const text = (...lines: string[]) => lines.map((line) => `${line}\n`).join("");

describe("textLines", () => {
  it("ends the last line at a final newline, and keeps a last line without one", () => {
    expect(textLines("a\nb\n")).toEqual(["a", "b"]);
    expect(textLines("a\nb")).toEqual(["a", "b"]);
    expect(textLines("a\n\n")).toEqual(["a", ""]);
    expect(textLines("")).toEqual([]);
  });
});

describe("diffLines", () => {
  it("finds the longest run of kept lines, removals before additions within a change", () => {
    expect(diffLines(["a", "b", "c", "d"], ["a", "x", "c", "d", "e"])).toEqual([
      { kind: "same", text: "a" },
      { kind: "removed", text: "b" },
      { kind: "added", text: "x" },
      { kind: "same", text: "c" },
      { kind: "same", text: "d" },
      { kind: "added", text: "e" },
    ]);
  });

  it("handles an empty side", () => {
    expect(diffLines([], ["a"])).toEqual([{ kind: "added", text: "a" }]);
    expect(diffLines(["a"], [])).toEqual([{ kind: "removed", text: "a" }]);
  });

  it("keeps the lines common to both, whatever moved", () => {
    const lines = diffLines(["a", "b", "c", "d", "e"], ["e", "a", "c", "b", "d"]);
    const kept = lines.filter((l) => l.kind === "same").map((l) => l.text);
    expect(kept).toHaveLength(3);
    expect(lines.filter((l) => l.kind !== "added").map((l) => l.text)).toEqual(["a", "b", "c", "d", "e"]);
    expect(lines.filter((l) => l.kind !== "removed").map((l) => l.text)).toEqual(["e", "a", "c", "b", "d"]);
  });
});

describe("unifiedDiff", () => {
  const old = text("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten");

  it("shows nothing for the same lines", () => {
    expect(unifiedDiff(old, old)).toEqual([]);
    expect(unifiedDiff("a\nb\n", "a\nb")).toEqual([]);
  });

  it("writes one hunk per distant change, with two lines of context, and merges changes whose context touches", () => {
    const changed = old.replace("two", "2").replace("nine", "9");
    expect(unifiedDiff(old, changed)).toEqual([
      "@@ -1,4 +1,4 @@",
      " one",
      "-two",
      "+2",
      " three",
      " four",
      "@@ -7,4 +7,4 @@",
      " seven",
      " eight",
      "-nine",
      "+9",
      " ten",
    ]);
    expect(unifiedDiff(old, old.replace("three", "3").replace("six", "6"))).toEqual([
      "@@ -1,8 +1,8 @@",
      " one",
      " two",
      "-three",
      "+3",
      " four",
      " five",
      "-six",
      "+6",
      " seven",
      " eight",
    ]);
  });

  it("counts lines as diff does when one side of a hunk is empty", () => {
    expect(unifiedDiff(text("a", "b"), text("a", "b", "c"), 0)).toEqual(["@@ -2,0 +3,1 @@", "+c"]);
    expect(unifiedDiff(text("a", "b", "c"), text("a", "c"), 0)).toEqual(["@@ -2,1 +1,0 @@", "-b"]);
    expect(unifiedDiff("", text("a"))).toEqual(["@@ -0,0 +1,1 @@", "+a"]);
  });
});
