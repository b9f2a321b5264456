/**
 * /admin/staff: the staff, their roles and invitations (admins only: core/access.ts). Read by the
 * loader and changed by the action, both through the staff service the /api/v1/staff routes call.
 */
import { StaffScreen } from "../../components/admin/security/staff-screen.tsx";
import { failureAsAnswer } from "../../components/admin/shell/use-admin-action.ts";
import { adminMeta, screenHandle } from "../../lib/admin-meta.ts";
import { adminAction, idOf, readJson, unknownAction } from "../../lib/admin-action.ts";
import { requireAdminContext } from "../../lib/admin-guard.ts";
import { requestContext } from "../../../core/request-context.ts";
import type { InvitationDelivery } from "../../../core/staff-service.ts";
import type { Route } from "./+types/staff";

export const handle = screenHandle(["adminStaff"]);
export const meta = adminMeta(handle, (t) => t("pageTitle"));

export async function loader({ context }: Route.LoaderArgs) {
  const { actor, staff, services } = requireAdminContext(context, "staff");
  const mail = await services.mail.status(actor);
  return { userId: actor.id, items: await staff.list(), mailConfigured: mail.configured };
}

/** A link that was not mailed becomes absolute, for the admin to hand over. */
function withOrigin(context: Route.ActionArgs["context"], delivery?: InvitationDelivery) {
  if (!delivery || delivery.mailed) return delivery;
  return { mailed: false as const, link: `${context.get(requestContext).origin}${delivery.link}` };
}

/** Invite, change a role, send an invitation again, remove: `{ intent, … }` as JSON. */
export async function action({ request, context }: Route.ActionArgs) {
  return adminAction(context, "staff", async ({ staff }) => {
    const body = ((await readJson(request)) ?? {}) as Record<string, unknown>;
    switch (body.intent) {
      case "invite": {
        const { delivery, ...invited } = await staff.invite(body.input);
        return { ok: true as const, ...invited, delivery: withOrigin(context, delivery) };
      }
      case "role":
        return { ok: true as const, ...(await staff.setRole(idOf(body), { role: body.role })) };
      case "resend":
        return {
          ok: true as const,
          delivery: withOrigin(context, await staff.resendInvitation(idOf(body))),
        };
      case "remove":
        await staff.remove(idOf(body));
        return { ok: true as const };
      default:
        throw unknownAction(["invite", "role", "resend", "remove"]);
    }
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return failureAsAnswer(serverAction);
}

export default function AdminStaff({ loaderData }: Route.ComponentProps) {
  return (
    <StaffScreen
      currentUserId={loaderData.userId}
      items={loaderData.items}
      mailConfigured={loaderData.mailConfigured}
    />
  );
}
