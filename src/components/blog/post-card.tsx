import { graphql, Link } from "gatsby";
import { Picture } from "../ui/picture";
import { TagList } from "../ui/tag-list";
import { PostBadge } from "./post-badge";
import * as styles from "./post-card.module.css";

/**
 * `priority`: this card's picture is the page's largest paint (the first card of the blog list).
 * The card leads to the article, or to the case study a case post stands for; its category chips
 * to their lists. `heading`: the title's level (h3 under a section's h2). `wide`: the list's only
 * card, which takes the row, with its cover beside its text from 1024 px (post-card.module.css).
 */
export function PostCard({
  post,
  labels,
  priority = false,
  heading: Heading = "h2",
  wide = false,
}: {
  post: Queries.PostCardFieldsFragment;
  labels: Queries.PostCardLabelsFragment;
  priority?: boolean;
  heading?: "h2" | "h3";
  wide?: boolean;
}) {
  return (
    <article className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      <Picture
        image={post.cover}
        alt={post.coverAlt}
        className={styles.cover}
        priority={priority}
        sizes={
          wide ? "(min-width: 1200px) 580px, (min-width: 1024px) 50vw, 100vw" : "(min-width: 1200px) 380px, (min-width: 640px) 50vw, 100vw"
        }
      />
      <div className="picture-card-body">
        <p className={styles.meta}>
          <time dateTime={post.date}>{post.dateShort}</time>
          <span aria-hidden="true"> · </span>
          <span>
            {post.readTime}&nbsp;{labels.readTime}
          </span>
        </p>
        {post.draft && <PostBadge kind="draft" label={labels.draft} />}
        <TagList tags={post.categoryLinks} label={labels.categories} />
        <Heading className={styles.title}>
          <Link to={post.path} className={styles.link}>
            {post.title}
          </Link>
        </Heading>
        <p className="picture-card-text">{post.excerpt}</p>
        <p className={styles.author}>
          {labels.by} {post.author.name}
        </p>
      </div>
    </article>
  );
}

export const postCardFields = graphql`
  # What a card and the article both show of a post.
  fragment PostFacts on BlogPost {
    title
    excerpt
    date(formatString: "YYYY-MM-DD")
    dateText
    dateShort
    readTime
    draft
    categoryLinks {
      name
      path
    }
    coverAlt
  }
  fragment PostCardFields on BlogPost {
    id
    path
    ...PostFacts
    author {
      name
    }
    cover {
      childImageSharp {
        # 240-960 px, each width at most 1.5 times the one before (tests/e2e/picture-size.test.mjs).
        # The article's cover asks for the same widths and formats, so each is encoded once per cover;
        # WebP without AVIF, and a JPEG fallback: docs/performance.md, "What a cover costs".
        gatsbyImageData(
          width: 640
          aspectRatio: 1.78
          outputPixelDensities: [0.375, 0.5, 0.75, 1, 1.5]
          placeholder: NONE
          formats: [JPG, WEBP]
          jpgOptions: { quality: 75 }
        )
      }
    }
  }
  fragment PostCardLabels on ContentBlogLabels {
    readTime
    by
    categories
    draft
  }
`;
