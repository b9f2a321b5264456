/**
 * A staff member's language (en, fr or ru), chosen in Account: the admin is shown in it and the staff
 * e-mails to them are written in it. null follows the browser's language (the default).
 */
import type { Locale } from "./constants.ts";

export type StaffLanguage = Locale | null;

/** What carries the choice: the session's user (the actor) and the staff list's member. */
export interface WithStaffLanguage {
  language: StaffLanguage;
}

/** The signed-in account sets its own language: `{ language }`, en, fr, ru or null; audited. */
export interface StaffLanguageSetting {
  setLanguage(input: unknown): Promise<{ language: StaffLanguage }>;
}
