import { Loader2 } from "lucide-react";

/** A spinner with a text for screen readers (and optionally shown). */
export function Spinner({ label, showLabel = false }: { label: string; showLabel?: boolean }) {
  return (
    <span
      role="status"
      className="inline-flex items-center gap-2 text-slate-700 dark:text-slate-200"
    >
      <Loader2 aria-hidden="true" className="size-5 animate-spin" />
      <span className={showLabel ? "text-sm" : "sr-only"}>{label}</span>
    </span>
  );
}
