import type { ReactNode } from "react";
import { PictureMarkup, type ImageFile } from "../ui/picture-markup";

/**
 * Components writers can use in any post (docs/writing.md "Writing a blog post"). The build renders a
 * post's body with them to HTML once (src/node/blog/post-body.ts), outside webpack: they carry no
 * styles of their own, only the `post-…` class names that post-body.module.css styles inside the
 * article's body, and links are plain <a> that the article follows without a reload.
 */
interface Action {
  route: string;
  label: string;
  variant?: "primary" | "outline";
}

/** What the body's components need from the page they are rendered for. */
export interface PostBodyContext {
  /** The path of a route of the site in the post's language; throws for an unknown route. */
  localize: (route: string) => string;
  /** The post's body pictures by the address the body gives them (the BlogPost's bodyImages). */
  bodyImages: ReadonlyMap<string, ImageFile>;
}

function CallToAction({
  title,
  text,
  actions,
  localize,
}: {
  title?: string;
  text?: string;
  actions: readonly Action[];
  localize: PostBodyContext["localize"];
}) {
  return (
    <aside className="post-cta">
      {title && <p className="post-cta-title">{title}</p>}
      {text && <p>{text}</p>}
      <div className="post-actions">
        {actions.map((action, index) => (
          <a
            key={action.route}
            href={localize(action.route)}
            className={`button button--${action.variant ?? (index === 0 ? "primary" : "outline")}`}
          >
            {action.label}
          </a>
        ))}
      </div>
    </aside>
  );
}

function ComparisonTable({
  caption,
  labels,
  rows,
}: {
  caption?: string;
  labels: { aspect: string; startup: string; traditional: string };
  rows: readonly { aspect: string; startup: string; traditional: string }[];
}) {
  return (
    <div className="post-table-wrap" role="region" aria-label={caption ?? labels.aspect} tabIndex={0}>
      <table className="post-table">
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

function StageList({ stages }: { stages: readonly { name: string; description: string }[] }) {
  return (
    <ol className="post-stages">
      {stages.map((stage) => (
        <li key={stage.name}>
          <strong>{stage.name}</strong>
          <span>{stage.description}</span>
        </li>
      ))}
    </ol>
  );
}

function CompanyStories({ companies }: { companies: readonly { name: string; story: string }[] }) {
  return (
    <div className="post-stories">
      {companies.map((company) => (
        <section key={company.name} className="post-story" aria-label={company.name}>
          <p className="post-story-name">{company.name}</p>
          <p>{company.story}</p>
        </section>
      ))}
    </div>
  );
}

/** Markdown tables scroll sideways on phones instead of widening the page. */
function Table({ children }: { children?: ReactNode }) {
  return (
    <div className="post-table-wrap">
      <table className="post-table">{children}</table>
    </div>
  );
}

/**
 * The components a post's MDX is rendered with, for one post. A body picture
 * (![alt](./picture.png)) is rendered like the cover: AVIF and WebP sources with sizes, width and
 * height; the cover fills the first screen, so body pictures load lazily.
 */
export function postBodyComponents({ localize, bodyImages }: PostBodyContext) {
  function BodyImage({ src = "", alt = "" }: { src?: string; alt?: string }) {
    const image = bodyImages.get(src);
    // The build stops earlier on any picture it cannot serve (src/node/blog/body-images.ts).
    if (!image) throw new Error(`The body picture "${src}" is not among the post's bodyImages`);
    return <PictureMarkup image={image} alt={alt} className="post-picture" />;
  }
  return {
    CallToAction: (props: Omit<Parameters<typeof CallToAction>[0], "localize">) => <CallToAction {...props} localize={localize} />,
    ComparisonTable,
    StageList,
    CompanyStories,
    table: Table,
    img: BodyImage,
  };
}
