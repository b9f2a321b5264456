import { useEffect, useState, type ReactNode } from "react";
import { Icon } from "~/components/ui/icon.tsx";
import { PROJECT_HERO_ROTATION_MS } from "../../../../../core/constants.ts";
import { Container } from "~/components/ui/container.tsx";
import { cn } from "~/components/ui/cn.ts";

export interface HeroSlide {
  src: string;
  alt: string;
}

/**
 * A hero whose background images change every PROJECT_HERO_ROTATION_MS (SPEC §9: 5000 ms).
 * Visitors who ask for reduced motion keep the first image.
 */
export function RotatingHero({
  slides,
  title,
  subtitle,
  eyebrow,
  children,
  pauseLabel,
  playLabel,
}: {
  slides: HeroSlide[];
  title: string;
  subtitle: string;
  eyebrow?: string;
  children?: ReactNode;
  /** Labels of the pause toggle (WCAG 2.2.2: moving content can be paused). */
  pauseLabel: string;
  playLabel: string;
}) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (slides.length < 2 || paused) return;
    const media = window.matchMedia("(prefers-reduced-motion: reduce)");
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      stop();
      if (media.matches) return;
      timer = setInterval(
        () => setCurrent((i) => (i + 1) % slides.length),
        PROJECT_HERO_ROTATION_MS,
      );
    };
    const stop = () => {
      if (timer) clearInterval(timer);
      timer = undefined;
    };
    start();
    media.addEventListener("change", start);
    return () => {
      stop();
      media.removeEventListener("change", start);
    };
  }, [slides.length, paused]);

  return (
    <section
      aria-labelledby="projects-hero-title"
      data-testid="projects-hero"
      data-current={current}
      className="relative isolate overflow-hidden bg-slate-900 text-white"
    >
      {slides.map((slide, i) => (
        <img
          key={slide.src}
          src={slide.src}
          alt={slide.alt}
          aria-hidden={i === current ? undefined : true}
          width={1600}
          height={900}
          fetchPriority={i === 0 ? "high" : "low"}
          data-slide={i}
          data-active={i === current ? "true" : "false"}
          className={cn(
            "absolute inset-0 -z-20 h-full w-full object-cover transition-opacity duration-1000 motion-reduce:transition-none",
            i === current ? "opacity-100" : "opacity-0",
          )}
        />
      ))}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-br from-slate-950/90 via-slate-900/75 to-slate-900/55"
      />
      <Container className="py-20 sm:py-28">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="mb-3 text-sm font-semibold tracking-wide text-amber-300 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1
            id="projects-hero-title"
            className="text-4xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            {title}
          </h1>
          <p className="mt-6 text-lg text-pretty text-slate-100 sm:text-xl">{subtitle}</p>
          {children ? <div className="mt-8 flex flex-wrap gap-4">{children}</div> : null}
        </div>
        <div className="mt-10 flex items-center gap-3">
          <div aria-hidden="true" className="flex gap-2">
            {slides.map((slide, i) => (
              <span
                key={slide.src}
                className={cn(
                  "h-1.5 rounded-full transition-all motion-reduce:transition-none",
                  i === current ? "w-8 bg-amber-300" : "w-4 bg-white/50",
                )}
              />
            ))}
          </div>
          <button
            type="button"
            data-testid="hero-pause"
            aria-pressed={paused}
            onClick={() => setPaused((v) => !v)}
            className="inline-flex size-9 items-center justify-center rounded-full border border-white/60 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white motion-reduce:hidden"
          >
            {paused ? (
              <Icon name="play" className="size-4" />
            ) : (
              <Icon name="pause" className="size-4" />
            )}
            <span className="sr-only">{paused ? playLabel : pauseLabel}</span>
          </button>
        </div>
      </Container>
    </section>
  );
}
