import { requestContext } from "../../../core/request-context.ts";
import { ProgramView } from "~/components/site/pages/projects/program-view.tsx";
import { localizedHref } from "~/i18n/locale-path.ts";
import { requestLocale } from "~/i18n/request-locale.ts";
import { loadPermalink } from "~/lib/permalink.server.ts";
import { metaT, pageMeta, rootMeta, withSeo } from "~/lib/seo.ts";
import { breadcrumbLd } from "~/lib/structured-data.ts";
import type { Route } from "./+types/project";

/** A program at /projects/<slug>, in the page's language. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, origin } = context.get(requestContext);
  const { item, locale, path, alternates } = await loadPermalink(
    services.programs,
    "programs",
    params.slug,
    request,
    requestLocale(context).locale,
  );
  return { program: item, locale, url: `${origin}${path}`, path, alternates };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const root = rootMeta(matches);
  const { program, path, alternates, url } = loaderData;
  const t = metaT(root.locale, "projects");
  return pageMeta({
    ...root,
    ...withSeo(program, {
      title: program.title,
      description: program.description,
      image: program.image,
    }),
    path,
    alternates,
    jsonLd: [
      breadcrumbLd([
        [
          metaT(root.locale, "common")("story.home"),
          `${root.origin}${localizedHref("/", root.locale)}`,
        ],
        [t("meta.title"), `${root.origin}${localizedHref("/projects", root.locale)}`],
        [program.title, url],
      ]),
    ],
  });
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  return <ProgramView program={loaderData.program} url={loaderData.url} />;
}
