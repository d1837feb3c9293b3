import { f, objectType } from "../../node/content/content-schema";
import { text } from "../../node/content/content-fields";
import { CarouselStrings } from "../motion/carousel.content";
import { NotFoundStrings } from "../not-found/not-found-screen.content";
import { projectCategories } from "../sections/project-card.content";
import { CookieStrings } from "./cookie-banner.content";
import { FooterStrings } from "./footer.content";
import { HeaderStrings } from "./header.content";

/** content/<lang>/layout.json: what useLayoutStrings gives every component of the layout. */
export const LayoutContent = objectType("LayoutContent", "Texts shared by every page: header, footer, banner, screens.", {
  brand: text("The brand name as shown in the logo."),
  socialImageAlt: text(
    "What the site's social image in this language (static/og-image.png, og-image.es.png, shown when a page is shared) shows, for og:image:alt and twitter:image:alt.",
  ),
  skipLink: text("The skip-to-content link."),
  header: f.object(HeaderStrings, "The header."),
  footer: f.object(FooterStrings, "The footer."),
  cookieBanner: f.object(CookieStrings, "The cookie banner."),
  notFound: f.object(NotFoundStrings, "The not-found screen."),
  breadcrumbLabel: text("Accessible name of breadcrumb navigation."),
  homeCrumb: text("First breadcrumb item, a link to the home page."),
  scrollToTop: text("Accessible name of the scroll-to-top button."),
  viewProject: text("Link text of a project card."),
  projectCategories: f.object(
    objectType(
      "ContentProjectCategoryLabels",
      "How a project category is shown on cards, in this language.",
      Object.fromEntries(projectCategories.map((category) => [category, text(`Label of the ${category} category.`)])),
    ),
    "Labels of the project categories (projects.json names them by id).",
  ),
  learnMore: text("Link text of a card that leads to a service page."),
  carousel: f.object(CarouselStrings, "The project carousels' controls."),
});
