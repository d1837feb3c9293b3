import { screen } from "@testing-library/react";
import { Pagination } from "../../../../src/components/blog/pagination";
import { renderInLanguage } from "../../support/render";

const labels = {
  pagination: "Páginas del blog",
  previous: "Anterior",
  next: "Siguiente",
  page: "Página {page}",
  pageOf: "Página {page} de {total}",
};
const paths = ["/es/blog/", "/es/blog/pagina/2/", "/es/blog/pagina/3/"];

describe("Pagination", () => {
  it("is a labelled navigation: where the page is, every page with the current one marked, previous and next", () => {
    renderInLanguage(<Pagination paging={{ current: 2, paths }} labels={labels} />, "es");
    const nav = screen.getByRole("navigation", { name: "Páginas del blog" });
    expect(nav).toHaveTextContent("Página 2 de 3");
    expect(screen.getByRole("link", { name: "Página 1" })).toHaveAttribute("href", "/es/blog/");
    expect(screen.getByRole("link", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Página 3" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Anterior" })).toHaveAttribute("href", "/es/blog/");
    expect(screen.getByRole("link", { name: "Siguiente" })).toHaveAttribute("href", "/es/blog/pagina/3/");
  });

  it("has no previous link on the first page and no next link on the last", () => {
    const { unmount } = renderInLanguage(<Pagination paging={{ current: 1, paths }} labels={labels} />, "es");
    expect(screen.queryByRole("link", { name: "Anterior" })).toBeNull();
    unmount();
    renderInLanguage(<Pagination paging={{ current: 3, paths }} labels={labels} />, "es");
    expect(screen.queryByRole("link", { name: "Siguiente" })).toBeNull();
  });

  it("shows nothing for a list of one page", () => {
    renderInLanguage(<Pagination paging={{ current: 1, paths: ["/en/blog/"] }} labels={labels} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
