import { graphql } from "gatsby";
import { ServerMarkup } from "../layout/server-markup";
import { Reveal, revealContentClass } from "../motion/reveal";
import { HeroActions } from "../page/hero-actions";
import * as styles from "./cta-band.module.css";

/** The closing call to action of a page: nothing in it changes once rendered (ServerMarkup). */
export function CtaBand({ cta }: { cta: Queries.CtaFieldsFragment }) {
  return (
    <Reveal>
      <section className={styles.band} aria-labelledby="cta-title">
        <ServerMarkup className={`${styles.inner} ${revealContentClass}`}>
          <h2 id="cta-title">{cta.title}</h2>
          <p>{cta.description}</p>
          <div className={styles.actions}>
            <HeroActions actions={cta} outline={styles.outline} />
          </div>
        </ServerMarkup>
      </section>
    </Reveal>
  );
}

export const ctaFields = graphql`
  fragment CtaFields on ContentCallToAction {
    title
    description
    primary {
      ...RouteLinkFields
    }
    secondary {
      ...RouteLinkFields
    }
  }
`;
