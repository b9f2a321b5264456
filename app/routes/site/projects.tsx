import { requestContext } from "../../../core/request-context.ts";
import { requestLocale } from "~/i18n/request-locale.ts";
import { ProjectsPage } from "~/components/site/pages/projects/projects-page.tsx";
import { contentPageMeta } from "~/components/site/pages/shared/meta.ts";
import type { Route } from "./+types/projects";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const locale = requestLocale(context).locale;
  const [completed, ongoing, upcoming] = await Promise.all([
    services.programs.list(null, { status: "completed", pageSize: 12 }, locale),
    services.programs.list(null, { status: "ongoing", pageSize: 12 }, locale),
    services.programs.list(null, { status: "upcoming", pageSize: 12 }, locale),
  ]);
  return { completed: completed.items, ongoing: ongoing.items, upcoming: upcoming.items };
}

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "projects", "/projects");
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProjectsPage {...loaderData} />;
}
