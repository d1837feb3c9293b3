import { graphql } from "gatsby";
import * as styles from "./hero-picture.module.css";

/** Shown from this width; narrower screens neither show nor download it. */
export const HERO_PICTURE_MIN_WIDTH = 1024;

/** A transparent 1 × 1 GIF: what the <img> holds where no source matches (narrow screens). */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * The picture beside a hero's text from 1024 px: its AVIF and WebP sources apply only from that
 * width, so a phone requests nothing (the <img> itself holds an inline empty GIF). Where shown it
 * is in the first screen, so it loads at once, found by the browser's preload scanner in the HTML;
 * `lazy` where it is shown further down (a service's chapter on the services page).
 */
export function HeroPicture({
  visual,
  lazy = false,
  sizes = "(min-width: 1240px) 520px, 42vw",
}: {
  visual: Queries.HeroVisualFieldsFragment;
  lazy?: boolean;
  /** Its width from 1024 px; by default the home hero's column (0.85 of the container's 1.15 + 0.85). */
  sizes?: string;
}) {
  const data = visual.image?.childImageSharp?.gatsbyImageData;
  if (!data) return null;
  const media = `(min-width: ${HERO_PICTURE_MIN_WIDTH}px)`;
  return (
    <picture className={styles.picture}>
      {(data.images.sources ?? []).map((source) => (
        <source key={source.type} media={media} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {data.images.fallback?.srcSet && <source media={media} srcSet={data.images.fallback.srcSet} sizes={sizes} />}
      <img
        src={NOTHING}
        width={data.width}
        height={data.height}
        alt={visual.alt}
        decoding="async"
        loading={lazy ? "lazy" : undefined}
        className={styles.image}
      />
    </picture>
  );
}

export const heroVisualFields = graphql`
  fragment HeroVisualFields on ContentHeroVisual {
    alt
    image {
      childImageSharp {
        gatsbyImageData(width: 640, breakpoints: [420, 520, 640, 840, 1040, 1360], formats: [WEBP, AVIF], placeholder: NONE, quality: 72)
      }
    }
  }
`;
