/**
 * Stored rich text (blog and news bodies). The HTML was sanitized on the server when it was written
 * (decision 0011: one allow-list, every write), so it is rendered as it is. A text that fell back to
 * another language carries that language in `lang` (see content-language.tsx).
 */
import type { Locale } from "../../../core/constants.ts";

const PROSE = [
  "space-y-4 leading-relaxed break-words",
  "[&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:text-slate-900 dark:[&_h2]:text-slate-50",
  "[&_h3]:mt-6 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-slate-50",
  "[&_h4]:mt-4 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-slate-900 dark:[&_h4]:text-slate-50",
  "[&_strong]:font-semibold [&_b]:font-semibold",
  "[&_a]:font-medium [&_a]:text-sky-800 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-sky-950 dark:[&_a]:text-sky-300 dark:hover:[&_a]:text-sky-200",
  "[&_a:focus-visible]:rounded-sm [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-sky-600",
  "[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic dark:[&_blockquote]:border-slate-600",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
].join(" ");

export function RichText({
  html,
  lang,
  className,
}: {
  /** Sanitized HTML as stored. */
  html: string;
  /** The language the text is in, when it is not the page's (a fallback). */
  lang?: Locale;
  className?: string;
}) {
  return (
    <div
      lang={lang}
      className={className ? `${PROSE} ${className}` : PROSE}
      // Sanitized on every write on the server (server/content/rich-text.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
