import { graphql, type PageProps } from "gatsby";
import { ServicePage } from "../components/page/service-page";
import { pickProjects, ProjectStrip, serviceLoop } from "../components/sections/project-strip";
import { presentFields, type PageContext } from "../i18n/page-context";

/** Where the portfolio carousel goes back to the start: after the 4th position on web development, the 5th on AI agents. */
const WRAP_AFTER: Partial<Record<string, number>> = { "web-development": 4, "ai-agents": 5 };

/** A service page whose content chooses projects: the service page with the projects' carousel before its FAQ. */
export default function ServiceWithProjectsTemplate({ data, pageContext }: PageProps<Queries.ServiceWithProjectsPageQuery, PageContext>) {
  const { content, projects } = presentFields(data, pageContext);
  const { portfolio } = content;
  return (
    <ServicePage
      content={content}
      pageContext={pageContext}
      portfolio={
        portfolio && {
          heading: portfolio,
          body: (
            <ProjectStrip
              projects={pickProjects(projects.items, portfolio.projects)}
              loop={serviceLoop(WRAP_AFTER[pageContext.routeKey] ?? 4)}
            />
          ),
        }
      }
    />
  );
}

export const query = graphql`
  query ServiceWithProjectsPage($lang: String!, $routeKey: String!) {
    content: servicePageContent(lang: { eq: $lang }, route: { eq: $routeKey }) {
      ...ServicePageFields
      portfolio {
        title
        description
        projects
      }
    }
    ...ProjectItems
  }
`;
