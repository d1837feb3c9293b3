import { graphql, Link } from "gatsby";
import { Picture } from "../ui/picture";
import { TagList } from "../ui/tag-list";
import { useLanguage } from "../../i18n/language-context";
import { formatDay } from "../../i18n/dates";
import { postPath } from "../../i18n/paths";
import * as styles from "./post-card.module.css";

/**
 * `priority`: this card's picture is the page's largest paint (the first card of the blog list).
 * The card leads to the article, or to the case study a case post stands for.
 */
export function PostCard({
  post,
  labels,
  priority = false,
}: {
  post: Queries.PostCardFieldsFragment;
  labels: Queries.PostCardLabelsFragment;
  priority?: boolean;
}) {
  const { lang } = useLanguage();
  return (
    <article className={styles.card}>
      <Picture
        image={post.cover}
        alt={post.coverAlt}
        className={styles.cover}
        priority={priority}
        sizes="(min-width: 1200px) 380px, (min-width: 640px) 50vw, 100vw"
      />
      <div className={styles.body}>
        <p className={styles.meta}>
          <time dateTime={post.date}>{formatDay(post.date, lang, "short")}</time>
          <span aria-hidden="true"> · </span>
          <span>
            {post.readTime} {labels.readTime}
          </span>
        </p>
        <TagList tags={post.categories} label={labels.categories} />
        <h2 className={styles.title}>
          <Link to={postPath(post, lang)} className={styles.link}>
            {post.title}
          </Link>
        </h2>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <p className={styles.author}>
          {labels.by} {post.author.name}
        </p>
      </div>
    </article>
  );
}

export const postCardFields = graphql`
  fragment PostCardFields on BlogPost {
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
  fragment PostCardLabels on ContentBlogLabels {
    readTime
    by
    categories
  }
`;
