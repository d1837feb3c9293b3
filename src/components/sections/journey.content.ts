import { f, objectType } from "../../node/content/content-schema";
import { sectionHeading, text } from "../../node/content/content-fields";

const TimelineEntry = objectType("ContentTimelineEntry", "A milestone.", {
  date: text("When, e.g. Dec 2024."),
  title: text("Milestone."),
  description: text("What happened."),
  position: f.string("Side of the timeline on wide screens.", ["left", "right"]),
});

export const Journey = objectType("ContentJourney", "The company's timeline.", {
  ...sectionHeading,
  entries: f.list(f.object(TimelineEntry, "A milestone."), "The milestones, oldest first."),
});
