import { useTranslation } from "react-i18next";
import { requestContext } from "../../../core/request-context.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, actor } = context.get(requestContext);
  const programs = await services.programs.list(actor && null, { page: 1, pageSize: 3 });
  return { programs: programs.items };
}

export function meta({ matches }: Route.MetaArgs) {
  const settings = matches[0].loaderData.settings;
  return [{ title: settings.siteName }, { name: "description", content: settings.siteDescription }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { programs } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("home.title")}</h1>
      <section aria-labelledby="recent-projects" className="mt-10">
        <h2 id="recent-projects" className="text-2xl font-semibold">
          {t("home.recentProjects")}
        </h2>
        {programs.length === 0 ? (
          <p>{t("home.noProjects")}</p>
        ) : (
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {programs.map((p) => (
              <li key={p.id} className="rounded-lg border p-4">
                <img
                  src={p.image}
                  alt=""
                  width={1200}
                  height={800}
                  className="h-auto w-full rounded"
                />
                <h3 className="mt-3 text-lg font-semibold">{p.title}</h3>
                <p className="text-sm">{t(`status.${p.status}`)}</p>
                <p className="mt-2 text-sm">{p.description}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
