import { f, objectType } from "../../node/content/content-schema";
import { sectionHeading, text, texts } from "../../node/content/content-fields";

const PointList = objectType("ContentPointList", "A titled list of short points.", {
  title: text("Heading of the list."),
  points: texts("The points."),
});

export const ProblemSolution = objectType("ContentProblemSolution", "Problem and solution side by side.", {
  ...sectionHeading,
  problem: f.object(PointList, "The usual way and its problems."),
  answer: f.object(PointList, "How we solve them."),
});
