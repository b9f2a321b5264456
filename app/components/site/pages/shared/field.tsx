import type { ReactNode } from "react";
import { Label } from "~/components/ui/label.tsx";
import { cn } from "~/components/ui/cn.ts";

/** A labelled form row: the label is tied to the control by `id`; required fields get a star. */
export function Field({
  id,
  label,
  required = false,
  optionalText,
  limit,
  error,
  errorId,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  /** Shown after the label of optional fields, e.g. "(optional)". */
  optionalText?: string;
  /** The longest text the field takes, stated after the label ("up to 5,000 characters"). */
  limit?: string;
  error?: string;
  errorId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={id} className="block">
        <span className="leading-snug">{label}</span>
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : optionalText ? (
          <span className="ml-1 font-normal text-slate-600">{optionalText}</span>
        ) : null}
        {limit ? <span className="ml-1 font-normal text-slate-600">({limit})</span> : null}
      </Label>
      {children}
      {/* Always there (hidden while empty): the browser's check of a document form fills it. */}
      {errorId ? (
        <p id={errorId} hidden={!error} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormNotice({
  show,
  children,
  testId,
}: {
  show: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div role="status" aria-live="polite" data-testid={testId}>
      {show ? (
        <p className="mt-4 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sky-950">
          {children}
        </p>
      ) : null}
    </div>
  );
}
