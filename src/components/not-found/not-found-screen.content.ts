import { objectType } from "../../node/content/content-schema";
import { text, texts } from "../../node/content/content-fields";

export const NotFoundStrings = objectType("NotFoundStrings", "Texts of the not-found screen.", {
  metaTitle: text("The <title> of the not-found page."),
  metaDescription: text("Meta description of the not-found page."),
  metaKeywords: texts("Meta keywords of the not-found page."),
  code: text("The big status shown, 404."),
  title: text("Heading: Page Not Found."),
  message: text("The apology."),
  home: text("Button back to the home page."),
  ourWork: text("Button to our work."),
});
