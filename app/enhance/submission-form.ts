/**
 * A visitor form on a document page (`data-enhance="submission-form"`): without script it is a
 * plain POST to the page, which answers with the form and its result. With this module the form is
 * first checked in the browser against the same schema as the server (loaded when the visitor
 * first focuses the form; comfort only, the page action is the authority), then sent without a
 * reload: the page's answer is fetched and its form takes this one's place, so the thank-you text
 * and the server's errors are the server's own markup, in the page's language. The first wrong
 * field gets focus; after a success, the status does. A form that leaves the page
 * (`data-send="navigate"`) is sent as a plain POST once checked.
 */
import type { SubmissionKind } from "../../core/submission-options.ts";
import { showOfflineNote } from "./offline-forms.ts";

type Check = (kind: SubmissionKind, fields: Record<string, unknown>) => Record<string, string>;
let check: Check | null = null;
let loading: Promise<void> | null = null;

/** The browser's check, once; if it cannot load, the server checks alone. */
function loadCheck(): Promise<void> {
  loading ??= import("../components/site/forms/client-validation.ts").then(
    (module) => {
      check = module.errorsOf;
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

export function enhance(form: HTMLElement) {
  if (!(form instanceof HTMLFormElement)) return;
  const messages = JSON.parse(form.dataset.messages ?? "{}") as Record<string, string>;
  // Once loaded (with the modules it imports), the form says so: `data-check="ready"`.
  const ready = () => {
    if (check) form.dataset.check = "ready";
  };
  form.addEventListener("focusin", () => void loadCheck().then(ready), { once: true });
  form.addEventListener("submit", (event) => {
    // A form that leaves the page (`data-send="navigate"`: a donation may go on to the card
    // payment page) goes on as a plain POST once the browser's check has passed.
    if (form.dataset.checked === "true") {
      delete form.dataset.checked;
      form.setAttribute("aria-busy", "true");
      return;
    }
    event.preventDefault();
    void submit(form, messages, (event as SubmitEvent).submitter);
  });
}

async function submit(
  form: HTMLFormElement,
  messages: Record<string, string>,
  submitter: HTMLElement | null,
) {
  if (form.getAttribute("aria-busy") === "true") return;
  await loadCheck();
  const data = new FormData(form, submitter);
  const fields: Record<string, unknown> = {};
  data.forEach((value, key) => {
    if (typeof value === "string") fields[key] = value;
  });
  const errors = check ? check(form.dataset.kind as SubmissionKind, fields) : {};
  if (Object.keys(errors).length > 0) return showErrors(form, errors, messages);
  if (form.dataset.send === "navigate") {
    form.dataset.checked = "true";
    // In a task of its own: the first submission may still be firing its submit event (this runs
    // in a microtask of it when the check was already loaded), and the browser would ignore it.
    setTimeout(() => form.requestSubmit(submitter));
    return;
  }

  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const label = button?.textContent ?? "";
  form.setAttribute("aria-busy", "true");
  if (button) {
    button.disabled = true;
    button.textContent = messages.sending ?? label;
  }
  let page: Document;
  try {
    // The attribute, not form.action: a field named "action" would shadow the property.
    const response = await fetch(new URL(form.getAttribute("action") ?? "", location.href), {
      method: "POST",
      body: new URLSearchParams(data as unknown as Record<string, string>),
      credentials: "same-origin",
    });
    page = new DOMParser().parseFromString(await response.text(), "text/html");
  } catch {
    // The connection went during the send: what was typed stays, and a note says so.
    form.removeAttribute("aria-busy");
    if (button) {
      button.disabled = false;
      button.textContent = label;
    }
    showOfflineNote(form);
    return;
  }
  // The form by its id among forms: another element of the page may carry the same id.
  const answer = page.querySelector(`form[id="${CSS.escape(form.id)}"]`);
  if (!(answer instanceof HTMLFormElement)) {
    // The server answered, but not with this form (an error page): it is shown as it is, the
    // way a plain POST would have shown it; it is never mistaken for the connection going.
    document.documentElement.replaceWith(document.adoptNode(page.documentElement));
    return;
  }
  form.replaceWith(answer);
  enhance(answer);
  const wrong = answer.querySelector<HTMLElement>("[aria-invalid=true]");
  (wrong ?? answer.querySelector<HTMLElement>("[role=status]"))?.focus({ preventScroll: false });
}

/** The browser found mistakes: each field's message under it, the summary, focus on the first. */
function showErrors(
  form: HTMLFormElement,
  errors: Record<string, string>,
  messages: Record<string, string>,
) {
  const prefix = form.dataset.idPrefix ?? form.id;
  let first: HTMLElement | null = null;
  for (const element of Array.from(form.elements) as HTMLElement[]) {
    const name = element.getAttribute("name");
    if (!name || element.getAttribute("type") === "hidden") continue;
    const note = document.getElementById(`${prefix}-${name}-error`);
    const code = errors[name];
    if (code) {
      element.setAttribute("aria-invalid", "true");
      element.setAttribute("aria-describedby", `${prefix}-${name}-error`);
      first ??= element;
    } else {
      element.removeAttribute("aria-invalid");
      element.removeAttribute("aria-describedby");
    }
    if (note) {
      const text = code ? (messages[code] ?? messages.invalid ?? "") : "";
      note.textContent = text.replace("{{max}}", element.dataset.limit ?? "");
      note.hidden = !code;
    }
  }
  const summary = form.querySelector<HTMLElement>("[data-form-error]");
  if (summary) {
    summary.textContent = messages.failed ?? "";
    summary.hidden = false;
  }
  first?.focus();
}
