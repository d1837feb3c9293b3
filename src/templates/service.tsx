import { graphql, type PageProps } from "gatsby";
import { ServicePage } from "../components/page/service-page";
import { MaintenanceTypes } from "../components/sections/maintenance-types";
import { presentFields, type PageContext } from "../i18n/page-context";

/** A service page without projects (those with a portfolio use service-with-projects.tsx, see create-pages.ts). */
export default function ServiceTemplate({ data, pageContext }: PageProps<Queries.ServicePageQuery, PageContext>) {
  const { content } = presentFields(data, pageContext);
  const { maintenanceTypes } = content;
  return (
    <ServicePage
      content={content}
      pageContext={pageContext}
      maintenanceTypes={maintenanceTypes && { heading: maintenanceTypes, body: <MaintenanceTypes items={maintenanceTypes.items} /> }}
    />
  );
}

export const query = graphql`
  query ServicePage($lang: String!, $routeKey: String!) {
    content: servicePageContent(lang: { eq: $lang }, route: { eq: $routeKey }) {
      ...ServicePageFields
      maintenanceTypes {
        ...MaintenanceTypesSectionFields
      }
    }
  }
`;
