/**
 * Counters that count up from 0 to the number the page holds, once `data-threshold` of their
 * block is visible: each after its `data-delay`, over `data-duration` ms, easing out. Under
 * reduced motion the numbers stay as they are. Written the way the page writes the final number
 * (the server's, in the page's language): with its group separator, if it has one. Not with Intl:
 * a page's first Intl.NumberFormat loads the browser's locale data, measured 70 to 300 ms of main
 * thread here, far more than the counting itself.
 */
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * A new number at most every STEP_MS, the block's counters together: each new number costs a
 * frame (measured: Total Blocking Time 590 ms on home with a number per frame and counter), and
 * the eye does not tell 10 from 60.
 */
const STEP_MS = 100;

interface Counter {
  element: HTMLElement;
  /** The number's text node: changing its data lays out the text only, not a new node. */
  text: Text;
  format: (value: number) => string;
  target: number;
  delay: number;
  duration: number;
}

export function enhance(block: HTMLElement) {
  if (window.matchMedia(REDUCED_MOTION).matches) return;
  const counters: Counter[] = Array.from(
    block.querySelectorAll<HTMLElement>("[data-counter]"),
    (element) => {
      const suffix = element.dataset.suffix ?? "";
      const format = formatLike(element.dataset.final ?? element.textContent ?? "", suffix);
      element.textContent = format(0);
      return {
        element,
        text: element.firstChild as Text,
        format,
        target: Number(element.dataset.counter),
        delay: Number(element.dataset.delay),
        duration: Number(element.dataset.duration),
      };
    },
  );

  const threshold = Number(block.dataset.threshold ?? 0);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold * 0.99)) return;
      observer.disconnect();
      count(counters);
    },
    { threshold },
  );
  observer.observe(block);
}

/**
 * Writes a whole number like `final` (the number and its suffix, as the server wrote it): groups of
 * three digits apart by the separator `final` uses, if its number has one (below 1,000 it has
 * none, and no counted value needs one then).
 */
export function formatLike(final: string, suffix: string): (value: number) => string {
  const number = final.endsWith(suffix) ? final.slice(0, final.length - suffix.length) : final;
  const group = number.replace(/\d/g, "").charAt(0);
  return (value) => `${String(value).replace(/\B(?=(\d{3})+$)/g, group)}${suffix}`;
}

/**
 * While they count, each number's box keeps the size it has now (its final number's, reserved by
 * count-up.tsx) and is a layout and paint boundary (`contain: strict`): a new number lays out and
 * paints that box only, not the page. Read here, in an observer's callback, the layout is fresh.
 */
function fix(counters: Counter[]) {
  const sizes = counters.map(({ element }) => element.getBoundingClientRect());
  counters.forEach(({ element }, i) => {
    const { width, height } = sizes[i]!;
    Object.assign(element.style, {
      width: `${width}px`,
      height: `${height}px`,
      verticalAlign: "top",
      contain: "strict",
    });
  });
}

/** Counted: the boxes take their own size again. */
function release(counters: Counter[]) {
  for (const { element } of counters)
    Object.assign(element.style, { width: "", height: "", verticalAlign: "", contain: "" });
}

function count(counters: Counter[]) {
  fix(counters);
  const started = performance.now();
  const tick = () => {
    const elapsed = performance.now() - started;
    let counting = false;
    for (const counter of counters) {
      const progress = Math.min(1, Math.max(0, (elapsed - counter.delay) / counter.duration));
      if (progress < 1) counting = true;
      const value = Math.round(counter.target * (1 - (1 - progress) ** 3));
      const shown = counter.format(value);
      if (counter.text.data !== shown) counter.text.data = shown;
    }
    if (counting) window.setTimeout(tick, STEP_MS);
    else release(counters);
  };
  window.setTimeout(tick, STEP_MS);
}
