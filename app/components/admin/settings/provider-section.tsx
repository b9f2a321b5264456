/**
 * One outside service's keys under its own heading in Settings › Integrations (a payment provider,
 * a mail relay): what to set up there, with the address its notifications go to, then its fields.
 */
import type { ReactNode } from "react";

/** Where a service posts its notifications on this site: the site's address and the API path. */
export function notificationUrl(siteUrl: string, path: string) {
  return `${siteUrl.trim().replace(/\/+$/, "")}${path}`;
}

export function ProviderSection({
  id,
  title,
  setup,
  url,
  children,
}: {
  id: string;
  title: string;
  /** The set-up sentence, with the address where `url` stands in it. */
  setup: string;
  url: string;
  children: ReactNode;
}) {
  const [before, after = ""] = setup.split(url);
  return (
    <section
      aria-labelledby={id}
      data-testid={id}
      className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h4 id={id} className="font-semibold">
        {title}
      </h4>
      <p className="text-sm break-words text-slate-600 dark:text-slate-300">
        {before}
        <code className="rounded bg-slate-100 px-1 py-0.5 text-xs dark:bg-slate-800">{url}</code>
        {after}
      </p>
      <div className="grid gap-5 md:grid-cols-2">{children}</div>
    </section>
  );
}
