import { f, objectType } from "../node/content/content-schema";
import { text, texts } from "../node/content/content-fields";
import { pageType } from "../components/page/page-base.content";
import { Cta } from "../components/sections/cta-band.content";
import { Journey } from "../components/sections/journey.content";
import { linkedCardSection } from "../components/sections/linked-cards.content";
import { Intro } from "../components/sections/section.content";
import { stats3 } from "../components/sections/stats-row.content";

/** content/<lang>/pages/about.json. */
export const AboutContent = pageType("AboutContent", "Copy of the about-us page.", {
  story: f.object(
    objectType("ContentStory", "Our story and values.", {
      title: text("Section heading."),
      paragraphs: texts("The story."),
      values: f.list(
        f.object(
          objectType("ContentValue", "A value: a word and the sentence that says what it means in practice.", {
            title: text("The value."),
            description: text("What it means in practice."),
          }),
          "A value.",
        ),
        "Speed, quality, focus, passion.",
        4,
      ),
    }),
    "Story.",
  ),
  stats: stats3("About stats."),
  services: f.object(
    linkedCardSection("ContentAboutServices", "Professional IT services.", "A service.", "Six services.", 6),
    "Services grid.",
  ),
  team: f.object(Intro, "Team section heading."),
  journey: f.object(Journey, "Journey timeline."),
  cta: f.object(Cta, "The closing call to action: the Get in Touch button, no second one."),
});
