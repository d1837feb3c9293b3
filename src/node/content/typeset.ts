/**
 * What the build sets in the copy, so that writers type plain text. Browsers break a line after
 * the hyphen of a number range ("2-" at a line's end, "4 weeks" on the next), so the hyphen of a
 * range gets a word joiner (U+2060) after it: invisible, and the hyphen stays the font's own (the
 * brand font has no non-breaking hyphen, U+2011, which another font would draw). A range is a
 * whole word: "2-4", "60-80%", "(1-3)"; dates (2025-05-14), slugs, paths and phone numbers are not.
 * A number and the unit symbol after it ("300 ms", "1.500 €", a figure's suffix " ms") are joined
 * by a no-break space.
 */
const WORD_JOINER = "\u2060";

const NUMBER_RANGE = /(?<=(?:^|[\s(])\d+(?:[.,]\d+)?)-(?=\d+(?:[.,]\d+)?(?:$|[\s.,;:!?)%]))/g;
const UNIT = "(?:ms|s|min|h|KB|MB|GB|€)";
const NUMBER_AND_UNIT = new RegExp(`(?<=(?:^|[\\s(<~\u2060-])\\d+(?:[.,]\\d+)*) (?=${UNIT}(?:$|[\\s.,;:!?)/]))|^ (?=${UNIT}$)`, "g");

/** `text` with every number range on one line, and every number beside its unit. Running it again changes nothing. */
export function typesetText(text: string): string {
  return text.replace(NUMBER_RANGE, `-${WORD_JOINER}`).replace(NUMBER_AND_UNIT, "\u00a0");
}

/** Every string in a content value (JSON copy), set by typesetText; the rest as it is. */
export function typesetCopy<T>(value: T): T {
  if (typeof value === "string") return typesetText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => typesetCopy(item)) as T;
  if (typeof value === "object" && value !== null && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typesetCopy(item)])) as T;
  }
  return value;
}

interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

/** A remark plugin: the text of a post's body set by typesetText (code, links' addresses and JSX attributes left alone). */
export function remarkTypeset() {
  const visit = (node: MarkdownNode): void => {
    if (node.type === "text" && typeof node.value === "string") node.value = typesetText(node.value);
    node.children?.forEach(visit);
  };
  return visit;
}
