import { graphql, type PageProps } from "gatsby";
import { PostList } from "../components/blog/post-list";
import { feedPath } from "../i18n/paths";
import { PageHead, PageHero } from "../components/page/page-base";
import { CtaBand } from "../components/sections/cta-band";
import { Section } from "../components/sections/section";
import type { PageContext } from "../i18n/page-context";

export default function BlogListTemplate({ data, pageContext }: PageProps<Queries.BlogListPageQuery, PageContext>) {
  const { content, posts } = data;
  if (!content) throw new Error(`No content for ${pageContext.lang} blog`);
  return (
    <>
      <PageHead content={content} trail={pageContext.breadcrumb} feed={{ href: feedPath(pageContext.lang), title: content.meta.title }} />
      <PageHero hero={content.hero}>
        <a href={feedPath(pageContext.lang)} className="button button--link">
          {content.labels.rss}
        </a>
      </PageHero>
      <Section id="posts">
        <PostList posts={posts.nodes} labels={content.labels} empty={content.empty} />
      </Section>
      <CtaBand cta={content.cta} />
    </>
  );
}

export const query = graphql`
  query BlogListPage($lang: String!) {
    content: blogListContent(lang: { eq: $lang }) {
      ...PageBase
      labels {
        ...PostCardLabels
        rss
      }
      empty {
        ...PostListEmpty
      }
      cta {
        ...CtaFields
      }
    }
    posts: allBlogPost(filter: { lang: { eq: $lang } }, sort: { date: DESC }) {
      nodes {
        ...PostCardFields
      }
    }
  }
`;
