import { useTranslation } from "~/i18n/use-translation.ts";
import { useLoaderData } from "react-router";
import { requestContext } from "../../../core/request-context.ts";
import { itemAnchor } from "../../../core/content/permalinks.ts";
import { ProductCard } from "../../components/site/store/product-card.tsx";
import { StatsStrip } from "../../components/site/store/stats-strip.tsx";
import { StoreHero } from "../../components/site/store/store-hero.tsx";
import {
  CategoryChips,
  ContactCta,
  HowItHelps,
} from "../../components/site/store/store-sections.tsx";
import { Container } from "../../components/ui/container.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { requestLocale } from "../../i18n/request-locale.ts";
import { metaT, pageMeta, rootMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/store";

/** Active store items only: the service never gives visitors inactive ones. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const locale = requestLocale(context).locale;
  // A failed read is the error page (503 while the database is away), not an empty store.
  const { items } = await services.storeItems.list(null, { pageSize: 50 }, locale);
  return { items: items.filter((item) => item.status === "active") };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const t = metaT(root.locale, "store");
  return pageMeta({
    ...root,
    title: t("meta.title"),
    description: t("meta.description"),
    path: location.pathname,
  });
}

export default function StorePage() {
  const { items } = useLoaderData<typeof loader>();
  const { t } = useTranslation("store");
  return (
    <>
      <StoreHero />
      <StatsStrip />
      <section id="products" aria-labelledby="store-products" className="scroll-mt-20 py-16">
        <Container>
          <SectionHeading
            id="store-products"
            title={t("products.title")}
            subtitle={t("products.subtitle")}
          />
          <CategoryChips />
          {items.length === 0 ? (
            <p
              className="mx-auto max-w-xl rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300"
              data-testid="store-empty"
            >
              {t("products.empty")}
            </p>
          ) : (
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item) => (
                <li key={item.id} id={itemAnchor(item.id)} className="scroll-mt-20">
                  <ProductCard item={item} />
                </li>
              ))}
            </ul>
          )}
        </Container>
      </section>
      <HowItHelps />
      <ContactCta />
    </>
  );
}
