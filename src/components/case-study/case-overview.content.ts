import { f, objectType } from "../../node/content/content-schema";
import { text } from "../../node/content/content-fields";
import { Intro } from "../sections/section.content";
import { stats3 } from "../sections/stats-row.content";

export const CaseOverview = objectType("ContentCaseOverview", "Challenge, solution and results.", {
  challenge: f.object(Intro, "The client's challenge."),
  solution: f.object(Intro, "What we built."),
  results: f.object(
    objectType("ContentCaseResults", "The results in figures.", {
      title: text("Heading."),
      description: text("Summary of the results."),
      stats: stats3("The figures."),
    }),
    "Results.",
  ),
});
