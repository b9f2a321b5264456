/**
 * The gallery (components/site/gallery/gallery-browser.tsx): the category tabs filter the grid
 * (arrow keys, Home and End move between them and choose), and a photo opens the full-screen
 * viewer over the photos shown, wrapping both ways, with the arrow keys too.
 */
import { modal } from "./modal.ts";

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function enhance(gallery: HTMLElement) {
  const tablist = gallery.querySelector<HTMLElement>("[role=tablist]");
  const tabs = Array.from(gallery.querySelectorAll<HTMLButtonElement>("[role=tab]"));
  const panel = gallery.querySelector<HTMLElement>("[id$=-panel]");
  const items = Array.from(
    gallery.querySelectorAll<HTMLLIElement>("[data-testid=gallery-grid] > li"),
  );
  const empty = gallery.querySelector<HTMLElement>("[data-gallery-empty]");
  const shown = () => items.filter((item) => !item.hidden).map((item) => item.querySelector("a")!);

  const choose = (tab: HTMLButtonElement) => {
    for (const other of tabs) {
      const selected = other === tab;
      other.setAttribute("aria-selected", String(selected));
      other.tabIndex = selected ? 0 : -1;
      other.dataset.state = selected ? "active" : "inactive";
    }
    const category = tab.dataset.category;
    for (const item of items) item.hidden = Boolean(category) && item.dataset.category !== category;
    if (empty) empty.hidden = shown().length > 0;
    if (panel) panel.setAttribute("aria-labelledby", tab.id);
  };

  if (tablist && panel && tabs.length > 0) {
    panel.setAttribute("role", "tabpanel");
    panel.tabIndex = -1;
    tablist.hidden = false;
    for (const tab of tabs) tab.addEventListener("click", () => choose(tab));
    tablist.addEventListener("keydown", (event) => {
      const step = KEY_STEPS[event.key];
      const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
      if (!step || at < 0) return;
      event.preventDefault();
      const next = tabs[step(at, tabs.length)]!;
      next.focus();
      choose(next);
    });
    choose(tabs[0]!);
  }

  const dialog = gallery.querySelector<HTMLDialogElement>("dialog[data-testid=gallery-viewer]");
  if (dialog) enhanceViewer(gallery, dialog, shown);
}

function enhanceViewer(
  gallery: HTMLElement,
  dialog: HTMLDialogElement,
  shown: () => HTMLAnchorElement[],
) {
  const part = (name: string) => dialog.querySelector<HTMLElement>(`[data-viewer=${name}]`)!;
  const position = dialog.querySelector<HTMLElement>("[data-testid=viewer-position]")!;
  let photos: HTMLAnchorElement[] = [];
  let index = 0;
  const viewer = modal(dialog, () => photos[index]?.focus());

  const show = (at: number) => {
    index = (at + photos.length) % photos.length;
    const link = photos[index]!;
    const caption = (name: string) => link.querySelector<HTMLElement>(`[data-caption=${name}]`);
    // The thumbnail's picture, drawn full size: the same variants, chosen for the whole width.
    const picture = (link.querySelector("picture") ?? link.querySelector("img"))!.cloneNode(
      true,
    ) as HTMLElement;
    for (const source of picture.querySelectorAll("source")) source.sizes = "100vw";
    const image = picture instanceof HTMLImageElement ? picture : picture.querySelector("img")!;
    image.loading = "eager";
    image.className = "max-h-full w-auto max-w-full rounded-lg object-contain";
    part("photo").replaceChildren(picture);
    position.textContent = (dialog.dataset.position ?? "")
      .replace("{current}", String(index + 1))
      .replace("{total}", String(photos.length));
    part("category").textContent = link.dataset.categoryName ?? "";
    for (const name of ["title", "description"]) {
      const text = caption(name);
      part(name).textContent = text?.textContent ?? "";
      part(name).lang = text?.lang ?? "";
    }
    part("note").textContent = link.querySelector("[data-testid=fallback-note]")?.textContent ?? "";
  };

  gallery.querySelector("[data-testid=gallery-grid]")?.addEventListener("click", (event) => {
    const mouse = event as MouseEvent;
    const link = (event.target as Element).closest("a");
    if (
      !link ||
      mouse.button !== 0 ||
      mouse.metaKey ||
      mouse.ctrlKey ||
      mouse.shiftKey ||
      mouse.altKey
    )
      return;
    event.preventDefault();
    photos = shown();
    show(photos.indexOf(link));
    viewer.open();
  });
  part("close").addEventListener("click", () => viewer.close());
  part("previous").addEventListener("click", () => show(index - 1));
  part("next").addEventListener("click", () => show(index + 1));
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      show(index + (event.key === "ArrowLeft" ? -1 : 1));
    }
  });
}
