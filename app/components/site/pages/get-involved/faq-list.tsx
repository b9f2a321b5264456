import { Icon } from "~/components/ui/icon.tsx";
import { Accordion } from "radix-ui";
import { useHydrated } from "../../gallery/use-hydrated.ts";

export interface Faq {
  q: string;
  a: string;
}

const item = "overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm";
const trigger =
  "group flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600";
const chevron = "size-5 shrink-0 transition-transform motion-reduce:transition-none";
const answer = "px-5 pb-5 text-slate-700";

/**
 * Questions and answers. The server HTML holds every answer in a <details> element, readable
 * without JavaScript; once the page is interactive it becomes an accordion (one open at a time).
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <div className="mx-auto max-w-3xl space-y-3" data-testid="faq">
        {faqs.map((f) => (
          <details key={f.q} name="faq" className={`group/faq ${item}`}>
            <summary className={`${trigger} list-none [&::-webkit-details-marker]:hidden`}>
              <h3>{f.q}</h3>
              <Icon name="chevron-down" className={`${chevron} group-open/faq:rotate-180`} />
            </summary>
            <div className={answer}>{f.a}</div>
          </details>
        ))}
      </div>
    );
  }
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="mx-auto max-w-3xl space-y-3"
      data-testid="faq"
    >
      {faqs.map((f, i) => (
        <Accordion.Item key={f.q} value={`faq-${i}`} className={item}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className={trigger}>
                {f.q}
                <Icon
                  name="chevron-down"
                  className={`${chevron} group-data-[state=open]:rotate-180`}
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className={answer}>{f.a}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
