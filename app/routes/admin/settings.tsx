/** /admin/settings: the site settings, read on the server for admins only (secrets masked). */
import { requireAdminContext } from "../../lib/admin-guard.ts";
import { SettingsForm } from "../../components/admin/settings/settings-form.tsx";
import { SETTINGS_TEXT } from "../../components/admin/text/settings.ts";
import { SHELL_TEXT } from "../../components/admin/text/shell.ts";
import type { Route } from "./+types/settings";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, actor } = requireAdminContext(context, "settings");
  try {
    const { settings, updatedAt } = await services.settings.getForAdmin(actor);
    return { settings, updatedAt };
  } catch (err) {
    // The screen falls back to the browser copy, then to the defaults (SPEC §4 load order).
    console.error("Failed to load settings", err);
    return { settings: null, updatedAt: null };
  }
}

export function meta() {
  return [
    { title: `${SETTINGS_TEXT.pageTitle} | ${SHELL_TEXT.titleSuffix}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return <SettingsForm initial={loaderData.settings} />;
}
