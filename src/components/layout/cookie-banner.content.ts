import { f, objectType } from "../../node/content/content-schema";
import { text } from "../../node/content/content-fields";

export const CookieStrings = objectType("CookieBannerStrings", "Texts of the cookie banner.", {
  title: text("Heading of the banner."),
  text: f.byAnalytics(
    text("What the site stores and why; with analytics, what the visit counter does and that it runs only after Accept All."),
  ),
  privacyLink: text("Link text to the privacy policy."),
  acceptAll: text("Button that accepts all cookies."),
  acceptNecessary: text("Button that accepts only the necessary ones."),
  close: text("Accessible name of the close button (hides without storing)."),
});
