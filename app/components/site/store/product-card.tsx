import { usePageLocale } from "~/i18n/page-locale.ts";
import { Icon } from "~/components/ui/icon.tsx";
import { useId } from "react";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { StoreItem } from "../../../../core/schemas.ts";
import { Img } from "../../../lib/image.tsx";
import { Badge } from "../../ui/badge.tsx";
import { buttonClasses } from "../../ui/button.tsx";
import { FallbackNote, langOf } from "../content-language.tsx";
import { numberFormat } from "~/lib/intl.ts";

/** A price tag, always with cents, with the same "$" sign as every other amount ("25,00 $", not "$US"). */
export function formatPrice(price: number, locale: string): string {
  return numberFormat(locale, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
  }).format(price);
}

/** A product; there is no online checkout yet, so Add to Cart says the online shop opens soon. */
export function ProductCard({ item }: { item: StoreItem }) {
  const locale = usePageLocale();
  const { t } = useTranslation("store");
  const id = useId();
  return (
    <article
      aria-labelledby={`${id}-name`}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="product-card"
    >
      <div className="relative aspect-square overflow-hidden bg-slate-100 dark:bg-slate-800">
        <Img
          src={item.image}
          alt={item.name}
          width={800}
          height={800}
          className="h-full w-full object-cover"
        />
        {item.featured ? (
          <Badge
            tone="yellow"
            className="absolute top-3 left-3 shadow-sm"
            data-testid="featured-badge"
          >
            <Icon name="star" className="size-3" />
            {t("products.featured")}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
          {t(`categories.${item.category}`)}
        </p>
        <div className="flex items-start justify-between gap-3">
          <h3
            id={`${id}-name`}
            lang={langOf(item, "name")}
            className="text-lg leading-snug font-semibold"
          >
            {item.name}
          </h3>
          <p
            className="text-lg font-bold whitespace-nowrap text-slate-900 dark:text-white"
            data-testid="price"
          >
            {formatPrice(item.price, locale)}
          </p>
        </div>
        {item.description ? (
          <p
            lang={langOf(item, "description")}
            className="text-sm text-slate-600 dark:text-slate-300"
          >
            {item.description}
          </p>
        ) : null}
        <FallbackNote item={item} />
        <div className="mt-auto pt-3">
          {/* The shop is not open: the button only says so, without script (a disclosure). */}
          <details>
            <summary
              className={buttonClasses(
                "default",
                "default",
                "w-full list-none [&::-webkit-details-marker]:hidden",
              )}
              aria-describedby={`${id}-name`}
            >
              <Icon name="shopping-cart" />
              {t("products.addToCart")}
            </summary>
            <p role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-200">
              {t("products.soon", { name: item.name })}
            </p>
          </details>
        </div>
      </div>
    </article>
  );
}
