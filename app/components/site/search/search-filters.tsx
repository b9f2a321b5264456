import { cn } from "~/components/ui/cn.ts";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { SearchAnswer, SearchKind, SearchParams } from "../../../../core/search.ts";

type Href = (change: Partial<Pick<SearchParams, "kind" | "year">>) => string;

function Chip({ href, current, children }: { href: string; current: boolean; children: string }) {
  return (
    <li>
      <a
        href={href}
        aria-current={current ? "true" : undefined}
        className={cn("search-chip", current && "search-chip-current")}
      >
        {children}
      </a>
    </li>
  );
}

/**
 * The filters of a search, as links (they work without JavaScript): by type and by year, each
 * with its count; the chosen one marked.
 */
export function SearchFilters({
  answer,
  params,
  href,
}: {
  answer: SearchAnswer;
  params: SearchParams;
  href: Href;
}) {
  const { t } = useTranslation("search");
  const kindTotal = answer.kinds.reduce((sum, k) => sum + k.count, 0);
  const yearTotal = answer.years.reduce((sum, y) => sum + y.count, 0);
  const counted = (label: string, count: number) => `${label} (${count})`;
  return (
    <div className="grid gap-3">
      <nav aria-label={t("filters.kind")}>
        <ul className="flex flex-wrap gap-2">
          <Chip href={href({ kind: null })} current={params.kind === null}>
            {counted(t("filters.all"), kindTotal)}
          </Chip>
          {answer.kinds.map(({ kind, count }) => (
            <Chip key={kind} href={href({ kind })} current={params.kind === kind}>
              {counted(t(`kinds.${kind satisfies SearchKind}`), count)}
            </Chip>
          ))}
        </ul>
      </nav>
      {answer.years.length > 1 || params.year !== null ? (
        <nav aria-label={t("filters.year")}>
          <ul className="flex flex-wrap gap-2">
            <Chip href={href({ year: null })} current={params.year === null}>
              {counted(t("filters.allYears"), yearTotal)}
            </Chip>
            {answer.years.map(({ year, count }) => (
              <Chip key={year} href={href({ year })} current={params.year === year}>
                {counted(String(year), count)}
              </Chip>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
