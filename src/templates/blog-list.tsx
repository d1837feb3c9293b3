import { graphql, type PageProps } from "gatsby";
import { Pagination } from "../components/blog/pagination";
import { PostList } from "../components/blog/post-list";
import { PageHead, PageHero } from "../components/page/page-base";
import { CtaBand } from "../components/sections/cta-band";
import { Section } from "../components/sections/section";
import { presentFields, type ListContext } from "../i18n/page-context";
import { feedPath } from "../i18n/paths";
import { fillPlaceholders } from "../i18n/placeholders";

/**
 * A page of a blog list: every post, or one category's (pageContext.category). A category has
 * its own head and hero; a page after the first names its number in its title and description.
 */
export default function BlogListTemplate({ data, pageContext }: PageProps<Queries.BlogListPageQuery, ListContext>) {
  const { content, posts } = presentFields(data, pageContext);
  const { category, paging, postIds } = pageContext;
  const slots = { category: category ?? "" };
  const base: Queries.PageBaseFragment = category
    ? {
        ...content,
        meta: {
          ...content.meta,
          title: fillPlaceholders(content.category.metaTitle, slots),
          description: fillPlaceholders(content.category.metaDescription, slots),
        },
        hero: {
          tag: fillPlaceholders(content.category.tag, slots),
          title: fillPlaceholders(content.category.title, slots),
          description: fillPlaceholders(content.category.description, slots),
          visual: null,
        },
      }
    : content;
  const pageOf = fillPlaceholders(content.labels.pageOf, { page: paging.current, total: paging.paths.length });
  const head =
    paging.current > 1
      ? { ...base, meta: { ...base.meta, title: `${pageOf} · ${base.meta.title}`, description: `${pageOf}. ${base.meta.description}` } }
      : base;
  // The query cannot sort by the build's order; the context lists the ids in it.
  const shown = postIds.flatMap((id) => posts.nodes.filter((post) => post.id === id));
  return (
    <>
      <PageHead content={head} trail={pageContext.breadcrumb} feed={{ href: feedPath(pageContext.lang), title: content.meta.title }} />
      <PageHero page={base}>
        <a href={feedPath(pageContext.lang)} className="button button--link">
          {content.labels.rss}
        </a>
      </PageHero>
      <Section id="posts" still>
        <PostList posts={shown} labels={content.labels} empty={content.empty} />
        <Pagination paging={paging} labels={content.labels} />
      </Section>
      <CtaBand cta={content.cta} />
    </>
  );
}

export const query = graphql`
  query BlogListPage($lang: String!, $postIds: [String!]!) {
    content: blogListContent(lang: { eq: $lang }) {
      ...PageBase
      labels {
        ...PostCardLabels
        ...PaginationLabels
        rss
      }
      empty {
        ...PostListEmpty
      }
      category {
        metaTitle
        metaDescription
        tag
        title
        description
      }
      cta {
        ...CtaFields
      }
    }
    # Sorted by id only so that the page data never depends on the store's order (a node made
    # again after an edit comes last); the template puts them in the build's order.
    posts: allBlogPost(filter: { id: { in: $postIds } }, sort: { id: ASC }) {
      nodes {
        ...PostCardFields
      }
    }
  }
`;
