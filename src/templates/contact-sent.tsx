import { graphql, type PageProps } from "gatsby";
import { ResultHead } from "../components/contact/result-page";
import { HeroActions } from "../components/page/hero-actions";
import { PageHero } from "../components/page/page-base";
import type { PageContext } from "../i18n/page-context";

/** Where a form posted without scripts lands once the endpoint stored the message (303). */
export default function ContactSentTemplate({ data, pageContext }: PageProps<Queries.ContactSentPageQuery, PageContext>) {
  const content = data.content;
  if (!content) throw new Error(`No content for ${pageContext.lang} contact-sent`);
  return (
    <>
      <ResultHead content={content} trail={pageContext.breadcrumb} />
      <PageHero hero={content.hero}>
        <HeroActions actions={content.actions} />
      </PageHero>
    </>
  );
}

export const query = graphql`
  query ContactSentPage($lang: String!) {
    content: contactSentContent(lang: { eq: $lang }) {
      ...PageBase
      actions {
        primary {
          route
          label
        }
        secondary {
          route
          label
        }
      }
    }
  }
`;
