import * as styles from "./problem-solution.module.css";

interface PointList {
  title: string;
  points: readonly string[];
}

/** The usual way and its problems, next to how we solve them. */
export function ProblemSolution({ problem, answer }: { problem: PointList; answer: PointList }) {
  return (
    <div className={styles.columns}>
      {[
        { list: problem, tone: styles.problem },
        { list: answer, tone: styles.answer },
      ].map(({ list, tone }) => (
        <div key={list.title} className={`${styles.column} ${tone}`}>
          <h3>{list.title}</h3>
          <ul>
            {list.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
