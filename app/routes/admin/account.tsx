/**
 * /admin/account: language, two-factor, password and sessions of the signed-in staff member. Read
 * by the loader and changed by the action, both through the account security the /api/v1/auth
 * routes call, as this request's session (which checks the password or code itself).
 */
import { AccountScreen } from "../../components/admin/security/account-screen.tsx";
import { failureAsAnswer } from "../../components/admin/shell/use-admin-action.ts";
import { adminAction, readJson, refusal, unknownAction } from "../../lib/admin-action.ts";
import { requireAdminContext } from "../../lib/admin-guard.ts";
import { adminMeta, screenHandle } from "../../lib/admin-meta.ts";
import type { Route } from "./+types/account";

export const handle = screenHandle(["adminAccount"]);
export const meta = adminMeta(handle, (t) => t("pageTitle"));

export async function loader({ context }: Route.LoaderArgs) {
  const { actor, account, services } = requireAdminContext(context, "account");
  return {
    email: actor.email,
    language: actor.language,
    twoFactorEnabled: account.twoFactorEnabled,
    sessions: await account.sessions(),
    notifications: await services.mail.notifications(actor),
  };
}

function sessionIdOf(body: Record<string, unknown>) {
  const id = body.id;
  if (typeof id !== "string" || id.length === 0 || id.length > 200)
    throw refusal(
      400,
      "The session id must be a non-empty string",
      { id: "Invalid id" },
      { reason: "invalidId" },
    );
  return id;
}

/**
 * Revoke a session, sign out the others, change the password, set up, turn on or turn off
 * two-factor, choose the admin language: `{ intent, … }` as JSON (`input` is what the matching API route takes).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return adminAction(context, "account", async ({ account, services, actor }) => {
    const body = ((await readJson(request)) ?? {}) as Record<string, unknown>;
    switch (body.intent) {
      case "revoke-session":
        await account.revokeSession(sessionIdOf(body));
        return { ok: true as const };
      case "sign-out-others":
        await account.signOutOthers();
        return { ok: true as const };
      case "password":
        await account.changePassword(body.input);
        return { ok: true as const };
      case "two-factor-setup":
        return { ok: true as const, ...(await account.startTwoFactor()) };
      case "two-factor-enable":
        return { ok: true as const, ...(await account.enableTwoFactor(body.input)) };
      case "two-factor-disable":
        await account.disableTwoFactor(body.input);
        return { ok: true as const };
      case "language":
        return { ok: true as const, ...(await account.setLanguage(body.input)) };
      case "notifications":
        return { ok: true as const, ...(await services.mail.setNotifications(actor, body.input)) };
      default:
        throw unknownAction([
          "revoke-session",
          "sign-out-others",
          "password",
          "two-factor-setup",
          "two-factor-enable",
          "two-factor-disable",
          "language",
          "notifications",
        ]);
    }
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return failureAsAnswer(serverAction);
}

export default function AdminAccount({ loaderData }: Route.ComponentProps) {
  return (
    <AccountScreen
      language={loaderData.language}
      twoFactorEnabled={loaderData.twoFactorEnabled}
      sessions={loaderData.sessions}
      notifications={loaderData.notifications.subscribed}
    />
  );
}
