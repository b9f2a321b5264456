/**
 * The request's language, decided once per request by the root route's middleware and read from
 * the router context by every loader and action (and, through the root loader's `locale`, by every
 * component: page-locale.ts). The decision itself is core/locale-detection.ts, which the page cache
 * keys on too, so a cached page and a rendered one can never disagree on it.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { type RequestLocale, resolveRequestLocale } from "../../core/locale-detection.ts";
import { requestContext } from "../../core/request-context.ts";

const requestLocaleContext = createContext<RequestLocale>();

/** Root middleware: resolves the language before any loader or action runs. */
export const requestLocaleMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  const { actor } = context.get(requestContext);
  const { headers } = request;
  const url = new URL(request.url);
  context.set(
    requestLocaleContext,
    resolveRequestLocale({
      path: url.pathname,
      cookie: headers.get("Cookie"),
      host: headers.get("Host") ?? url.host,
      acceptLanguage: headers.get("Accept-Language"),
      staffLanguage: actor?.language,
    }),
  );
};

/** The language this request is answered in (and, on a bare public address, what was asked). */
export function requestLocale(context: Readonly<RouterContextProvider>): RequestLocale {
  return context.get(requestLocaleContext);
}
