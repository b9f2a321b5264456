import { requestContext } from "../../../core/request-context.ts";
import type { Route } from "./+types/robots";

/** robots.txt: keep crawlers out of the admin and the API, and name the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /language/",
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
