import type { ReactElement, ReactNode } from "react";
import { f, objectType, parseObject, problemText, type ContentOf, type ObjectType } from "../../node/content/content-schema";
import { text } from "../../node/content/content-fields";
import { PictureMarkup, type ImageFile } from "../ui/picture-markup";

/**
 * Components writers can use in any post (docs/writing.md). The build renders a post's body with
 * them to HTML (src/node/blog/post-body.ts), outside webpack: no styles of their own, only the
 * `post-…` classes post-body.module.css styles, and plain <a> links.
 */

/** What the body's components need from the page they are rendered for. */
export interface PostBodyContext {
  /** The path of a route of the site in the post's language; throws for an unknown route. */
  localize: (route: string) => string;
  /** The post's body pictures by the address the body gives them (the BlogPost's bodyImages). */
  bodyImages: ReadonlyMap<string, ImageFile>;
}

/*
 * The props of each component, declared once: the TypeScript type, and what the build checks a
 * post's props against, so a misspelt or missing prop stops the build naming the post, the
 * component and the key, instead of publishing an empty cell.
 */
const Action = objectType("PostAction", "A link of a call to action.", {
  route: text("The key of a route of the site (src/i18n/routes.ts), linked in the post's language."),
  label: text("The link's text."),
  variant: f.optional(f.string("How it looks: the first action is primary, the rest outlined, unless set.", ["primary", "outline"])),
});

const CallToActionProps = objectType("CallToAction", "A closing call to action with its links.", {
  title: f.optional(text("A heading line.")),
  text: f.optional(text("A sentence under it.")),
  actions: f.list(f.object(Action, "A link."), "Its links, in order."),
});

const Comparison = objectType("ComparisonRow", "One aspect, compared.", {
  aspect: text("What is compared."),
  startup: text("How a startup does it."),
  traditional: text("How a traditional company does it."),
});

const ComparisonTableProps = objectType("ComparisonTable", "A table that compares startups and traditional companies.", {
  caption: f.optional(text("The table's caption; also its name for screen readers.")),
  labels: f.object(Comparison, "The column headings."),
  rows: f.list(f.object(Comparison, "A row."), "The rows."),
});

const StageListProps = objectType("StageList", "A numbered list of stages.", {
  stages: f.list(
    f.object(objectType("Stage", "A stage.", { name: text("Its name."), description: text("What happens in it.") }), "A stage."),
    "The stages, in order.",
  ),
});

const CompanyStoriesProps = objectType("CompanyStories", "Short stories of example companies.", {
  companies: f.list(
    f.object(objectType("CompanyStory", "A company's story.", { name: text("The company."), story: text("Its story.") }), "A company."),
    "The companies, in order.",
  ),
});

/** The component for a post: its props checked against `type` (named for the component), then rendered. */
function checked<T extends ObjectType>(type: T, render: (props: ContentOf<T>) => ReactElement) {
  function Checked(props: Readonly<Record<string, unknown>>) {
    const parsed = parseObject(props, type, "", { imageExists: () => false });
    if (!parsed.ok) throw new Error(`<${type.name}> ${parsed.problems.map(problemText).join("; ")}`);
    return render(parsed.value);
  }
  Checked.displayName = type.name;
  return Checked;
}

function CallToAction({ title, text, actions }: ContentOf<typeof CallToActionProps>, localize: PostBodyContext["localize"]) {
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

function ComparisonTable({ caption, labels, rows }: ContentOf<typeof ComparisonTableProps>) {
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

function StageList({ stages }: ContentOf<typeof StageListProps>) {
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

function CompanyStories({ companies }: ContentOf<typeof CompanyStoriesProps>) {
  return (
    <div className="post-stories">
      {companies.map(({ name, story }) => (
        <section key={name} className="post-story" aria-label={name}>
          <p className="post-story-name">{name}</p>
          <p>{story}</p>
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
    CallToAction: checked(CallToActionProps, (props) => CallToAction(props, localize)),
    ComparisonTable: checked(ComparisonTableProps, ComparisonTable),
    StageList: checked(StageListProps, StageList),
    CompanyStories: checked(CompanyStoriesProps, CompanyStories),
    table: Table,
    img: BodyImage,
  };
}
