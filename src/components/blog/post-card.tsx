import { Link } from "gatsby";
import { Picture, type ImageFile } from "../ui/picture";
import { TagList } from "../ui/tag-list";
import { useLanguage } from "../../i18n/language-context";
import { formatDay } from "../../i18n/dates";
import * as styles from "./post-card.module.css";

export interface PostCardData {
  id: string;
  title: string;
  excerpt: string;
  date: string;
  readTime: number;
  categories: readonly string[];
  coverAlt: string;
  author: { name: string };
  cover: ImageFile;
  /** Where the card leads: the article, or the case study a case post stands for. */
  path: string;
}

export interface PostLabels {
  readTime: string;
  by: string;
  readMore: string;
  categories: string;
}

/** `priority`: this card's picture is the page's largest paint (the first card of the blog list). */
export function PostCard({ post, labels, priority = false }: { post: PostCardData; labels: PostLabels; priority?: boolean }) {
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
          <Link to={post.path} className={styles.link}>
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
