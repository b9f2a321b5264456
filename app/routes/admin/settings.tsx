/**
 * /admin/settings: the site settings, read on the server for admins only (secrets masked), and
 * saved by this route's action through the same service the JSON API calls.
 */
import { requestContext } from "../../../core/request-context.ts";
import { failureAsAnswer } from "../../components/admin/shell/use-admin-action.ts";
import { adminAction, readJson } from "../../lib/admin-action.ts";
import { requireAdminContext } from "../../lib/admin-guard.ts";
import { SettingsForm } from "../../components/admin/settings/settings-form.tsx";
import { CdnStatusCard } from "../../components/admin/settings/cdn-status.tsx";
import { adminMeta, screenHandle } from "../../lib/admin-meta.ts";
import type { Route } from "./+types/settings";

export const handle = screenHandle(["adminSettings"]);
export const meta = adminMeta(handle, (t) => t("pageTitle"));

export async function loader({ context }: Route.LoaderArgs) {
  const { services, actor } = requireAdminContext(context, "settings");
  try {
    const { settings, updatedAt } = await services.settings.getForAdmin(actor);
    const siteUrl = await services.settings.siteUrlStatus();
    const cdn = services.cdn ? await services.cdn.status(actor) : null;
    return { settings, updatedAt, me: actor.email, siteUrl, cdn };
  } catch (err) {
    // The screen falls back to the browser copy, then to the defaults.
    context.get(requestContext).log.error({ err }, "settings could not be read");
    return { settings: null, updatedAt: null, me: actor.email, siteUrl: null, cdn: null };
  }
}

/**
 * Save: the posted JSON goes to `settings.save`, which checks the role and validates every field.
 * `{ intent: "test-mail", to }` sends a test e-mail now and answers what the mail server said.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return adminAction(context, "settings", async ({ services, actor }) => {
    const body = await readJson(request);
    if ((body as { intent?: unknown } | null)?.intent === "test-mail") {
      const { to } = body as { to?: unknown };
      return { ok: true as const, result: await services.mail.sendTest(actor, { to }) };
    }
    const { settings } = await services.settings.save(actor, body);
    return { ok: true as const, settings };
  });
}

/** A save that never reached the server (offline) is answered here, so the form stays as typed. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return failureAsAnswer(serverAction);
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SettingsForm initial={loaderData.settings} me={loaderData.me} siteUrl={loaderData.siteUrl} />
      {loaderData.cdn && (
        <div className="mt-6">
          <CdnStatusCard status={loaderData.cdn} />
        </div>
      )}
    </>
  );
}
