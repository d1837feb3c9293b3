import { graphql, type PageProps } from "gatsby";
import { PostBadge } from "../components/blog/post-badge";
import { PostBody } from "../components/blog/post-body";
import { PostList } from "../components/blog/post-list";
import { ServerMarkup } from "../components/layout/server-markup";
import { Section } from "../components/sections/section";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { Picture } from "../components/ui/picture";
import { TagList } from "../components/ui/tag-list";
import { useLayoutStrings } from "../hooks/use-layout-strings";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { presentFields, type ArticleContext } from "../i18n/page-context";
import { feedPath, routePath } from "../i18n/paths";
import { siteImageOf } from "../config/site";
import { Seo } from "../seo/seo";
import { blogPostingLd } from "../seo/structured-data";
import * as styles from "./blog-post.module.css";

type Props = PageProps<Queries.BlogPostPageQuery, ArticleContext>;

/**
 * An article: its head, the post's facts, the cover, the body the build rendered from its MDX
 * (pageContext.bodyHtml), and up to three related posts (the build chose them: pageContext.relatedIds).
 */
export default function BlogPostTemplate({ data, pageContext }: Props) {
  const t = useLayoutStrings();
  const site = useSiteMetadata();
  const { post, list, related } = presentFields(data, pageContext);
  const { lang } = pageContext;
  const coverSrc = post.cover?.childImageSharp?.gatsbyImageData.images.fallback?.src;
  const url = `${site.siteUrl}${pageContext.alternates[lang]}`;
  const relatedPosts = pageContext.relatedIds.flatMap((id) => related.nodes.filter((p) => p.id === id));
  return (
    <>
      <Seo
        title={`${post.title} | ${site.title}`}
        description={post.excerpt}
        keywords={post.categoryLinks.map((c) => c.name)}
        image={coverSrc ? { src: coverSrc, alt: post.coverAlt } : undefined}
        feed={{ href: feedPath(lang), title: list.meta.title }}
        breadcrumb={{ home: { label: t.homeCrumb, path: routePath("home", lang) }, trail: pageContext.breadcrumb }}
        structuredData={[
          blogPostingLd(site.siteUrl, {
            title: post.title,
            description: post.excerpt,
            date: post.date,
            url,
            image: `${site.siteUrl}${coverSrc ?? siteImageOf(site.socialImage, lang)}`,
            lang,
            authorName: post.author.name,
          }),
        ]}
      />
      <Breadcrumb trail={pageContext.breadcrumb} />
      <article className={styles.article}>
        <ServerMarkup as="header" className={styles.header}>
          {(post.draft || post.outdatedTranslation) && (
            <div className={styles.badges}>
              {post.draft && <PostBadge kind="draft" label={list.labels.draft} />}
              {post.outdatedTranslation && <PostBadge kind="outdated-translation" label={list.labels.outdatedTranslation} />}
            </div>
          )}
          <TagList tags={post.categoryLinks} label={list.labels.categories} />
          <h1>{post.title}</h1>
          <p className={styles.excerpt}>{post.excerpt}</p>
          <div className={styles.byline}>
            <Picture image={post.author.avatar} alt="" className={styles.avatar} sizes="48px" eager />
            <p>
              <span className={styles.author}>
                {list.labels.by} {post.author.name}
              </span>
              <span>
                {list.labels.published} <time dateTime={post.date}>{post.dateText}</time> · {post.readTime}&nbsp;
                {list.labels.readTime}
              </span>
            </p>
          </div>
        </ServerMarkup>
        <Picture
          image={post.cover}
          alt={post.coverAlt}
          priority
          className={styles.cover}
          sizes="(min-width: 800px) 720px, calc(100vw - 40px)"
        />
        <PostBody html={pageContext.bodyHtml} className={styles.body} />
      </article>
      {relatedPosts.length > 0 && (
        <Section id="related" heading={{ title: list.labels.related }} still>
          <PostList posts={relatedPosts} labels={list.labels} heading="h3" />
        </Section>
      )}
    </>
  );
}

export const query = graphql`
  query BlogPostPage($postId: String!, $lang: String!, $relatedIds: [String!]!) {
    post: blogPost(id: { eq: $postId }) {
      ...PostFacts
      outdatedTranslation
      author {
        name
        avatar {
          childImageSharp {
            gatsbyImageData(width: 48, height: 48, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
      cover {
        childImageSharp {
          # The card's widths and formats (src/components/blog/post-card.tsx): the same files.
          gatsbyImageData(
            width: 960
            aspectRatio: 1.78
            breakpoints: [240, 320, 480, 640, 960]
            placeholder: NONE
            formats: [JPG, WEBP]
            jpgOptions: { quality: 75 }
          )
        }
      }
    }
    list: blogListContent(lang: { eq: $lang }) {
      meta {
        title
      }
      labels {
        ...PostCardLabels
        outdatedTranslation
        published
        related
      }
    }
    # Sorted by id only so that the page data never depends on the store's order (a node made
    # again after an edit comes last); the template puts them in the build's order.
    related: allBlogPost(filter: { id: { in: $relatedIds } }, sort: { id: ASC }) {
      nodes {
        ...PostCardFields
      }
    }
  }
`;
