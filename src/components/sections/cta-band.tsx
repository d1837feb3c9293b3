import { graphql } from "gatsby";
import { Reveal } from "../motion/reveal";
import { RouteLink } from "../ui/route-link";
import * as styles from "./cta-band.module.css";

/** The closing call to action of a page. */
export function CtaBand({ cta }: { cta: Queries.CtaFieldsFragment }) {
  return (
    <Reveal>
      <section className={styles.band} aria-labelledby="cta-title">
        <div className={styles.inner}>
          <h2 id="cta-title">{cta.title}</h2>
          <p>{cta.description}</p>
          <div className={styles.actions}>
            <RouteLink route={cta.primary.route} className="button button--primary button--lg">
              {cta.primary.label}
            </RouteLink>
            {cta.secondary && (
              <RouteLink route={cta.secondary.route} className={`button button--outline button--lg ${styles.outline}`}>
                {cta.secondary.label}
              </RouteLink>
            )}
          </div>
        </div>
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
