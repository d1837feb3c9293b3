import { graphql, type PageProps } from "gatsby";
import { PageHead, PageHero } from "../components/page/page-base";
import { NotSentDetails } from "../components/contact/not-sent-details";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { presentFields, type PageContext } from "../i18n/page-context";

/**
 * Where a form posted without scripts lands when it was not taken (303): nothing was sent or kept;
 * the URL's fragment names the reason (`#rate-limited`), or its query the fields at fault
 * (`?email=invalidEmail`), listed with the form's own words.
 */
export default function ContactNotSentTemplate({ data, pageContext, location }: PageProps<Queries.ContactNotSentPageQuery, PageContext>) {
  const { supportEmail } = useSiteMetadata();
  const { content, contact } = presentFields(data, pageContext);
  return (
    <>
      <PageHead content={content} trail={pageContext.breadcrumb} noindex />
      <PageHero page={content} />
      <NotSentDetails page={content} form={contact.form} search={location.search} email={supportEmail} />
    </>
  );
}

export const query = graphql`
  query ContactNotSentPage($lang: String!) {
    content: contactNotSentContent(lang: { eq: $lang }) {
      ...PageBase
      ...NotSentPageStrings
    }
    contact: contactContent(lang: { eq: $lang }) {
      form {
        ...NotSentFormStrings
      }
    }
  }
`;
