import { routes, type StaticTemplate } from "../i18n/routes";
import { f, objectType, type Field, type ObjectType } from "./content-schema";

/**
 * The shapes of the JSON content in content/<lang>/. Each file's type is declared here once;
 * the GraphQL schema and the build-time validation are both generated from it.
 */
const routeKeys = routes.map((r) => r.key);

export const RouteLink = objectType("ContentRouteLink", "A link to a page of the site, by its route key.", {
  route: f.string("Route key of the target page (see src/i18n/routes.ts), e.g. contact.", routeKeys),
  label: f.string("Visible link text."),
});

const PageMeta = objectType("PageMeta", "What search engines and social networks show for a page.", {
  title: f.string("The <title> of the page and the social-sharing title."),
  description: f.string("Meta description and social-sharing description (about 150 characters)."),
  keywords: f.list(f.string("One keyword or phrase."), "Meta keywords."),
});

const PageHero = objectType("PageHero", "The opening block of a page.", {
  tag: f.optional(f.string("Small label shown above the title.")),
  title: f.string("The page's only <h1>."),
  description: f.string("The paragraph under the title."),
});

/** Fields every page's content has; the PageContent interface in GraphQL. */
export const pageFields: Record<string, Field> = {
  meta: f.object(PageMeta, "Head tags of the page."),
  breadcrumb: f.string("This page's label in breadcrumbs."),
  hero: f.object(PageHero, "The opening block of the page."),
};

function pageType(name: string, description: string, extra: Record<string, Field> = {}): ObjectType {
  return objectType(name, description, { ...pageFields, ...extra });
}

/** Content type of each page family, by template. */
export const pageTypes: Readonly<Record<StaticTemplate, ObjectType>> = {
  home: pageType("HomeContent", "Copy of the home page."),
  services: pageType("ServicesIndexContent", "Copy of the services index page."),
  service: pageType("ServicePageContent", "Copy of one service page (maintenance, web, mobile, custom software, AI agents, SEO)."),
  "our-work": pageType("OurWorkContent", "Copy of the our-work (portfolio) page."),
  "case-study": pageType("CaseStudyContent", "Copy of one case study (Nurdoc, Boathous, Almia)."),
  "blog-list": pageType("BlogListContent", "Copy of the blog list page."),
  about: pageType("AboutContent", "Copy of the about-us page."),
  contact: pageType("ContactContent", "Copy of the contact page."),
  privacy: pageType("PrivacyContent", "Copy of the privacy policy page."),
};

const HeaderStrings = objectType("HeaderStrings", "Texts of the site header.", {
  homeLabel: f.string("Accessible name of the logo link to the home page."),
  navLabel: f.string("Accessible name of the main navigation."),
  services: f.string("Label of the services menu."),
  allServices: f.string("Link to the services index inside the services menu."),
  serviceLinks: f.list(f.object(RouteLink, "A service page."), "The six entries of the services menu.", 6),
  links: f.list(f.object(RouteLink, "A page."), "The other header links: process (blog), our work, about us, contact.", 4),
  startProject: f.string("The start-project button, which goes to contact."),
  openMenu: f.string("Accessible name of the mobile menu button while the menu is closed."),
  closeMenu: f.string("Accessible name of the mobile menu button while the menu is open."),
  switchLanguage: f.string("Accessible name of the language toggle, in the language it switches to."),
});

const FooterStrings = objectType("FooterStrings", "Texts of the site footer.", {
  blurb: f.string("Short description of the company."),
  servicesTitle: f.string("Heading of the IT services column."),
  serviceLinks: f.list(f.object(RouteLink, "A service page."), "Five service links plus all services.", 6),
  linksTitle: f.string("Heading of the links column."),
  links: f.list(f.object(RouteLink, "A page."), "Blog, our work, about us, contact, privacy policy.", 5),
  contactTitle: f.string("Heading of the contact column."),
  emailLabel: f.string("Text before the support e-mail address."),
  freeConsultation: f.string("The free-consultation link to contact."),
  rights: f.string("Text after the copyright year and brand, e.g. All rights reserved."),
});

const CookieStrings = objectType("CookieBannerStrings", "Texts of the cookie banner.", {
  title: f.string("Heading of the banner."),
  text: f.string("What the site stores and why."),
  privacyLink: f.string("Link text to the privacy policy."),
  acceptAll: f.string("Button that accepts all cookies."),
  acceptNecessary: f.string("Button that accepts only the necessary ones."),
  close: f.string("Accessible name of the close button (hides without storing)."),
});

const NotFoundStrings = objectType("NotFoundStrings", "Texts of the not-found screen.", {
  metaTitle: f.string("The <title> of the not-found page."),
  metaDescription: f.string("Meta description of the not-found page."),
  code: f.string("The big status shown, 404."),
  title: f.string("Heading: Page Not Found."),
  message: f.string("The apology."),
  home: f.string("Button back to the home page."),
  ourWork: f.string("Button to our work."),
});

export const LayoutContent = objectType("LayoutContent", "Texts shared by every page: header, footer, banner, screens.", {
  brand: f.string("The brand name as shown in the logo."),
  skipLink: f.string("The skip-to-content link."),
  header: f.object(HeaderStrings, "The header."),
  footer: f.object(FooterStrings, "The footer."),
  cookieBanner: f.object(CookieStrings, "The cookie banner."),
  notFound: f.object(NotFoundStrings, "The not-found screen."),
  breadcrumbLabel: f.string("Accessible name of breadcrumb navigation."),
  homeCrumb: f.string("First breadcrumb item, a link to the home page."),
  scrollToTop: f.string("Accessible name of the scroll-to-top button."),
});

/** Fields Gatsby adds to each content node, besides those of the JSON file. */
export const contentNodeFields: Record<string, Field> = {
  lang: f.string("Language of this content: en or es."),
};

export const pageNodeFields: Record<string, Field> = {
  ...contentNodeFields,
  route: f.string("Route key of the page (see src/i18n/routes.ts)."),
};
