import { f, objectType } from "../../node/content/content-schema";
import { text } from "../../node/content/content-fields";

export const Stat = objectType("ContentStat", "A figure in a stats row; counters animate the numeric part.", {
  value: text('The figure as shown, e.g. "99", "24/7", "4.8".'),
  prefix: f.optional(text('Shown before the value, e.g. "<".')),
  suffix: f.optional(text('Shown after the value, e.g. "%" or "+".')),
  label: text("What the figure measures."),
});

export const stats3 = (description: string) => f.list(f.object(Stat, "A figure."), description, 3);
