import { requestContext } from "../../../core/request-context.ts";
import { DEPLOYED_AT, sitemap } from "~/lib/sitemap.server.ts";
import { xmlResponse } from "~/lib/xml.ts";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml: every public page and permalink in three languages, or the index of its parts. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, origin } = context.get(requestContext);
  return xmlResponse(await sitemap(services, { origin, deployedAt: DEPLOYED_AT }));
}
