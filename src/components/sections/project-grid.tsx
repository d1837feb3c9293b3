import { balancedGridStyle } from "../ui/balanced-grid";
import * as grid from "../ui/balanced-grid.module.css";
import { ProjectCard } from "./project-card";
import * as styles from "./project-grid.module.css";

/**
 * All projects in a grid. It starts below the first screen at every width (our work's hero comes
 * first), so its pictures load lazily and leave the first paint's bandwidth to the page itself.
 */
export function ProjectGrid({ projects }: { projects: readonly Queries.ProjectFieldsFragment[] }) {
  return (
    <ul className={`${grid.grid} ${styles.grid}`} style={balancedGridStyle(projects.length, { md: 2, lg: 3 })}>
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}
