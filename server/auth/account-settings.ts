/**
 * What a signed-in account sets for itself besides its security: its language (en, fr, ru, or null
 * to follow the browser), which the admin is shown in and the staff e-mails to it are written in.
 * The change is audited like the other account changes.
 */
import { z } from "zod";
import { LOCALES } from "../../core/constants.ts";
import type { StaffLanguage } from "../../core/staff-language.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { parseInput } from "../content/validation.ts";
import { nowIso, type Db } from "../db/index.ts";
import type { Caller, Sessions } from "./sessions.ts";
import { languageOf } from "./users.ts";

const languageInput = z.object({
  language: z
    .enum(LOCALES, { error: "Choose English, French, Russian or the browser's language" })
    .nullable(),
});

export function createAccountSettings(deps: { db: Db; sessions: Sessions; audit: AuditService }) {
  const { db, sessions, audit } = deps;
  return {
    async setLanguage(caller: Caller, input: unknown): Promise<{ language: StaffLanguage }> {
      const { user } = sessions.requireStage(caller, "active");
      const { language } = parseInput(languageInput, input);
      const row = await db
        .selectFrom("users")
        .select("language")
        .where("id", "=", user.id)
        .executeTakeFirstOrThrow();
      const from = languageOf(row.language);
      if (from === language) return { language };
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("users")
          .set({ language, updatedAt: nowIso() })
          .where("id", "=", user.id)
          .execute();
        await audit.record(
          user,
          "auth.language-changed",
          { type: "user", id: user.id },
          { from, to: language },
          trx,
        );
      });
      return { language };
    },
  };
}
export type AccountSettings = ReturnType<typeof createAccountSettings>;
