import { graphql } from "gatsby";
import { TextList } from "../ui/text-list";
import * as styles from "./problem-solution.module.css";

/** The usual way and its problems, next to how we solve them. */
export function ProblemSolution({ problem, answer }: Queries.ProblemSolutionFieldsFragment) {
  return (
    <div className={styles.columns}>
      {[
        { list: problem, tone: styles.problem },
        { list: answer, tone: styles.answer },
      ].map(({ list, tone }) => (
        <div key={list.title} className={`${styles.column} ${tone}`}>
          <h3>{list.title}</h3>
          <TextList items={list.points} />
        </div>
      ))}
    </div>
  );
}

export const problemSolutionFields = graphql`
  fragment ProblemSolutionFields on ContentProblemSolution {
    problem {
      title
      points
    }
    answer {
      title
      points
    }
  }
`;
