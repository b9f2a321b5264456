/**
 * A consequential action behind a question: a disclosure (`<details>`) whose summary looks like a
 * button and whose panel asks and holds the confirming form. It opens with and without JavaScript
 * and the keyboard reaches it natively.
 */
import type { ReactNode } from "react";
import { buttonClasses, type ButtonVariant } from "./button.tsx";
import { cn } from "./cn.ts";

const PANELS = {
  danger: "border-red-200 bg-red-50 dark:border-red-900 dark:bg-red-950",
  info: "border-sky-200 bg-sky-50 dark:border-sky-900 dark:bg-sky-950",
} as const;

export function ConfirmDisclosure({
  summary,
  variant = "outline",
  summaryClassName,
  tone,
  children,
  "data-testid": testId,
}: {
  /** The button's words (and icon). */
  summary: ReactNode;
  variant?: ButtonVariant;
  summaryClassName?: string;
  tone: keyof typeof PANELS;
  /** The question, its explanation and the confirming form. */
  children: ReactNode;
  "data-testid"?: string;
}) {
  return (
    <details className="space-y-3" data-testid={testId}>
      <summary
        className={buttonClasses(
          variant,
          "default",
          cn("w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden", summaryClassName),
        )}
      >
        {summary}
      </summary>
      <div className={cn("space-y-3 rounded-lg border p-4", PANELS[tone])}>{children}</div>
    </details>
  );
}
