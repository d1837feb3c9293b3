import { f, objectType } from "../../node/content/content-schema";
import { text } from "../../node/content/content-fields";

/** The panel beside the form: what happens after a message is sent. */
export const ContactNext = objectType(
  "ContentContactNext",
  "The panel beside the form: what happens after a message is sent, and the support e-mail.",
  {
    title: text("Heading of the panel."),
    steps: f.list(
      f.object(
        objectType("ContentContactStep", "One step after a message is sent.", {
          title: text("What happens."),
          description: text("One or two sentences on it."),
        }),
        "A step.",
      ),
      "The steps, in order: a reply, a free consultation, a quote.",
      3,
    ),
  },
);
