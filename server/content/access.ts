/** Access rules as small named predicates. */
import { forbidden, unauthorized } from "../../core/errors.ts";
import type { Actor, User } from "../../core/services.ts";

export const isAdmin = (actor: Actor): actor is User => actor?.role === "admin";

export function requireAdmin(actor: Actor): User {
  if (!actor) throw unauthorized();
  if (!isAdmin(actor)) throw forbidden();
  return actor;
}
