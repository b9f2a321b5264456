/**
 * A banner above the admin screens for something staff must act on (mail not set up, the site's
 * address still the default): an icon, a title, and what to do.
 */
import type { ComponentType, ReactNode } from "react";

/** The banners' links: underlined, with the admin's focus ring. */
export const noticeLinkClasses =
  "font-medium underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600";

export function NoticeBanner({
  icon: Icon,
  title,
  testId,
  children,
}: {
  icon: ComponentType<{ "aria-hidden"?: boolean | "true"; className?: string }>;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="status"
      data-testid={testId}
      className="mb-6 flex gap-3 rounded-md border border-yellow-300 bg-yellow-50 p-4 text-sm text-yellow-950 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-50"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}
