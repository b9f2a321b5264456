/**
 * "Page 2 of 5 (93 items)" with Previous/Next links that keep the screen's other query parameters
 * (filters, search, sort). Plain links: paging works before hydration too.
 */
import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "../../ui";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { adminNumberFormat } from "./admin-format.ts";

export function Pager({
  page,
  pageSize,
  total,
  drop = [],
}: {
  page: number;
  pageSize: number;
  total: number;
  /** Query parameters that must not travel to another page (e.g. `new`, which opens a dialog). */
  drop?: readonly string[];
}) {
  const { t } = useTranslation("adminShell");
  const number = adminNumberFormat(usePageLocale());
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = (target: number) => {
    const next = new URLSearchParams(params);
    for (const name of drop) next.delete(name);
    if (target <= 1) next.delete("page");
    else next.set("page", String(target));
    const s = next.toString();
    return s ? `?${s}` : "?";
  };
  const disabled = `${buttonClasses("outline", "sm")} pointer-events-none opacity-60`;
  return (
    <nav
      aria-label={t("pager.label")}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-slate-700">
        {t("pager.pageOf", {
          count: total,
          page: number.format(page),
          pages: number.format(pages),
        })}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link className={buttonClasses("outline", "sm")} to={href(page - 1)} rel="prev">
            {t("pager.previous")}
          </Link>
        ) : (
          <span className={disabled} aria-disabled="true">
            {t("pager.previous")}
          </span>
        )}
        {page < pages ? (
          <Link className={buttonClasses("outline", "sm")} to={href(page + 1)} rel="next">
            {t("pager.next")}
          </Link>
        ) : (
          <span className={disabled} aria-disabled="true">
            {t("pager.next")}
          </span>
        )}
      </div>
    </nav>
  );
}
