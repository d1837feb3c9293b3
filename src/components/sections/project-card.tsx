import { graphql } from "gatsby";
import { clientSite } from "../../config/site";
import { useLayoutStrings, type LayoutStrings } from "../../hooks/use-layout-strings";
import { Picture } from "../ui/picture";
import { TagList } from "../ui/tag-list";
import { RouteLink } from "../ui/route-link";
import * as styles from "./project-card.module.css";

/** A project: picture, categories, name, description; links to its case study or its own site. */
export function ProjectCard({ project }: { project: Queries.ProjectFieldsFragment }) {
  const t = useLayoutStrings();
  const linkLabel = t.viewProject;
  const label = `${linkLabel}: ${project.title}`;
  // Categories are ids in projects.json; each language labels them (the build checks every id).
  const tags = project.categories.map((category) => t.projectCategories[category as keyof LayoutStrings["projectCategories"]]);
  return (
    <article className={styles.card}>
      <Picture
        image={project.image}
        alt={project.alt}
        className={styles.image}
        sizes="(min-width: 1200px) 380px, (min-width: 640px) 50vw, 100vw"
      />
      <div className={styles.body}>
        <TagList tags={tags} uppercase />
        <h3 className={styles.title}>{project.title}</h3>
        <p className={styles.text}>{project.description}</p>
        {project.route ? (
          <RouteLink route={project.route} className={styles.link}>
            <span aria-hidden="true">{linkLabel} →</span>
            <span className="visually-hidden">{label}</span>
          </RouteLink>
        ) : (
          <a href={clientSite(project.id)} target="_blank" rel="noopener noreferrer" className={styles.link}>
            <span aria-hidden="true">{linkLabel} ↗</span>
            <span className="visually-hidden">{label}</span>
          </a>
        )}
      </div>
    </article>
  );
}

export const projectFields = graphql`
  fragment ProjectFields on ContentProject {
    id
    title
    description
    alt
    categories
    route
    image {
      childImageSharp {
        gatsbyImageData(width: 720, aspectRatio: 1.6, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`;
