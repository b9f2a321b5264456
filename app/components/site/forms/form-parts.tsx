/** Pieces every visitor form shows: the hidden spam trap and the live status line. */
import type { ReactNode } from "react";
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
}: {
  done: boolean;
  error?: string;
  testId?: string;
  children: ReactNode;
  tone?: "light" | "dark";
}) {
  return (
    <div role="status" aria-live="polite" data-testid={testId}>
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
      ) : error ? (
        <p
          className={
            tone === "dark"
              ? "mt-4 rounded-lg bg-red-50 p-4 font-medium text-red-800"
              : "mt-4 rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-800"
          }
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
