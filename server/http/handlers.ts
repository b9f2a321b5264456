/** Small helpers shared by the API routers. */
import type { Request, Response } from "express";
import { badRequest, unsupportedMedia } from "../../core/errors.ts";
import type { Actor, AuditLog } from "../../core/services.ts";
import type { StaffService } from "../../core/staff-service.ts";
import type { AuditService } from "../audit/audit-service.ts";
import type { AuthService, Caller } from "../auth/auth-service.ts";

type Handler = (req: Request, res: Response) => Promise<unknown>;

export const actorOf = (req: Request): Actor => req.actor ?? null;
/** The caller of an auth operation: the request's resolved session. */
export const callerOf = (req: Request): Caller => req.session ?? null;

/** Wraps a handler: its result is sent as JSON (201 for creates, 204 when empty). */
export const json =
  (fn: Handler, status = 200) =>
  async (req: Request, res: Response) => {
    const result = await fn(req, res);
    if (result === undefined) res.status(204).end();
    else res.status(status).json(result);
  };

export function idParam(req: Request, name = "id"): number {
  const raw = req.params[name];
  const id = Number(raw);
  if (!/^\d{1,12}$/.test(String(raw)) || !Number.isSafeInteger(id) || id < 1) {
    throw badRequest(
      "The id must be a positive whole number",
      { [name]: "Invalid id" },
      "invalidId",
    );
  }
  return id;
}

/** Writes must be JSON; anything else is 415 before it reaches a service. */
export function requireJson(req: Request) {
  if (!req.is("application/json"))
    throw unsupportedMedia("Send the body as application/json", "notJson");
}

/** The staff module bound to one caller, for route loaders and actions (as the API calls it). */
export function staffAs(staff: AuthService["staff"], caller: Caller): StaffService {
  return {
    list: () => staff.list(caller),
    bylines: () => staff.bylines(caller),
    invite: (input) => staff.invite(caller, input),
    setRole: (id, input) => staff.setRole(caller, id, input),
    resendInvitation: (id) => staff.resendInvitation(caller, id),
    remove: (id) => staff.remove(caller, id),
  };
}

/** The audit log bound to one actor, for route loaders (as GET /api/v1/audit-log calls it). */
export const auditAs = (audit: AuditService, actor: Actor): AuditLog => ({
  list: (query) => audit.list(actor, query),
});

/**
 * An item's version as its ETag (`"2026-12-02T01:30:00.000Z"`, its `updatedAt`), and back from
 * `If-Match`: undefined when the header is absent or `*` (any version); a weak tag counts as strong.
 */
export const versionTag = (item: unknown) => {
  const version = (item as { updatedAt?: unknown }).updatedAt;
  return typeof version === "string" ? `"${version}"` : undefined;
};
export function ifMatchVersion(req: Request): string | undefined {
  const header = req.headers["if-match"]?.trim();
  if (!header || header === "*") return undefined;
  const tag = /^(?:W\/)?"([^"]*)"$/.exec(header);
  if (!tag) {
    const message = 'If-Match must be one entity tag, as the item\'s ETag gave it ("…")';
    throw badRequest(message, { "if-match": message });
  }
  return tag[1];
}
