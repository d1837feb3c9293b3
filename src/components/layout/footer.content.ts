import { f, objectType } from "../../node/content/content-schema";
import { text } from "../../node/content/content-fields";
import { RouteLink } from "../ui/route-link.content";

export const FooterStrings = objectType("FooterStrings", "Texts of the site footer.", {
  blurb: text("Short description of the company."),
  servicesTitle: text("Heading of the IT services column."),
  serviceLinks: f.list(f.object(RouteLink, "A service page."), "Five service links plus all services.", 6),
  linksTitle: text("Heading of the links column."),
  links: f.list(f.object(RouteLink, "A page."), "Blog, our work, about us, contact, privacy policy.", 5),
  contactTitle: text("Heading of the contact column."),
  emailLabel: text("Text before the support e-mail address."),
  freeConsultation: text("The free-consultation link to contact."),
  cookieSettings: text("The button that opens the cookie banner again, to change or withdraw the choice."),
  rights: text("Text after the copyright year and brand, e.g. All rights reserved."),
});
