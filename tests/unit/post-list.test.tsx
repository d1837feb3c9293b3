import { screen } from "@testing-library/react";
import { PostList } from "../../src/components/blog/post-list";
import { renderInLanguage } from "./support/render";

const labels = { readTime: "min read", by: "By", readMore: "Read", categories: "Categories" };
const empty = { title: "Content Coming Soon", description: "Our first guides are on the way." };

describe("PostList", () => {
  it("shows 'Content Coming Soon' when there are no posts", () => {
    renderInLanguage(<PostList posts={[]} labels={labels} empty={empty} />);
    expect(screen.getByRole("heading", { name: "Content Coming Soon" })).toBeInTheDocument();
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("shows a card per post with its localized date, read time, categories and author", () => {
    const post = {
      id: "1",
      title: "¿Qué es una startup?",
      excerpt: "Guía.",
      date: "2025-05-14",
      readTime: 7,
      categories: ["Startups", "MVP"],
      coverAlt: "Un cohete",
      author: { name: "Equipo de Brisa Software" },
      cover: null,
      path: "/es/blog/que-es-una-startup/",
    };
    renderInLanguage(
      <PostList posts={[post]} labels={{ ...labels, readTime: "min de lectura", by: "Por" }} empty={empty} />,
      "es",
    );
    expect(screen.getByRole("link", { name: "¿Qué es una startup?" })).toHaveAttribute("href", "/es/blog/que-es-una-startup/");
    expect(screen.getByText("14 may. 2025")).toHaveAttribute("datetime", "2025-05-14");
    expect(screen.getByText("7 min de lectura")).toBeInTheDocument();
    expect(screen.getByText("Por Equipo de Brisa Software")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(expect.arrayContaining(["Startups", "MVP"]));
  });

  it("fetches the first card's picture first, as the page's largest paint, and the rest lazily", () => {
    const image = {
      childImageSharp: {
        gatsbyImageData: {
          layout: "constrained" as const,
          width: 640,
          height: 360,
          images: { fallback: { src: "/c.png", srcSet: "/c.png 640w", sizes: "640px" }, sources: [] },
        },
      },
    };
    const post = (id: string) => ({
      id,
      title: `Post ${id}`,
      excerpt: "Guide.",
      date: "2025-05-14",
      readTime: 5,
      categories: [],
      coverAlt: `Cover ${id}`,
      author: { name: "Team" },
      cover: image,
      path: `/en/blog/${id}/`,
    });
    renderInLanguage(<PostList posts={[post("a"), post("b"), post("c")]} labels={labels} empty={empty} />);
    const [first, ...rest] = screen.getAllByRole("img");
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(first).toHaveAttribute("loading", "eager");
    for (const img of rest) {
      expect(img).toHaveAttribute("loading", "lazy");
      expect(img).not.toHaveAttribute("fetchpriority");
    }
  });
});
