/**
 * Pictures that fail to load: an image with `data-fallback` shows that address instead (the
 * placeholder), also when its source is changed later (the album); a logo (`data-logo`) gives way
 * to the drawn mark the page carries beside it, hidden (`data-logo-fallback`).
 */
export function enhanceImageFallbacks(root: ParentNode) {
  for (const image of root.querySelectorAll<HTMLImageElement>("img[data-fallback]")) {
    const fallBack = () => {
      const fallback = image.dataset.fallback ?? "";
      if (fallback && !image.src.endsWith(fallback)) image.src = fallback;
    };
    image.addEventListener("error", fallBack);
    if (image.complete && image.naturalWidth === 0 && image.loading !== "lazy") fallBack();
  }
  for (const logo of root.querySelectorAll<HTMLImageElement>("img[data-logo]")) {
    const showMark = () => {
      const mark = logo.nextElementSibling;
      if (!(mark instanceof SVGElement) || !mark.hasAttribute("data-logo-fallback")) return;
      logo.hidden = true;
      mark.style.display = "";
    };
    if (logo.complete && logo.naturalWidth === 0) showMark();
    else logo.addEventListener("error", showMark, { once: true });
  }
}
