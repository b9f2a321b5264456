import { useTranslation } from "~/i18n/use-translation.ts";
import { useLoaderData } from "react-router";
import { requestContext } from "../../../core/request-context.ts";
import { GalleryBrowser } from "../../components/site/gallery/gallery-browser.tsx";
import { ImpactBlock } from "../../components/site/gallery/impact-block.tsx";
import { PageHero } from "../../components/site/page-hero.tsx";
import { Container } from "../../components/ui/container.tsx";
import { requestLocale } from "../../i18n/request-locale.ts";
import { metaT, pageMeta, rootMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/gallery";

/** Every gallery item, loaded once; tabs filter in the page. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const locale = requestLocale(context).locale;
  // A failed read is the error page (503 while the database is away), not an empty gallery.
  const { items } = await services.galleryItems.list(null, { pageSize: 100 }, locale);
  // Each image's alt text in this language, else English (the media library).
  const alts = await services.uploads.altTexts(
    items.map((i) => i.src),
    locale,
  );
  return { items, alts };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const t = metaT(root.locale, "gallery");
  return pageMeta({
    ...root,
    title: t("meta.title"),
    description: t("meta.description"),
    path: location.pathname,
  });
}

export default function GalleryPage() {
  const { items, alts } = useLoaderData<typeof loader>();
  const { t } = useTranslation("gallery");
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")}>
        <p className="rounded-full bg-white/15 px-4 py-1 text-sm font-medium text-white">
          {t("hero.badge")}
        </p>
      </PageHero>
      <section aria-label={t("tabs.label")} className="py-12 sm:py-16">
        <Container>
          <GalleryBrowser items={items} alts={alts} />
        </Container>
      </section>
      <ImpactBlock />
    </>
  );
}
