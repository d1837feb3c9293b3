import { f } from "../node/content/content-schema";
import { heroActions } from "../components/page/hero-actions.content";
import { pageType } from "../components/page/page-base.content";
import { cta } from "../components/sections/cta-band.content";
import { iconCardSection } from "../components/sections/icon-cards.content";
import { serviceCard } from "../components/sections/service-cards.content";

/** content/<lang>/pages/services.json. */
export const ServicesIndexContent = pageType("ServicesIndexContent", "Copy of the services index page.", {
  heroActions,
  cards: f.list(
    f.object(serviceCard("ContentIndexServiceCard", "A service card on the services index.", "Four features.", 4), "A service."),
    "The six services.",
    6,
  ),
  reasons: f.object(iconCardSection("ContentReasons", "Why choose us.", "A reason.", "Six reasons.", 6), "Why choose us."),
  cta,
});
