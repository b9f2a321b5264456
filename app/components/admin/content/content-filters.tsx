/**
 * The search and filter controls of a content list: they narrow the server-paginated list through
 * the URL, so a filtered list can be bookmarked and the back button undoes a filter.
 */
import { Search } from "lucide-react";
import { useState } from "react";
import { Link, useSubmit } from "react-router";
import { PAGE_SIZES } from "../../../../core/schemas.ts";
import { textForCode } from "../../../i18n/text-for-code.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import type { ContentLoaderData, EntityConfig } from "./types.ts";
import { Button, buttonClasses } from "../../ui";
import { inputClass } from "./ui.tsx";

/** Whether the list is narrowed by a search or a filter (the trash view is not a filter). */
export const isFiltered = (data: ContentLoaderData) =>
  Boolean(
    data.filters.q ||
    data.filters.category ||
    (data.filters.status && !data.trash) ||
    data.filters.missing,
  );

export function Filters({ config, data }: { config: EntityConfig; data: ContentLoaderData }) {
  const submit = useSubmit();
  // Local copies of the controls, so quick successive changes never use stale URL values;
  // they follow the server's filters whenever those change (navigation, Clear filters).
  const [values, setValues] = useState(data.filters);
  const [seen, setSeen] = useState(data.filters);
  if (JSON.stringify(seen) !== JSON.stringify(data.filters)) {
    setSeen(data.filters);
    setValues(data.filters);
  }
  const go = (next: ContentLoaderData["filters"]) => {
    setValues(next);
    const params = new URLSearchParams();
    for (const key of ["q", "category", "status", "missing", "sort", "dir", "pageSize"] as const) {
      if (next[key].trim()) params.set(key, next[key].trim());
    }
    void submit(params, { method: "get" });
  };
  const text = config.text;
  const { t } = useTranslation("adminContent");
  const filtered = isFiltered(data);
  return (
    <div className="flex flex-col gap-3">
      <form
        role="search"
        className="flex flex-1 gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          go(values);
        }}
      >
        <div className="flex-1">
          <label htmlFor={`${config.key}-q`} className="sr-only">
            {text.searchLabel}
          </label>
          <input
            id={`${config.key}-q`}
            type="search"
            name="q"
            value={values.q}
            onChange={(e) => setValues({ ...values, q: e.target.value })}
            placeholder={text.searchPlaceholder}
            className={`${inputClass} h-10`}
          />
        </div>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" className="size-4" />
          {t("common.searchButton")}
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <div>
          <label
            htmlFor={`${config.key}-category`}
            className="block text-xs font-medium text-slate-700"
          >
            {t("common.category")}
          </label>
          <select
            id={`${config.key}-category`}
            className={`${inputClass} h-10 w-full sm:w-auto`}
            value={values.category}
            onChange={(e) => go({ ...values, category: e.target.value })}
          >
            <option value="">{t("common.allCategories")}</option>
            {config.categoryOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        {config.statusOptions && !data.trash && (
          <div>
            <label
              htmlFor={`${config.key}-status`}
              className="block text-xs font-medium text-slate-700"
            >
              {t("common.status")}
            </label>
            <select
              id={`${config.key}-status`}
              className={`${inputClass} h-10 w-full sm:w-auto`}
              value={values.status}
              onChange={(e) => go({ ...values, status: e.target.value })}
            >
              <option value="">{t("common.allStatuses")}</option>
              {config.statusOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label
            htmlFor={`${config.key}-missing`}
            className="block text-xs font-medium text-slate-700"
          >
            {t("translation.filterLabel")}
          </label>
          <select
            id={`${config.key}-missing`}
            className={`${inputClass} h-10 w-full sm:w-auto`}
            value={values.missing}
            onChange={(e) => go({ ...values, missing: e.target.value })}
          >
            <option value="">{t("translation.allLanguages")}</option>
            <option value="fr">{t("translation.missing.fr")}</option>
            <option value="ru">{t("translation.missing.ru")}</option>
          </select>
        </div>
        <div>
          <label
            htmlFor={`${config.key}-sort`}
            className="block text-xs font-medium text-slate-700"
          >
            {t("list.sortLabel")}
          </label>
          <select
            id={`${config.key}-sort`}
            className={`${inputClass} h-10 w-full sm:w-auto`}
            value={values.sort || "createdAt"}
            onChange={(e) =>
              go({
                ...values,
                sort: e.target.value === "createdAt" ? "" : e.target.value,
                // Names read A→Z, dates newest first.
                dir: e.target.value === data.sortFields[2] ? "asc" : "",
              })
            }
          >
            {data.sortFields.map((field) => (
              <option key={field} value={field}>
                {textForCode(t, "list.sortFields", field, field)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${config.key}-dir`} className="block text-xs font-medium text-slate-700">
            {t("list.directionLabel")}
          </label>
          <select
            id={`${config.key}-dir`}
            className={`${inputClass} h-10 w-full sm:w-auto`}
            value={values.dir || (values.sort ? "asc" : "desc")}
            onChange={(e) => go({ ...values, dir: e.target.value as "asc" | "desc" })}
          >
            <option value="asc">{t("list.ascending")}</option>
            <option value="desc">{t("list.descending")}</option>
          </select>
        </div>
        <div>
          <label
            htmlFor={`${config.key}-page-size`}
            className="block text-xs font-medium text-slate-700"
          >
            {t("list.pageSizeLabel")}
          </label>
          <select
            id={`${config.key}-page-size`}
            className={`${inputClass} h-10 w-full sm:w-auto`}
            value={values.pageSize || String(PAGE_SIZES[0])}
            onChange={(e) =>
              go({
                ...values,
                pageSize: e.target.value === String(PAGE_SIZES[0]) ? "" : e.target.value,
              })
            }
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        {filtered && (
          <Link
            to={data.trash ? "?status=trash" : "?"}
            className={`${buttonClasses("ghost")} col-span-2 self-end`}
          >
            {t("common.clearFilters")}
          </Link>
        )}
      </div>
    </div>
  );
}
