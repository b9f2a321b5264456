/**
 * The React Router context key under which the server hands each request its services and actor,
 * and what it holds.
 */
import { createContext } from "react-router";
import type { Actor, AppServices, AuditLog } from "./services.ts";
import type { StaffService } from "./staff-service.ts";
import type { AccountSecurity, SignInSteps } from "./account-security.ts";

/** What every route loader and action receives from the server. */
export interface RequestContext {
  services: AppServices;
  actor: Actor;
  /** Staff accounts as this request's session (the auth module works on sessions, not actors). */
  staff: StaffService;
  /** The audit log as this request's actor. */
  audit: AuditLog;
  /** The signed-in account's sessions, password and two-factor, as this request's session. */
  account: AccountSecurity;
  /** The sign-in pages' steps (password, code, sign-out, reset links), as this request's session. */
  signIn: SignInSteps;
  /** The site's origin for absolute URLs: PUBLIC_URL when set, else the request's own. */
  origin: string;
  /** Whether the session expired (idle too long), so the admin sign-in can say so. */
  sessionExpired: boolean;
  /** The address of the public pages' script (app/enhance/site.ts, as built), "" when none. */
  enhanceScript: string;
  /** The visitor asked to save data (Save-Data: on): no decorative pictures or optional script. */
  saveData: boolean;
  /** The server's log (JSON lines carrying the request id). */
  log: ServerLog;
  /**
   * Whether the database was found away since this request began: a page that failed then is
   * "back in a moment" (503), not an unexpected error.
   */
  databaseAway(): boolean;
}

/** What route code may write to the server's log. */
export interface ServerLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export const requestContext = createContext<RequestContext>();
