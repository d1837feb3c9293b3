import { graphql } from "gatsby";
import type { ComponentType } from "react";
import { SCRIPTS_AFTER_ATTRIBUTE } from "../../config/first-screen";
import { useLayoutStrings } from "../../hooks/use-layout-strings";
import { useLanguage } from "../../i18n/language-context";
import type { Crumb } from "../../i18n/page-context";
import { Seo } from "../../seo/seo";
import { MotionGateScript } from "../motion/motion-gate";
import { ParticleBackground, particleHost } from "../motion/particle-background";
import { TIMINGS } from "../motion/timings";
import { Breadcrumb } from "../ui/breadcrumb";
import { HeroActions } from "./hero-actions";
import { HeroPicture } from "./hero-picture";
import * as styles from "./page-base.module.css";

type PageBase = Queries.PageBaseFragment;

/**
 * The head tags and the breadcrumb of a page, from its content and its place in the route table.
 * `noindex`: the contact form's result pages, which only the endpoint's 303 leads to.
 */
export function PageHead({
  content,
  trail,
  structuredData,
  feed,
  noindex,
}: {
  content: PageBase;
  trail: readonly Crumb[];
  structuredData?: readonly unknown[];
  feed?: { href: string; title: string };
  noindex?: boolean;
}) {
  const t = useLayoutStrings();
  const { localize } = useLanguage();
  const home = { label: t.homeCrumb, path: localize("home") };
  return (
    <>
      <Seo
        title={content.meta.title}
        description={content.meta.description}
        keywords={content.meta.keywords}
        robots={content.meta.robots ?? undefined}
        breadcrumb={trail.length > 0 ? { home, trail } : undefined}
        structuredData={structuredData}
        feed={feed}
        noindex={noindex}
      />
      {trail.length > 0 && <Breadcrumb trail={trail} />}
    </>
  );
}

/** A typed title for the hero: its component, what its inline script adds to the gate's, and the class of what follows it. */
export interface HeroTyping {
  Title: ComponentType<{ text: string; className?: string }>;
  script: string;
  after?: string;
}

/**
 * The picture's width beside the text (page-base.module.css): what the text's column (53 % of the
 * row, 576 px at most) and the 48 px gap leave of the row from the container's left padding to the
 * screen's right edge; 656 px at most.
 */
const PICTURE_SIZES =
  "(min-width: 1400px) 656px, (min-width: 1200px) calc(50vw - 44px), (min-width: 1155px) calc(100vw - 644px), calc(47vw - 32px)";

/**
 * The opening block: tag, the page's only h1, description, the content's heroActions and
 * `children` beside them, and its visual at the right from 1024 px. `typing`: the title is typed
 * out (HERO_TYPING, typed-title.tsx, which only the typed pages' code carries) and the page's scripts
 * load once what follows it is painted (SCRIPTS_AFTER_ATTRIBUTE);
 * `particles`: the particle network behind it.
 */
export function PageHero({
  page: { hero, heroActions },
  children,
  typing,
  particles = false,
}: {
  page: Pick<PageBase, "hero" | "heroActions">;
  children?: React.ReactNode;
  typing?: HeroTyping;
  particles?: boolean;
}) {
  const after = typing?.after ?? "";
  const scriptsAfter = typing ? { [SCRIPTS_AFTER_ATTRIBUTE]: TIMINGS.typeAfterDelay } : {};
  return (
    <section className={`${styles.hero} ${hero.visual ? "hero-split" : ""} ${particles ? particleHost : ""}`} {...scriptsAfter}>
      {particles && <ParticleBackground />}
      <div>
        {hero.tag && <p className={styles.tag}>{hero.tag}</p>}
        {typing ? <typing.Title text={hero.title} className={styles.title} /> : <h1 className={styles.title}>{hero.title}</h1>}
        <p className={`${styles.description} ${after}`}>{hero.description}</p>
        {(heroActions || children) && (
          <div className={`${styles.actions} ${after}`}>
            {heroActions && <HeroActions actions={heroActions} />}
            {children}
          </div>
        )}
      </div>
      {hero.visual && <HeroPicture visual={hero.visual} sizes={PICTURE_SIZES} />}
      <MotionGateScript then={typing?.script} />
    </section>
  );
}

export const query = graphql`
  fragment PageBase on PageContent {
    meta {
      title
      description
      keywords
      robots
    }
    breadcrumb
    hero {
      tag
      title
      description
      visual {
        ...HeroVisualFields
      }
    }
    heroActions {
      ...HeroActionsFields
    }
  }
`;
