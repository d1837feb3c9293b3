import { objectType } from "../../node/content/content-schema";
import { sectionHeading } from "../../node/content/content-fields";

export const Intro = objectType("ContentSectionIntro", "Heading and description of a section.", sectionHeading);
