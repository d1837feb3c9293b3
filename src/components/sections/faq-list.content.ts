import { f, objectType } from "../../node/content/content-schema";
import { text } from "../../node/content/content-fields";

const FaqItem = objectType("ContentFaqItem", "A question and its answer.", {
  question: text("The question."),
  answer: text("The answer."),
});

export const Faq = objectType("ContentFaq", "Frequently asked questions, with a contact prompt.", {
  title: text("Section heading."),
  items: f.list(f.object(FaqItem, "A question."), "The questions."),
  prompt: text("The 'didn't find your answer' line."),
  contact: text("The contact button next to the prompt."),
});
