import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon.tsx";
import { PROJECT_HERO_ROTATION_MS } from "../../../../../core/constants.ts";
import { Container } from "~/components/ui/container.tsx";
import { useSaveData } from "~/lib/save-data.ts";

export interface HeroSlide {
  src: string;
  alt: string;
}

/**
 * A hero whose background images change every PROJECT_HERO_ROTATION_MS (5000 ms): the page shows
 * the first, and the public pages' script turns them (app/enhance/slideshow.ts) by moving
 * `data-current` and each image's `data-active`, which the classes follow. Visitors who ask for
 * reduced motion keep the first image; the pause toggle appears only where the script runs.
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
  // Decorative pictures: left out for a visitor who asked to save data, and the slideshow with them.
  const saveData = useSaveData();
  return (
    <section
      aria-labelledby="projects-hero-title"
      data-testid="projects-hero"
      data-enhance={slides.length > 1 && !saveData ? "slideshow" : undefined}
      data-current={0}
      data-interval={PROJECT_HERO_ROTATION_MS}
      className="relative isolate overflow-hidden bg-slate-900 text-white"
    >
      {(saveData ? [] : slides).map((slide, i) => (
        <img
          key={slide.src}
          src={slide.src}
          alt={slide.alt}
          aria-hidden={i === 0 ? undefined : true}
          width={1600}
          height={900}
          fetchPriority={i === 0 ? "high" : "low"}
          data-slide={i}
          data-active={i === 0 ? "true" : "false"}
          className="absolute inset-0 -z-20 h-full w-full object-cover opacity-0 transition-opacity duration-1000 motion-reduce:transition-none data-[active=true]:opacity-100"
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
            {(saveData ? [] : slides).map((slide, i) => (
              <span
                key={slide.src}
                data-dot={i}
                data-active={i === 0 ? "true" : "false"}
                className="h-1.5 w-4 rounded-full bg-white/50 transition-colors motion-reduce:transition-none data-[active=true]:w-8 data-[active=true]:bg-amber-300"
              />
            ))}
          </div>
          <button
            type="button"
            hidden
            data-testid="hero-pause"
            aria-pressed="false"
            className="group inline-flex size-9 items-center justify-center rounded-full border border-white/60 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white motion-reduce:hidden"
          >
            <Icon name="pause" className="size-4 group-aria-pressed:hidden" />
            <Icon name="play" className="hidden size-4 group-aria-pressed:block" />
            <span className="sr-only group-aria-pressed:hidden">{pauseLabel}</span>
            <span className="sr-only hidden group-aria-pressed:inline">{playLabel}</span>
          </button>
        </div>
      </Container>
    </section>
  );
}
