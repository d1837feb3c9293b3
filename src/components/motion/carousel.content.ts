import { objectType } from "../../node/content/content-schema";
import { placeholderChecks, text } from "../../node/content/content-fields";

export const CarouselStrings = objectType(
  "CarouselStrings",
  "Texts of the project carousels, mostly read out by assistive technology.",
  {
    label: text("Accessible name of a project carousel, distinct from its section's heading (which names the section)."),
    roleDescription: text("What a screen reader calls the carousel (aria-roledescription), in lower case."),
    slideRoleDescription: text("What a screen reader calls one of its slides, in lower case."),
    previous: text("Accessible name of the previous button."),
    next: text("Accessible name of the next button."),
    pause: text("Accessible name of the button that stops auto-advance."),
    play: text("Accessible name of the button that starts auto-advance again."),
    slidePicker: text("Accessible name of the row of dots, one per project."),
    showSlide: text("Accessible name of a dot: a template where {n} is the slide's number."),
    slideOf: text("Accessible name of a slide: a template where {n} is its number and {total} how many projects there are."),
  },
  placeholderChecks({ showSlide: { required: ["n"] }, slideOf: { required: ["n", "total"] } }),
);
