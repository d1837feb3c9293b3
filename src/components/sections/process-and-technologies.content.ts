import { f, interfaceType } from "../../node/content/content-schema";
import { Process } from "./process-timeline.content";
import { Technologies } from "./tech-tabs.content";

/** A page that tells how the work is done: the ProcessAndTechnologiesFields fragment reads it. */
export const ProcessAndTechnologies = interfaceType(
  "ContentProcessAndTechnologies",
  "A page that tells how the work is done: a process timeline, then technology tabs.",
  {
    process: f.object(Process, "The process timeline."),
    technologies: f.object(Technologies, "Technology tabs."),
  },
);
