/**
 * Accounts and sign-in, as six small modules over one user store: sessions, sign-in (with sign-up
 * and e-mail verification), the account's own settings (its language), two-factor, passwords and
 * staff. Every rule (lockout, idle timeout,
 * password policy, required two-factor) is read from the settings at each check, so a change
 * applies without a restart. Callers identify themselves by their resolved session (`Caller`).
 */
import type { SettingsService } from "../../core/services.ts";
import type { AuditService } from "../audit/audit-service.ts";
import type { Db } from "../db/index.ts";
import type { AccountMail } from "../mail/account-mail.ts";
import type { NewAccountNotices } from "../mail/staff-reports.ts";
import { createAccountSettings } from "./account-settings.ts";
import { createLockout } from "./lockout.ts";
import { createPasswords } from "./password-reset.ts";
import { createSessions } from "./sessions.ts";
import { createSignIn } from "./sign-in.ts";
import { createStaff } from "./staff.ts";
import { createThrottle } from "./throttle.ts";
import { createTwoFactorSteps } from "./two-factor-steps.ts";
import { createUserStore } from "./users.ts";

export { SESSION_COOKIE, type Caller, type Session, type SessionStage } from "./sessions.ts";
export { passwordProblem } from "./users.ts";
export { generatePassword } from "./tokens.ts";

export interface AuthDeps {
  db: Db;
  settings: SettingsService;
  audit: AuditService;
  mail: AccountMail;
  /** The staff e-mail when a new account confirms its address. */
  newAccountNotices: NewAccountNotices;
  adminEmails: string[];
}

export function createAuthService(deps: AuthDeps) {
  const { db, settings, audit, mail, adminEmails } = deps;
  const rules = async () => (await settings.getEffective()).security;
  const admins: ReadonlySet<string> = new Set(adminEmails.map((e) => e.toLowerCase()));
  const users = createUserStore(db);
  const sessions = createSessions({ db, audit, rules });
  const lockout = createLockout({ throttle: createThrottle(db), audit, rules });
  return {
    sessions,
    account: createSignIn({
      db,
      users,
      sessions,
      lockout,
      audit,
      mail,
      adminEmails: admins,
      rules,
      newAccountNotices: deps.newAccountNotices,
    }),
    settings: createAccountSettings({ db, sessions, audit }),
    twoFactor: createTwoFactorSteps({ db, users, sessions, lockout, audit }),
    passwords: createPasswords({ db, users, sessions, lockout, audit, mail, rules }),
    staff: createStaff({ db, users, sessions, audit, mail, adminEmails: admins, rules }),
    mail,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
