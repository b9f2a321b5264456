/**
 * A form sent while the device has no connection is not sent: what was typed stays in the form
 * and a note says so, in the page's language (the shell's `data-offline-form`), instead of the
 * browser's error page that would lose it. The note goes when the connection is back.
 */
/** Keeps the form and says, in the page's language, that it was not sent (no connection). */
export function showOfflineNote(form: HTMLFormElement) {
  const text = document.querySelector<HTMLElement>("[data-site-shell]")?.dataset.offlineForm;
  if (!text) return;
  let note = form.nextElementSibling;
  if (!(note instanceof HTMLElement) || !note.hasAttribute("data-offline-note")) {
    note = document.createElement("p");
    note.setAttribute("data-offline-note", "");
    note.setAttribute("role", "alert");
    note.className =
      "mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 font-medium text-amber-900";
    form.after(note);
  }
  note.textContent = text;
}

export function keepFormsOffline(shell: HTMLElement) {
  if (!shell.dataset.offlineForm) return;
  window.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (navigator.onLine || !(form instanceof HTMLFormElement)) return;
      // The attribute: a field named "method" (the donation's) shadows form.method.
      if (form.getAttribute("method")?.toLowerCase() !== "post") return;
      // Before any other listener (React's, on pages that still hydrate) sends it.
      event.preventDefault();
      event.stopImmediatePropagation();
      showOfflineNote(form);
    },
    true,
  );
  window.addEventListener("online", () => {
    for (const note of document.querySelectorAll("[data-offline-note]")) note.remove();
  });
}
