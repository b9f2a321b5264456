/** Admin-only endpoints beyond content: staff accounts (roles, invitations) and the audit log. */
import { Router } from "express";
import type { Services } from "../services.ts";
import { actorOf, auditAs, callerOf, idParam, json, requireJson } from "./handlers.ts";

export function adminRouter({ auth, audit }: Services) {
  const r = Router();
  r.get(
    "/staff",
    json(async (req) => ({ items: await auth.staff.list(callerOf(req)) })),
  );
  r.post(
    "/staff",
    json(async (req) => (requireJson(req), auth.staff.invite(callerOf(req), req.body)), 201),
  );
  r.put(
    "/staff/:id/role",
    json(
      async (req) => (requireJson(req), auth.staff.setRole(callerOf(req), idParam(req), req.body)),
    ),
  );
  r.post(
    "/staff/:id/invitation",
    json(async (req) => auth.staff.resendInvitation(callerOf(req), idParam(req))),
  );
  r.delete(
    "/staff/:id",
    json(async (req) => auth.staff.remove(callerOf(req), idParam(req))),
  );
  r.get(
    "/audit-log",
    json(async (req) => auditAs(audit, actorOf(req)).list(req.query)),
  );
  return r;
}
