import { f, objectType } from "../../node/content/content-schema";
import { text } from "../../node/content/content-fields";
import { RouteLink } from "../ui/route-link.content";

export const HeaderStrings = objectType("HeaderStrings", "Texts of the site header.", {
  homeLabel: text("Accessible name of the logo link to the home page."),
  navLabel: text("Accessible name of the main navigation."),
  services: text("Label of the services menu."),
  allServices: text("Link to the services index inside the services menu."),
  serviceLinks: f.list(f.object(RouteLink, "A service page."), "The six entries of the services menu.", 6),
  links: f.list(f.object(RouteLink, "A page."), "The other header links: process (blog), our work, about us, contact.", 4),
  startProject: text("The start-project button, which goes to contact."),
  openMenu: text("Accessible name of the mobile menu button while the menu is closed."),
  closeMenu: text("Accessible name of the mobile menu button while the menu is open."),
  viewThisPage: text(
    'In this language, what the language switcher\'s link to this language says after its label ("ES: Ver esta página en español"): the pages of every other language show it.',
  ),
});
