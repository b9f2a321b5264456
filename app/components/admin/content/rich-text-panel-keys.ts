/** The keys of the rich text editor's link and image boxes. */
import type { KeyboardEvent } from "react";

/** Enter in a panel's input acts on the panel, never submits the surrounding form. */
export const onEnter = (action: () => void) => (event: KeyboardEvent) => {
  if (event.key === "Enter") {
    event.preventDefault();
    action();
  }
};

/** Escape closes this box only, never what holds the editor (docs/decisions/0027-full-page-editor.md). */
export const closeOnEscape = (close: () => void) => (event: KeyboardEvent) => {
  if (event.key !== "Escape") return;
  event.preventDefault();
  event.stopPropagation();
  close();
};
