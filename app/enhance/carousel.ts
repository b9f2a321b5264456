/**
 * An album (components/site/blog/photo-carousel.tsx): previous and next turn the photo, wrapping,
 * and so do the arrow keys inside it. The photos' addresses are in `data-images`; the alt text and
 * the position follow the templates in `data-alt` and `data-position` ({current}, {total}).
 */
export function enhance(album: HTMLElement) {
  const images = JSON.parse(album.dataset.images ?? "[]") as string[];
  const photo = album.querySelector("img");
  const position = album.querySelector("[data-testid=carousel-position]");
  if (!photo || images.length < 2) return;
  const fill = (template = "", current: number) =>
    template.replace("{current}", String(current)).replace("{total}", String(images.length));
  let index = 0;
  const go = (step: number) => {
    index = (index + step + images.length) % images.length;
    photo.src = images[index] ?? "";
    photo.alt = fill(album.dataset.alt, index + 1);
    if (position) position.textContent = fill(album.dataset.position, index + 1);
  };
  for (const button of album.querySelectorAll<HTMLButtonElement>("button[data-step]")) {
    button.hidden = false;
    button.addEventListener("click", () => go(Number(button.dataset.step)));
  }
  album.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    go(event.key === "ArrowLeft" ? -1 : 1);
  });
}
