/**
 * /admin layout: the session is checked on the server. Staff (admin, editor, author) get the shell
 * with the screens their role may open (core/access.ts); anyone else gets the sign-in form instead
 * (child loaders refuse on their own with 401/403, and this route's ErrorBoundary shows the same
 * form for those answers, or says that the role may not open the screen).
 */
import {
  data,
  isRouteErrorResponse,
  Link,
  Outlet,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import { isStaff, screensOf } from "../../../core/access.ts";
import { requestContext } from "../../../core/request-context.ts";
import type { MailStatus } from "../../../core/mail-service.ts";
import { MailBanner } from "../../components/admin/mail/mail-banner.tsx";
import { SiteUrlBanner } from "../../components/admin/settings/site-url-banner.tsx";
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

/** Opened on this machine (the demo, a developer): the default address is then the right one. */
const isLocalHost = (request: Request) =>
  ["localhost", "127.0.0.1", "[::1]"].includes(new URL(request.url).hostname);

export async function loader({ context, request }: Route.LoaderArgs) {
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
    // For admins, while e-mailed links would point at the default address.
    siteUrlUnset: await siteUrlUnset(),
  });

  async function siteUrlUnset() {
    if (!screensOf(actor).includes("settings") || isLocalHost(request)) return null;
    const status = await services.settings.siteUrlStatus();
    return status.source === "default" ? status.url : null;
  }
}

/**
 * A sign-in step posted from the form a guarded screen shows changes who is signed in, so this
 * layout is read again with it. React Router reloads the screen's own loader after the post by
 * itself (it had no data while it refused); without the layout beside it, the screen's data would
 * arrive under a layout still signed out, whose own sign-in form would replace the one that was
 * signing in and start over (the race behind a flaky e2e test).
 */
export function shouldRevalidate({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || formAction === "/admin/login";
}

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  const signIn = Boolean(error) || loaderData?.state !== "admin";
  return adminTitle(matches, (locale) =>
    signIn
      ? metaT(locale, "adminSignIn")("login.pageTitle")
      : metaT(locale, "adminShell")("nav.dashboard"),
  );
}

/**
 * The banners above every screen: while mail is not configured (admins get the links to set it up),
 * and, for admins, while the site's address is still the default.
 */
function notices(layout: {
  user: { screens: readonly string[] } | null;
  mail?: MailStatus;
  siteUrlUnset?: string | null;
}) {
  if (!layout.user) return null;
  return (
    <>
      {layout.siteUrlUnset ? <SiteUrlBanner url={layout.siteUrlUnset} /> : null}
      {layout.mail ? (
        <MailBanner mail={layout.mail} canSetUp={layout.user.screens.includes("settings")} />
      ) : null}
    </>
  );
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
      <AdminShell user={loaderData.user} notice={notices(loaderData)}>
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
        <AdminShell user={layout.user} notice={notices(layout)}>
          {message}
        </AdminShell>
        <AdminToaster />
      </>
    );
  }
  return <div className="flex min-h-screen items-center justify-center p-4">{message}</div>;
}
