import { graphql } from "gatsby";
import { useRef, type ReactNode } from "react";
import { HeroPicture } from "../page/hero-picture";
import { MotionGateScript } from "../motion/motion-gate";
import { useRotatingWord } from "../motion/use-rotating-word";
import * as styles from "./home-hero.module.css";

/**
 * The home headline: the full sentence for crawlers and screen readers, the lead and a rotating
 * word for the eye, in a slot as wide as the widest word (all sit invisibly in it), so rotation
 * never moves layout. From 1024 px the picture stands at the text's right; `children` run under both.
 */
export function HomeHero({
  hero,
  actions,
  children,
}: {
  hero: Queries.PageBaseFragment["hero"] & Queries.HomeHeroFieldsFragment;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const words = hero.rotatingWords ?? [];
  const slot = useRef<HTMLSpanElement>(null);
  const rotation = useRotatingWord(words.length, slot);
  return (
    <section className={styles.hero}>
      <div className={`${styles.inner} ${hero.visual ? "hero-split" : ""}`}>
        <div>
          {hero.tag && <p className="pill pill-brand hero-tag">{hero.tag}</p>}
          <h1 className={styles.title}>
            <span className="visually-hidden">{hero.title}</span>
            {hero.titleLead && words.length > 0 && (
              <span aria-hidden="true">
                {hero.titleLead}{" "}
                <span className={styles.slot} ref={slot}>
                  {/* Spacers drawn by CSS from attributes: they size the slot and add no text. */}
                  {words.map((word) => (
                    <span key={word} className={styles.spacer} data-word={word} />
                  ))}
                  {rotation.leaving !== null && (
                    <span key={`out-${rotation.changes}`} data-fade="out">
                      {words[rotation.leaving]}
                    </span>
                  )}
                  <span key={`in-${rotation.changes}`} data-fade={rotation.changes > 0 ? "in" : undefined} data-testid="rotating-word">
                    {words[rotation.current]}
                  </span>
                </span>
              </span>
            )}
          </h1>
          <p className={styles.description}>{hero.description}</p>
          {actions}
        </div>
        {hero.visual && <HeroPicture visual={hero.visual} />}
        {children && <div className={styles.below}>{children}</div>}
      </div>
      <MotionGateScript />
    </section>
  );
}

export const homeHeroFields = graphql`
  fragment HomeHeroFields on PageHero {
    titleLead
    rotatingWords
  }
`;
