import type { ReactNode } from "react";
import { useSaveData } from "~/lib/save-data.ts";
import { Container } from "../ui/container.tsx";
import { cn } from "../ui/cn.ts";

export interface PageHeroProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Optional decorative background image (a site path); text stays readable over a dark scrim. */
  image?: string;
  /** Buttons or other actions under the subtitle. */
  children?: ReactNode;
  className?: string;
}

/** The top banner of a public page: one h1, a subtitle and optional actions. */
export function PageHero({ title, subtitle, image, children, className }: PageHeroProps) {
  // The picture is decorative: left out for a visitor who asked to save data.
  const saveData = useSaveData();
  return (
    <section className={cn("relative isolate overflow-hidden bg-slate-900 text-white", className)}>
      {image && !saveData ? (
        <img
          src={image}
          alt=""
          width={1600}
          height={900}
          className="absolute inset-0 -z-10 h-full w-full object-cover"
          onError={(e) => {
            e.currentTarget.style.display = "none";
          }}
        />
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-br from-slate-950/85 via-slate-900/75 to-slate-900/60"
      />
      <Container className="py-20 text-center sm:py-28">
        <h1 className="mx-auto max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {subtitle ? (
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-100 sm:text-xl">
            {subtitle}
          </p>
        ) : null}
        {children ? (
          <div className="mt-8 flex flex-wrap items-center justify-center gap-4">{children}</div>
        ) : null}
      </Container>
    </section>
  );
}
