/**
 * The messages of an admin request that failed before any screen could word it (no server, or an
 * unexpected error), made outside React (a client action, an upload's XHR): still English only.
 * Every screen's own texts are translation namespaces (app/i18n/locales, decision 0031).
 */
export const common = {
  networkError: "The server could not be reached",
  serverError:
    "The server failed to do this (an unexpected error). What you typed is kept: try again, and tell your administrator if it happens again.",
} as const;
