import { f, objectType } from "../../node/content/content-schema";
import { sectionHeading, text } from "../../node/content/content-fields";

const Step = objectType("ContentProcessStep", "One step of a process; steps are numbered in order.", {
  title: text("Step title."),
  description: text("What happens in this step."),
});

export const Process = objectType("ContentProcess", "A numbered process timeline.", {
  ...sectionHeading,
  steps: f.list(f.object(Step, "A step."), "The steps, in order."),
});
