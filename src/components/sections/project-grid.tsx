import { ProjectCard } from "./project-card";
import * as styles from "./project-grid.module.css";

/**
 * The pictures' widths (project-grid.module.css): the featured project's across the container's
 * 1160 px, three fifths of it (its card's left column) from 1200 px; the others a column of two
 * from 640 px and of four from 1200 px, 24 px apart, in the container's 20 px padding.
 */
const FEATURED_SIZES = "(min-width: 1200px) 696px, calc(100vw - 40px)";
const CARD_SIZES = "(min-width: 1200px) 272px, (min-width: 640px) calc((100vw - 64px) / 2), calc(100vw - 40px)";

/**
 * The portfolio: the first project as a wide feature (its picture beside its text from 1200 px,
 * with its case study's figures), the other four below it, two by two, then four in a row from
 * 1200 px. It starts below the first screen at every width (our work's hero comes first), so its
 * pictures load lazily and leave the first paint's bandwidth to the page itself.
 */
export function ProjectGrid({
  projects,
  figures,
}: {
  projects: readonly Queries.ProjectFieldsFragment[];
  /** The featured (first) project's figures, from its case study. */
  figures: readonly Queries.StatFieldsFragment[];
}) {
  const [featured, ...others] = projects;
  return (
    <ul className={styles.grid}>
      {featured && (
        <li key={featured.id} className={styles.featured}>
          <ProjectCard project={featured} sizes={FEATURED_SIZES} figures={figures} />
        </li>
      )}
      {others.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} sizes={CARD_SIZES} />
        </li>
      ))}
    </ul>
  );
}
