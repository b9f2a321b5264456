/**
 * A modal over the page with the browser's own <dialog> (showModal): the page behind is inert,
 * Escape closes it, and so does a click on the backdrop (a press that began there too: selecting
 * text in the panel and letting go over the backdrop also clicks the <dialog>). Tab cycles through
 * its controls instead of leaving for the browser's own. `onClosed` says where focus goes.
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface Modal {
  open(): void;
  close(): void;
}

export function modal(dialog: HTMLDialogElement, onClosed: () => void): Modal {
  let pressedOnBackdrop = false;
  const close = () => {
    if (!dialog.open) return;
    dialog.close();
    onClosed();
  };
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    close();
  });
  dialog.addEventListener("pointerdown", (event) => {
    pressedOnBackdrop = event.target === dialog;
  });
  dialog.addEventListener("click", (event) => {
    if (pressedOnBackdrop && event.target === dialog) close();
    pressedOnBackdrop = false;
  });
  dialog.addEventListener("keydown", (event) => keepFocusInside(dialog, event));
  return {
    open: () => {
      if (!dialog.open) dialog.showModal();
    },
    close,
  };
}

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last: a modal
 * <dialog> alone would let focus leave for the browser's own controls. (The admin's React dialog
 * uses it too.)
 */
export function keepFocusInside(dialog: HTMLElement, event: KeyboardEvent) {
  if (event.key !== "Tab") return;
  const controls = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (control) => control.offsetParent !== null,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
