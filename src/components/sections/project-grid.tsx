import { useLayoutStrings } from "../../hooks/use-layout-strings";
import { ProjectCard, type ProjectData } from "./project-card";
import * as styles from "./project-grid.module.css";

/** All projects in a grid; the first picture loads eagerly as it is near the top. */
export function ProjectGrid({ projects }: { projects: readonly ProjectData[] }) {
  const t = useLayoutStrings();
  return (
    <ul className={styles.grid}>
      {projects.map((project, index) => (
        <li key={project.id}>
          <ProjectCard project={project} linkLabel={t.viewProject} eager={index === 0} />
        </li>
      ))}
    </ul>
  );
}
