import { graphql } from "gatsby";
import { ProcessTimeline } from "./process-timeline";
import { Section } from "./section";
import { TechTabs } from "./tech-tabs";

/** How the work is done, as a service page and a case study tell it: the numbered process, then the technology tabs. */
export function ProcessAndTechnologies({ page: { process, technologies } }: { page: Queries.ProcessAndTechnologiesFieldsFragment }) {
  return (
    <>
      <Section id="process" heading={process}>
        <ProcessTimeline steps={process.steps} />
      </Section>
      <Section id="technologies" heading={technologies} tone="tinted">
        <TechTabs groups={technologies.groups} defaultTab={technologies.defaultTab} />
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
