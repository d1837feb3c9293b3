import { graphql, type PageProps } from "gatsby";
import { PageHead, PageHero } from "../components/page/page-base";
import type { PageContext } from "../i18n/page-context";

/** A page with its head, breadcrumb and hero; page families get their own template as they grow. */
export default function PageTemplate({ data, pageContext }: PageProps<Queries.PageQuery, PageContext>) {
  const content = data.content;
  if (!content) throw new Error(`No content for ${pageContext.lang} ${pageContext.routeKey}`);
  return (
    <>
      <PageHead content={content} trail={pageContext.breadcrumb} />
      <PageHero hero={content.hero} />
    </>
  );
}

export const query = graphql`
  query Page($lang: String!, $routeKey: String!) {
    content: pageContent(lang: { eq: $lang }, route: { eq: $routeKey }) {
      ...PageBase
    }
  }
`;
