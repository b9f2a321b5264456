import { buttonClasses } from "~/components/ui/button.tsx";
import { cn } from "~/components/ui/cn.ts";
import { Icon } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";

/**
 * The links between the pages of a list (blog, news, search results): previous, "Page 2 of 5", next,
 * as plain links that work without JavaScript; nothing when there is one page.
 */
export function PageLinks({
  page,
  pages,
  href,
  label,
  className,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  /** What the links page through ("Blog pages"); "Pagination" when not said. */
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation("common");
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={label ?? t("pagination.label")}
      className={cn("flex items-center gap-4", className)}
    >
      {page > 1 ? (
        <a href={href(page - 1)} className={buttonClasses("outline")} rel="prev">
          <Icon name="chevron-left" />
          {t("pagination.previous")}
        </a>
      ) : null}
      <p className="text-sm text-slate-700 tabular-nums dark:text-slate-300" aria-current="page">
        {t("pagination.page", { page, total: pages })}
      </p>
      {page < pages ? (
        <a href={href(page + 1)} className={buttonClasses("outline")} rel="next">
          {t("pagination.next")}
          <Icon name="chevron-right" />
        </a>
      ) : null}
    </nav>
  );
}
