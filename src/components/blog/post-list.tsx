import { graphql } from "gatsby";
import { PostCard } from "./post-card";
import * as styles from "./post-list.module.css";

/** The post cards, or the 'Content Coming Soon' state when there are none. */
export function PostList({
  posts,
  labels,
  empty,
  heading = "h2",
}: {
  posts: readonly Queries.PostCardFieldsFragment[];
  labels: Queries.PostCardLabelsFragment;
  /** Omitted where the list always has posts (an article's related posts). */
  empty?: Queries.PostListEmptyFragment;
  heading?: "h2" | "h3";
}) {
  if (posts.length === 0 && empty) {
    return (
      <div className={styles.empty} data-testid="blog-empty">
        <h2>{empty.title}</h2>
        <p>{empty.description}</p>
      </div>
    );
  }
  return (
    <ul className={styles.grid}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} labels={labels} priority={heading === "h2" && index === 0} heading={heading} wide={posts.length === 1} />
        </li>
      ))}
    </ul>
  );
}

export const postListEmpty = graphql`
  fragment PostListEmpty on ContentSectionIntro {
    title
    description
  }
`;
