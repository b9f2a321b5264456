import { data } from "react-router";
import { requestContext } from "../../../core/request-context.ts";
import { DEPLOYED_AT, sitemapPart } from "~/lib/sitemap.server.ts";
import { xmlResponse } from "~/lib/xml.ts";
import type { Route } from "./+types/sitemap-part";

/** /sitemaps/<part>.xml: one part of a sitemap too big for one file. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, origin } = context.get(requestContext);
  const body = await sitemapPart(services, params.part, { origin, deployedAt: DEPLOYED_AT });
  if (body === null) throw data(null, { status: 404 });
  return xmlResponse(body);
}
