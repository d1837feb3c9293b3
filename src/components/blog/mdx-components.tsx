import { createContext, useContext, type ReactNode } from "react";
import { Picture, type ImageFile } from "../ui/picture";
import { RouteLink } from "../ui/route-link";
import * as styles from "./mdx-components.module.css";

/**
 * Components writers can use in any post (README "Writing a blog post"). Links go by route
 * key, so they follow the reader's language.
 */
interface Action {
  route: string;
  label: string;
  variant?: "primary" | "outline";
}

export function CallToAction({ title, text, actions }: { title?: string; text?: string; actions: readonly Action[] }) {
  return (
    <aside className={styles.cta}>
      {title && <p className={styles.ctaTitle}>{title}</p>}
      {text && <p>{text}</p>}
      <div className={styles.actions}>
        {actions.map((action, index) => (
          <RouteLink
            key={action.route}
            route={action.route}
            className={`button button--${action.variant ?? (index === 0 ? "primary" : "outline")}`}
          >
            {action.label}
          </RouteLink>
        ))}
      </div>
    </aside>
  );
}

export function ComparisonTable({
  caption,
  labels,
  rows,
}: {
  caption?: string;
  labels: { aspect: string; startup: string; traditional: string };
  rows: readonly { aspect: string; startup: string; traditional: string }[];
}) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={caption ?? labels.aspect} tabIndex={0}>
      <table className={styles.table}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{labels.aspect}</th>
            <th scope="col">{labels.startup}</th>
            <th scope="col">{labels.traditional}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.aspect}>
              <th scope="row">{row.aspect}</th>
              <td>{row.startup}</td>
              <td>{row.traditional}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function StageList({ stages }: { stages: readonly { name: string; description: string }[] }) {
  return (
    <ol className={styles.stages}>
      {stages.map((stage) => (
        <li key={stage.name}>
          <strong>{stage.name}</strong>
          <span>{stage.description}</span>
        </li>
      ))}
    </ol>
  );
}

export function CompanyStories({ companies }: { companies: readonly { name: string; story: string }[] }) {
  return (
    <div className={styles.stories}>
      {companies.map((company) => (
        <section key={company.name} className={styles.story} aria-label={company.name}>
          <p className={styles.storyName}>{company.name}</p>
          <p>{company.story}</p>
        </section>
      ))}
    </div>
  );
}

/** Markdown tables scroll sideways on phones instead of widening the page. */
function Table({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}

/** The post's body pictures by the address the body gives them (the BlogPost's bodyImages). */
export const BodyImages = createContext<ReadonlyMap<string, ImageFile>>(new Map());

/**
 * A body picture (![alt](./picture.png)) rendered like the cover: AVIF and WebP sources with
 * sizes, width and height. The cover fills the first screen, so body pictures load lazily.
 */
function BodyImage({ src = "", alt = "" }: { src?: string; alt?: string }) {
  const image = useContext(BodyImages).get(src);
  // The build stops earlier on any picture it cannot serve; gatsby develop shows this instead.
  if (!image) throw new Error(`The body picture "${src}" is not among the post's bodyImages`);
  return <Picture image={image} alt={alt} className={styles.bodyImage} />;
}

export const mdxComponents = { CallToAction, ComparisonTable, StageList, CompanyStories, table: Table, img: BodyImage };
