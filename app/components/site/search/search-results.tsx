import { Badge } from "~/components/ui/badge.tsx";
import { localizedHref } from "~/i18n/locale-path.ts";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { Locale } from "../../../../core/constants.ts";
import type { SearchHit } from "../../../../core/search.ts";
import { formatDay } from "../content-format.ts";
import { MarkedText } from "./marked-text.tsx";

/** One result: what it is and when, its title as a link to it, and a snippet of its words. */
function SearchResult({ hit, heading }: { hit: SearchHit; heading: 2 | 3 }) {
  const { t } = useTranslation("search");
  const Heading = heading === 2 ? "h2" : "h3";
  return (
    <li className="search-result">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        <Badge tone="secondary">{t(`kind.${hit.kind}`)}</Badge>
        {hit.date ? <time dateTime={hit.date}>{formatDay(hit.date, hit.locale)}</time> : null}
      </p>
      <Heading className="mt-2 text-lg font-semibold">
        <a href={localizedHref(hit.path, hit.locale)} className="search-result-link">
          <MarkedText segments={hit.title} />
        </a>
      </Heading>
      {hit.snippet.length > 0 ? (
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          <MarkedText segments={hit.snippet} />
        </p>
      ) : null}
    </li>
  );
}

/** A list of results in one language (`lang` on it when it is not the page's). */
export function SearchResultList({
  hits,
  heading,
  lang,
}: {
  hits: readonly SearchHit[];
  heading: 2 | 3;
  lang?: Locale;
}) {
  return (
    <ol className="search-results" lang={lang}>
      {hits.map((hit) => (
        <SearchResult key={`${hit.kind}:${hit.path}`} hit={hit} heading={heading} />
      ))}
    </ol>
  );
}
