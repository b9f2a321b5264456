/** Admin-only compositions of the design system (app/components/ui): field look, stat cards, progress. */
import { cn, fieldClasses } from "../../ui";
import type { StatCard } from "./types.ts";

/** The look of a text field for native inputs, selects and textareas the admin renders itself. */
export const inputClass = cn(fieldClasses, "block py-2");

export function StatCards({ cards }: { cards: StatCard[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((c) => (
        <div key={c.label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-700">{c.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900" data-stat={c.label}>
            {c.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full bg-slate-900 transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}
