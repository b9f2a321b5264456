/**
 * The projects hero: its images (`[data-slide]`) and dots (`[data-dot]`) turn every
 * `data-interval` ms, wrapping, unless the visitor paused them with the toggle (WCAG 2.2.2) or asks
 * for reduced motion (checked again when that setting changes). The section's `data-current` says
 * which image shows; the classes follow each element's `data-active`.
 */
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

export function enhance(hero: HTMLElement) {
  const slides = Array.from(hero.querySelectorAll<HTMLElement>("[data-slide]"));
  const dots = Array.from(hero.querySelectorAll<HTMLElement>("[data-dot]"));
  const toggle = hero.querySelector<HTMLButtonElement>("[data-testid=hero-pause]");
  const interval = Number(hero.dataset.interval);
  const reduced = window.matchMedia(REDUCED_MOTION);
  let current = 0;
  let paused = false;
  let timer: number | undefined;

  const show = (index: number) => {
    current = index;
    hero.dataset.current = String(index);
    slides.forEach((slide, i) => {
      slide.dataset.active = String(i === index);
      if (i === index) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
    });
    dots.forEach((dot, i) => (dot.dataset.active = String(i === index)));
  };
  const run = () => {
    window.clearInterval(timer);
    timer = undefined;
    if (paused || reduced.matches) return;
    timer = window.setInterval(() => show((current + 1) % slides.length), interval);
  };

  if (toggle) {
    toggle.hidden = false;
    toggle.addEventListener("click", () => {
      paused = !paused;
      toggle.setAttribute("aria-pressed", String(paused));
      run();
    });
  }
  reduced.addEventListener("change", run);
  run();
}
