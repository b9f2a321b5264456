import { useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { requestContext } from "../core/request-context.ts";
import type { Route } from "./+types/root";
import "./app.css";
import { createI18n } from "./i18n/i18n.ts";
import { localeFromPath } from "./i18n/locale-path.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  const settings = await services.settings.getPublic();
  return { locale, settings };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale = data?.locale ?? "en";
  const i18n = useMemo(() => createI18n(locale), [locale]);
  const brand = data?.settings.primaryColor ?? "#222222";
  return (
    <html lang={locale} style={{ ["--brand" as string]: brand }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-4xl font-bold">{status}</h1>
      <p className="mt-4">
        {status === 404 ? "Oops! Page not found" : "Unexpected Application Error!"}
      </p>
      <a className="mt-6 inline-block underline" href="/">
        Home
      </a>
    </main>
  );
}
