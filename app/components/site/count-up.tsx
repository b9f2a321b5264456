import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from "react";
import { COUNTER_DURATION_MS } from "../../../core/constants.ts";
import { numberFormat } from "~/lib/intl.ts";

const noop = () => () => {};
/** false during SSR and hydration, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

const REDUCED = "(prefers-reduced-motion: reduce)";
function subscribeReduced(cb: () => void) {
  const mq = window.matchMedia(REDUCED);
  mq.addEventListener("change", cb);
  return () => mq.removeEventListener("change", cb);
}
/** Whether the visitor asked for reduced motion (true on the server: render final values). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReduced,
    () => window.matchMedia(REDUCED).matches,
    () => true,
  );
}

/** Becomes true once `threshold` of the element is visible, and stays true. */
export function useInView<T extends Element>(threshold: number): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || seen) return;
    if (typeof IntersectionObserver === "undefined") {
      const id = requestAnimationFrame(() => setSeen(true));
      return () => cancelAnimationFrame(id);
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold * 0.99)) {
          setSeen(true);
          io.disconnect();
        }
      },
      { threshold },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [threshold, seen]);
  return [ref, seen];
}

export interface CountUpProps {
  target: number;
  /** Shown after the number, e.g. "+". */
  suffix?: string;
  locale: string;
  /** Starts counting when true (the block became visible). */
  start: boolean;
  delay?: number;
  duration?: number;
  className?: string;
}

/**
 * A number that counts from 0 to its target once `start` is true. The server and no-JS visitors
 * see the final value; the final width is reserved (no layout shift); screen readers only ever
 * hear the final value; reduced motion shows it at once.
 */
export function CountUp({
  target,
  suffix = "",
  locale,
  start,
  delay = 0,
  duration = COUNTER_DURATION_MS,
  className,
}: CountUpProps) {
  const hydrated = useHydrated();
  const reduced = usePrefersReducedMotion();
  const [value, setValue] = useState(0);
  const [done, setDone] = useState(false);
  const animate = hydrated && !reduced;

  useEffect(() => {
    if (!animate || !start) return;
    let frame = 0;
    let t0 = 0;
    const tick = (now: number) => {
      if (!t0) t0 = now;
      const p = Math.min(1, (now - t0) / duration);
      const eased = 1 - (1 - p) ** 3;
      setValue(Math.round(target * eased));
      if (p < 1) frame = requestAnimationFrame(tick);
      else setDone(true);
    };
    const timer = window.setTimeout(() => {
      frame = requestAnimationFrame(tick);
    }, delay);
    return () => {
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [animate, start, target, delay, duration]);

  const fmt = numberFormat(locale);
  const final = `${fmt.format(target)}${suffix}`;
  const shown = !animate || done ? final : `${fmt.format(value)}${suffix}`;
  return (
    <span className={`relative inline-grid tabular-nums ${className ?? ""}`}>
      <span aria-hidden="true" className="invisible col-start-1 row-start-1">
        {final}
      </span>
      <span
        aria-hidden="true"
        data-counter={target}
        className="col-start-1 row-start-1 text-center"
      >
        {shown}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
