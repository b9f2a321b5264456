/** One term and its value on a record's page (a gift, a newsletter issue), in a `<dl>`. */
import type { ReactNode } from "react";

export function DetailField({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="font-medium text-slate-700 dark:text-slate-300">{term}</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
