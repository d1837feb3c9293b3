import { balancedGridStyle } from "../ui/balanced-grid";
import { balancedGridSizes } from "../ui/balanced-grid-sizes";
import * as grid from "../ui/balanced-grid.module.css";
import { ProjectCard } from "./project-card";
import * as styles from "./project-grid.module.css";

const COLUMNS = { md: 2, lg: 3 };
/** project-grid.module.css's gap, which the pictures' widths leave out. */
const GAP = 24;

/**
 * All projects in a grid. It starts below the first screen at every width (our work's hero comes
 * first), so its pictures load lazily and leave the first paint's bandwidth to the page itself.
 */
export function ProjectGrid({ projects }: { projects: readonly Queries.ProjectFieldsFragment[] }) {
  return (
    <ul className={`${grid.grid} ${styles.grid}`} style={balancedGridStyle(projects.length, COLUMNS)}>
      {projects.map((project, index) => (
        <li key={project.id}>
          <ProjectCard
            project={project}
            sizes={balancedGridSizes(projects.length, COLUMNS, { gap: GAP, last: index === projects.length - 1 })}
          />
        </li>
      ))}
    </ul>
  );
}
