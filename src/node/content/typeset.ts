/**
 * What the build sets in the copy, so that writers type plain text. Browsers break a line after
 * the hyphen of a number range ("2-" at a line's end, "4 weeks" on the next), so the hyphen of a
 * range gets a word joiner (U+2060) after it: invisible, and the hyphen stays the font's own (the
 * brand font has no non-breaking hyphen, U+2011, which another font would draw). A range is a
 * whole word: "2-4", "60-80%", "(1-3)"; dates (2025-05-14), slugs, paths and phone numbers are not.
 */
const WORD_JOINER = "\u2060";

const NUMBER_RANGE = /(?<=(?:^|[\s(])\d+(?:[.,]\d+)?)-(?=\d+(?:[.,]\d+)?(?:$|[\s.,;:!?)%]))/g;

/** `text` with every number range kept on one line. Running it again changes nothing. */
export function keepRangesTogether(text: string): string {
  return text.replace(NUMBER_RANGE, `-${WORD_JOINER}`);
}

/** Every string in a content value (JSON copy), set by keepRangesTogether; the rest as it is. */
export function typesetCopy<T>(value: T): T {
  if (typeof value === "string") return keepRangesTogether(value) as T;
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

/** A remark plugin: the text of a post's body set by keepRangesTogether (code, links' addresses and JSX attributes left alone). */
export function remarkKeepRangesTogether() {
  const visit = (node: MarkdownNode): void => {
    if (node.type === "text" && typeof node.value === "string") node.value = keepRangesTogether(node.value);
    node.children?.forEach(visit);
  };
  return visit;
}
