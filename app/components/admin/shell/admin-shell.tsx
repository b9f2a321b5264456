/**
 * The admin shell: sidebar with the screens, header with the welcome line,
 * a spinner while the next screen loads, and Logout (back to /admin/login).
 */
import {
  FileText,
  HandCoins,
  Inbox,
  Image,
  Images,
  LayoutDashboard,
  Loader2,
  LogOut,
  Mail,
  Menu,
  Newspaper,
  Settings,
  ShoppingBag,
  ScrollText,
  Send,
  ShieldCheck,
  Target,
  Users,
  X,
  type LucideIcon,
} from "lucide-react";
import { useState, type ReactNode } from "react";
import { Form, Link, NavLink, useLocation, useNavigation } from "react-router";
import type { AdminScreen } from "../../../../core/access.ts";
import type { Role } from "../../../../core/services.ts";
import { useHydrated } from "../use-hydrated.ts";
import { cn } from "../../ui";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { Spinner } from "./spinner.tsx";
import { UnsavedChangesGuard } from "./unsaved-work.tsx";

interface NavItem {
  screen: AdminScreen;
  to: string;
  icon: LucideIcon;
  end?: boolean;
}

const ADMIN_NAV: readonly NavItem[] = [
  { screen: "dashboard", to: "/admin", icon: LayoutDashboard, end: true },
  { screen: "inbox", to: "/admin/inbox", icon: Inbox },
  { screen: "donations", to: "/admin/donations", icon: HandCoins },
  { screen: "newsletter", to: "/admin/newsletter", icon: Mail },
  { screen: "blog", to: "/admin/blog", icon: FileText },
  { screen: "gallery", to: "/admin/gallery", icon: Image },
  { screen: "news", to: "/admin/news", icon: Newspaper },
  { screen: "programs", to: "/admin/programs", icon: Target },
  { screen: "store", to: "/admin/store", icon: ShoppingBag },
  { screen: "media", to: "/admin/media", icon: Images },
  { screen: "settings", to: "/admin/settings", icon: Settings },
  { screen: "account", to: "/admin/account", icon: ShieldCheck },
  { screen: "staff", to: "/admin/staff", icon: Users },
  { screen: "audit", to: "/admin/audit", icon: ScrollText },
  { screen: "outbox", to: "/admin/outbox", icon: Send },
];

/** Who is signed in, and the screens their role may open (computed on the server). */
export interface ShellUser {
  email: string;
  role: Role;
  screens: readonly AdminScreen[];
}

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600";

export function AdminShell({
  user,
  notice,
  children,
}: {
  user: ShellUser;
  /** Shown above every screen (the banner while e-mail is not set up). */
  notice?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("adminShell");
  const { email } = user;
  const nav = ADMIN_NAV.filter((item) => user.screens.includes(item.screen));
  const navigation = useNavigation();
  const location = useLocation();
  // The small-screen menu is open for the screen it was opened on: choosing a screen closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.pathname;
  const loading =
    navigation.state === "loading" && navigation.location?.pathname.startsWith("/admin");

  const hydrated = useHydrated();

  // Signing out is a form posted to the sign-in page's action, so it works without script too.
  const loggingOut =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "sign-out";

  return (
    <div
      className="min-h-screen bg-slate-100 text-slate-900 dark:bg-slate-950 dark:text-slate-100"
      data-admin-shell=""
      data-hydrated={hydrated}
    >
      <a
        href="#admin-main"
        className={cn(
          "sr-only z-50 rounded-md bg-white px-4 py-2 text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2",
          focusRing,
        )}
      >
        {t("skipToContent")}
      </a>
      <div className="md:flex">
        <aside
          id="admin-sidebar"
          className={cn(
            "border-slate-200 bg-white md:sticky md:top-0 md:flex md:h-screen md:w-64 md:shrink-0 md:flex-col md:border-r dark:border-slate-800 dark:bg-slate-900",
            menuOpen ? "flex flex-col border-b" : "hidden",
          )}
        >
          <div className="hidden border-b border-slate-200 px-6 py-5 md:block dark:border-slate-800">
            <p className="text-lg font-bold">{t("brand")}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t("brandSub")}</p>
          </div>
          <nav aria-label={t("navLabel")} className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              {nav.map(({ screen, to, icon: Icon, end }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={end}
                    prefetch="intent"
                    className={({ isActive }) =>
                      cn(
                        "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium",
                        focusRing,
                        isActive
                          ? "bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900"
                          : "text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800",
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {t(`nav.${screen}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t border-slate-200 p-3 dark:border-slate-800">
            <Form method="post" action="/admin/login" replace>
              <input type="hidden" name="intent" value="sign-out" />
              <button
                type="submit"
                disabled={loggingOut}
                className={cn(
                  "flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60 dark:text-red-300 dark:hover:bg-red-950",
                  focusRing,
                )}
              >
                {loggingOut ? (
                  <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                ) : (
                  <LogOut aria-hidden="true" className="size-4" />
                )}
                {loggingOut ? t("loggingOut") : t("logout")}
              </button>
            </Form>
          </div>
        </aside>
        <div className="min-w-0 flex-1">
          <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 md:px-8 dark:border-slate-800 dark:bg-slate-900">
            <button
              type="button"
              className={cn(
                "inline-flex size-10 items-center justify-center rounded-md border border-slate-300 md:hidden dark:border-slate-700",
                focusRing,
              )}
              aria-expanded={menuOpen}
              aria-controls="admin-sidebar"
              aria-label={menuOpen ? t("closeMenu") : t("openMenu")}
              onClick={() => setMenuOpenAt(menuOpen ? null : location.pathname)}
            >
              {menuOpen ? (
                <X aria-hidden="true" className="size-5" />
              ) : (
                <Menu aria-hidden="true" className="size-5" />
              )}
            </button>
            <div className="min-w-0 flex-1">
              <p className="truncate text-base font-semibold md:text-lg">{t("welcome")}</p>
              <p className="truncate text-xs text-slate-600 md:text-sm dark:text-slate-300">
                {t("signedInAs")} <span className="font-medium">{email}</span> (
                <span data-testid="admin-role">{t(`roles.${user.role}`)}</span>)
              </p>
            </div>
            <Link
              to="/"
              className={cn(
                "hidden shrink-0 rounded-md px-3 py-2 text-sm font-medium text-slate-700 underline-offset-4 hover:underline sm:inline-block dark:text-slate-200",
                focusRing,
              )}
            >
              {t("viewSite")}
            </Link>
          </header>
          <main
            id="admin-main"
            tabIndex={-1}
            className="relative px-4 py-6 outline-none md:px-8 md:py-8"
          >
            {loading ? (
              <div className="absolute inset-0 z-20 flex items-start justify-center bg-white/60 pt-24 dark:bg-slate-950/60">
                <Spinner label={t("loading")} showLabel />
              </div>
            ) : null}
            {notice}
            <UnsavedChangesGuard>{children}</UnsavedChangesGuard>
          </main>
        </div>
      </div>
    </div>
  );
}

/** Full-screen spinner shown while the session is being checked. */
export function SessionSpinner() {
  const { t } = useTranslation("adminShell");
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-100 dark:bg-slate-950">
      <Spinner label={t("checkingSession")} showLabel />
    </div>
  );
}
