import { f, objectType } from "../node/content/content-schema";
import { icon, routeKeys, text, texts } from "../node/content/content-fields";
import { heroActions } from "../components/page/hero-actions.content";
import { pageType } from "../components/page/page-base.content";
import { cta } from "../components/sections/cta-band.content";
import { iconCardSection } from "../components/sections/icon-cards.content";

const IndexServiceCard = objectType("ContentIndexServiceCard", "A service card on the services index.", {
  icon: icon("The card's icon."),
  title: text("Service name."),
  description: text("What the service delivers."),
  features: texts("Four features.", 4),
  route: f.string("The service page it links to.", routeKeys),
  learnMore: text("The learn-more link text."),
});

/** content/<lang>/pages/services.json. */
export const ServicesIndexContent = pageType("ServicesIndexContent", "Copy of the services index page.", {
  heroActions,
  cards: f.list(f.object(IndexServiceCard, "A service."), "The six services.", 6),
  reasons: f.object(iconCardSection("ContentReasons", "Why choose us.", "A reason.", "Six reasons.", 6), "Why choose us."),
  cta,
});
