import type { ComponentProps } from "react";
import { PictureMarkup } from "./picture-markup";
import * as styles from "./picture.module.css";

/** A responsive picture (PictureMarkup), shown as a block that fills its box's width. */
export function Picture({ className, ...props }: ComponentProps<typeof PictureMarkup>) {
  return <PictureMarkup {...props} className={`${styles.picture} ${className ?? ""}`} />;
}
