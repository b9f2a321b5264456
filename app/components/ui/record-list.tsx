/**
 * A list of records (staff members, queued e-mails): a row each, with what the record is (a line of
 * words and badges, then its details as terms and values) and, beside it on a wide screen or below
 * it on a narrow one, what can be done with it.
 */
import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";

export function RecordList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 dark:divide-slate-800">
      {children}
    </ul>
  );
}

export interface RecordRowProps {
  /** The record's first line: its name or subject, with its badges. */
  title: ReactNode;
  /** Its details, as `Detail` terms and values. */
  details: ReactNode;
  /** What follows the details (a notice about this record). */
  children?: ReactNode;
  /** The buttons and controls that act on the record. */
  actions: ReactNode;
  /** A change to this record is on its way. */
  busy?: boolean;
  /** The actions centred beside a one-line record, or at the top of a longer one. */
  align?: "start" | "center";
  "data-testid"?: string;
}

export function RecordRow({
  title,
  details,
  children,
  actions,
  busy = false,
  align = "start",
  "data-testid": testId,
}: RecordRowProps) {
  return (
    <li
      data-testid={testId}
      aria-busy={busy}
      className={cn(
        "flex flex-col gap-3 py-3 lg:flex-row lg:justify-between",
        align === "center" ? "lg:items-center" : "lg:items-start",
      )}
    >
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">{title}</p>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          {details}
        </dl>
        {children}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>
    </li>
  );
}

/** One term of a record and its value (the value's own attributes, e.g. `translate="no"`). */
export function Detail({ term, ...value }: { term: ReactNode } & ComponentProps<"dd">) {
  return (
    <div className="flex items-center gap-1">
      <dt>{term}</dt>
      <dd {...value} />
    </div>
  );
}
