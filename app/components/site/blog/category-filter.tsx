import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/use-translation.ts";
import { BLOG_CATEGORIES } from "../../../../core/constants.ts";
import { buttonClasses } from "../../ui/button.tsx";

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Category filter as links (?category=…): works without JavaScript, the server filters. */
export function CategoryFilter({ active }: { active: BlogCategory | null }) {
  const { t } = useTranslation("blog");
  const { pathname } = useLocation();
  const options: { value: BlogCategory | null; label: string }[] = [
    { value: null, label: t("filter.all") },
    ...BLOG_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) })),
  ];
  return (
    <nav aria-label={t("filter.label")} className="mb-10">
      <ul className="flex flex-wrap justify-center gap-2">
        {options.map(({ value, label }) => {
          const selected = value === active;
          return (
            <li key={value ?? "all"}>
              <a
                href={value ? `${pathname}?category=${encodeURIComponent(value)}` : pathname}
                aria-current={selected ? "page" : undefined}
                className={buttonClasses(selected ? "default" : "outline", "sm", "rounded-full")}
                data-category={value ?? "all"}
              >
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
