/** Pieces every visitor form shows: the hidden spam trap and the live status line. */
import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn.ts";
import type { SubmissionForm } from "./use-submission-form.ts";
import { useTranslation } from "~/i18n/use-translation.ts";
import { HONEYPOT_FIELD } from "../../../../core/submission-options.ts";

/** A field people never see or reach; bots that fill every input give themselves away. */
export function Honeypot() {
  const { t } = useTranslation("forms");
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {t("honeypot")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** Announces the outcome politely: the success text, or what went wrong. */
export function FormStatus({
  done,
  error,
  testId,
  children,
  tone = "light",
  className,
}: {
  done: boolean;
  error?: string;
  testId?: string;
  className?: string;
  children: ReactNode;
  tone?: "light" | "dark";
}) {
  return (
    // Focusable by script: a form sent without a reload moves the focus to its answer.
    <div role="status" aria-live="polite" data-testid={testId} tabIndex={-1} className={className}>
      {done ? (
        <div
          className={
            tone === "dark"
              ? "mt-4 rounded-lg bg-white/10 p-4 font-medium text-white"
              : "mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-4 font-medium text-emerald-900"
          }
        >
          {children}
        </div>
      ) : (
        // Always there (hidden while empty): the browser's check of a document form fills it.
        <p
          data-form-error=""
          hidden={!error}
          className={
            tone === "dark"
              ? "mt-4 rounded-lg bg-red-50 p-4 font-medium text-red-800"
              : "mt-4 rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-800"
          }
        >
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A visitor form on a document page: the form (a plain POST, sent without a reload by the site's
 * script), its spam trap, and the status as its first line, so that the answer is in view.
 */
export function VisitorForm({
  form,
  id,
  success,
  className,
  statusClassName,
  navigate = false,
  tone = "light",
  children,
}: {
  form: SubmissionForm;
  /** The form's id, also its test id; the status is `<kind>-status` (`contact-form` → `contact-status`). */
  id: string;
  /** What the status says after a success. */
  success: ReactNode;
  className?: string;
  statusClassName?: string;
  /** The answer may leave the page (a donation going to the card payment): a plain POST after the check. */
  navigate?: boolean;
  /** "dark" on a dark band (the blog's newsletter box). */
  tone?: "light" | "dark";
  children: ReactNode;
}) {
  return (
    <form
      {...form.documentForm(id)}
      {...(navigate ? { "data-send": "navigate" } : {})}
      data-testid={id}
      className={cn("relative scroll-mt-24", className)}
    >
      <Honeypot />
      <FormStatus
        done={form.done}
        error={form.formError}
        testId={id.replace(/-form$/, "-status")}
        className={statusClassName}
        tone={tone}
      >
        {success}
      </FormStatus>
      {children}
    </form>
  );
}
