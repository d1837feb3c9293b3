/**
 * A line diff for messages: what changed in a content file between two versions, as the lines of
 * unified-diff hunks. Content files are small (a few hundred lines), so a plain longest common
 * subsequence table is fast enough and keeps this free of a dependency.
 */

export interface DiffLine {
  kind: "same" | "removed" | "added";
  text: string;
}

/** A text's lines; a final newline ends the last line rather than starting an empty one. */
export function textLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/** Every line of both versions in order: kept, removed from the old one, or added in the new one. */
export function diffLines(oldLines: readonly string[], newLines: readonly string[]): DiffLine[] {
  // The unchanged head and tail stay out of the table: most edits touch a few lines.
  let start = 0;
  while (start < oldLines.length && start < newLines.length && oldLines[start] === newLines[start]) start++;
  let oldEnd = oldLines.length;
  let newEnd = newLines.length;
  while (oldEnd > start && newEnd > start && oldLines[oldEnd - 1] === newLines[newEnd - 1]) {
    oldEnd--;
    newEnd--;
  }
  const a = oldLines.slice(start, oldEnd);
  const b = newLines.slice(start, newEnd);
  // common[i][j]: the length of the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const middle: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      middle.push({ kind: "same", text: a[i++]! });
      j++;
    } else if (j < b.length && (i === a.length || common[i]![j + 1]! >= common[i + 1]![j]!)) {
      middle.push({ kind: "added", text: b[j++]! });
    } else {
      middle.push({ kind: "removed", text: a[i++]! });
    }
  }
  // Removals before additions within a change, as diff tools show a replaced line.
  const ordered: DiffLine[] = [];
  let pending: DiffLine[] = [];
  for (const line of middle) {
    if (line.kind === "same") {
      ordered.push(...pending.filter((l) => l.kind === "removed"), ...pending.filter((l) => l.kind === "added"), line);
      pending = [];
    } else {
      pending.push(line);
    }
  }
  ordered.push(...pending.filter((l) => l.kind === "removed"), ...pending.filter((l) => l.kind === "added"));
  const same = (text: string): DiffLine => ({ kind: "same", text });
  return [...oldLines.slice(0, start).map(same), ...ordered, ...oldLines.slice(oldEnd).map(same)];
}

const prefix: Record<DiffLine["kind"], string> = { same: " ", removed: "-", added: "+" };

/**
 * The changes from one text to the other as unified-diff hunks ("@@ -3,2 +3,2 @@" and the lines),
 * each change with `context` unchanged lines around it; no lines when the texts have the same lines.
 */
export function unifiedDiff(oldText: string, newText: string, context = 2): string[] {
  const lines = diffLines(textLines(oldText), textLines(newText));
  const changed = lines.flatMap((line, index) => (line.kind === "same" ? [] : [index]));
  if (changed.length === 0) return [];
  // Ranges of lines to show, merged when their context touches.
  const ranges: [number, number][] = [];
  for (const index of changed) {
    const from = Math.max(0, index - context);
    const to = Math.min(lines.length, index + context + 1);
    const last = ranges[ranges.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else ranges.push([from, to]);
  }
  // The line number, in each version, of the line at each index.
  const oldAt: number[] = [];
  const newAt: number[] = [];
  let oldLine = 1;
  let newLine = 1;
  for (const line of lines) {
    oldAt.push(oldLine);
    newAt.push(newLine);
    if (line.kind !== "added") oldLine++;
    if (line.kind !== "removed") newLine++;
  }
  return ranges.flatMap(([from, to]) => {
    const hunk = lines.slice(from, to);
    const oldCount = hunk.filter((line) => line.kind !== "added").length;
    const newCount = hunk.filter((line) => line.kind !== "removed").length;
    // As diff writes it: an empty side starts at the line before the change.
    const oldStart = oldCount === 0 ? oldAt[from]! - 1 : oldAt[from]!;
    const newStart = newCount === 0 ? newAt[from]! - 1 : newAt[from]!;
    return [`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`, ...hunk.map((line) => `${prefix[line.kind]}${line.text}`)];
  });
}
