import { useLayoutStrings } from "../../hooks/use-layout-strings";
import { Carousel, type LoopOptions } from "../motion/carousel";
import { ProjectCard } from "./project-card";

/** Home: the five projects, then copies of the first three to loop over, jumping back to the start. */
export const HOME_LOOP: LoopOptions = { kind: "copies", copies: 3 };

/** Service pages: four projects twice (8 slides), back to the start after `wrapAfter`. */
export const serviceLoop = (wrapAfter: number): LoopOptions => ({ kind: "wrap", repeat: 2, wrapAfter });

/** The projects a page chose, by id, in its order (the build has checked every id: projectChoiceProblems). */
export function pickProjects<P extends { id: string }>(projects: readonly P[], ids: readonly (string | null)[]): P[] {
  return ids.map((id) => {
    const project = projects.find((p) => p.id === id);
    if (!project) throw new Error(`No project with id ${JSON.stringify(id)}`);
    return project;
  });
}

/**
 * A card's width in the carousel: three per view from 768 px (the container's 40 px padding, the
 * track's 8 px and two 20 px gaps shared out), 380 px at most, one per view below 768 px.
 */
const CAROUSEL_SIZES = "(min-width: 1200px) 380px, (min-width: 768px) calc((100vw - 88px) / 3), 100vw";

/** The featured-projects carousel: three cards per view on wide screens, one on phones. */
export function ProjectStrip({ projects, loop }: { projects: readonly Queries.ProjectFieldsFragment[]; loop: LoopOptions }) {
  const t = useLayoutStrings();
  return (
    <Carousel
      items={projects}
      getKey={(project) => project.id}
      label={t.carousel.label}
      loop={loop}
      renderItem={(project) => <ProjectCard project={project} sizes={CAROUSEL_SIZES} />}
    />
  );
}
