/**
 * /admin layout: the session is checked on the server. Staff (admin, editor, author) get the shell
 * with the screens their role may open (core/access.ts); anyone else gets the sign-in form instead
 * (child loaders refuse on their own with 401/403, and this route's ErrorBoundary shows the same
 * form for those answers, or says that the role may not open the screen).
 */
import { data, isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from "react-router";
import { isStaff, screensOf } from "../../../core/access.ts";
import { requestContext } from "../../../core/request-context.ts";
import type { MailStatus } from "../../../core/mail-service.ts";
import { MailBanner } from "../../components/admin/mail/mail-banner.tsx";
import { AdminShell } from "../../components/admin/shell/admin-shell.tsx";
import { AdminToaster } from "../../components/admin/shell/admin-toaster.tsx";
import { SignInGate } from "../../components/admin/shell/sign-in-gate.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { adminTitle } from "../../lib/admin-meta.ts";
import type { RouteHandle } from "../../lib/document-mode.ts";
import { metaT } from "../../lib/seo.ts";
import { stepOf } from "../../lib/sign-in-action.ts";
import type { Route } from "./+types/layout";

/** The staff admin is a React application in the browser. */
export const handle: RouteHandle = { hydrate: true };

export async function loader({ context }: Route.LoaderArgs) {
  const { actor, sessionExpired, services, signIn } = context.get(requestContext);
  if (!actor)
    return data(
      {
        state: "signed-out" as const,
        user: null,
        expired: sessionExpired,
        step: stepOf(signIn.session),
      },
      { status: 401 },
    );
  if (!isStaff(actor))
    return data({ state: "not-admin" as const, user: null, expired: false }, { status: 403 });
  return data({
    state: "admin" as const,
    user: { email: actor.email, name: actor.name, role: actor.role, screens: screensOf(actor) },
    expired: false,
    // Whether the site can send e-mail: every page says so while it cannot.
    mail: await services.mail.status(actor),
  });
}

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  const signIn = Boolean(error) || loaderData?.state !== "admin";
  return adminTitle(matches, (locale) =>
    signIn
      ? metaT(locale, "adminSignIn")("login.pageTitle")
      : metaT(locale, "adminShell")("nav.dashboard"),
  );
}

/** The banner while mail is not configured (admins get the links to set it up). */
function mailBanner(layout: { user: { screens: readonly string[] } | null; mail?: MailStatus }) {
  if (!layout.mail || !layout.user) return null;
  return <MailBanner mail={layout.mail} canSetUp={layout.user.screens.includes("settings")} />;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  if (loaderData.state !== "admin" || !loaderData.user) {
    return (
      <SignInGate
        notAdmin={loaderData.state === "not-admin"}
        expired={loaderData.expired}
        step={"step" in loaderData ? loaderData.step : undefined}
      />
    );
  }
  return (
    <>
      <AdminShell user={loaderData.user} notice={mailBanner(loaderData)}>
        <Outlet />
      </AdminShell>
      <AdminToaster />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("adminShell");
  const layout = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const notAllowed =
    isRouteErrorResponse(error) &&
    error.status === 403 &&
    (error.data as { reason?: string } | null)?.reason === "not-allowed";
  if (
    isRouteErrorResponse(error) &&
    (error.status === 401 || error.status === 403) &&
    !notAllowed
  ) {
    return <SignInGate notAdmin={error.status === 403} expired={layout?.expired ?? false} />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status >= 500) console.error(error);
  const message = (
    <div
      role="alert"
      className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-8 text-center dark:border-slate-800 dark:bg-slate-900"
    >
      <h1 className="text-2xl font-bold">
        {notAllowed ? t("notAllowedTitle") : status === 404 ? "404" : t("errorTitle")}
      </h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        {notAllowed ? t("notAllowedBody") : t("errorBody")}
      </p>
      <Link
        to="/admin"
        className="mt-6 inline-block rounded-md underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      >
        {t("nav.dashboard")}
      </Link>
    </div>
  );
  if (layout?.state === "admin" && layout.user) {
    return (
      <>
        <AdminShell user={layout.user} notice={mailBanner(layout)}>
          {message}
        </AdminShell>
        <AdminToaster />
      </>
    );
  }
  return <div className="flex min-h-screen items-center justify-center p-4">{message}</div>;
}
