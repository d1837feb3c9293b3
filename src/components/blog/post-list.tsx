import { graphql } from "gatsby";
import { PostCard } from "./post-card";
import * as styles from "./post-list.module.css";

/** The post cards, or the 'Content Coming Soon' state when there are none. */
export function PostList({
  posts,
  labels,
  empty,
}: {
  posts: readonly Queries.PostCardFieldsFragment[];
  labels: Queries.PostCardLabelsFragment;
  empty: Queries.PostListEmptyFragment;
}) {
  if (posts.length === 0) {
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
          <PostCard post={post} labels={labels} priority={index === 0} />
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
