import { graphql, type PageProps } from "gatsby";
import { PostList } from "../components/blog/post-list";
import { feedPath, postPath } from "../i18n/paths";
import { PageHead, PageHero } from "../components/page/page-base";
import { CtaBand } from "../components/sections/cta-band";
import { Section } from "../components/sections/section";
import type { PageContext } from "../i18n/page-context";

export default function BlogListTemplate({ data, pageContext }: PageProps<Queries.BlogListPageQuery, PageContext>) {
  const { content, posts } = data;
  if (!content) throw new Error(`No content for ${pageContext.lang} blog`);
  const cards = posts.nodes.map((post) => ({ ...post, path: postPath(post, pageContext.lang) }));
  return (
    <>
      <PageHead
        content={content}
        trail={pageContext.breadcrumb}
        feed={{ href: feedPath(pageContext.lang), title: content.meta.title }}
      />
      <PageHero hero={content.hero}>
        <a href={feedPath(pageContext.lang)} className="button button--link">
          {content.labels.rss}
        </a>
      </PageHero>
      <Section id="posts">
        <PostList posts={cards} labels={content.labels} empty={content.empty} />
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
        readTime
        by
        readMore
        categories
        rss
      }
      empty {
        title
        description
      }
      cta {
        ...CtaFields
      }
    }
    posts: allBlogPost(filter: { lang: { eq: $lang } }, sort: { date: DESC }) {
      nodes {
        id
        slug
        title
        excerpt
        date(formatString: "YYYY-MM-DD")
        readTime
        categories
        coverAlt
        externalCase
        author {
          name
        }
        cover {
          childImageSharp {
            gatsbyImageData(width: 640, aspectRatio: 1.78, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
    }
  }
`;
