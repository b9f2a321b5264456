import { useTranslation } from "~/i18n/use-translation.ts";
import { Link } from "react-router";
import { BLOG_CATEGORIES } from "../../../../core/constants.ts";
import { buttonClasses } from "../../ui/button.tsx";

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Category filter as links (?category=…): works without JavaScript, the server filters. */
export function CategoryFilter({ active }: { active: BlogCategory | null }) {
  const { t } = useTranslation("blog");
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
              <Link
                to={{ search: value ? `?category=${encodeURIComponent(value)}` : "" }}
                preventScrollReset
                aria-current={selected ? "page" : undefined}
                className={buttonClasses(selected ? "default" : "outline", "sm", "rounded-full")}
                data-category={value ?? "all"}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
