import { graphql, type PageProps } from "gatsby";
import { ContactForm } from "../components/contact/contact-form";
import { ContactNext } from "../components/contact/contact-next";
import { PageHead, PageHero } from "../components/page/page-base";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { presentFields, type PageContext } from "../i18n/page-context";
import * as styles from "./contact.module.css";

export default function ContactTemplate({ data, pageContext }: PageProps<Queries.ContactPageQuery, PageContext>) {
  const { supportEmail } = useSiteMetadata();
  const { content, sent } = presentFields(data, pageContext);
  return (
    <>
      <PageHead content={content} trail={pageContext.breadcrumb} />
      <div className={styles.layout}>
        <div className={styles.hero}>
          <PageHero page={content} />
        </div>
        <div id="contact-form" className={styles.form}>
          <ContactForm strings={content.form} sent={sent} />
        </div>
        <div className={styles.next}>
          <ContactNext next={content.next} directly={content.directly} email={supportEmail} />
        </div>
      </div>
    </>
  );
}

export const query = graphql`
  query ContactPage($lang: String!) {
    content: contactContent(lang: { eq: $lang }) {
      ...PageBase
      directly
      next {
        ...ContactNextFields
      }
      form {
        ...ContactFormStrings
      }
    }
    sent: contactSentContent(lang: { eq: $lang }) {
      ...ContactSentConfirmation
    }
  }
`;
