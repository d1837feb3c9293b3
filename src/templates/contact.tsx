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
  return (
    <>
      <PageHead content={content} trail={pageContext.breadcrumb} />
      <PageHero hero={content.hero} />
      <Section id="contact-form" title={content.form.title} description={content.form.description}>
        <ContactForm strings={content.form} />
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
        ...ContactFormStrings
      }
    }
  }
`;
