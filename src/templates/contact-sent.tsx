import { graphql, type PageProps } from "gatsby";
// page-base before result-head: its styles come before the breadcrumb's, as in the other templates.
import { PageHero } from "../components/page/page-base";
import { ResultHead } from "../components/contact/result-head";
import { presentFields, type PageContext } from "../i18n/page-context";

/** Where a form posted without scripts lands once the endpoint stored the message (303). */
export default function ContactSentTemplate({ data, pageContext }: PageProps<Queries.ContactSentPageQuery, PageContext>) {
  const { content } = presentFields(data, pageContext);
  return (
    <>
      <ResultHead content={content} trail={pageContext.breadcrumb} />
      <PageHero page={content} />
    </>
  );
}

export const query = graphql`
  query ContactSentPage($lang: String!) {
    content: contactSentContent(lang: { eq: $lang }) {
      ...PageBase
    }
  }
`;
