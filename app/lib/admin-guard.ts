/**
 * Every admin loader and action starts here: the session is checked on the server. A visitor or a
 * plain user gets a 401/403 (the admin layout then shows the sign-in form); a staff member whose
 * role may not open this screen (core/access.ts) gets a 403 that says so. The services refuse the
 * same on their own: this only keeps a screen from loading what it could not show.
 */
import { data, type RouterContextProvider } from "react-router";
import { type AdminScreen, canOpenScreen, isStaff } from "../../core/access.ts";
import { requestContext } from "../../core/request-context.ts";
import type { AppServices, AuditLog, User } from "../../core/services.ts";
import type { StaffService } from "../../core/staff-service.ts";
import type { AccountSecurity } from "../../core/account-security.ts";

/** What a loader or action of an allowed screen works with: the services and the signed-in actor. */
export interface AdminContext {
  services: AppServices;
  actor: User;
  staff: StaffService;
  audit: AuditLog;
  account: AccountSecurity;
}

export function requireAdminContext(
  context: Readonly<RouterContextProvider>,
  screen: AdminScreen = "dashboard",
): AdminContext {
  const { services, actor, staff, audit, account } = context.get(requestContext);
  if (!actor) throw data({ reason: "signed-out" as const }, { status: 401 });
  if (!isStaff(actor)) throw data({ reason: "not-admin" as const }, { status: 403 });
  if (!canOpenScreen(actor, screen))
    throw data({ reason: "not-allowed" as const }, { status: 403 });
  return { services, actor, staff, audit, account };
}
