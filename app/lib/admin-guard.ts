/**
 * Every admin loader and action starts here: the session is checked on the server, and a
 * visitor or plain user gets nothing but a 401/403 (the admin layout then shows the sign-in form).
 */
import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "../../core/request-context.ts";
import type { AppServices, User } from "../../core/services.ts";

export function requireAdminContext(context: Readonly<RouterContextProvider>): {
  services: AppServices;
  actor: User;
} {
  const { services, actor } = context.get(requestContext);
  if (!actor) throw data({ reason: "signed-out" as const }, { status: 401 });
  if (actor.role !== "admin") throw data({ reason: "not-admin" as const }, { status: 403 });
  return { services, actor };
}
