import { useLayoutStrings } from "../../hooks/use-layout-strings";
import { ProjectCard, type ProjectData } from "./project-card";
import * as styles from "./project-strip.module.css";

/** A row of project cards: one per view on phones (scrolls sideways), three on wide screens. */
export function ProjectStrip({ projects }: { projects: readonly ProjectData[] }) {
  const t = useLayoutStrings();
  return (
    <ul className={styles.strip}>
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} linkLabel={t.viewProject} />
        </li>
      ))}
    </ul>
  );
}
