/** Fills the "{name}" slots of a content text ("Page {page} of {total}"); an unknown slot stays as written. */
export function fillSlots(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : slot));
}
