import { data } from "react-router";
import { requestContext } from "../../../core/request-context.ts";
import { isLocale } from "~/i18n/i18n.ts";
import { rssFeed } from "~/lib/rss.server.ts";
import { xmlResponse } from "~/lib/xml.ts";
import type { Route } from "./+types/rss";

/** /rss.xml (English), /fr/rss.xml and /ru/rss.xml. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = (params as { lang?: string }).lang ?? "en";
  if (!isLocale(lang) || (params as { lang?: string }).lang === "en")
    throw data(null, { status: 404 });
  const { services, origin } = context.get(requestContext);
  const settings = await services.settings.getPublic();
  return xmlResponse(await rssFeed(services, settings, lang, origin), "application/rss+xml");
}
