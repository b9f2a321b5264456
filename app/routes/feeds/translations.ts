import { isLocale, pageMessages } from "../../i18n/i18n.ts";
import type { Route } from "./+types/translations";

const FILE = /^([A-Za-z]+)\.json$/;

/**
 * /locales/<lang>/<namespace>.json: one namespace of the site's translations, for a browser that
 * navigates to a page needing texts the first page did not carry (app/i18n/i18n.ts). Data, not a
 * script: no lookup table of 51 chunk names in every page's JavaScript. The browser asks with the
 * build's version (`?v=`), so the answer can be cached for good: a new build asks a new address.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const ns = FILE.exec(params.file)?.[1];
  const texts = isLocale(params.lang) && ns ? pageMessages(params.lang, [ns])[ns] : undefined;
  if (!texts) {
    return new Response(`No translations at ${new URL(request.url).pathname}`, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const versioned = new URL(request.url).searchParams.has("v");
  return Response.json(texts, {
    headers: {
      "Cache-Control": versioned
        ? "public, max-age=31536000, immutable"
        : "public, max-age=300, stale-while-revalidate=86400",
    },
  });
}
