/** The floating donate button only says that payments come later: its text is in `data-alert`. */
export function enhanceDonateButtons(root: ParentNode) {
  for (const button of root.querySelectorAll<HTMLButtonElement>("button[data-alert]")) {
    button.addEventListener("click", () => window.alert(button.dataset.alert));
  }
}
