import { graphql } from "gatsby";
import { ProcessTimeline } from "./process-timeline";
import { Section, type Tone } from "./section";
import { TechTabs } from "./tech-tabs";

/** How the work is done, as a service page and a case study tell it: the numbered process, then the technology tabs. */
export function ProcessAndTechnologies({
  page: { process, technologies },
  tones = { process: "plain", technologies: "tinted" },
}: {
  page: Queries.ProcessAndTechnologiesFieldsFragment;
  tones?: { process: Tone; technologies: Tone };
}) {
  return (
    <>
      <Section id="process" heading={process} tone={tones.process} still>
        <ProcessTimeline steps={process.steps} />
      </Section>
      <Section id="technologies" heading={technologies} tone={tones.technologies} still>
        <TechTabs title={technologies.title} groups={technologies.groups} defaultTab={technologies.defaultTab} />
      </Section>
    </>
  );
}

export const processAndTechnologiesFields = graphql`
  fragment ProcessAndTechnologiesFields on ContentProcessAndTechnologies {
    process {
      ...ProcessFields
    }
    technologies {
      ...TechnologiesFields
    }
  }
`;
