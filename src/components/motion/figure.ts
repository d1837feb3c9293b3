import { languages, type Lang } from "../../i18n/languages";

/**
 * A stat value split into what counts and what stays: "10,000" (en) or "10.000" (es) counts
 * 0 → 10000 keeping its thousands separator, "4.8" / "4,8" keeps one decimal, "99" counts as is.
 * Values that are not one plain number ("24/7", "2-4") are not counted at all.
 */
export interface Figure {
  target: number;
  decimals: number;
  grouped: boolean;
  groupSeparator: string;
  decimalSeparator: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function parseFigure(value: string, lang: Lang): Figure | null {
  const { group, decimal } = languages[lang].numbers;
  const g = escape(group);
  const d = escape(decimal);
  // digits, optionally grouped by threes, optionally with a decimal part: nothing else
  const match = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${d}(\\d+))?$`).exec(value.trim());
  if (!match) return null;
  const integer = match[1]!;
  const fraction = match[2] ?? "";
  const target = Number(`${integer.split(group).join("")}.${fraction || "0"}`);
  if (!Number.isFinite(target)) return null;
  return {
    target,
    decimals: fraction.length,
    grouped: integer.includes(group),
    groupSeparator: group,
    decimalSeparator: decimal,
  };
}

/** A count-up frame of a figure, written the way the final value is written. */
export function formatFigure(n: number, figure: Figure): string {
  const fixed = Math.max(0, n).toFixed(figure.decimals);
  const [integer = "0", fraction] = fixed.split(".");
  const grouped = figure.grouped ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, figure.groupSeparator) : integer;
  return fraction ? `${grouped}${figure.decimalSeparator}${fraction}` : grouped;
}

/** Ease-out cubic: the count slows down as it approaches the final value. */
export function easeOut(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

const FIGURE_SPACE = "\u2007"; // as wide as a digit in tabular figures
const PUNCTUATION_SPACE = "\u2008"; // as wide as a period or comma

/**
 * A count-up frame padded on the left to the final value's shape ("8" for "100" → "  8"): drawn
 * from the final value's left edge, it ends where the value ends, and grows like an odometer.
 */
export function padFrame(frame: string, final: string): string {
  const missing = final.length - frame.length;
  if (missing <= 0) return frame;
  const pad = [...final.slice(0, missing)].map((c) => (/\d/.test(c) ? FIGURE_SPACE : PUNCTUATION_SPACE)).join("");
  return pad + frame;
}

/**
 * The count's frames, one for each step and the final value last: frame k of `steps` shows the
 * figure eased out to k / steps, with the prefix and suffix, padded to the final value's shape.
 */
export function countFrames(figure: Figure, prefix: string, suffix: string, steps: number): string[] {
  const final = `${prefix}${formatFigure(figure.target, figure)}${suffix}`;
  return Array.from({ length: steps + 1 }, (_, k) =>
    padFrame(`${prefix}${formatFigure(figure.target * easeOut(k / steps), figure)}${suffix}`, final),
  );
}
