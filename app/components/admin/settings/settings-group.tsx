/** A group of fields inside a Settings tab: its heading, what it is for, then its fields. */
import type { ReactNode } from "react";

export function SettingsGroup({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-5">
      <div>
        <h3 id={id} className="text-base font-semibold">
          {title}
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{intro}</p>
      </div>
      {children}
    </section>
  );
}
