import { graphql, type PageProps } from "gatsby";
import { ContactDirect } from "../components/contact/contact-direct";
import { ContactForm } from "../components/contact/contact-form";
import { PageHead, PageHero } from "../components/page/page-base";
import { Section } from "../components/sections/section";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import type { PageContext } from "../i18n/page-context";

export default function ContactTemplate({ data, pageContext }: PageProps<Queries.ContactPageQuery, PageContext>) {
  const { supportEmail } = useSiteMetadata();
  const content = data.content;
  if (!content) throw new Error(`No content for ${pageContext.lang} contact`);
  const { title, description, ...formStrings } = content.form;
  return (
    <>
      <PageHead content={content} trail={pageContext.breadcrumb} />
      <PageHero hero={content.hero} />
      <Section id="contact-form" title={title} description={description}>
        <ContactForm strings={formStrings} />
        <ContactDirect text={content.directly} email={supportEmail} />
      </Section>
    </>
  );
}

export const query = graphql`
  query ContactPage($lang: String!) {
    content: contactContent(lang: { eq: $lang }) {
      ...PageBase
      directly
      form {
        title
        description
        requiredNote
        optional
        name
        email
        countryCode
        phone
        phoneHint
        subject
        message
        consentBefore
        consentLink
        consentAfter
        honeypot
        submit
        submitting
        successMessage
        errorMessage
        errors {
          required
          invalidEmail
          invalidPhone
          requiredConsent
          tooLong
        }
      }
    }
  }
`;
