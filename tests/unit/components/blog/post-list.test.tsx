import { screen } from "@testing-library/react";
import { PostList } from "../../../../src/components/blog/post-list";
import { routePath } from "../../../../src/i18n/paths";
import { renderInLanguage } from "../../support/render";

const labels = { readTime: "min read", by: "By", categories: "Categories", draft: "Draft" };
const empty = { title: "Content Coming Soon", description: "Our first guides are on the way." };

/** A card's post: the fields every test needs, and what it looks at. */
const post = (id: string, fields: Partial<Queries.PostCardFieldsFragment> = {}): Queries.PostCardFieldsFragment => ({
  id,
  path: `/en/blog/${id}/`,
  title: `Post ${id}`,
  excerpt: "Guide.",
  date: "2025-05-14",
  dateText: "May 14, 2025",
  dateShort: "May 14, 2025",
  readTime: 5,
  draft: false,
  categoryLinks: [],
  coverAlt: `Cover ${id}`,
  author: { name: "Team" },
  cover: { childImageSharp: null },
  ...fields,
});

describe("PostList", () => {
  it("shows 'Content Coming Soon' when there are no posts", () => {
    renderInLanguage(<PostList posts={[]} labels={labels} empty={empty} />);
    expect(screen.getByRole("heading", { name: "Content Coming Soon" })).toBeInTheDocument();
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("shows a card per post with its date as the build wrote it, read time, categories and author", () => {
    const startup = post("1", {
      path: "/es/blog/que-es-una-startup/",
      title: "¿Qué es una startup?",
      dateShort: "14 may. 2025",
      readTime: 7,
      categoryLinks: [
        { name: "Startups", path: "/es/blog/categoria/startups/" },
        { name: "MVP", path: "/es/blog/categoria/mvp/" },
      ],
      author: { name: "Equipo de Brisa Software" },
    });
    renderInLanguage(<PostList posts={[startup]} labels={{ ...labels, readTime: "min de lectura", by: "Por" }} empty={empty} />, "es");
    expect(screen.getByRole("link", { name: "¿Qué es una startup?" })).toHaveAttribute("href", "/es/blog/que-es-una-startup/");
    expect(screen.getByText("14 may. 2025")).toHaveAttribute("datetime", "2025-05-14");
    expect(screen.getByText("7 min de lectura")).toBeInTheDocument();
    expect(screen.getByText("Por Equipo de Brisa Software")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(expect.arrayContaining(["Startups", "MVP"]));
    expect(screen.getByRole("link", { name: "MVP" })).toHaveAttribute("href", "/es/blog/categoria/mvp/");
    expect(screen.queryByTestId("draft-badge")).toBeNull();
  });

  it("marks a draft (only gatsby develop lists one) and titles cards h3 under a section's heading", () => {
    renderInLanguage(<PostList posts={[post("3", { title: "Work in progress", draft: true })]} labels={labels} heading="h3" />);
    expect(screen.getByTestId("draft-badge")).toHaveTextContent("Draft");
    expect(screen.getByRole("heading", { level: 3, name: "Work in progress" })).toBeInTheDocument();
  });

  it("leads a card where its post's path says: a case post's to the case study it stands for", () => {
    renderInLanguage(
      <PostList posts={[post("2", { path: routePath("nurdoc", "es"), title: "Nurdoc" })]} labels={labels} empty={empty} />,
      "es",
    );
    expect(screen.getByRole("link", { name: "Nurdoc" })).toHaveAttribute("href", routePath("nurdoc", "es"));
  });

  it("fetches the first card's picture first, as the page's largest paint, and the rest lazily", () => {
    const cover = {
      childImageSharp: {
        gatsbyImageData: {
          layout: "constrained" as const,
          width: 640,
          height: 360,
          images: { fallback: { src: "/c.png", srcSet: "/c.png 640w", sizes: "640px" }, sources: [] },
        },
      },
    };
    renderInLanguage(<PostList posts={["a", "b", "c"].map((id) => post(id, { cover }))} labels={labels} empty={empty} />);
    const [first, ...rest] = screen.getAllByRole("img");
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(first).toHaveAttribute("loading", "eager");
    for (const img of rest) {
      expect(img).toHaveAttribute("loading", "lazy");
      expect(img).not.toHaveAttribute("fetchpriority");
    }
  });
});
