import { graphql, type PageProps } from "gatsby";
import { PageHead, PageHero } from "../components/page/page-base";
import { presentFields, type PageContext } from "../i18n/page-context";

/** Where a form posted without scripts lands once the endpoint stored the message (303). */
export default function ContactSentTemplate({ data, pageContext }: PageProps<Queries.ContactSentPageQuery, PageContext>) {
  const { content } = presentFields(data, pageContext);
  return (
    <>
      <PageHead content={content} trail={pageContext.breadcrumb} noindex />
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
