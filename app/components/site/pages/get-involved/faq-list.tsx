import { Icon } from "~/components/ui/icon.tsx";

export interface Faq {
  q: string;
  a: string;
}

/**
 * Questions and answers as <details> elements sharing one name, so the browser itself keeps one
 * answer open at a time: readable and usable without JavaScript, and no accordion script to load.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="mx-auto max-w-3xl space-y-3" data-testid="faq">
      {faqs.map((f) => (
        <details
          key={f.q}
          name="faq"
          className="group/faq overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600 [&::-webkit-details-marker]:hidden">
            <h3>{f.q}</h3>
            <Icon
              name="chevron-down"
              className="size-5 shrink-0 transition-transform group-open/faq:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <div className="px-5 pb-5 text-slate-700">{f.a}</div>
        </details>
      ))}
    </div>
  );
}
