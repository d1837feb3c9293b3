import { graphql } from "gatsby";
import { clientSite } from "../../config/site";
import { useLayoutStrings, type LayoutStrings } from "../../hooks/use-layout-strings";
import { Picture } from "../ui/picture";
import { TagList } from "../ui/tag-list";
import { RouteLink } from "../ui/route-link";
import * as styles from "./project-card.module.css";

/**
 * A project: picture, categories, name, description; links to its case study or its own site.
 * `sizes` is the picture's width where the card is placed. With `figures` (its case study's), it is
 * the portfolio's feature: a larger title, from 1200 px its picture beside the text, and the
 * figures in a strip across the card's foot (project-card.module.css).
 */
export function ProjectCard({
  project,
  sizes,
  figures,
}: {
  project: Queries.ProjectFieldsFragment;
  sizes: string;
  figures?: readonly Queries.StatFieldsFragment[];
}) {
  const t = useLayoutStrings();
  const linkLabel = t.viewProject;
  const label = `${linkLabel}: ${project.title}`;
  // Categories are ids in projects.json; each language labels them (the build checks every id).
  const tags = project.categories.map((category) => t.projectCategories[category as keyof LayoutStrings["projectCategories"]]);
  return (
    <article className={`picture-card ${figures ? styles.featured : ""}`}>
      <Picture image={project.image} alt={project.alt} className={styles.image} sizes={sizes} />
      <div className="picture-card-body">
        <TagList tags={tags} uppercase />
        <h3 className={styles.title}>{project.title}</h3>
        <p className="picture-card-text">{project.description}</p>
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
      {figures && (
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>
                {figure.prefix}
                {figure.value}
                {figure.suffix}
              </dd>
            </div>
          ))}
        </dl>
      )}
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
        # 240-960 px, each width at most 1.5 times the one before: a card between two gets a
        # picture at most 1.5 times its size (tests/e2e/picture-size.test.mjs).
        gatsbyImageData(
          width: 720
          aspectRatio: 1.6
          outputPixelDensities: [0.3334, 0.5, 0.6667, 1, 1.3334]
          placeholder: NONE
          formats: [AUTO, WEBP, AVIF]
        )
      }
    }
  }

  # The projects of the page's language, for the pages that show them.
  fragment ProjectItems on Query {
    projects: projectsContent(lang: { eq: $lang }) {
      items {
        ...ProjectFields
      }
    }
  }
`;
